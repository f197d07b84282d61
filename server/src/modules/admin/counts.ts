/** A queue's size: one of the services' own operator lists, asked for one row, read for its total. */
type Total = () => Promise<{ total: number }>;

/**
 * The console's pending counts, one per section, for the side navigation. Each comes from the
 * owning module's service through the same list the section shows (page size 1), so a count
 * can never disagree with the list it leads to, and no module's tables are read from here.
 */
export function createConsoleCounts(queues: {
  review: Total[];
  orders: Total[];
  withdraw: Total[];
  support: Total[];
  aftersale: Total[];
  services: Total[];
}) {
  const sum = async (ts: Total[]) => (await Promise.all(ts.map((t) => t()))).reduce((n, r) => n + r.total, 0);
  return {
    async counts() {
      const [review, orders, withdraw, support, aftersale, services] = await Promise.all([
        sum(queues.review),
        sum(queues.orders),
        sum(queues.withdraw),
        sum(queues.support),
        sum(queues.aftersale),
        sum(queues.services),
      ]);
      return { review, orders, withdraw, support, aftersale, services };
    },
  };
}
export type ConsoleCountsService = ReturnType<typeof createConsoleCounts>;

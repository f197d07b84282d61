import type { Executor } from '../../db/client.js';
import type { CaseContext } from './case-context.js';
import type { HandoverCaseRow } from './table.js';

/**
 * The seller's deadline in a staff-mediated handover (HANDOVER_SELLER_HOURS). The case "asks for
 * the seller" with the holder's first line in the order chat after taking the case (staff need a
 * code or the seller's help to rebind); the seller "responds" with any line of theirs after that
 * ask. No ask, no deadline: staff who work from the sealed login never wait for the seller.
 */
export function caseSellerWait(ctx: CaseContext) {
  const { repo, orderReads, config } = ctx;
  const waitMs = () => config.afterSale.handoverSellerMs;

  /** The seller's deadline per working case (null: not waiting for the seller), for the desk. */
  async function deadlines(cases: readonly HandoverCaseRow[], tx?: Executor) {
    const working = cases.filter((c) => c.state === 'working' && c.claimedAt);
    const waits = await orderReads.sellerWaits(
      working.map((c) => ({ orderId: c.orderId, since: c.claimedAt! })),
      tx,
    );
    const out = new Map<number, Date>();
    for (const c of working) {
      const w = waits.get(c.orderId);
      if (w && !w.answeredAt) out.set(c.id, new Date(w.askedAt.getTime() + waitMs()));
    }
    return out;
  }

  return {
    sellerDeadlines: deadlines,
    /**
     * The deadline job's batch (flows/deadlines.ts): working cases after `afterId`, locked SKIP
     * LOCKED, and those among them whose seller let the deadline pass. `lastId` pages the run on.
     */
    async silentSellers(tx: Executor, now: Date, afterId: number, limit: number) {
      const cases = await repo.workingSince(new Date(now.getTime() - waitMs()), afterId, limit, tx);
      const due = await deadlines(cases, tx);
      return {
        seen: cases.length,
        lastId: cases.length ? cases[cases.length - 1]!.id : afterId,
        due: cases.filter((c) => (due.get(c.id)?.getTime() ?? Infinity) <= now.getTime()),
      };
    },
    /** Whether staff rebound the order's account (delivered): a silent seller's dispute then escalates. */
    rebound: (orderId: number, tx: Executor) => repo.rebound(orderId, tx),
  };
}

import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { paged } from '../../lib/pagination.js';
import { orders } from '../order/index.js';
import { disputes, REFUND_STATUS, refunds, type DisputeRow, type RefundRow } from './table.js';

export type DisputeRepo = ReturnType<typeof createDisputeRepo>;

export function createDisputeRepo(db: Db) {
  return {
    async insert(v: Omit<typeof disputes.$inferInsert, 'id'>, tx: Executor = db): Promise<DisputeRow> {
      const [row] = await tx.insert(disputes).values(v).returning();
      return row!;
    },
    async byId(id: number, tx: Executor = db): Promise<DisputeRow | undefined> {
      const [row] = await tx.select().from(disputes).where(eq(disputes.id, id)).limit(1);
      return row;
    },
    /** The order's newest dispute (there is at most one live one). */
    async latestOf(orderId: number, tx: Executor = db): Promise<DisputeRow | undefined> {
      const [row] = await tx
        .select()
        .from(disputes)
        .where(eq(disputes.orderId, orderId))
        .orderBy(desc(disputes.id))
        .limit(1);
      return row;
    },
    /** Conditional state change: only from one of `from` (and optional extra conditions). */
    async transition(
      id: number,
      from: number[],
      patch: Partial<DisputeRow> & { state: number },
      now: Date,
      tx: Executor,
      extra: SQL[] = [],
    ) {
      const [row] = await tx
        .update(disputes)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(disputes.id, id), inArray(disputes.state, from), ...extra))
        .returning();
      return row;
    },
    answerOpen: (now: Date) => sql`${disputes.answerDeadline} > ${now}`,
    async adminList(state: number | undefined, limit: number, offset: number, tx: Executor = db) {
      const where = state === undefined ? undefined : eq(disputes.state, state);
      return paged(
        tx
          .select({
            d: disputes,
            orderNo: orders.orderNo,
            goodsTitle: orders.goodsTitle,
            totalFen: orders.totalFen,
            priceFen: orders.priceFen,
          })
          .from(disputes)
          .innerJoin(orders, eq(orders.id, disputes.orderId))
          .where(where)
          .orderBy(desc(disputes.id))
          .limit(limit)
          .offset(offset),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(disputes)
          .where(where),
      );
    },
    // ------------------------------------------------------------ refunds
    async insertRefund(v: Omit<typeof refunds.$inferInsert, 'id'>, tx: Executor): Promise<RefundRow> {
      const [row] = await tx.insert(refunds).values(v).returning();
      return row!;
    },
    async refundOf(orderId: number, tx: Executor = db): Promise<RefundRow | undefined> {
      const [row] = await tx.select().from(refunds).where(eq(refunds.orderId, orderId)).limit(1);
      return row;
    },
    async refundsOf(orderIds: number[], tx: Executor = db) {
      if (!orderIds.length) return new Map<number, RefundRow>();
      const rows = await tx
        .select()
        .from(refunds)
        .where(inArray(refunds.orderId, [...new Set(orderIds)]));
      return new Map(rows.map((r) => [r.orderId, r]));
    },
    /**
     * Takes the refund for one provider call: a new one, a failed one, or one whose call was left
     * hanging (the process died mid-call) longer than `staleBefore`. Two operators pressing retry
     * at once: one gets it, the other is told it is in progress.
     */
    async takeForAttempt(id: number, now: Date, staleBefore: Date, tx: Executor = db) {
      const [row] = await tx
        .update(refunds)
        .set({ status: REFUND_STATUS.pending, attempts: sql`${refunds.attempts} + 1`, updatedAt: now })
        .where(
          and(
            eq(refunds.id, id),
            or(
              eq(refunds.status, REFUND_STATUS.failed),
              and(
                eq(refunds.status, REFUND_STATUS.pending),
                or(eq(refunds.attempts, 0), lt(refunds.updatedAt, staleBefore)),
              ),
            ),
          ),
        )
        .returning();
      return row;
    },
    async finishRefund(id: number, ok: boolean, error: string | null, now: Date, tx: Executor = db) {
      const [row] = await tx
        .update(refunds)
        .set(
          ok
            ? { status: REFUND_STATUS.done, refundedAt: now, lastError: null, updatedAt: now }
            : { status: REFUND_STATUS.failed, lastError: error, updatedAt: now },
        )
        .where(and(eq(refunds.id, id), eq(refunds.status, REFUND_STATUS.pending)))
        .returning();
      return row;
    },
  };
}

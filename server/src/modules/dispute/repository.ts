import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { paged } from '../../lib/pagination.js';
import { orders } from '../order/index.js';
import { DISPUTE_STATE, disputes, REFUND_STATUS, refunds, type DisputeRow, type RefundRow } from './table.js';

export type DisputeRepo = ReturnType<typeof createDisputeRepo>;

/** The deadlines a dispute can pass, each a condition on its row (flows/deadlines.ts applies them). */
export type DeadlineKind = 'sellerSilent' | 'buyerSilent' | 'late';
const DUE: Record<DeadlineKind, (now: Date) => SQL[]> = {
  // open, the seller's answer deadline passed, not yet handed to an operator
  sellerSilent: (now) => [
    eq(disputes.state, DISPUTE_STATE.open),
    lte(disputes.answerDeadline, now),
    isNull(disputes.escalatedAt),
  ],
  // answered, the buyer's reply deadline passed without a reply
  buyerSilent: (now) => [
    eq(disputes.state, DISPUTE_STATE.answered),
    isNull(disputes.repliedAt),
    lte(disputes.replyDeadline, now),
    isNull(disputes.escalatedAt),
  ],
  // with an operator (replied, or escalated), not decided by the decision deadline
  late: (now) => [
    inArray(disputes.state, [DISPUTE_STATE.open, DISPUTE_STATE.answered]),
    lte(disputes.decideDeadline, now),
    or(isNull(disputes.escalation), ne(disputes.escalation, 'late'))!,
  ],
};

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
    /** not replied yet and inside the reply period (a reply racing the job's release loses here) */
    replyOpen: (now: Date) =>
      and(isNull(disputes.repliedAt), or(isNull(disputes.replyDeadline), sql`${disputes.replyDeadline} > ${now}`))!,
    /** The console's list: escalated ones first (the oldest escalation first), then newest first. */
    async adminList(state: number | undefined, escalated: boolean, limit: number, offset: number, tx: Executor = db) {
      const where = and(
        state === undefined ? undefined : eq(disputes.state, state),
        escalated ? isNotNull(disputes.escalatedAt) : undefined,
      );
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
          .orderBy(sql`${disputes.escalatedAt} is null`, asc(disputes.escalatedAt), desc(disputes.id))
          .limit(limit)
          .offset(offset),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(disputes)
          .where(where),
      );
    },
    /** Escalated disputes still waiting for a decision: the list's badge. */
    async escalatedWaiting(tx: Executor = db): Promise<number> {
      const [r] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(disputes)
        .where(
          and(isNotNull(disputes.escalatedAt), inArray(disputes.state, [DISPUTE_STATE.open, DISPUTE_STATE.answered])),
        );
      return Number(r?.n ?? 0);
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
    /** Refunds decided before `before` and never sent to the provider (attempts 0). */
    async unsentRefunds(before: Date, tx: Executor = db): Promise<RefundRow[]> {
      return tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.status, REFUND_STATUS.pending), eq(refunds.attempts, 0), lt(refunds.createdAt, before)))
        .orderBy(refunds.id)
        .limit(100);
    },
    /**
     * The deadline job's batch of one kind (flows/deadlines.ts), by id after `afterId`, row-locked
     * FOR UPDATE SKIP LOCKED: another instance's batch is skipped, never waited for, and a row the
     * step leaves as it was (a conflict) is not taken again in this run.
     */
    async dueFor(kind: DeadlineKind, now: Date, afterId: number, limit: number, tx: Executor) {
      return tx
        .select()
        .from(disputes)
        .where(and(gt(disputes.id, afterId), ...DUE[kind](now)))
        .orderBy(asc(disputes.id))
        .limit(limit)
        .for('update', { skipLocked: true });
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

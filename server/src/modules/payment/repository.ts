import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { PAY_STATUS, payments, sandboxBill, type PaymentRow, type PayPurpose } from './table.js';

export type PaymentRepo = ReturnType<typeof createPaymentRepo>;

export function createPaymentRepo(db: Db) {
  return {
    /** A closed order cannot be paid any more: its open payment attempts are closed with it. */
    async closeOpenPayments(orderId: number, now: Date, tx: Executor) {
      await tx
        .update(payments)
        .set({ status: PAY_STATUS.closed, updatedAt: now })
        .where(and(eq(payments.orderId, orderId), eq(payments.status, PAY_STATUS.pending)));
    },

    async insert(v: Omit<typeof payments.$inferInsert, 'id'>, tx: Executor = db): Promise<PaymentRow> {
      const [row] = await tx.insert(payments).values(v).returning();
      return row!;
    },
    async byPayNo(payNo: string, tx: Executor = db): Promise<PaymentRow | undefined> {
      const [row] = await tx.select().from(payments).where(eq(payments.payNo, payNo)).limit(1);
      return row;
    },
    async ofOrder(orderId: number, tx: Executor = db) {
      return tx.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
    },
    async ofTarget(purpose: PayPurpose, targetId: number, tx: Executor = db) {
      return tx
        .select()
        .from(payments)
        .where(and(eq(payments.purpose, purpose), eq(payments.targetId, targetId)))
        .orderBy(asc(payments.id));
    },
    /** The target was closed: its unpaid attempts can no longer be paid (late money is refunded). */
    async closeOpen(purpose: PayPurpose, targetId: number, now: Date, tx: Executor) {
      await tx
        .update(payments)
        .set({ status: PAY_STATUS.closed, updatedAt: now })
        .where(
          and(eq(payments.purpose, purpose), eq(payments.targetId, targetId), eq(payments.status, PAY_STATUS.pending)),
        );
    },
    /** Every verified delivery is counted, replays included (operators see how often a provider retried). */
    async countNotify(id: number, tx: Executor = db) {
      await tx
        .update(payments)
        .set({ notifyCount: sql`${payments.notifyCount} + 1` })
        .where(eq(payments.id, id));
    },
    /**
     * Pending (or closed by a cancel) → paid, once: the conditional update is what makes a replayed
     * notification change nothing.
     */
    async markPaid(id: number, providerTradeNo: string, now: Date, tx: Executor) {
      const [row] = await tx
        .update(payments)
        .set({ status: PAY_STATUS.paid, providerTradeNo, paidAt: now, updatedAt: now })
        .where(and(eq(payments.id, id), inArray(payments.status, [PAY_STATUS.pending, PAY_STATUS.closed])))
        .returning();
      return row;
    },
    async setStatus(id: number, from: number[], to: number, now: Date, tx: Executor = db) {
      const [row] = await tx
        .update(payments)
        .set({ status: to, updatedAt: now })
        .where(and(eq(payments.id, id), inArray(payments.status, from)))
        .returning();
      return row;
    },

    // ------------------------------------------------------------ the sandbox's own records
    /** The sandbox takes a payment once per out_trade_no: a second press answers the first take's trade number. */
    async sandboxTake(payNo: string, amountFen: number, tradeNo: string, now: Date): Promise<string> {
      const [row] = await db
        .insert(sandboxBill)
        .values({ kind: 'pay', payNo, tradeNo, amountFen, createdAt: now })
        .onConflictDoNothing()
        .returning({ tradeNo: sandboxBill.tradeNo });
      if (row) return row.tradeNo;
      const [had] = await db
        .select({ tradeNo: sandboxBill.tradeNo })
        .from(sandboxBill)
        .where(and(eq(sandboxBill.kind, 'pay'), eq(sandboxBill.payNo, payNo)))
        .limit(1);
      return had!.tradeNo;
    },
    /** A refund the sandbox made; the same refund number again is the same refund. */
    async sandboxRefund(v: { payNo: string; refundNo: string; tradeNo: string; amountFen: number }, now: Date) {
      await db
        .insert(sandboxBill)
        .values({ kind: 'refund', ...v, createdAt: now })
        .onConflictDoNothing();
    },
    async sandboxLines(since: Date, before: Date) {
      return db
        .select()
        .from(sandboxBill)
        .where(and(gte(sandboxBill.createdAt, since), lt(sandboxBill.createdAt, before)))
        .orderBy(asc(sandboxBill.id));
    },
  };
}

import { and, asc, desc, eq, gte, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { paged } from '../../lib/pagination.js';
import { refunds, REFUND_STATUS } from '../dispute/index.js';
import { PAY_STATUS, payments } from '../payment/index.js';
import { ENTRY_KIND, walletEntries } from '../wallet/index.js';
import type { MismatchInput, OurPayment, OurRefund } from './match.js';
import { MISMATCH_STATE, reconMismatches, reconRuns, RUN_STATUS, type ReconMismatchRow } from './table.js';

export type ReconRepo = ReturnType<typeof createReconRepo>;

const ourPayment = {
  payNo: payments.payNo,
  amountFen: payments.amountFen,
  status: payments.status,
  purpose: payments.purpose,
  targetId: sql<number | null>`coalesce(${payments.targetId}, ${payments.orderId})`,
  providerTradeNo: payments.providerTradeNo,
};

/** A late payment's automatic refund number (payment service: R + the pay number after its P). */
const lateRefundNo = (payNo: string) => `R${payNo.slice(1)}`;

/**
 * The reconciliation's own rows (runs, mismatches), and its reads of the payment, dispute and
 * wallet modules' exported tables (read only: their writes stay with their owners).
 */
export function createReconRepo(db: Db) {
  return {
    // ------------------------------------------------------------ runs
    async doneDays(provider: string, days: string[], tx: Executor = db): Promise<Set<string>> {
      if (!days.length) return new Set();
      const rows = await tx
        .select({ day: reconRuns.day })
        .from(reconRuns)
        .where(
          and(eq(reconRuns.provider, provider), inArray(reconRuns.day, days), eq(reconRuns.status, RUN_STATUS.done)),
        );
      return new Set(rows.map((r) => r.day));
    },
    /**
     * Claims a provider's day: a new run, or a failed one, or one whose holder stalled before
     * `staleBefore`. Another instance's live run, or a finished one, is left alone (undefined).
     */
    async claim(provider: string, day: string, token: string, now: Date, staleBefore: Date) {
      const [row] = await db
        .insert(reconRuns)
        .values({ provider, day, status: RUN_STATUS.running, token, attempts: 1, startedAt: now })
        .onConflictDoUpdate({
          target: [reconRuns.provider, reconRuns.day],
          set: {
            status: RUN_STATUS.running,
            token,
            attempts: sql`${reconRuns.attempts} + 1`,
            startedAt: now,
            error: null,
          },
          setWhere: or(
            eq(reconRuns.status, RUN_STATUS.failed),
            and(eq(reconRuns.status, RUN_STATUS.running), lt(reconRuns.startedAt, staleBefore)),
          ),
        })
        .returning();
      return row;
    },
    /** The holder's outcome; nothing when the run has been taken over since (the caller rolls back). */
    async finish(
      id: number,
      token: string,
      v: { status: number; billLines?: number; mismatchCount?: number; error?: string | null },
      now: Date,
      tx: Executor = db,
    ) {
      const [row] = await tx
        .update(reconRuns)
        .set({ ...v, finishedAt: now })
        .where(and(eq(reconRuns.id, id), eq(reconRuns.token, token), eq(reconRuns.status, RUN_STATUS.running)))
        .returning();
      return row;
    },
    async insertMismatches(
      rows: (MismatchInput & { runId: number; provider: string; day: string; createdAt: Date })[],
      tx: Executor,
    ) {
      if (rows.length) await tx.insert(reconMismatches).values(rows);
    },
    async runs(limit: number, offset: number) {
      return paged(
        db
          .select({
            run: reconRuns,
            // written out qualified: inside a subquery drizzle would name the outer column unqualified
            open: sql<number>`(select count(*)::int from recon_mismatches m where m.run_id = recon_runs.id and m.state <> ${MISMATCH_STATE.resolved})`,
          })
          .from(reconRuns)
          .orderBy(desc(reconRuns.day), asc(reconRuns.provider))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(reconRuns),
      );
    },

    // ------------------------------------------------------------ mismatches
    async mismatches(q: { state?: number; runId?: number }, limit: number, offset: number) {
      const where = and(
        q.state === undefined ? undefined : eq(reconMismatches.state, q.state),
        q.runId === undefined ? undefined : eq(reconMismatches.runId, q.runId),
      );
      return paged(
        db.select().from(reconMismatches).where(where).orderBy(desc(reconMismatches.id)).limit(limit).offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(reconMismatches)
          .where(where),
      );
    },
    async mismatch(id: number, tx: Executor = db): Promise<ReconMismatchRow | undefined> {
      const [row] = await tx.select().from(reconMismatches).where(eq(reconMismatches.id, id)).limit(1);
      return row;
    },
    /** open (or a refund attempt stalled before `staleBefore`) → `to`, once: a second click matches nothing. */
    async act(
      id: number,
      from: 'open' | 'acting',
      to: number,
      v: Partial<
        Pick<ReconMismatchRow, 'action' | 'note' | 'entryFen' | 'actionRef' | 'lastError' | 'actedBy' | 'actedAt'>
      >,
      tx: Executor = db,
      staleBefore?: Date,
    ) {
      const cond =
        from === 'open'
          ? staleBefore
            ? or(
                eq(reconMismatches.state, MISMATCH_STATE.open),
                and(eq(reconMismatches.state, MISMATCH_STATE.acting), lt(reconMismatches.actedAt, staleBefore)),
              )
            : eq(reconMismatches.state, MISMATCH_STATE.open)
          : eq(reconMismatches.state, MISMATCH_STATE.acting);
      const [row] = await tx
        .update(reconMismatches)
        .set({ state: to, ...v })
        .where(and(eq(reconMismatches.id, id), cond))
        .returning();
      return row;
    },

    // ------------------------------------------------------------ what the bill is compared with
    async paidInDay(provider: string, since: Date, before: Date, tx: Executor): Promise<OurPayment[]> {
      return tx
        .select(ourPayment)
        .from(payments)
        .where(
          and(
            eq(payments.provider, provider),
            gte(payments.paidAt, since),
            lt(payments.paidAt, before),
            inArray(payments.status, [PAY_STATUS.paid, PAY_STATUS.lateRefundDue, PAY_STATUS.refunded]),
          ),
        );
    },
    async paymentsByNo(payNos: string[], tx: Executor): Promise<OurPayment[]> {
      if (!payNos.length) return [];
      return tx.select(ourPayment).from(payments).where(inArray(payments.payNo, payNos));
    },
    /** Escrow booked per target ("order:12" → fen), for the targets given. */
    async escrowOf(keys: { refType: string; refId: number }[], tx: Executor): Promise<Map<string, number>> {
      const out = new Map<string, number>();
      for (const refType of [...new Set(keys.map((k) => k.refType))]) {
        const ids = keys.filter((k) => k.refType === refType).map((k) => k.refId);
        const rows = await tx
          .select({ refId: walletEntries.refId, s: sql<string>`sum(${walletEntries.amountFen})` })
          .from(walletEntries)
          .where(
            and(
              isNull(walletEntries.userId),
              eq(walletEntries.kind, ENTRY_KIND.escrowIn),
              eq(walletEntries.refType, refType),
              inArray(walletEntries.refId, ids),
            ),
          )
          .groupBy(walletEntries.refId);
        for (const r of rows) out.set(`${refType}:${r.refId}`, Number(r.s));
      }
      return out;
    },
    /**
     * The refunds we made through this provider during the day: a dispute's (with its ledger entry),
     * a late payment's automatic one, and those operators made here.
     */
    async refundsInDay(provider: string, since: Date, before: Date, tx: Executor): Promise<OurRefund[]> {
      const disputes = await tx
        .select({
          refundNo: refunds.refundNo,
          payNo: refunds.payNo,
          amountFen: refunds.amountFen,
          booked: sql<number>`(select count(*)::int from wallet_entries w where w.ref_type = 'order' and w.ref_id = refunds.order_id and w.kind = ${ENTRY_KIND.refund} and w.user_id is null)`,
        })
        .from(refunds)
        .where(
          and(
            eq(refunds.provider, provider),
            eq(refunds.status, REFUND_STATUS.done),
            gte(refunds.refundedAt, since),
            lt(refunds.refundedAt, before),
          ),
        );
      const ours = await this.reconRefunds(provider, since, before, tx);
      const late = await tx
        .select({ payNo: payments.payNo, amountFen: payments.amountFen })
        .from(payments)
        .where(
          and(
            eq(payments.provider, provider),
            eq(payments.status, PAY_STATUS.refunded),
            gte(payments.updatedAt, since),
            lt(payments.updatedAt, before),
            notInArray(payments.payNo, tx.select({ p: refunds.payNo }).from(refunds)),
            ...(ours.length
              ? [
                  notInArray(
                    payments.payNo,
                    ours.map((r) => r.payNo),
                  ),
                ]
              : []),
          ),
        );
      return [
        ...disputes.map((r) => ({
          refundNo: r.refundNo,
          payNo: r.payNo,
          amountFen: r.amountFen,
          done: true,
          ledger: r.booked > 0 ? ('ok' as const) : ('missing' as const),
        })),
        ...late.map((p) => ({
          refundNo: lateRefundNo(p.payNo),
          payNo: p.payNo,
          amountFen: p.amountFen,
          done: true,
          ledger: null,
        })),
        ...ours,
      ];
    },
    async reconRefunds(provider: string, since: Date, before: Date, tx: Executor): Promise<OurRefund[]> {
      const rows = await tx
        .select()
        .from(reconMismatches)
        .where(
          and(
            eq(reconMismatches.provider, provider),
            eq(reconMismatches.action, 'refund'),
            eq(reconMismatches.state, MISMATCH_STATE.resolved),
            gte(reconMismatches.actedAt, since),
            lt(reconMismatches.actedAt, before),
          ),
        );
      return rows.map((m) => ({
        refundNo: m.actionRef!,
        payNo: m.payNo!,
        amountFen: m.entryFen!,
        done: true,
        ledger: null,
      }));
    },
    /** Every refund of ours the bill names, by refund number, whatever its day or state. */
    async refundsByNo(refundNos: string[], tx: Executor): Promise<Map<string, OurRefund>> {
      const out = new Map<string, OurRefund>();
      if (!refundNos.length) return out;
      for (const r of await tx.select().from(refunds).where(inArray(refunds.refundNo, refundNos)))
        out.set(r.refundNo, {
          refundNo: r.refundNo,
          payNo: r.payNo,
          amountFen: r.amountFen,
          done: r.status === REFUND_STATUS.done,
          ledger: null,
        });
      const late = refundNos.filter((n) => /^R\d/.test(n)).map((n) => `P${n.slice(1)}`);
      if (late.length)
        for (const p of await tx
          .select()
          .from(payments)
          .where(
            and(
              inArray(payments.payNo, late),
              inArray(payments.status, [PAY_STATUS.lateRefundDue, PAY_STATUS.refunded]),
            ),
          ))
          if (!out.has(lateRefundNo(p.payNo)))
            out.set(lateRefundNo(p.payNo), {
              refundNo: lateRefundNo(p.payNo),
              payNo: p.payNo,
              amountFen: p.amountFen,
              done: p.status === PAY_STATUS.refunded,
              ledger: null,
            });
      for (const m of await tx.select().from(reconMismatches).where(inArray(reconMismatches.actionRef, refundNos)))
        out.set(m.actionRef!, {
          refundNo: m.actionRef!,
          payNo: m.payNo!,
          amountFen: m.entryFen!,
          done: m.state === MISMATCH_STATE.resolved,
          ledger: null,
        });
      return out;
    },
  };
}

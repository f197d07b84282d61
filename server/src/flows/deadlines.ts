import type { Executor } from '../db/client.js';
import { Conflict } from '../lib/errors.js';
import { defineFlow } from '../module-kit.js';
import {
  BUYER_SILENT_NOTE,
  SELLER_SILENT_NOTE,
  buyerSilentReleaseText,
  sellerSilentRefundText,
  type DisputeRow,
} from '../modules/dispute/index.js';
import { HANDOVER_TEXT, type HandoverCaseRow } from '../modules/handover/index.js';

/** What one run applied, by outcome (the job logs it; tests read it). */
export interface DeadlineRun {
  /** silent sellers before a reveal: refunded */
  refunded: number;
  /** silent sellers after a reveal or a rebinding: handed to an operator */
  escalated: number;
  /** silent buyers after the seller's answer: released to the seller */
  released: number;
  /** disputes past the operators' decision deadline: escalated as late */
  late: number;
  /** claims past their decision deadline: escalated */
  claims: number;
  /** staff handovers whose seller did not respond: cancelled and refunded */
  cancelled: number;
}

/** The deadline job's one call (the dispute module's job runs it on every instance). */
export interface DeadlinesFlow {
  runDue(batch?: number): Promise<DeadlineRun>;
}

declare module '../module-kit.js' {
  interface Ports {
    deadlines: DeadlinesFlow;
  }
}

/** After a row's step: the provider's call once the batch has committed, or only a count. */
type Outcome = null | { after?: () => Promise<void> };

/**
 * Deadlines with default outcomes (issue 42 item 1), published by GET /api/rules and the rules
 * content from the same configuration. Each kind of due row is taken in batches, one transaction
 * per batch, with FOR UPDATE SKIP LOCKED (another instance's batch is skipped, never waited for),
 * and each row's step runs in its own savepoint: a row that moved meanwhile (a conflict) is left
 * as it is and the others still apply. Every outcome is a conditional update, so it happens once
 * across instances and reruns; a server that was down catches up at its next run (the job runs at
 * start). The refunds' provider calls come after their batch commits, with the refund row's number,
 * as an operator's decision does; refunds decided but never sent (a stop in between) are sent on
 * the next run.
 *
 * The outcomes reuse the operators' own steps with the system as the actor: the refund decision
 * (disputes.refundIn, platformRefundIn), the release flow's steps (releaseDispute.releaseIn), the
 * handover's cancel (desk.markCancelled). No money moves by a path of its own here.
 */
export const deadlinesFlow = defineFlow({
  name: 'deadlines',
  needs: [
    'claims',
    'clock',
    'config',
    'db',
    'disputes',
    'events',
    'handover',
    'log',
    'orderReads',
    'payments',
    'releaseDispute',
  ],
  build: (p) => {
    const d = p.disputes.deadlines;
    const handoverHours = () => Math.round(p.config.afterSale.handoverSellerMs / 3_600_000);

    /**
     * Runs `step` over the rows `take` locks, in batches; returns how many steps applied. `take`
     * answers the batch's due rows, how many it looked at and the last id (the run pages on by id,
     * so a row left as it was is not taken twice in one run).
     */
    async function sweep<Row>(
      batch: number,
      take: (
        tx: Executor,
        now: Date,
        afterId: number,
        limit: number,
      ) => Promise<{ due: Row[]; seen: number; lastId: number }>,
      step: (tx: Executor, row: Row, now: Date) => Promise<Outcome>,
    ): Promise<number> {
      let total = 0;
      let afterId = 0;
      for (;;) {
        const now = p.clock.now();
        const r = await p.db.transaction(async (tx) => {
          const b = await take(tx, now, afterId, batch);
          const after: (() => Promise<void>)[] = [];
          let done = 0;
          for (const row of b.due) {
            try {
              const out = await tx.transaction((sp) => step(sp, row, now));
              if (!out) continue;
              done++;
              if (out.after) after.push(out.after);
            } catch (e) {
              if (!(e instanceof Conflict)) throw e;
              p.log.warn({ err: e }, 'deadline step skipped: the row moved meanwhile');
            }
          }
          return { b, done, after };
        });
        total += r.done;
        for (const f of r.after) await f();
        if (r.b.seen < batch) return total;
        afterId = r.b.lastId;
      }
    }

    const disputesDue =
      (kind: 'sellerSilent' | 'buyerSilent' | 'late') =>
      async (tx: Executor, now: Date, afterId: number, limit: number) => {
        const rows = await d.due(kind, now, afterId, limit, tx);
        return { due: rows, seen: rows.length, lastId: rows.length ? rows[rows.length - 1]!.id : afterId };
      };

    /** The seller did not answer: refunded before a reveal or rebinding, else an operator decides. */
    async function sellerSilent(tx: Executor, row: DisputeRow, now: Date, tally: { escalated: number }) {
      const o = (await p.orderReads.byId(row.orderId, tx))!;
      const revealed = (await p.orderReads.revealCount(row.orderId, tx)) > 0;
      const rebound = await p.handover.sellerWait.rebound(row.orderId, tx);
      if (revealed || rebound) {
        // the buyer may hold the account: refunding too would leave them with both
        const done = await d.escalate(tx, row, o, revealed ? 'revealed' : 'rebound', now);
        if (done) tally.escalated++;
        return null;
      }
      const paid = await p.payments.paidOf(row.orderId, tx);
      if (!paid) {
        p.log.error({ disputeId: row.id }, 'silent seller: the order has no payment to refund');
        return null;
      }
      const text = sellerSilentRefundText(o, paid.amountFen, d.hours().answer);
      const { order, refund } = await p.disputes.refundIn(
        tx,
        null,
        row,
        { note: SELLER_SILENT_NOTE, toSale: false, paid, action: 'dispute.deadline_refund', text },
        now,
      );
      return { after: () => p.disputes.attemptRefund(refund, order) };
    }

    /** The buyer did not reply to the seller's answer: the dispute closes in the seller's favour. */
    async function buyerSilent(tx: Executor, row: DisputeRow, now: Date): Promise<Outcome> {
      const hours = d.hours().reply;
      await p.releaseDispute.releaseIn(tx, null, row, BUYER_SILENT_NOTE, now, (o) => buyerSilentReleaseText(o, hours));
      return {};
    }

    async function late(tx: Executor, row: DisputeRow, now: Date): Promise<Outcome> {
      const o = (await p.orderReads.byId(row.orderId, tx))!;
      return (await d.escalate(tx, row, o, 'late', now)) ? {} : null;
    }

    /** A staff handover whose seller did not respond after staff asked: cancelled and refunded. */
    async function sellerUnresponsive(tx: Executor, c: HandoverCaseRow, now: Date): Promise<Outcome> {
      const paid = await p.payments.paidOf(c.orderId, tx);
      if (!paid) {
        p.log.error({ caseId: c.id }, 'silent seller in a staff handover: the order has no payment to refund');
        return null;
      }
      const line = HANDOVER_TEXT.sellerSilentLine(handoverHours());
      if (!(await p.handover.desk.markCancelled(tx, null, c, line, now))) throw new Conflict(HANDOVER_TEXT.cancelled);
      const text = HANDOVER_TEXT.sellerSilentNotice(c.orderNo, paid.amountFen, handoverHours());
      const { order, refund } = await p.disputes.platformRefundIn(
        tx,
        null,
        c.orderId,
        { reason: line, paid, text },
        now,
      );
      return { after: () => p.disputes.attemptRefund(refund, order) };
    }

    async function runDue(batch = 50): Promise<DeadlineRun> {
      const tally = { escalated: 0 };
      const refunded = await sweep(batch, disputesDue('sellerSilent'), (tx, row, now) =>
        sellerSilent(tx, row, now, tally),
      );
      const released = await sweep(batch, disputesDue('buyerSilent'), buyerSilent);
      const lateN = await sweep(batch, disputesDue('late'), late);
      const claims = await p.db.transaction((tx) => p.claims.escalateDue(tx, p.clock.now()));
      const cancelled = await sweep(
        batch,
        (tx, now, afterId, limit) => p.handover.sellerWait.silentSellers(tx, now, afterId, limit),
        sellerUnresponsive,
      );
      // decided before a stop and never sent to the provider: sent now
      for (const r of await p.disputes.unsentRefunds(p.clock.now())) await p.disputes.attemptRefund(r.refund, r.order);
      if (refunded + released + cancelled) await p.events.afterCommit('goods.changed', { cause: 'dispute.deadline' });
      return { refunded, escalated: tally.escalated, released, late: lateN, claims, cancelled };
    }

    return { deadlines: { runDue } };
  },
});

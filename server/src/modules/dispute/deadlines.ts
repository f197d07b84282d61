import type { Executor } from '../../db/client.js';
import type { OrderRow } from '../order/index.js';
import { OPEN, type DisputeContext } from './context.js';
import type { DeadlineKind } from './repository.js';
import { DISPUTE_STATE, type DisputeEscalation, type DisputeRow } from './table.js';
import { lateLine, sellerSilentEscalatedText } from './texts.js';

const HOUR = 3_600_000;
const hoursOf = (ms: number) => Math.round(ms / HOUR);

/**
 * The dispute's own steps of the deadline job (flows/deadlines.ts decides which applies): the due
 * rows of each deadline, locked SKIP LOCKED, and the escalation to an operator. The refund and the
 * release are the operators' decisions' own steps (decide.ts, flows/release-dispute.ts) with the
 * system as the actor, so no money moves by a second path.
 */
export function disputeDeadlines(ctx: DisputeContext) {
  const { repo, orderWrites, tellBoth, audited, rules } = ctx;

  return {
    /** The published periods, in hours, as the texts state them. */
    hours: () => ({
      answer: hoursOf(rules.disputeAnswerMs),
      reply: hoursOf(rules.disputeReplyMs),
      decide: hoursOf(rules.disputeDecideMs),
    }),
    due: (kind: DeadlineKind, now: Date, afterId: number, limit: number, tx: Executor) =>
      repo.dueFor(kind, now, afterId, limit, tx),

    /**
     * Hands a dispute to an operator with its reason, once (a conditional update): a silent seller
     * after the buyer saw the login or staff rebound it (the operator's decision clock starts now,
     * both parties told inside and outside the app), or a decision past its deadline (timeline and
     * chat only: nothing changes for the parties). Null when the dispute moved on: nothing written.
     */
    async escalate(
      tx: Executor,
      d: DisputeRow,
      o: OrderRow,
      why: DisputeEscalation,
      now: Date,
    ): Promise<DisputeRow | null> {
      const late = why === 'late';
      const decideDeadline = late ? d.decideDeadline : new Date(now.getTime() + rules.disputeDecideMs);
      const row = await repo.transition(
        d.id,
        d.state === DISPUTE_STATE.open ? [DISPUTE_STATE.open] : OPEN,
        { state: d.state, escalatedAt: now, escalation: why, decideDeadline },
        now,
        tx,
      );
      if (!row) return null;
      const h = { answer: hoursOf(rules.disputeAnswerMs), decide: hoursOf(rules.disputeDecideMs) };
      if (late) {
        await orderWrites.addEvent(
          { orderId: d.orderId, type: 'dispute_escalated', actorId: null, note: lateLine(h.decide), createdAt: now },
          tx,
        );
        await ctx.orders.addSystemLine(d.orderId, lateLine(h.decide), now, tx);
      } else {
        const t = sellerSilentEscalatedText(o, why, h.answer, h.decide);
        await orderWrites.addEvent(
          { orderId: d.orderId, type: 'dispute_escalated', actorId: null, note: t.chat, createdAt: now },
          tx,
        );
        await tellBoth(o, t, now, tx, `dispute_escalated:${d.id}`);
      }
      await audited.within(tx, null, 'dispute.escalate', 'dispute', {
        id: d.id,
        before: { state: d.state, escalation: d.escalation },
        after: { state: d.state, escalation: why, decideDeadline: decideDeadline?.toISOString() ?? null },
        at: now,
      });
      return row;
    },
  };
}

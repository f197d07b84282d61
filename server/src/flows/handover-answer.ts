import type { Actor } from '../lib/actor.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { Conflict } from '../lib/errors.js';
import { defineFlow } from '../module-kit.js';
import { HANDOVER_TEXT } from '../modules/handover/index.js';
import { ORDER_STATE } from '../modules/order/index.js';

/** The buyer's item-by-item answer to a delivered staff handover. */
export interface HandoverAnswerFlow {
  answer(
    actor: Actor,
    orderId: number,
    answers: { key: string; ok: boolean; note?: string }[],
  ): Promise<{ state: 'confirmed' | 'disputed'; orderState: number; disputeId: number | null }>;
}

declare module '../module-kit.js' {
  interface Ports {
    handoverAnswer: HandoverAnswerFlow;
  }
}

/**
 * Every item confirmed: the answers recorded, the case confirmed and the order completed through
 * the complete-order flow's step (the good sold, the seller paid), in one transaction. Any item
 * disputed: the answers recorded, the case disputed and a dispute opened by the buyer naming the
 * items (the dispute module's opening steps: the order frozen, the seller told), in one
 * transaction. A second answer finds the case answered and changes nothing.
 */
export const handoverAnswerFlow = defineFlow({
  name: 'handover-answer',
  needs: ['completeOrder', 'db', 'disputes', 'events', 'handover', 'orderReads', 'clock'],
  build: (p) => {
    async function answer(actor: Actor, orderId: number, input: { key: string; ok: boolean; note?: string }[]) {
      const { c, answers } = await p.handover.checkAnswers(actor, orderId, input);
      const disputed = answers.filter((a) => !a.ok);
      const now = p.clock.now();
      if (!disputed.length) {
        const o = await p.db.transaction(async (tx) => {
          if (!(await p.handover.recordAnswers(tx, c, answers, now))) throw new Conflict(HANDOVER_TEXT.answeredAlready);
          const done = await p.completeOrder.run(tx, orderId, 'confirmed', actor.userId, now, {
            buyerId: actor.userId,
          });
          if (!done) throw new Conflict(HANDOVER_TEXT.orderMoved);
          return done;
        });
        await p.events.afterCommit('goods.changed', { cause: 'order.confirmed' });
        return { state: 'confirmed' as const, orderState: o.state, disputeId: null };
      }
      const order = await p.orderReads.byId(orderId);
      if (!order || order.state !== ORDER_STATE.paid) throw new Conflict(HANDOVER_TEXT.orderMoved);
      try {
        const d = await p.db.transaction(async (tx) => {
          if (!(await p.handover.recordAnswers(tx, c, answers, now))) throw new Conflict(HANDOVER_TEXT.answeredAlready);
          const description = Array.from(HANDOVER_TEXT.disputeText(disputed)).slice(0, 500).join('');
          return p.disputes.openIn(tx, order, { reason: 'not_as_described', description, images: [] }, now);
        });
        return { state: 'disputed' as const, orderState: ORDER_STATE.disputed, disputeId: d.id };
      } catch (e) {
        if (isUniqueViolation(e)) throw new Conflict('该订单已有纠纷处理中');
        throw e;
      }
    }
    return { handoverAnswer: { answer } };
  },
});

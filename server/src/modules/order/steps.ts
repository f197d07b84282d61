import type { Executor } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { PAID_STATES, type OrderCompletion, type OrderContext } from './context.js';
import { ORDER_STATE, ORDER_STATE_TEXT } from './table.js';
import { COMPLETED_LINE, PAID_LINE, PAID_STAFF_LINE, paymentText } from './texts.js';

/**
 * The order's part in the processes that span modules (server/src/flows/): paying it
 * (pay-order.ts, through the payment module's purpose 'order'), completing it
 * (complete-order.ts), and the few reads and writes the dispute and claim modules make on it.
 */
export function orderSteps(ctx: OrderContext) {
  const { repo, users, trade, load, systemLine } = ctx;

  /**
   * The order's step of completing it (flows/complete-order.ts), in the flow's transaction: 1 → 2
   * (5 → 2 for a dispute's release), its timeline and the chat's system line. Null when the order
   * was no longer in that state (someone else completed it, or it moved on).
   */
  const markCompleted: OrderCompletion = async (tx, id, how, actorId, now, guard) => {
    // a dispute's release completes from the frozen state; everything else from "paid"
    const from = how === 'released' ? ORDER_STATE.disputed : ORDER_STATE.paid;
    const o = await repo.transition(id, from, ORDER_STATE.completed, { completedAt: now }, now, tx, guard);
    if (!o) return null;
    await repo.addEvent({ orderId: o.id, type: how, actorId, createdAt: now }, tx);
    await repo.addEvent({ orderId: o.id, type: 'completed', actorId: null, createdAt: now }, tx);
    await systemLine(o.id, COMPLETED_LINE, now, tx);
    return o;
  };

  return {
    markCompleted,
    addSystemLine: systemLine,
    addEvent: (
      v: { orderId: number; type: string; actorId: number | null; note?: string | null; createdAt: Date },
      tx: Executor,
    ) => repo.addEvent(v, tx),
    async loadAs(actor: Actor, id: number, tx?: Executor) {
      return load(actor, id, tx);
    },
    nickNames: (ids: number[]) => users.nickNames(ids),

    /**
     * The order's step of paying it (flows/pay-order.ts), inside the payment's transaction: 0 → 1,
     * its timeline and the chat's system line. Null when the order is not awaiting payment any more
     * (paid by another payment, cancelled or expired): the payment module then owes the buyer a refund.
     */
    async markPaid(orderId: number, now: Date, tx: Executor) {
      const o = await repo.transition(
        orderId,
        ORDER_STATE.unpaid,
        ORDER_STATE.paid,
        { paidAt: now, autoConfirmAt: new Date(now.getTime() + trade.autoConfirmMs) },
        now,
        tx,
      );
      if (!o) return null;
      await repo.addEvent({ orderId: o.id, type: 'paid', actorId: null, createdAt: now }, tx);
      if (o.handoverMode === 'staff') {
        // staff work first: the buyer's confirm clock starts when they deliver (handover desk)
        const held = await repo.setAutoConfirm(o.id, null, now, tx);
        await systemLine(o.id, PAID_STAFF_LINE, now, tx);
        return held!;
      }
      await systemLine(o.id, PAID_LINE, now, tx);
      return o;
    },
    /** Row lock on the order inside a payment notification's transaction (see PurposeHandler.lockTarget). */
    async lockForPayment(orderId: number, tx: Executor) {
      await repo.lockRow(orderId, tx);
    },
    /** The payment module's view of an order (purpose 'order'); undefined when it does not exist. */
    async paymentTarget(id: number) {
      const o = await repo.byId(id);
      if (!o) return undefined;
      return {
        payerUserId: o.buyerId,
        amountFen: o.totalFen,
        ...paymentText(o),
        refNo: o.orderNo,
        expiresAt: o.expiresAt,
        open: o.state === ORDER_STATE.unpaid,
        paid: PAID_STATES.includes(o.state),
        stateText: ORDER_STATE_TEXT[o.state] ?? '',
      };
    },
  };
}

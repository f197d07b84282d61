import type { Executor } from '../../db/client.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import type { Actor } from '../../lib/actor.js';
import { SALE_STATE } from '../catalogue/index.js';
import { SEND_TYPE } from '../message/index.js';
import { ORDER_STATE, type OrderRow } from '../order/index.js';
import { OPEN, text, type DisputeContext } from './context.js';
import { DISPUTE_STATE, REFUND_STATUS, type DisputeRow, type RefundRow } from './table.js';
import {
  ALREADY_REFUNDED_MSG,
  DECIDED_MSG,
  NOT_FOUND,
  ORDER_MOVED_MSG,
  REFUND_REASON,
  refundDecidedText,
  refundedBuyerText,
  refundedLine,
  releasedText,
  type DeadlineText,
} from './texts.js';

/** a provider call that has not come back in this long is considered dead and may be retried */
const REFUND_STALE_MS = 2 * 60_000;

/** R + order number: stable for an order, so every retry asks the provider for the same refund. */
export const refundNoOf = (orderNo: string) => `R${orderNo}`.slice(0, 32);

/**
 * The operators' decisions: "refund" (here, with the provider's refund and its retries) and
 * "release" (its checks and the dispute's steps; the flow flows/release-dispute.ts completes the
 * order between them).
 */
export function disputeDecisions(ctx: DisputeContext) {
  const { repo, orderReads, orderWrites, goods, orders, payments, wallet, messages, events, clock, db, log } = ctx;
  const { audited, view, tellBoth } = ctx;

  /**
   * One provider call for the order's refund, then its outcome in one transaction. Success moves
   * order 6 → 7, the dispute 2 → 3, the payment to 已退款 and books the ledger entry; the
   * conditional updates and the ledger's unique key make a second success change nothing.
   */
  async function attempt(refund: RefundRow, order: OrderRow) {
    const now = clock.now();
    const taken = await repo.takeForAttempt(refund.id, now, new Date(now.getTime() - REFUND_STALE_MS));
    if (!taken)
      throw new Conflict(refund.status === REFUND_STATUS.done ? ALREADY_REFUNDED_MSG : '退款处理中，请稍后刷新');
    const r = await payments.refund({
      payNo: taken.payNo,
      refundNo: taken.refundNo,
      amountFen: taken.amountFen,
      reason: REFUND_REASON,
    });
    const done = clock.now();
    await db.transaction(async (tx) => {
      const fin = await repo.finishRefund(taken.id, r.ok, r.ok ? null : r.error, done, tx);
      if (!fin || !r.ok) {
        if (fin && taken.attempts === 1)
          await orderWrites.addEvent({ orderId: order.id, type: 'refund_failed', actorId: null, createdAt: done }, tx);
        return;
      }
      const o = await orderWrites.transition(
        order.id,
        ORDER_STATE.refunding,
        ORDER_STATE.refunded,
        { closedAt: done },
        done,
        tx,
      );
      if (!o) throw new Error(`order ${order.id} of refund ${taken.id} was not refunding`);
      await payments.markRefunded(taken.payNo, done, tx);
      await wallet.refundOut({ id: o.id, orderNo: o.orderNo, totalFen: taken.amountFen }, done, tx);
      if (taken.disputeId)
        await repo.transition(taken.disputeId, [DISPUTE_STATE.refunding], { state: DISPUTE_STATE.refunded }, done, tx);
      await orderWrites.addEvent({ orderId: o.id, type: 'refunded', actorId: null, createdAt: done }, tx);
      await orders.addSystemLine(o.id, refundedLine(taken.amountFen), done, tx);
      await messages.sendMessage(
        o.buyerId,
        {
          sendType: SEND_TYPE.disputeDecided,
          ...refundedBuyerText(o, taken.amountFen),
          ref: { type: 'order', id: o.id },
        },
        tx,
      );
    });
    if (!r.ok)
      log.warn(
        { orderId: order.id, refundNo: taken.refundNo, attempts: taken.attempts, error: r.error },
        'dispute refund failed; left pending for an operator',
      );
  }

  type Paid = NonNullable<Awaited<ReturnType<typeof payments.paidOf>>>;

  /** The order's refund row: one per order (its unique index), numbered for the provider's idempotency. */
  function refundRow(o: OrderRow, disputeId: number, paid: Paid, now: Date) {
    return {
      refundNo: refundNoOf(o.orderNo),
      orderId: o.id,
      disputeId,
      payNo: paid.payNo,
      provider: paid.provider,
      amountFen: paid.amountFen,
      status: REFUND_STATUS.pending,
      createdAt: now,
      updatedAt: now,
    };
  }

  /**
   * A "refund" decision's writes, in the caller's transaction: the dispute open/answered →
   * refunding, the order 5 → 6, the good settled, the refund row, the timeline, both told, the audit
   * row. `actor` null: the system's default outcome of a deadline (its text `t`, told outside the
   * app too). Throws a conflict when the dispute or the order moved: nothing is written.
   */
  async function refundIn(
    tx: Executor,
    actor: Actor | null,
    d: DisputeRow,
    b: { note: string; toSale: boolean; paid: Paid; action: string; text?: DeadlineText },
    now: Date,
  ) {
    const { note, toSale, paid } = b;
    const done = await repo.transition(
      d.id,
      OPEN,
      {
        state: DISPUTE_STATE.refunding,
        decision: 'refund',
        decisionNote: note,
        returnToSale: toSale,
        decidedBy: actor?.userId ?? null,
        decidedAt: now,
      },
      now,
      tx,
    );
    if (!done) throw new Conflict(DECIDED_MSG);
    const o = await orderWrites.transition(d.orderId, ORDER_STATE.disputed, ORDER_STATE.refunding, {}, now, tx);
    if (!o) throw new Conflict(ORDER_MOVED_MSG);
    // the account is a problem account unless the operator judged it fine to sell again
    if (!(await goods.settleGood(o.goodsId, toSale ? SALE_STATE.onSale : SALE_STATE.problem, now, tx)))
      throw new Error(`good ${o.goodsId} of order ${o.id} was not in trade`);
    const r = await repo.insertRefund(refundRow(o, d.id, paid, now), tx);
    await orderWrites.addEvent(
      { orderId: o.id, type: 'refund_started', actorId: actor?.userId ?? null, note, createdAt: now },
      tx,
    );
    if (b.text) await tellBoth(o, b.text, now, tx, `dispute_refund:${d.id}`);
    else await tellBoth(o, refundDecidedText(o, paid.amountFen, toSale, note), now, tx);
    await audited.within(tx, actor, b.action, 'dispute', {
      id: d.id,
      before: { state: d.state },
      after: { state: DISPUTE_STATE.refunding, note, returnToSale: toSale, refundNo: r.refundNo },
      at: now,
    });
    return { order: o, refund: r };
  }

  /**
   * A refund the platform decides without a buyer's complaint, in the caller's transaction (the
   * order 1 → 6, a dispute row decided "refund", the good a problem account, the refund row, both
   * told, the audit row). `actor` null: the system (a deadline's default outcome, told with `text`).
   */
  async function platformRefundIn(
    tx: Executor,
    actor: Actor | null,
    orderId: number,
    b: { reason: string; paid: Paid; text?: DeadlineText },
    now: Date,
  ) {
    const note = Array.from(b.reason).slice(0, 200).join('');
    const o = await orderWrites.transition(orderId, ORDER_STATE.paid, ORDER_STATE.refunding, {}, now, tx);
    if (!o) throw new Conflict(ORDER_MOVED_MSG);
    const d = await repo.insert(
      {
        orderId,
        buyerId: o.buyerId,
        sellerId: o.sellerId,
        reason: 'not_as_described',
        description: Array.from(b.reason).slice(0, 500).join(''),
        images: [],
        state: DISPUTE_STATE.refunding,
        answerDeadline: now,
        decision: 'refund',
        decisionNote: note,
        decidedBy: actor?.userId ?? null,
        decidedAt: now,
        createdAt: now,
        updatedAt: now,
      },
      tx,
    );
    // not as described: the account is a problem account, not back on sale
    if (!(await goods.settleGood(o.goodsId, SALE_STATE.problem, now, tx)))
      throw new Error(`good ${o.goodsId} of order ${o.id} was not in trade`);
    const r = await repo.insertRefund(refundRow(o, d.id, b.paid, now), tx);
    await orderWrites.addEvent(
      { orderId: o.id, type: 'refund_started', actorId: actor?.userId ?? null, note, createdAt: now },
      tx,
    );
    if (b.text) await tellBoth(o, b.text, now, tx, `platform_refund:${o.id}`);
    else await tellBoth(o, refundDecidedText(o, b.paid.amountFen, false, note), now, tx);
    await audited.within(tx, actor, 'dispute.platform_refund', 'dispute', {
      id: d.id,
      before: { orderState: ORDER_STATE.paid },
      after: { state: DISPUTE_STATE.refunding, note, refundNo: r.refundNo },
      at: now,
    });
    return { dispute: d, order: o, refund: r };
  }

  return {
    refundIn,
    platformRefundIn,
    /**
     * The provider's call for a refund decided in a transaction that has committed (the deadline
     * job's, after its batch): the same call an operator's decision makes. A refund another call
     * holds is left to it.
     */
    async attemptRefund(refund: RefundRow, order: OrderRow) {
      try {
        await attempt(refund, order);
      } catch (e) {
        if (!(e instanceof Conflict)) throw e;
      }
    },
    /**
     * Refunds decided but never sent to the provider (the process stopped between the decision's
     * commit and the call): older than a provider call may take, so a decision still on its way
     * to its own call is left alone. The deadline job sends them, catching up after a restart.
     */
    async unsentRefunds(now: Date) {
      const rows = await repo.unsentRefunds(new Date(now.getTime() - REFUND_STALE_MS));
      const out: { refund: RefundRow; order: OrderRow }[] = [];
      for (const r of rows) {
        const o = await orderReads.byId(r.orderId);
        if (o) out.push({ refund: r, order: o });
      }
      return out;
    },

    /** Decides "refund": the order and the good change now; the money goes back through the provider. */
    async refund(actor: Actor, id: number, b: { note: string; returnToSale?: boolean }) {
      const note = text(b.note, 'note', 2, 200);
      const d = await repo.byId(id);
      if (!d) throw new NotFound(NOT_FOUND);
      if (!(OPEN as number[]).includes(d.state)) throw new Conflict(DECIDED_MSG);
      const paid = await payments.paidOf(d.orderId);
      if (!paid) throw new Conflict('未找到该订单的支付记录，无法原路退款');
      const now = clock.now();
      const toSale = b.returnToSale === true;
      const { order, refund } = await db.transaction((tx) =>
        refundIn(tx, actor, d, { note, toSale, paid, action: 'dispute.refund' }, now),
      );
      await events.afterCommit('goods.changed', { cause: 'dispute.refunded' });
      await attempt(refund, order);
      return view((await repo.byId(id))!);
    },

    /**
     * A refund the platform decides without a buyer's complaint, of a paid order (1 → 6, then 7 once
     * the provider confirms): a staff-mediated handover that found the account not as described
     * (flows/handover-mismatch.ts). It is recorded as a dispute decided "refund" with `reason`,
     * through the same refund row and provider call as an operator's decision, so an order is
     * refunded once whatever runs twice. `step` is the caller's part in the same transaction (the
     * case's cancel); a conflict it throws undoes everything.
     */
    async platformRefund(
      actor: Actor,
      orderId: number,
      reason: string,
      step: (tx: Executor, now: Date) => Promise<void>,
    ) {
      const paid = await payments.paidOf(orderId);
      if (!paid) throw new Conflict('未找到该订单的支付记录，无法原路退款');
      const now = clock.now();
      const { dispute, order, refund } = await db.transaction(async (tx) => {
        await step(tx, now);
        return platformRefundIn(tx, actor, orderId, { reason, paid }, now);
      });
      await events.afterCommit('goods.changed', { cause: 'dispute.refunded' });
      await attempt(refund, order);
      return view((await repo.byId(dispute.id))!);
    },

    /** Retries a refund the provider refused or never answered; same refund number, so never twice. */
    async retryRefund(actor: Actor, id: number) {
      const d = await repo.byId(id);
      if (!d) throw new NotFound(NOT_FOUND);
      const refund = await repo.refundOf(d.orderId);
      if (d.state !== DISPUTE_STATE.refunding || !refund || refund.disputeId !== id)
        throw new Conflict(d.state === DISPUTE_STATE.refunded ? ALREADY_REFUNDED_MSG : '该纠纷没有待处理的退款');
      const order = (await orderReads.byId(d.orderId))!;
      await audited.within(db, actor, 'dispute.refund_retry', 'dispute', {
        id,
        before: { refundStatus: refund.status, attempts: refund.attempts },
        after: null,
      });
      await attempt(refund, order);
      return view((await repo.byId(id))!);
    },

    /**
     * The checks of a "release" decision before its flow runs (flows/release-dispute.ts): the note,
     * and a dispute still waiting for a decision.
     */
    async releasable(id: number, b: { note: string }) {
      const note = text(b.note, 'note', 2, 200);
      const d = await repo.byId(id);
      if (!d) throw new NotFound(NOT_FOUND);
      if (!(OPEN as number[]).includes(d.state)) throw new Conflict(DECIDED_MSG);
      return { d, note };
    },
    /** The dispute's first step of a release, in the flow's transaction: open or answered → released. */
    async markReleased(tx: Executor, actor: Actor | null, d: DisputeRow, note: string, now: Date) {
      const done = await repo.transition(
        d.id,
        OPEN,
        {
          state: DISPUTE_STATE.released,
          decision: 'release',
          decisionNote: note,
          decidedBy: actor?.userId ?? null,
          decidedAt: now,
        },
        now,
        tx,
      );
      if (!done) throw new Conflict(DECIDED_MSG);
      return done;
    },
    /**
     * Its last step, once the order completed: both parties told, the decision audited. `actor`
     * null: a deadline's default outcome, told with its own text `t` (outside the app too).
     */
    async released(
      tx: Executor,
      actor: Actor | null,
      d: DisputeRow,
      o: OrderRow,
      note: string,
      now: Date,
      t?: DeadlineText,
    ) {
      if (t) await tellBoth(o, t, now, tx, `dispute_release:${d.id}`);
      else await tellBoth(o, releasedText(o, note), now, tx);
      await audited.within(tx, actor, actor ? 'dispute.release' : 'dispute.deadline_release', 'dispute', {
        id: d.id,
        before: { state: d.state },
        after: { state: DISPUTE_STATE.released, note },
        at: now,
      });
    },
  };
}

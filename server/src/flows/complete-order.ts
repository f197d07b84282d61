import type { Actor } from '../lib/actor.js';
import { Conflict } from '../lib/errors.js';
import { yuanText } from '../lib/money.js';
import { defineFlow } from '../module-kit.js';
import { SALE_STATE } from '../modules/catalogue/index.js';
import { SEND_TYPE } from '../modules/message/index.js';
import type { OrderCompletion } from '../modules/order/index.js';
import type { Settlement } from '../modules/wallet/index.js';

/** "2026年3月8日 10:05" in China time: when a reserve is released, as the seller reads it. */
export function cnDateTime(d: Date): string {
  const c = new Date(d.getTime() + 8 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${c.getUTCFullYear()}年${c.getUTCMonth() + 1}月${c.getUTCDate()}日 ${pad(c.getUTCHours())}:${pad(c.getUTCMinutes())}`;
}

/** What the seller reads on completion: the income, the reserve held and its release date, a debt repaid. */
function completedSellerText(
  o: { orderNo: string; goodsTitle: string; commissionFen: number },
  paid: Settlement,
): { content: string; sms: string | null } {
  const head = `订单 ${o.orderNo}「${o.goodsTitle}」已完成，货款 ${yuanText(paid.incomeFen)} 已存入您的钱包（已扣除平台佣金 ${yuanText(o.commissionFen)}）。`;
  const held = paid.reserve
    ? `其中 ${yuanText(paid.reserve.amountFen)} 作为包赔保证金冻结，将于 ${cnDateTime(paid.reserve.releaseAt)} 解冻（届时该订单有处理中的找回申请的，处理完成后解冻），其余可提现。`
    : '';
  const debt = paid.debtRepaidFen
    ? `另有 ${yuanText(paid.debtRepaidFen)} 已用于扣回平台为您的售出订单垫付的包赔款。`
    : '';
  const sms = paid.reserve
    ? `您的订单${o.orderNo}已完成，保证金${yuanText(paid.reserve.amountFen)}冻结至${cnDateTime(paid.reserve.releaseAt)}。`
    : null;
  return { content: head + held + debt, sms };
}

/** Completing a trade order: the good sold, the seller paid, both told. */
export interface CompleteOrderFlow {
  /**
   * In the caller's transaction: the order 1 → 2 (5 → 2 for a dispute's release), the good sold,
   * the seller credited (price − commission) and the platform's commission and cover fee booked,
   * the messages. Null when the order was no longer in the state it leaves: nothing is written.
   * The auto-confirm job (through 'order.completion') and the release-dispute flow run it.
   */
  run: OrderCompletion;
  /** The buyer confirms receipt (POST /api/order/:id/confirm): `run` in its own transaction. */
  confirm(actor: Actor, id: number): Promise<{ state: number; completedAt: string }>;
}

declare module '../module-kit.js' {
  interface Ports {
    completeOrder: CompleteOrderFlow;
  }
}

/** No compensating step: nothing here leaves the database, so the rollback undoes every step. */
export const completeOrderFlow = defineFlow({
  name: 'complete-order',
  needs: ['clock', 'config', 'db', 'events', 'goodsWrites', 'handover', 'messages', 'orders', 'wallet'],
  build: (p) => {
    const run: OrderCompletion = async (tx, id, how, actorId, now, guard) => {
      // the order: → completed, its timeline and the chat's system line
      const o = await p.orders.markCompleted(tx, id, how, actorId, now, guard);
      if (!o) return null;
      // the catalogue: the good has been in trade since the order was created; anything else is a bug: roll back
      if (!(await p.goodsWrites.settleGood(o.goodsId, SALE_STATE.sold, now, tx)))
        throw new Error(`good ${o.goodsId} of order ${o.id} was not in trade`);
      // the wallet: escrow out, the seller's income in, the platform's commission, cover fee and handover fee
      // (the order row carries its handover fee: settle books it); for a covered order part of the
      // income is held as the seller reserve, and the seller's open debts come off the rest
      const paid = await p.wallet.settle(o, now, tx);
      // a staff-mediated handover completed by its deadline after delivery: its case closes with it
      if (o.handoverMode === 'staff') await p.handover.closeOnCompletion(tx, o.id, now);
      // the inbox: with a reserve held, its amount and release date, also by SMS / subscription message
      const { content, sms } = completedSellerText(o, paid);
      await p.messages.sendMessage(
        o.sellerId,
        {
          sendType: SEND_TYPE.orderCompletedSeller,
          title: '交易完成，货款已入账',
          content,
          ref: { type: 'order', id: o.id },
          ...(paid.reserve && sms
            ? {
                notify: {
                  event: 'reserve_update' as const,
                  key: `reserve_update:held:${paid.reserve.id}`,
                  sms,
                  page: 'other/wallet/index',
                },
              }
            : {}),
        },
        tx,
      );
      if (how === 'auto_confirmed') {
        await p.messages.sendMessage(
          o.buyerId,
          {
            sendType: SEND_TYPE.orderAutoConfirmedBuyer,
            title: '订单已自动确认收货',
            content: `订单 ${o.orderNo}「${o.goodsTitle}」付款后超过 ${Math.round(p.config.trade.autoConfirmMs / 3_600_000)} 小时未确认，系统已自动确认收货。`,
            ref: { type: 'order', id: o.id },
          },
          tx,
        );
      }
      return o;
    };

    async function confirm(actor: Actor, id: number) {
      await p.orders.checkConfirm(actor, id);
      // a staff-mode order is confirmed item by item on its handover page (flows/handover-answer.ts)
      const blocked = await p.handover.confirmBlocker(id);
      if (blocked) throw new Conflict(blocked);
      const now = p.clock.now();
      const o = await p.db.transaction((tx) => run(tx, id, 'confirmed', actor.userId, now, { buyerId: actor.userId }));
      if (!o) throw await p.orders.confirmConflict(id);
      await p.events.afterCommit('goods.changed', { cause: 'order.confirmed' });
      return { state: o.state, completedAt: o.completedAt!.toISOString() };
    }

    return { completeOrder: { run, confirm } };
  },
  // the order module's auto-confirm job completes through this flow
  contributes: (p) => [{ to: 'order.completion', value: p.completeOrder.run }],
});

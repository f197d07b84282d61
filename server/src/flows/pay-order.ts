import type { Executor } from '../db/client.js';
import { yuanText } from '../lib/money.js';
import { defineFlow } from '../module-kit.js';
import { SEND_TYPE } from '../modules/message/index.js';
import type { OrderRow } from '../modules/order/index.js';
import type { PurposeHandler } from '../modules/payment/index.js';

/** Paying a trade order: what a verified payment means for the order, the wallet and both parties. */
export interface PayOrderFlow {
  /**
   * Inside the payment notification's transaction: the order 0 → 1, the buyer's money held in
   * escrow, seller and buyer told. Null when the order is not awaiting payment any more (paid by
   * another attempt, cancelled or expired): nothing is written, and the payment module refunds.
   */
  run(tx: Executor, orderId: number, now: Date): Promise<OrderRow | null>;
  /** the payment module's purpose 'order', whose markPaid is `run` */
  purpose: PurposeHandler;
}

declare module '../module-kit.js' {
  interface Ports {
    payOrder: PayOrderFlow;
  }
}

/**
 * No compensating step: every step writes the one transaction the payment module opened for the
 * notification, so a throw leaves the payment pending and the provider's retry runs it again.
 * The money already taken is the payment module's concern (it refunds when `run` returns null).
 */
export const payOrderFlow = defineFlow({
  name: 'pay-order',
  needs: ['agreements', 'handover', 'orders', 'wallet', 'messages'],
  build: (p) => {
    async function run(tx: Executor, orderId: number, now: Date) {
      // the order: 0 → 1 with its auto-confirm deadline, its timeline and the chat's system line
      const o = await p.orders.markPaid(orderId, now, tx);
      if (!o) return null;
      // the wallet: the buyer's money is now held by the platform
      await p.wallet.escrowIn(o, now, tx);
      // a staff-mediated handover (平台验号换绑): the case enters the desk's queue, paid time its clock
      const staff = o.handoverMode === 'staff';
      if (staff) await p.handover.openCase(o, now, tx);
      // the trade agreement: what it will say is fixed now, with the payment; its PDF is rendered
      // after the commit (the agreement module's reaction to 'payment.paid')
      await p.agreements.record(o, now, tx);
      // the inbox: each message queues its SMS or subscription notice in this same transaction
      await p.messages.sendMessage(
        o.sellerId,
        {
          sendType: SEND_TYPE.orderPaidSeller,
          title: staff ? '买家已付款，平台客服将验号换绑' : '买家已付款，请尽快交接',
          content: staff
            ? `您的商品「${o.goodsTitle}」已被购买并付款（订单 ${o.orderNo}）。本单由平台客服验号换绑，请留意订单聊天，及时提供换绑所需的验证码。`
            : `您的商品「${o.goodsTitle}」已被购买并付款（订单 ${o.orderNo}）。请进入订单页与买家交接账号，配合换绑。`,
          ref: { type: 'order', id: o.id },
          notify: {
            event: 'payment_received',
            key: `payment_received:order:${o.id}`,
            sms: `您的商品已被购买并付款（订单${o.orderNo}），请尽快登录号市交接。`,
            page: `pages/orderDetail/index?id=${o.id}`,
          },
        },
        tx,
      );
      await p.messages.sendMessage(
        o.buyerId,
        {
          sendType: SEND_TYPE.orderPaidBuyer,
          title: '支付成功',
          content: staff
            ? `订单 ${o.orderNo} 已支付 ${yuanText(o.totalFen)}。平台客服将为您验号并换绑，完成后会通知您查看新的账号信息并逐项确认。`
            : `订单 ${o.orderNo} 已支付 ${yuanText(o.totalFen)}。现在可以查看账号信息并与卖家交接，完成换绑后请确认收货。`,
          ref: { type: 'order', id: o.id },
          notify: {
            event: 'handover_started',
            key: `handover_started:order:${o.id}`,
            sms: staff
              ? `订单${o.orderNo}支付成功，平台客服将为您验号换绑，完成后会通知您。`
              : `订单${o.orderNo}支付成功，已进入交接，请在号市订单页查看账号并完成换绑。`,
            page: `pages/orderDetail/index?id=${o.id}`,
          },
        },
        tx,
      );
      return o;
    }
    // trade orders as the payment module has always known them; the messages are trade's own
    const purpose: PurposeHandler = {
      label: '订单',
      itemLabel: '商品',
      forPayment: (id) => p.orders.paymentTarget(id),
      markPaid: async (id, now, tx) => (await run(tx, id, now)) !== null,
      // expiry and cancel lock the order, then close its payments: lock in that order here too
      lockTarget: (id, tx) => p.orders.lockForPayment(id, tx),
      returnPath: (id, outcome) =>
        outcome === 'paid' ? `/index/finish?orderId=${id}` : `/index/pay?orderId=${id}&failed=1`,
    };
    return { payOrder: { run, purpose } };
  },
  contributes: (p) => [{ to: 'payment.purpose', value: { purpose: 'order', handler: p.payOrder.purpose } }],
});

import { NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import type { Actor } from '../../lib/actor.js';
import type { DisputeContext } from './context.js';
import { DISPUTE_REASONS, type DisputeRow } from './table.js';
import { NOT_FOUND } from './texts.js';
import { toDispute } from './views.js';

/** Reading disputes: the reasons, an order's dispute for its page, the operators' list and detail. */
export function disputeReading(ctx: DisputeContext) {
  const { repo, users, orderReads, orders, payments, clock, view } = ctx;
  return {
    reasons: () => DISPUTE_REASONS.map((r) => ({ ...r })),

    // ------------------------------------------------------------ for the order page
    async ofOrder(orderId: number, orderNo: string) {
      const d = await repo.latestOf(orderId);
      return d ? toDispute(d, orderNo, await repo.refundOf(orderId), clock.now()) : null;
    },

    // ------------------------------------------------------------ operators
    async adminList(q: { state?: number; escalated?: number; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.adminList(q.state, q.escalated === 1, p.limit, p.offset);
      const [names, refunds] = await Promise.all([
        users.nickNames(rows.flatMap((r) => [r.d.buyerId, r.d.sellerId])),
        repo.refundsOf(rows.map((r) => r.d.orderId)),
      ]);
      const providers = new Map<number, string | null>();
      for (const r of rows)
        providers.set(
          r.d.orderId,
          (await payments.paidOf(r.d.orderId))?.provider ?? refunds.get(r.d.orderId)?.provider ?? null,
        );
      return {
        rows: rows.map((r) => ({
          ...toDispute(r.d, r.orderNo, refunds.get(r.d.orderId), clock.now()),
          buyerNick: names.get(r.d.buyerId) ?? '',
          sellerNick: names.get(r.d.sellerId) ?? '',
          goodsTitle: r.goodsTitle,
          totalFen: r.totalFen,
          provider: providers.get(r.d.orderId) ?? null,
        })),
        total,
        escalated: await repo.escalatedWaiting(),
      };
    },

    async adminDetail(actor: Actor, id: number) {
      const d = await repo.byId(id);
      if (!d) throw new NotFound(NOT_FOUND);
      const o = (await orderReads.byId(d.orderId))!;
      const [names, refund, paid, chat] = await Promise.all([
        users.nickNames([d.buyerId, d.sellerId]),
        repo.refundOf(d.orderId),
        payments.paidOf(d.orderId),
        orders.chatOf(actor, o),
      ]);
      const pay =
        paid ??
        (refund ? { payNo: refund.payNo, provider: refund.provider, amountFen: refund.amountFen, status: 4 } : null);
      return {
        ...toDispute(d, o.orderNo, refund, clock.now()),
        buyerNick: names.get(d.buyerId) ?? '',
        sellerNick: names.get(d.sellerId) ?? '',
        goodsTitle: o.goodsTitle,
        totalFen: o.totalFen,
        priceFen: o.priceFen,
        provider: pay?.provider ?? null,
        payment: pay
          ? { payNo: pay.payNo, provider: pay.provider, amountFen: pay.amountFen, status: pay.status }
          : null,
        chat,
      };
    },

    /** A dispute as the API shows it (with its order's number and refund). */
    view: (d: DisputeRow) => view(d),
  };
}

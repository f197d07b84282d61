import { chatTextFor } from '../../lib/chat-input.js';
import type { Actor } from '../../lib/actor.js';
import { PAID_STATES, type OrderContext, type OrderRole } from './context.js';
import { protectionOptions } from './protection.js';
import { registrationView } from './registration.js';
import type { OrderRepo } from './repository.js';
import { ORDER_STATE, ORDER_STATE_TEXT, sellerIncomeOf, type OrderRow } from './table.js';
import { EVENT_TEXT, HANDOVER_CHECKLIST, STAFF_NICK, SYSTEM_NICK } from './texts.js';

/** The shapes the order module answers with: the order page, list rows and chat lines. */

type ListRow =
  | Awaited<ReturnType<OrderRepo['listOf']>>['rows'][number]
  | Awaited<ReturnType<OrderRepo['adminList']>>['rows'][number];
type ChatRow = Awaited<ReturnType<OrderRepo['chatAfter']>>[number];

/** The order page, as `role` may see it; its after-sale part comes from the 'order.afterSale' point. */
export function orderDetailView(ctx: Pick<OrderContext, 'clock' | 'extensions' | 'trade'>) {
  const { clock, extensions, trade } = ctx;
  return async function detailOf(
    o: OrderRow,
    role: OrderRole,
    extra: {
      events: Awaited<ReturnType<OrderRepo['events']>>;
      names: Map<number, string>;
      games: Map<number, string>;
      good: Awaited<ReturnType<OrderRepo['good']>>;
      revealCount: number;
      /** the buyer's side of a staff-mediated handover: delivered yet, confirm blocked (order detail) */
      staffGate?: { delivered: boolean; blocked: boolean } | null;
    },
  ) {
    const now = clock.now();
    const afterSale = extensions.one('order.afterSale');
    const after = afterSale
      ? await afterSale(o, role, now)
      : {
          dispute: null,
          claims: [],
          rating: null,
          protectionEndsAt: null,
          canDispute: false,
          canClaim: false,
          canRate: false,
          canEditRating: false,
          canReplyRating: false,
          sellerRating: { ratingAvg: null, ratingCount: 0 },
        };
    const { sellerRating, ...afterFields } = after;
    const g = extra.good;
    const opts = protectionOptions(2, o.priceFen, trade.protection).concat(
      protectionOptions(0, o.priceFen, trade.protection),
    );
    const seesMoney = role !== 'buyer';
    return {
      id: o.id,
      orderNo: o.orderNo,
      state: o.state,
      stateText: ORDER_STATE_TEXT[o.state] ?? '',
      role,
      goods: {
        id: o.goodsId,
        goodsSn: g?.goodsSn ?? '',
        title: o.goodsTitle,
        cover: g?.cover ?? null,
        gameName: extra.games.get(g?.gameId ?? 0) ?? '',
        districtNames: g?.districtNames ?? [],
      },
      priceFen: o.priceFen,
      protection: o.protection,
      protectionName: opts.find((x) => x.code === o.protection)?.name ?? '',
      protectionDays: o.protectionDays,
      protectionFeeFen: o.protectionFeeFen,
      handoverMode: o.handoverMode,
      handoverFeeFen: o.handoverFeeFen,
      totalFen: o.totalFen,
      sellerIncomeFen: seesMoney ? sellerIncomeOf(o) : null,
      commissionFen: seesMoney ? o.commissionFen : null,
      createdAt: o.createdAt.toISOString(),
      expiresAt: o.expiresAt.toISOString(),
      paidAt: o.paidAt?.toISOString() ?? null,
      autoConfirmAt: o.autoConfirmAt?.toISOString() ?? null,
      completedAt: o.completedAt?.toISOString() ?? null,
      closedAt: o.closedAt?.toISOString() ?? null,
      serverNow: now.toISOString(),
      buyer: { nickName: extra.names.get(o.buyerId) ?? '' },
      seller: { id: o.sellerId, nickName: extra.names.get(o.sellerId) ?? '', ...sellerRating },
      timeline: extra.events.map((e) => ({
        type: e.type,
        text: EVENT_TEXT[e.type] ?? e.type,
        at: e.createdAt.toISOString(),
      })),
      // a disputed order stays readable: the buyer may need the login to show what is wrong
      credentialsAvailable:
        role === 'buyer' &&
        (o.state === ORDER_STATE.paid || o.state === ORDER_STATE.completed || o.state === ORDER_STATE.disputed) &&
        (extra.staffGate?.delivered ?? true),
      revealCount: extra.revealCount,
      registration: registrationView(o, role),
      checklist: HANDOVER_CHECKLIST.map((c) => ({ ...c })),
      canCancel: role === 'buyer' && o.state === ORDER_STATE.unpaid,
      canPay: role === 'buyer' && o.state === ORDER_STATE.unpaid && o.expiresAt > now,
      canConfirm: role === 'buyer' && o.state === ORDER_STATE.paid && !extra.staffGate?.blocked,
      // the chat stays open once the order is paid, whatever follows; only a closed unpaid order ends it
      canChat: o.state === ORDER_STATE.unpaid || PAID_STATES.includes(o.state),
      offerId: o.offerId,
      ...afterFields,
    };
  };
}
export type OrderDetailOf = ReturnType<typeof orderDetailView>;

/** A row of the buyer's, the seller's or the operators' list; the seller sees the income. */
export function listRow(r: ListRow, games: Map<number, string>, seller: boolean) {
  return {
    id: r.id,
    orderNo: r.orderNo,
    state: r.state,
    stateText: ORDER_STATE_TEXT[r.state] ?? '',
    goods: {
      id: r.goodsId,
      title: r.goodsTitle,
      cover: r.cover,
      gameName: games.get(r.gameId) ?? '',
      districtNames: r.districtNames,
    },
    priceFen: r.priceFen,
    protectionFeeFen: r.protectionFeeFen,
    totalFen: r.totalFen,
    sellerIncomeFen: seller ? sellerIncomeOf(r) : null,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
    completedAt: r.completedAt?.toISOString() ?? null,
    unread: 'unread' in r ? Number(r.unread) : 0,
  };
}

/** A chat line as `actor` reads it. */
export function chatOut(actor: Actor, m: ChatRow, names: Map<number, string>, staff = false) {
  return {
    id: m.id,
    role: m.role,
    nickName: m.role === 'staff' ? STAFF_NICK : m.role === 'system' ? SYSTEM_NICK : (names.get(m.senderId ?? 0) ?? ''),
    mine: m.senderId === actor.userId,
    kind: m.kind,
    // contact details masked for the receiver (lib/chat-input.ts)
    ...chatTextFor(m, { userId: actor.userId, staff }),
    imageUrl: m.imageUrl,
    createdAt: m.createdAt.toISOString(),
  };
}

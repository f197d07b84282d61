import { BadRequest } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import type { Actor } from '../../lib/actor.js';
import type { OrderContext } from './context.js';
import type { OrderStage } from './repository.js';
import { ORDER_STATE, ORDER_STATE_TEXT } from './table.js';
import { listRow, type OrderDetailOf } from './views.js';

/** The buy-list tabs: 3 shows cancelled and expired together. */
export function statesOfTab(state: number | undefined): number[] | undefined {
  if (state === undefined) return undefined;
  if (state === ORDER_STATE.disputed) return [ORDER_STATE.disputed, ORDER_STATE.refunding, ORDER_STATE.refunded];
  return state === ORDER_STATE.cancelled ? [ORDER_STATE.cancelled, ORDER_STATE.expired] : [state];
}

/** Reading one's orders: the order page, its status, the buy and sell lists, the counts on 我的. */
export function orderReading(ctx: OrderContext, detailOf: OrderDetailOf) {
  const { repo, users, gameNames, load, handover } = ctx;
  return {
    async detail(actor: Actor, id: number) {
      const { o, role } = await load(actor, id);
      const [events, names, games, good, revealCount] = await Promise.all([
        repo.events(id),
        users.nickNames([o.buyerId, o.sellerId]),
        gameNames(),
        repo.good(o.goodsId),
        repo.revealCount(id),
      ]);
      // a staff-mediated handover: the login the buyer reads is the one staff deliver, and confirming
      // waits for that delivery (the flags must say what the reveal and confirm routes will do)
      const staffGate =
        o.handoverMode === 'staff' && role === 'buyer'
          ? {
              delivered: (await handover.deliveredCredentials(id)) !== null,
              blocked: (await handover.confirmBlocker(id)) !== null,
            }
          : null;
      return await detailOf(o, role, { events, names, games, good, revealCount, staffGate });
    },

    /** For the finish page: the database's word only. */
    async status(actor: Actor, id: number) {
      const { o } = await load(actor, id);
      return {
        orderId: o.id,
        state: o.state,
        stateText: ORDER_STATE_TEXT[o.state] ?? '',
        paid: o.paidAt !== null,
        paidAt: o.paidAt?.toISOString() ?? null,
        totalFen: o.totalFen,
      };
    },

    async list(
      actor: Actor,
      side: 'buyer' | 'seller',
      q: { state?: number; stage?: OrderStage; pageNum?: number; pageSize?: number },
    ) {
      // the two steps of 交接中: a stage with any other state would always be empty, so say so
      if (q.stage && q.state !== undefined && q.state !== ORDER_STATE.paid)
        throw new BadRequest('参数错误：stage 只用于交接中（state=1）');
      const p = toPage(q);
      const states = q.stage ? [ORDER_STATE.paid] : statesOfTab(q.state);
      const [{ rows, total }, games] = await Promise.all([
        repo.listOf(side, actor.userId, states, p.limit, p.offset, undefined, q.stage),
        gameNames(),
      ]);
      return { rows: rows.map((r) => listRow(r, games, side === 'seller')), total };
    },

    /** How many of my purchases and of my sales wait at each step (the shortcuts on 我的). */
    async counts(actor: Actor) {
      const [buyer, seller] = await Promise.all([
        repo.countsOf('buyer', actor.userId),
        repo.countsOf('seller', actor.userId),
      ]);
      return { buyer, seller };
    },
  };
}

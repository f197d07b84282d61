import { NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import type { Actor } from '../../lib/actor.js';
import type { OrderContext } from './context.js';
import { NOT_FOUND } from './texts.js';
import { chatOut, listRow, type OrderDetailOf } from './views.js';

/** The operators' side: every order, and one with its reveals and whole chat. */
export function orderAdmin(ctx: OrderContext, detailOf: OrderDetailOf) {
  const { repo, users, gameNames } = ctx;
  return {
    async adminList(q: { state?: number; orderNo?: string; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const [{ rows, total }, games] = await Promise.all([
        repo.adminList(
          q.state === undefined ? undefined : [q.state],
          q.orderNo?.trim() || undefined,
          p.limit,
          p.offset,
        ),
        gameNames(),
      ]);
      const names = await users.nickNames(rows.flatMap((r) => [r.buyerId, r.sellerId]));
      return {
        rows: rows.map((r) => ({
          ...listRow(r, games, true),
          buyerNick: names.get(r.buyerId) ?? '',
          sellerNick: names.get(r.sellerId) ?? '',
        })),
        total,
      };
    },
    async adminDetail(actor: Actor, id: number) {
      const o = await repo.byId(id);
      if (!o) throw new NotFound(NOT_FOUND);
      const [events, names, games, good, reveals, chat] = await Promise.all([
        repo.events(id),
        users.nickNames([o.buyerId, o.sellerId]),
        gameNames(),
        repo.good(o.goodsId),
        repo.reveals(id),
        repo.chatAfter(id, 0, 1000),
      ]);
      return {
        ...(await detailOf(o, 'staff', { events, names, games, good, revealCount: reveals.length })),
        reveals: reveals.map((r) => ({ at: r.createdAt.toISOString(), ip: r.ip })),
        chat: chat.map((m) => chatOut(actor, m, names, true)),
      };
    },
  };
}

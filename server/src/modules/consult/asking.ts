import { readChatInput } from '../../lib/chat-input.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import { enforce } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import { SALE_STATE } from '../catalogue/index.js';
import { LINES_MAX, type ConsultDeps } from './context.js';
import { TEXT } from './texts.js';
import { lineOut, threadOut } from './views.js';

/** The asker's side: open a thread about a listing, read it, write in it, see the unread badge. */
export function createAsking(deps: ConsultDeps) {
  const { repo, users, catalogue, limiter, config, clock, db } = deps;

  /** The caller's own thread; another user's answers 404, as if it did not exist. */
  async function own(actor: Actor, id: number) {
    const t = await repo.findThread(id);
    if (!t || t.userId !== actor.userId) throw new NotFound(TEXT.notFound);
    return t;
  }

  return {
    /**
     * The caller's thread about this listing, opened on first use with the listing's card and a
     * system line saying who answers. Opening is idempotent (one thread per user and listing).
     */
    async open(actor: Actor, goodsId: number) {
      const found = await repo.findByUserGoods(actor.userId, goodsId);
      if (found) return threadOut(found, { unread: await repo.unreadOf(found.id, found.userReadId), last: null });
      const card = await catalogue.cardOf(goodsId);
      if (!card) throw new NotFound(TEXT.goodsGone);
      if (card.sellerId === actor.userId) throw new BadRequest(TEXT.ownGoods);
      if (card.saleState === SALE_STATE.sold) throw new Conflict(TEXT.goodsSold);
      const now = clock.now();
      const t = await db.transaction(async (tx) => {
        const row = await repo.insertThread(
          {
            userId: actor.userId,
            goodsId,
            sellerId: card.sellerId,
            goodsTitle: card.title,
            goodsPriceFen: card.priceFen,
            goodsCover: card.cover,
            gameName: card.gameName,
            lastMessageAt: now,
            createdAt: now,
          },
          tx,
        );
        // a concurrent open already wrote the greeting
        if (row.lastMessageId !== 0) return row;
        const hello = await repo.insertMessage(
          { threadId: row.id, senderId: null, role: 'system', kind: 'text', text: TEXT.opened, createdAt: now },
          tx,
        );
        await repo.touch(row.id, hello, tx);
        return { ...row, lastMessageId: hello.id };
      });
      return threadOut(t, { unread: 0, last: null });
    },

    /** One of the caller's threads by id (a notification or the inbox opens it), with its unread count. */
    async thread(actor: Actor, id: number) {
      const t = await own(actor, id);
      return threadOut(t, { unread: await repo.unreadOf(id, t.userReadId), last: null });
    },

    async mine(actor: Actor, q: { pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.pageOfUser(actor.userId, p.limit, p.offset);
      return { rows: rows.map((r) => threadOut(r.t, { unread: Number(r.unread), last: r.last })), total };
    },

    async unread(actor: Actor) {
      return { count: await repo.unreadThreadsOf(actor.userId) };
    },

    /** Lines after `afterId`; reading them moves the asker's mark (the badge goes). */
    async lines(actor: Actor, id: number, afterId: number, limit = LINES_MAX) {
      const t = await own(actor, id);
      const rows = await repo.messagesAfter(id, afterId, Math.min(limit, LINES_MAX));
      const lastId = rows.length ? rows[rows.length - 1]!.id : afterId;
      if (rows.length) await repo.markRead(id, 'user', lastId);
      const names = new Map([[t.userId, (await users.nickNames([t.userId])).get(t.userId) ?? '']]);
      return { rows: rows.map((m) => lineOut(actor.userId, m, names)), lastId };
    },

    async post(actor: Actor, id: number, b: { text?: string; imageUrl?: string }) {
      const t = await own(actor, id);
      const line = await readChatInput(deps, actor.userId, b);
      await enforce(limiter, 'chat:user', String(actor.userId), config.rateLimits.chatUser);
      const m = await db.transaction(async (tx) => {
        const row = await repo.insertMessage(
          { threadId: id, senderId: actor.userId, role: 'user', ...line, createdAt: clock.now() },
          tx,
        );
        await repo.touch(id, row, tx);
        return row;
      });
      await repo.markRead(id, 'user', m.id);
      return lineOut(actor.userId, m, await users.nickNames([t.userId]));
    },
  };
}

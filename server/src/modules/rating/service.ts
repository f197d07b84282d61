import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import type { Actor } from '../../lib/actor.js';
import { SEND_TYPE, type MessageService } from '../message/index.js';
import { detectContacts, maskContacts } from '../moderation/index.js';
import { ORDER_STATE, type OrderService } from '../order/index.js';
import type { RatingRepo } from './repository.js';
import type { RatingRow } from './table.js';

export const COMMENT_MAX = 200;
const chars = (s: string) => Array.from(s).length;

/** 张三丰 → 张**; a rating never names the buyer. */
export function maskNick(n: string): string {
  const c = Array.from(n);
  if (!c.length) return '匿名买家';
  return `${c[0]}**`;
}

/**
 * A seller's rating figures (average to one decimal, count): the read view other modules are given.
 * It needs only the repository, so it exists before any service is built (catalogue is built first).
 */
export function sellerRatingOf(repo: Pick<RatingRepo, 'aggregate'>) {
  return async (sellerId: number) => {
    const a = await repo.aggregate(sellerId);
    return { ratingAvg: a.avg === null ? null : Math.round(a.avg * 10) / 10, ratingCount: a.n };
  };
}

export function createRatingService(deps: {
  repo: RatingRepo;
  orders: Pick<OrderService, 'loadAs'>;
  messages: Pick<MessageService, 'sendMessage'>;
  config: Pick<AppConfig, 'afterSale'>;
  clock: Clock;
  db: Db;
}) {
  const { repo, orders, messages, config, clock, db } = deps;
  const editMs = config.afterSale.ratingEditMs;

  function toRating(r: RatingRow, buyerNick: string) {
    return {
      id: r.id,
      orderId: r.orderId,
      score: r.score,
      comment: r.comment,
      reply: r.reply,
      repliedAt: r.repliedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      editableUntil: new Date(r.createdAt.getTime() + editMs).toISOString(),
      buyerNick: maskNick(buyerNick),
    };
  }
  const withNick = async (r: RatingRow) => toRating(r, await repo.nickName(r.buyerId));

  function cleanComment(c: string | undefined): string | null {
    const t = c?.trim() ?? '';
    if (chars(t) > COMMENT_MAX) throw new BadRequest(`参数错误：comment 评价内容不能超过${COMMENT_MAX}字`);
    return t ? withoutContacts(t) : null;
  }

  /**
   * A rating and its reply are public on the seller's page, read by every later buyer: a contact
   * there is an advertisement for trading off the platform. It is masked (＊＊＊) in what is stored,
   * not refused: the score and the rest of the words are genuine, a rating is once per completed
   * order (no one can probe the filter with it), and losing an honest review to a phone number
   * quoted by mistake would cost the seller's record more than the mask costs anyone.
   */
  function withoutContacts(t: string): string {
    const spans = detectContacts(t);
    return spans.length ? maskContacts(t, spans) : t;
  }

  async function asBuyer(actor: Actor, orderId: number) {
    const { o, role } = await orders.loadAs(actor, orderId);
    if (role !== 'buyer') throw role === 'staff' ? new Forbidden('只有买家可以评价') : new NotFound('订单不存在');
    return o;
  }

  const aggregate = sellerRatingOf(repo);

  return {
    aggregate,
    async ofOrder(orderId: number) {
      const r = await repo.ofOrder(orderId);
      return r ? withNick(r) : null;
    },
    editable: (r: { createdAt: string }, now: Date) => new Date(r.createdAt).getTime() + editMs > now.getTime(),

    async rate(actor: Actor, orderId: number, b: { score: number; comment?: string }) {
      const o = await asBuyer(actor, orderId);
      if (o.state !== ORDER_STATE.completed) throw new Conflict('订单完成后才能评价');
      const comment = cleanComment(b.comment);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const r = await repo.insert(
          {
            orderId,
            buyerId: o.buyerId,
            sellerId: o.sellerId,
            score: b.score,
            comment,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        if (!r) return null;
        await messages.sendMessage(
          o.sellerId,
          {
            sendType: SEND_TYPE.ratingReceived,
            title: '收到新评价',
            content: `买家对订单 ${o.orderNo}「${o.goodsTitle}」给出了 ${b.score} 星评价${comment ? `：${comment}` : ''}。您可以回复一次。`,
            ref: { type: 'order', id: o.id },
          },
          tx,
        );
        return r;
      });
      if (!row) throw new Conflict('该订单已评价');
      return withNick(row);
    },

    async edit(actor: Actor, orderId: number, b: { score: number; comment?: string }) {
      await asBuyer(actor, orderId);
      const cur = await repo.ofOrder(orderId);
      if (!cur) throw new NotFound('尚未评价');
      const comment = cleanComment(b.comment);
      const now = clock.now();
      const row = await repo.edit(cur.id, { score: b.score, comment }, new Date(now.getTime() - editMs), now);
      if (!row) throw new Conflict(`评价已超过可修改期限（${Math.round(editMs / 86_400_000)}天）`);
      return withNick(row);
    },

    async reply(actor: Actor, orderId: number, text: string) {
      const { role } = await orders.loadAs(actor, orderId);
      if (role !== 'seller')
        throw role === 'staff' ? new Forbidden('只有卖家可以回复评价') : new NotFound('订单不存在');
      const written = text.trim();
      if (chars(written) < 1 || chars(written) > COMMENT_MAX)
        throw new BadRequest(`参数错误：reply 回复内容为1-${COMMENT_MAX}字`);
      const reply = withoutContacts(written);
      const cur = await repo.ofOrder(orderId);
      if (!cur) throw new NotFound('买家尚未评价');
      const row = await repo.reply(cur.id, reply, clock.now());
      if (!row) throw new Conflict('已回复过该评价');
      return withNick(row);
    },

    async get(actor: Actor, orderId: number) {
      await orders.loadAs(actor, orderId);
      const r = await repo.ofOrder(orderId);
      if (!r) throw new NotFound('尚未评价');
      return withNick(r);
    },

    async ofSeller(sellerId: number, q: { pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const [{ rows, total }, agg] = await Promise.all([
        repo.ofSeller(sellerId, p.limit, p.offset),
        aggregate(sellerId),
      ]);
      return { rows: rows.map((x) => toRating(x.r, x.nickName ?? '')), total, ...agg };
    },
  };
}
export type RatingService = ReturnType<typeof createRatingService>;

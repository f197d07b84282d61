import type { AppConfig } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import type { Actor } from '../../lib/actor.js';
import { SALE_STATE } from '../catalogue/index.js';
import { SEND_TYPE, type MessageService } from '../message/index.js';
import { TAG_BARGAIN } from '../selling/index.js';
import { REAL_STATUS, type UserReads } from '../user/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { OfferRepo } from './repository.js';
import { OFFER_STATE, OFFER_STATE_TEXT, type OfferRow } from './table.js';
import { yuanText } from '../../lib/money.js';
import { detectContacts, maskContacts } from '../moderation/index.js';

const STALE = '议价状态已变化，请刷新';

/**
 * What the price-offer module does for order creation (an accepted offer sets the price). Declared
 * here, by the module that provides it, so that offer need not import order.
 */
export interface OfferHook {
  /** the agreed price of the caller's usable offer on this good; throws 404/409 otherwise */
  agreedPrice(
    actor: Actor,
    offerId: number,
    goodsId: number,
    now: Date,
  ): Promise<{ id: number; agreedFen: number; expiresAt: Date }>;
  /** accepted → ordered, in the order's transaction; false when it was used or expired meanwhile */
  markOrdered(offerId: number, buyerId: number, orderId: number, now: Date, tx: Executor): Promise<boolean>;
  /** the order closed unpaid: the offer becomes usable again while it has time left */
  restore(offerId: number, orderId: number, now: Date, tx: Executor): Promise<void>;
}

export function createOfferService(deps: {
  repo: OfferRepo;
  users: Pick<UserReads, 'findById' | 'nickNames'>;
  messages: Pick<MessageService, 'sendMessage'>;
  config: Pick<AppConfig, 'afterSale'>;
  clock: Clock;
  db: Db;
}) {
  const { repo, users, messages, config, clock, db } = deps;
  const rules = config.afterSale;

  async function out(actor: Actor, rows: OfferRow[]) {
    const [goods, names] = await Promise.all([
      repo.goodsByIds(rows.map((r) => r.goodsId)),
      users.nickNames(rows.map((r) => r.buyerId)),
    ]);
    const now = clock.now();
    return rows.map((r) => {
      const g = goods.get(r.goodsId);
      return {
        id: r.id,
        goodsId: r.goodsId,
        goods: {
          id: r.goodsId,
          title: g?.title ?? '',
          cover: g?.cover ?? null,
          priceFen: g?.priceFen ?? r.askFen,
          saleState: g?.saleState ?? 0,
        },
        priceFen: r.priceFen,
        counterFen: r.counterFen,
        agreedFen: r.agreedFen,
        state: r.state,
        stateText: OFFER_STATE_TEXT[r.state] ?? '',
        role: (r.buyerId === actor.userId ? 'buyer' : 'seller') as 'buyer' | 'seller',
        buyerNick: names.get(r.buyerId) ?? '',
        expiresAt: r.state <= OFFER_STATE.accepted ? r.expiresAt.toISOString() : null,
        orderId: r.orderId,
        refuseReason: r.refuseReason,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        serverNow: now.toISOString(),
      };
    });
  }
  const one = async (actor: Actor, r: OfferRow) => (await out(actor, [r]))[0]!;

  /** The offer if the caller is its buyer or seller; 404 for anyone else. */
  async function load(actor: Actor, id: number) {
    const r = await repo.byId(id);
    if (!r || (r.buyerId !== actor.userId && r.sellerId !== actor.userId)) throw new NotFound('议价不存在');
    return { r, role: r.buyerId === actor.userId ? ('buyer' as const) : ('seller' as const) };
  }

  /** Explains a failed conditional change: expired (and marks it so), or some other state. */
  async function staleError(id: number, now: Date): Promise<never> {
    const cur = await repo.byId(id);
    if (cur && cur.state <= OFFER_STATE.accepted && cur.expiresAt <= now) {
      await repo.expireDue(now, { buyerId: cur.buyerId, goodsId: cur.goodsId });
      throw new Conflict('议价已过期');
    }
    throw new Conflict(STALE);
  }

  function notifyOther(
    r: OfferRow,
    to: number,
    sendType: (typeof SEND_TYPE)[keyof typeof SEND_TYPE],
    title: string,
    content: string,
    tx: Executor,
  ) {
    return messages.sendMessage(to, { sendType, title, content, ref: { type: 'offer', id: r.id } }, tx);
  }

  const hook: OfferHook = {
    async agreedPrice(actor, offerId, goodsId, now) {
      const r = await repo.byId(offerId);
      if (!r || r.buyerId !== actor.userId) throw new NotFound('议价不存在');
      if (r.goodsId !== goodsId) throw new BadRequest('参数错误：offerId 与商品不符');
      if (r.state !== OFFER_STATE.accepted || r.agreedFen === null || r.expiresAt <= now)
        throw new Conflict('议价已失效，请重新出价');
      return { id: r.id, agreedFen: r.agreedFen, expiresAt: r.expiresAt };
    },
    async markOrdered(offerId, buyerId, orderId, now, tx) {
      return !!(await repo.transition(
        offerId,
        [OFFER_STATE.accepted],
        { state: OFFER_STATE.ordered, orderId },
        now,
        tx,
        { buyerId },
      ));
    },
    async restore(offerId, orderId, now, tx) {
      // back to "accepted" while its 24 hours last; otherwise it has run out
      const back = await repo.transition(
        offerId,
        [OFFER_STATE.ordered],
        { state: OFFER_STATE.accepted, orderId: null },
        now,
        tx,
        { orderId },
      );
      if (!back)
        await repo.transition(offerId, [OFFER_STATE.ordered], { state: OFFER_STATE.expired }, now, tx, {
          orderId,
          live: false,
        });
    },
  };

  return {
    hook,

    async make(actor: Actor, b: { goodsId: number; priceFen: number }) {
      const g = await repo.good(b.goodsId);
      if (
        !g ||
        (g.saleState !== SALE_STATE.onSale && g.saleState !== SALE_STATE.inTrade && g.sellerId !== actor.userId)
      )
        throw new NotFound('商品不存在或已下架');
      if (g.sellerId === actor.userId) throw new BadRequest('不能对自己发布的商品出价');
      if (!g.tags.includes(TAG_BARGAIN)) throw new BadRequest('该商品不支持议价');
      const me = await users.findById(actor.userId);
      if (!me || me.realStatus !== REAL_STATUS.verified) throw new Forbidden('出价前请先完成实名认证（需年满18周岁）');
      if (g.saleState !== SALE_STATE.onSale) throw new Conflict('商品已被他人下单，暂不能出价');
      const min = Math.ceil((g.priceFen * rules.offerMinPct) / 100);
      if (b.priceFen < min)
        throw new BadRequest(`参数错误：priceFen 出价不能低于售价的${rules.offerMinPct}%（${yuanText(min)}）`);
      if (b.priceFen >= g.priceFen) throw new BadRequest('参数错误：priceFen 出价须低于售价，可直接购买');
      const now = clock.now();
      try {
        const r = await db.transaction(async (tx) => {
          // an expired offer must not block a new one
          await repo.expireDue(now, { buyerId: actor.userId, goodsId: g.id }, tx);
          const row = await repo.insert(
            {
              goodsId: g.id,
              buyerId: actor.userId,
              sellerId: g.sellerId,
              askFen: g.priceFen,
              priceFen: b.priceFen,
              state: OFFER_STATE.pending,
              expiresAt: new Date(now.getTime() + rules.offerAnswerMs),
              createdAt: now,
              updatedAt: now,
            },
            tx,
          );
          await notifyOther(
            row,
            g.sellerId,
            SEND_TYPE.offerReceived,
            '收到新的出价',
            `买家对您的商品「${g.title}」出价 ${yuanText(b.priceFen)}（售价 ${yuanText(g.priceFen)}），请在 ${Math.round(rules.offerAnswerMs / 3_600_000)} 小时内接受、拒绝或还价。`,
            tx,
          );
          return row;
        });
        return one(actor, r);
      } catch (e) {
        // price_offers_open_uq: one open offer per buyer and good, whatever races
        if (isUniqueViolation(e)) throw new Conflict('您对该商品已有进行中的议价');
        throw e;
      }
    },

    async mine(actor: Actor, goodsId: number) {
      const r = await repo.latestOf(actor.userId, goodsId);
      return r ? one(actor, r) : null;
    },

    async list(actor: Actor, q: { side: 'buyer' | 'seller'; state?: number; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.list(q.side, actor.userId, q.state, p.limit, p.offset);
      return { rows: await out(actor, rows), total };
    },

    async accept(actor: Actor, id: number) {
      const { r, role } = await load(actor, id);
      const now = clock.now();
      const from = role === 'seller' ? OFFER_STATE.pending : OFFER_STATE.countered;
      if (r.state !== from) throw new Conflict(STALE);
      const agreedFen = role === 'seller' ? r.priceFen : r.counterFen!;
      const row = await db.transaction(async (tx) => {
        const done = await repo.transition(
          id,
          [from],
          { state: OFFER_STATE.accepted, agreedFen, expiresAt: new Date(now.getTime() + rules.offerAcceptedMs) },
          now,
          tx,
        );
        if (!done) return null;
        const hours = Math.round(rules.offerAcceptedMs / 3_600_000);
        if (role === 'seller')
          await notifyOther(
            done,
            done.buyerId,
            SEND_TYPE.offerAnswered,
            '卖家接受了您的出价',
            `卖家已接受您 ${yuanText(agreedFen)} 的出价，请在 ${hours} 小时内按此价格下单。`,
            tx,
          );
        else
          await notifyOther(
            done,
            done.sellerId,
            SEND_TYPE.counterAnswered,
            '买家接受了您的还价',
            `买家已接受您 ${yuanText(agreedFen)} 的还价，将在 ${hours} 小时内下单。`,
            tx,
          );
        return done;
      });
      if (!row) return staleError(id, now);
      return one(actor, row);
    },

    async refuse(actor: Actor, id: number, reason?: string) {
      const { r, role } = await load(actor, id);
      const now = clock.now();
      const from = role === 'seller' ? OFFER_STATE.pending : OFFER_STATE.countered;
      if (r.state !== from) throw new Conflict(STALE);
      // Offers carry no free text but this reason, which reaches the other side in a message.
      // Masked, not refused, as in chat: a refusal would show which spelling of a contact the
      // filter knows, a mask shows nothing; the price talk itself stays on the platform.
      const written = reason?.trim() || null;
      const spans = written ? detectContacts(written) : [];
      const why = written && spans.length ? maskContacts(written, spans) : written;
      const row = await db.transaction(async (tx) => {
        const done = await repo.transition(id, [from], { state: OFFER_STATE.refused, refuseReason: why }, now, tx);
        if (!done) return null;
        if (role === 'seller')
          await notifyOther(
            done,
            done.buyerId,
            SEND_TYPE.offerAnswered,
            '卖家拒绝了您的出价',
            `卖家拒绝了您 ${yuanText(done.priceFen)} 的出价${why ? `，原因：${why}` : ''}。`,
            tx,
          );
        else
          await notifyOther(
            done,
            done.sellerId,
            SEND_TYPE.counterAnswered,
            '买家拒绝了您的还价',
            `买家拒绝了您 ${yuanText(done.counterFen ?? 0)} 的还价。`,
            tx,
          );
        return done;
      });
      if (!row) return staleError(id, now);
      return one(actor, row);
    },

    async counter(actor: Actor, id: number, priceFen: number) {
      const { r, role } = await load(actor, id);
      if (role !== 'seller') throw new NotFound('议价不存在');
      if (r.state !== OFFER_STATE.pending) throw new Conflict(STALE);
      const g = await repo.good(r.goodsId);
      const ask = g?.priceFen ?? r.askFen;
      if (priceFen <= r.priceFen || priceFen >= ask)
        throw new BadRequest(
          `参数错误：priceFen 还价须高于买家出价 ${yuanText(r.priceFen)} 且低于售价 ${yuanText(ask)}`,
        );
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const done = await repo.transition(
          id,
          [OFFER_STATE.pending],
          {
            state: OFFER_STATE.countered,
            counterFen: priceFen,
            expiresAt: new Date(now.getTime() + rules.offerAnswerMs),
          },
          now,
          tx,
        );
        if (!done) return null;
        await notifyOther(
          done,
          done.buyerId,
          SEND_TYPE.offerAnswered,
          '卖家给出了还价',
          `卖家对您 ${yuanText(done.priceFen)} 的出价还价为 ${yuanText(priceFen)}，请在 ${Math.round(rules.offerAnswerMs / 3_600_000)} 小时内接受或拒绝。`,
          tx,
        );
        return done;
      });
      if (!row) return staleError(id, now);
      return one(actor, row);
    },

    async cancel(actor: Actor, id: number) {
      const { role } = await load(actor, id);
      if (role !== 'buyer') throw new NotFound('议价不存在');
      const now = clock.now();
      const row = await repo.transition(
        id,
        [OFFER_STATE.pending, OFFER_STATE.countered, OFFER_STATE.accepted],
        { state: OFFER_STATE.cancelled },
        now,
        db,
        { live: false },
      );
      if (!row) throw new Conflict(STALE);
      return one(actor, row);
    },

    /** Job: open offers past their time become expired. Idempotent. */
    async expireDue() {
      return repo.expireDue(clock.now());
    },
  };
}
export type OfferService = ReturnType<typeof createOfferService>;

import { randomInt } from 'node:crypto';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { enforce } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import { SALE_STATE } from '../catalogue/index.js';
import { effectiveHandoverMode, handoverFeeFen } from '../handover/index.js';
import { REAL_STATUS, type CancelBlocker } from '../user/index.js';
import type { OrderContext } from './context.js';
import { orderNo } from './order-no.js';
import { noRegistrationText, protectionOptions } from './protection.js';
import { ORDER_STATE, ORDER_STATE_TEXT, type OrderRow, type Protection } from './table.js';
import { GOOD_NOT_FOUND, NOT_FOUND, REALNAME_MSG, TAKEN_MSG, unbuyableMsg } from './texts.js';

function newOrderNo(now: Date): string {
  return orderNo(now, randomInt(0, 1_000_000));
}

type GameKeys = Map<number, string>;
/** the tiers the buyer pays for, which need the seller's registration data */
const PAID: Protection[] = ['tierA', 'tierB'];

const toError = (b: { code: number; msg: string }) =>
  b.code === 400 ? new BadRequest(b.msg) : b.code === 403 ? new Forbidden(b.msg) : new Conflict(b.msg);

/** Buying: the confirm page, the order's creation and cancellation, and who may confirm receipt. */
export function orderBuying(ctx: OrderContext) {
  const { repo, users, goods, events, limiter, config, clock, db, offers, trade, catalogue } = ctx;
  const { gameNames, load, closeIn } = ctx;

  /**
   * The games' keys (HANDOVER_STAFF_GAMES names games by key), read before any transaction: the
   * catalogue may load them from the database outside the caller's transaction, which on the
   * embedded database's single connection would wait on that transaction for ever.
   */
  const gameKeys = async (): Promise<GameKeys> => new Map((await catalogue.games()).map((x) => [x.id, x.key]));

  /**
   * The order's handover mode and the buyer's fee for it, at this price (the agreed one with an
   * offer): the listing's mode, or staff when the operators' rules require it now.
   */
  function handoverOf(keys: GameKeys, g: { gameId: number; handoverMode: 'self' | 'staff' }, priceFen: number) {
    const key = keys.get(g.gameId);
    const mode = effectiveHandoverMode(trade.handover, g.handoverMode, priceFen, key);
    return { handoverMode: mode, handoverFeeFen: handoverFeeFen(trade.handover, mode, priceFen) };
  }

  /** Why a buyer may not buy a good now, or null. */
  async function buyBlocker(
    actor: Actor,
    good: { sellerId: number; saleState: number; id: number },
  ): Promise<{ code: 400 | 403 | 409; msg: string } | null> {
    if (good.sellerId === actor.userId) return { code: 400, msg: '不能购买自己发布的商品' };
    const me = await users.findById(actor.userId);
    // the realname module admits adults only (age checked at verification), so verified = adult
    if (!me || me.realStatus !== REAL_STATUS.verified) return { code: 403, msg: REALNAME_MSG };
    if (good.saleState === SALE_STATE.inTrade) {
      const open = await repo.openOfGood(good.id);
      if (open && open.buyerId === actor.userId && open.state === ORDER_STATE.unpaid)
        return { code: 409, msg: '您已下单该商品，请前往支付' };
      return { code: 409, msg: TAKEN_MSG };
    }
    if (good.saleState !== SALE_STATE.onSale) return { code: 409, msg: unbuyableMsg(good.saleState) };
    return null;
  }

  const cancelBlocker: CancelBlocker = async (u, tx) => {
    const n = await repo.countOpenOf(u.id, tx);
    return n > 0 ? `还有 ${n} 笔进行中的订单，请先完成或取消` : null;
  };

  return {
    cancelBlocker,

    async confirmInfo(actor: Actor, goodsId: number, offerId?: number) {
      const found = await repo.good(goodsId);
      const offer = found && offerId && offers ? await offers.agreedPrice(actor, offerId, goodsId, clock.now()) : null;
      // with an accepted offer every figure of the page uses the agreed price
      const g = found && offer ? { ...found, priceFen: offer.agreedFen } : found;
      // pending, rejected and off-shelf goods are not public: same 404 as the catalogue gives
      if (
        !g ||
        (![SALE_STATE.onSale, SALE_STATE.inTrade, SALE_STATE.sold].includes(g.saleState as 1) &&
          g.sellerId !== actor.userId)
      )
        throw new NotFound(GOOD_NOT_FOUND);
      const games = await gameNames();
      const opts = protectionOptions(g.isGuarantee, g.priceFen, trade.protection, g.hasRegistration);
      const block = await buyBlocker(actor, g);
      const open = g.saleState === SALE_STATE.inTrade ? await repo.openOfGood(g.id) : undefined;
      return {
        myOpenOrderId: open && open.buyerId === actor.userId ? open.id : null,
        goods: {
          id: g.id,
          goodsSn: g.goodsSn,
          title: g.title,
          cover: g.cover,
          gameId: g.gameId,
          gameName: games.get(g.gameId) ?? '',
          districtNames: g.districtNames,
          priceFen: g.priceFen,
          isGuarantee: g.isGuarantee as 0 | 1 | 2,
          saleState: g.saleState,
        },
        protections: opts,
        defaultProtection: opts[0]!.code,
        protectionRequired: g.isGuarantee === 1 && g.hasRegistration,
        registrationNote: g.hasRegistration ? null : noRegistrationText(g.isGuarantee),
        rulesNoticeType: 'jyxz',
        expireMinutes: Math.round(trade.unpaidExpireMs / 60_000),
        canBuy: !block,
        reason: block?.msg ?? null,
        needRealname: block?.code === 403,
        offer: offer ? { id: offer.id, agreedFen: offer.agreedFen, expiresAt: offer.expiresAt.toISOString() } : null,
        ...handoverOf(await gameKeys(), g, g.priceFen),
      };
    },

    async create(actor: Actor, b: { goodsId: number; protection: Protection; acceptRules: boolean; offerId?: number }) {
      if (b.acceptRules !== true) throw new BadRequest('请先阅读并同意《交易须知》');
      const found = await repo.good(b.goodsId);
      if (!found || ![SALE_STATE.onSale, SALE_STATE.inTrade, SALE_STATE.sold].includes(found.saleState as 1))
        throw new NotFound(GOOD_NOT_FOUND);
      if (b.offerId !== undefined && !offers) throw new BadRequest('参数错误：offerId 暂不支持议价下单');
      const offer =
        b.offerId !== undefined ? await offers!.agreedPrice(actor, b.offerId, b.goodsId, clock.now()) : null;
      const g = offer ? { ...found, priceFen: offer.agreedFen } : found;
      if (
        !protectionOptions(g.isGuarantee, g.priceFen, trade.protection, g.hasRegistration).some(
          (x) => x.code === b.protection,
        )
      ) {
        throw new BadRequest(
          !g.hasRegistration && PAID.includes(b.protection)
            ? `${noRegistrationText(g.isGuarantee)}，不能购买付费包赔`
            : g.isGuarantee === 1
              ? '参数错误：protection 该商品须购买包赔服务'
              : '参数错误：protection 该商品不支持此包赔选项',
        );
      }
      const block = await buyBlocker(actor, g);
      if (block) throw toError(block);
      await enforce(limiter, 'order:create', String(actor.userId), config.rateLimits.orderCreateUser);
      // each unpaid order holds a good off the market for 15 minutes: bound how many one buyer can hold
      if ((await repo.countUnpaid(actor.userId)) >= trade.maxUnpaidPerBuyer)
        throw new Conflict('您有多笔待支付的订单，请先支付或取消');
      const now = clock.now();
      const keys = await gameKeys();
      let order: OrderRow;
      try {
        order = await db.transaction(async (tx) => {
          const locked = await goods.lockGood(b.goodsId, now, tx);
          if (!locked) {
            // lost the race (or the good changed state since the checks above)
            const cur = await repo.good(b.goodsId, tx);
            if (cur?.saleState === SALE_STATE.inTrade) throw new Conflict(TAKEN_MSG);
            throw new Conflict(unbuyableMsg(cur?.saleState ?? -1));
          }
          // the fee is computed from the locked row's price, not the one read before the lock
          // (or from the agreed price of the buyer's accepted offer)
          const priceFen = offer ? offer.agreedFen : locked.priceFen;
          // the registration data as the locked row has it: the paid tier is sold only with it
          const opt = protectionOptions(locked.isGuarantee, priceFen, trade.protection, locked.hasRegistration).find(
            (x) => x.code === b.protection,
          );
          if (!opt) throw new Conflict('商品信息已变化，请刷新后重新下单');
          // from the locked row too: the mode the buyer pays for is the one the listing has now
          const handover = handoverOf(keys, locked, priceFen);
          const o = await repo.insert(
            {
              orderNo: newOrderNo(now),
              goodsId: locked.id,
              buyerId: actor.userId,
              sellerId: locked.sellerId,
              state: ORDER_STATE.unpaid,
              goodsTitle: locked.title,
              priceFen,
              protection: b.protection,
              protectionFeeFen: opt.feeFen,
              protectionDays: b.protection === 'none' ? null : opt.periodDays,
              ...handover,
              totalFen: opt.totalFen + handover.handoverFeeFen,
              commissionFen: Math.round((priceFen * trade.commissionBps) / 10_000),
              createdAt: now,
              expiresAt: new Date(now.getTime() + trade.unpaidExpireMs),
              offerId: offer?.id ?? null,
              updatedAt: now,
            },
            tx,
          );
          // the offer is used by this order only: a second order on it (a double tap, another tab) loses here
          if (offer && !(await offers!.markOrdered(offer.id, actor.userId, o.id, now, tx)))
            throw new Conflict('议价已失效，请重新出价');
          await repo.addEvent({ orderId: o.id, type: 'created', actorId: actor.userId, createdAt: now }, tx);
          return o;
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw new Conflict(TAKEN_MSG);
        throw e;
      }
      await events.afterCommit('goods.changed', { cause: 'order.created' });
      return {
        orderId: order.id,
        orderNo: order.orderNo,
        state: order.state,
        totalFen: order.totalFen,
        expiresAt: order.expiresAt.toISOString(),
      };
    },

    async cancel(actor: Actor, id: number) {
      const { o, role } = await load(actor, id);
      if (role !== 'buyer') throw role === 'staff' ? new Forbidden('只有买家可以取消订单') : new NotFound(NOT_FOUND);
      const now = clock.now();
      const done = await db.transaction((tx) =>
        closeIn(tx, id, ORDER_STATE.cancelled, actor.userId, now, { buyerId: actor.userId }),
      );
      if (!done) {
        const cur = (await repo.byId(id)) ?? o;
        throw new Conflict(
          cur.state === ORDER_STATE.paid || cur.state === ORDER_STATE.completed
            ? '订单已支付，不能取消'
            : `订单${ORDER_STATE_TEXT[cur.state]}，不能取消`,
        );
      }
      await events.afterCommit('goods.changed', { cause: 'order.cancelled' });
    },

    /** Who may confirm receipt (before the complete-order flow runs): the buyer; staff are refused, others get 404. */
    async checkConfirm(actor: Actor, id: number) {
      const { role } = await load(actor, id);
      if (role !== 'buyer') throw role === 'staff' ? new Forbidden('只有买家可以确认收货') : new NotFound(NOT_FOUND);
    },
    /** Why a confirm found no order in 交接中 to complete. */
    async confirmConflict(id: number) {
      const cur = await repo.byId(id);
      return new Conflict(
        cur?.state === ORDER_STATE.completed ? '订单已完成' : `订单${ORDER_STATE_TEXT[cur?.state ?? 0]}，不能确认收货`,
      );
    },
  };
}

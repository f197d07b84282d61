import { Conflict, NotFound } from '../../lib/errors.js';
import { enforce } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import { openRegistration } from '../selling/index.js';
import type { OrderContext, OrderRole } from './context.js';
import { ORDER_STATE, type OrderRow } from './table.js';
import { NOT_FOUND } from './texts.js';

/** The tiers the buyer paid for: they come with the seller's registration data (issue 41). */
const PAID_TIERS: string[] = ['tierA', 'tierB'];

const LOCKED_NOTE = '卖家已提供首次注册信息，确认收货后可在此查看，用于向游戏运营商申诉找回';
const OPEN_NOTE = '卖家提供的首次注册信息，仅您本人可见；游戏运营商申诉时请如实填写';
const PURGED_NOTE = '保障期已结束，首次注册信息已按隐私规则清除';

/**
 * What the order page says of the registration data: only the buyer of a paid tier hears of it,
 * and may open it once the order is completed (confirmed, auto-confirmed or released) and until
 * the purge; the seller and operators' order views never carry it (a claim's desk does).
 */
export function registrationView(o: OrderRow, role: OrderRole) {
  if (role !== 'buyer' || !PAID_TIERS.includes(o.protection)) return { available: false, note: null };
  if (o.purgedAt) return { available: false, note: PURGED_NOTE };
  if (o.state === ORDER_STATE.completed) return { available: true, note: OPEN_NOTE };
  if (o.state === ORDER_STATE.paid || o.state === ORDER_STATE.disputed) return { available: false, note: LOCKED_NOTE };
  return { available: false, note: null };
}

/**
 * The buyer's sealed reveal of the registration data. Every field in full: an appeal form asks for
 * the first bound phone or e-mail, the date and the place exactly, and the security answers verbatim,
 * so a masked value would be useless to the one person it is for. The first reveal goes into the
 * order's timeline; every reveal is rate-limited with the login's.
 */
export function orderRegistration(ctx: OrderContext) {
  const { repo, crypto, limiter, config, clock, db, load } = ctx;
  return {
    async revealRegistration(actor: Actor, id: number) {
      const { o, role } = await load(actor, id);
      if (role !== 'buyer') throw new NotFound(NOT_FOUND);
      if (!PAID_TIERS.includes(o.protection))
        throw new Conflict('首次注册信息随付费包赔（标准、至尊）提供，本订单未购买付费包赔');
      if (o.purgedAt) throw new Conflict(PURGED_NOTE);
      if (o.state !== ORDER_STATE.completed) throw new Conflict('确认收货后才可查看首次注册信息');
      await enforce(limiter, 'reveal:user', String(actor.userId), config.rateLimits.revealUser);
      const enc = await repo.registrationOf(o.goodsId);
      if (!enc) throw new NotFound('未找到首次注册信息，请联系客服');
      const r = openRegistration(crypto, enc);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const seen = (await repo.events(id, tx)).some((e) => e.type === 'reg_revealed');
        if (!seen)
          await repo.addEvent({ orderId: id, type: 'reg_revealed', actorId: actor.userId, createdAt: now }, tx);
      });
      return { ...r, revealedAt: now.toISOString() };
    },
  };
}

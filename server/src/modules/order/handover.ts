import { Conflict, NotFound } from '../../lib/errors.js';
import { enforce } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import { openCredentials } from '../selling/index.js';
import type { OrderContext } from './context.js';
import { ORDER_STATE } from './table.js';
import { NOT_FOUND, STAFF_NOT_DELIVERED_MSG } from './texts.js';

/** The login's handover: the buyer of a paid order reads the credentials the seller sealed. */
export function orderHandover(ctx: OrderContext) {
  const { repo, crypto, limiter, config, clock, db, load, handover } = ctx;
  return {
    /** Decrypts the credentials for the buyer of a paid order, recording the reveal first. */
    async reveal(actor: Actor, id: number, ip: string | null) {
      const { o, role } = await load(actor, id);
      // only the buyer: the seller knows them, staff have no need to see them
      if (role !== 'buyer') throw new NotFound(NOT_FOUND);
      if (o.state !== ORDER_STATE.paid && o.state !== ORDER_STATE.completed && o.state !== ORDER_STATE.disputed)
        throw new Conflict('订单未支付，暂不能查看账号信息');
      // a staff-mediated handover: the login staff rebound (the seller's old one is not the buyer's to use)
      const staff = o.handoverMode === 'staff';
      const enc = staff ? await handover.deliveredCredentials(o.id) : await repo.credentialsOf(o.goodsId);
      if (!enc && staff) throw new Conflict(STAFF_NOT_DELIVERED_MSG);
      await enforce(limiter, 'reveal:user', String(actor.userId), config.rateLimits.revealUser);
      if (!enc) throw new NotFound('卖家尚未提供账号信息，请在订单聊天中联系卖家或客服');
      const c = openCredentials(crypto, enc);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const first = (await repo.revealCount(id, tx)) === 0;
        await repo.addReveal({ orderId: id, userId: actor.userId, ip, createdAt: now }, tx);
        if (first) await repo.addEvent({ orderId: id, type: 'revealed', actorId: actor.userId, createdAt: now }, tx);
      });
      return { ...c, revealedAt: now.toISOString() };
    },
  };
}

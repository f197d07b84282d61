import { Conflict, NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import { enforce } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import { beijingDateTime } from '../payment/index.js';
import { openCredentials } from '../selling/index.js';
import type { RentalContext } from './context.js';
import { RENTAL_STATE } from './table.js';
import { NOT_FOUND } from './texts.js';
import { rentalOut } from './views.js';

/** A rental once made: its page for each side, the login's handover in the window, my rentals. */
export function rentalHandover(ctx: RentalContext) {
  const { repo, users, crypto, limiter, config, clock, gameNames, load } = ctx;
  return {
    async get(actor: Actor, id: number) {
      const { r, role } = await load(actor, id);
      const now = clock.now();
      const [l, games, revealCount, names] = await Promise.all([
        repo.listing(r.listingId),
        gameNames(),
        repo.revealCount(id),
        users.nickNames([r.ownerId, r.renterId]),
      ]);
      const inWindow = r.state === RENTAL_STATE.paid && now >= r.startAt && now < r.endAt;
      return {
        ...rentalOut(r, role, { cover: l?.cover ?? null, gameName: games.get(l?.gameId ?? 0) ?? '', now }),
        districtNames: l?.districtNames ?? [],
        owner: { nickName: names.get(r.ownerId) ?? '' },
        renter: { nickName: names.get(r.renterId) ?? '' },
        serverNow: now.toISOString(),
        credentialsAvailable: role === 'renter' && inWindow,
        revealCount,
        canPay: role === 'renter' && r.state === RENTAL_STATE.unpaid && r.expiresAt > now,
        canCancel: role === 'renter' && r.state === RENTAL_STATE.unpaid,
      };
    },

    /** The login, for the renter, inside the paid window only; every reveal is recorded first. */
    async reveal(actor: Actor, id: number, ip: string | null) {
      const { r, role } = await load(actor, id);
      if (role !== 'renter') throw new NotFound(NOT_FOUND);
      const now = clock.now();
      if (r.state === RENTAL_STATE.unpaid || r.state === RENTAL_STATE.cancelled || r.state === RENTAL_STATE.expired)
        throw new Conflict('租号订单未支付，不能查看账号信息');
      if (r.state !== RENTAL_STATE.paid || now >= r.endAt) throw new Conflict('租期已结束，不能再查看账号信息');
      if (now < r.startAt)
        throw new Conflict(`租期尚未开始，${beijingDateTime(r.startAt).slice(0, 16)}（北京时间）起可查看账号信息`);
      await enforce(limiter, 'reveal:user', String(actor.userId), config.rateLimits.revealUser);
      const enc = await repo.credentialsOf(r.listingId);
      if (!enc) throw new NotFound(NOT_FOUND);
      const c = openCredentials(crypto, enc);
      await repo.addReveal({ rentalId: id, userId: actor.userId, ip, createdAt: now });
      return { ...c, revealedAt: now.toISOString(), endAt: r.endAt.toISOString() };
    },

    async myRentals(
      actor: Actor,
      side: 'renter' | 'owner',
      q: { state?: number; pageNum?: number; pageSize?: number },
    ) {
      const p = toPage(q);
      const states =
        q.state === undefined
          ? undefined
          : q.state === RENTAL_STATE.cancelled
            ? [RENTAL_STATE.cancelled, RENTAL_STATE.expired]
            : q.state === RENTAL_STATE.ended
              ? [RENTAL_STATE.ended, RENTAL_STATE.settled]
              : [q.state];
      const [{ rows, total }, games] = await Promise.all([
        repo.rentalsOf(side, actor.userId, states, p.limit, p.offset),
        gameNames(),
      ]);
      const now = clock.now();
      return {
        rows: rows.map((x) => rentalOut(x.r, side, { cover: x.cover, gameName: games.get(x.gameId) ?? '', now })),
        total,
      };
    },
  };
}

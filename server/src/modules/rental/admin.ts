import { createAudited } from '../../lib/audited.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import type { Actor } from '../../lib/actor.js';
import { yuanText } from '../../lib/money.js';
import { SEND_TYPE } from '../message/index.js';
import { chars } from '../selling/index.js';
import type { RentalContext } from './context.js';
import { LISTING_STATE, LISTING_STATE_TEXT, RENTAL_STATE } from './table.js';
import { LISTING_NOT_FOUND, listingPassedText, listingRejectedText, NOT_FOUND, violationText } from './texts.js';
import { ownListing, rentalOut } from './views.js';

/** The operators' side: listing review, the rentals list, the reveal log, violations. */
export function rentalAdmin(ctx: RentalContext) {
  const { repo, users, messages, audit, clock, db, gameNames } = ctx;
  const audited = createAudited({ db, audit, clock });
  return {
    async adminListings(q: { state?: number; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const [{ rows, total }, games] = await Promise.all([
        repo.listingsByState(q.state ?? LISTING_STATE.pending, p.limit, p.offset),
        gameNames(),
      ]);
      return {
        rows: rows.map(({ l, ownerNick }) => ({
          ...ownListing(l, games),
          description: l.description,
          images: l.images,
          districtIds: l.districtIds,
          ownerId: l.ownerId,
          ownerNick: ownerNick ?? '',
        })),
        total,
      };
    },
    async review(actor: Actor, id: number, approve: boolean, reason?: string) {
      const text = reason?.trim() ?? '';
      if (!approve && (chars(text) < 2 || chars(text) > 200))
        throw new BadRequest('参数错误：reason 驳回原因为2-200个字');
      const now = clock.now();
      const action = approve ? 'rental_listing.approve' : 'rental_listing.reject';
      await audited(actor, action, 'rental_listing', async (tx) => {
        const row = await repo.transitionListing(
          id,
          [LISTING_STATE.pending],
          approve ? LISTING_STATE.listed : LISTING_STATE.rejected,
          approve ? { rejectReason: null } : { rejectReason: text },
          now,
          tx,
        );
        if (!row) {
          const cur = await repo.listing(id, tx);
          if (!cur) throw new NotFound(LISTING_NOT_FOUND);
          throw new Conflict(`该出租账号${LISTING_STATE_TEXT[cur.state] ?? ''}，不在待审核状态`);
        }
        await messages.sendMessage(
          row.ownerId,
          approve
            ? {
                sendType: SEND_TYPE.rentalListingPassed,
                ...listingPassedText(row.title),
                ref: { type: 'rental_listing', id },
              }
            : {
                sendType: SEND_TYPE.rentalListingRejected,
                ...listingRejectedText(row.title, text),
                ref: { type: 'rental_listing', id },
              },
          tx,
        );
        return {
          id,
          before: { state: LISTING_STATE.pending },
          after: approve ? { state: row.state } : { state: row.state, reason: text },
          at: now,
          out: undefined,
        };
      });
    },
    async adminRentals(q: { state?: number; rentalNo?: string; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.adminRentals(q.state, q.rentalNo?.trim() || undefined, p.limit, p.offset);
      const names = await users.nickNames(rows.flatMap((r) => [r.renterId, r.ownerId]));
      const now = clock.now();
      return {
        rows: rows.map((r) => ({
          ...rentalOut(r, 'staff', { cover: null, gameName: '', now }),
          renterNick: names.get(r.renterId) ?? '',
          ownerNick: names.get(r.ownerId) ?? '',
        })),
        total,
      };
    },
    async adminReveals(id: number) {
      return (await repo.reveals(id)).map((x) => ({ at: x.createdAt.toISOString(), ip: x.ip }));
    },
    /**
     * Records a violation: part or all of the deposit goes to the owner when the deposit is
     * settled. Allowed once, while the rental is paid or ended and its grace period has not run out.
     */
    async recordViolation(actor: Actor, id: number, b: { deductFen: number; reason: string }) {
      const reason = b.reason.trim();
      if (chars(reason) < 2 || chars(reason) > 200) throw new BadRequest('参数错误：reason 违规说明为2-200个字');
      const r0 = await repo.rental(id);
      if (!r0) throw new NotFound(NOT_FOUND);
      if (b.deductFen < 0 || b.deductFen > r0.depositFen)
        throw new BadRequest(`参数错误：deductFen 扣除金额须在¥0-${yuanText(r0.depositFen)}（押金）之间`);
      const now = clock.now();
      return audited(actor, 'rental.violation', 'rental', async (tx) => {
        const r = await repo.recordViolation(
          id,
          { violationFen: b.deductFen, violationReason: reason, violationBy: actor.userId },
          now,
          tx,
        );
        if (!r) {
          const cur = (await repo.rental(id, tx)) ?? r0;
          if (cur.violationAt) throw new Conflict('该租号订单已记录违规，不能重复记录');
          if (
            cur.state === RENTAL_STATE.unpaid ||
            cur.state === RENTAL_STATE.cancelled ||
            cur.state === RENTAL_STATE.expired
          )
            throw new Conflict('租号订单未支付，无需处理押金');
          throw new Conflict('押金已结算（已过违规申报期），不能再记录违规');
        }
        await messages.sendMessage(
          r.renterId,
          {
            sendType: SEND_TYPE.rentalViolation,
            ...violationText(r, reason, b.deductFen),
            ref: { type: 'rental', id },
          },
          tx,
        );
        return {
          id,
          before: { violationFen: null },
          after: { violationFen: b.deductFen, reason },
          at: now,
          out: rentalOut(r, 'staff', { cover: null, gameName: '', now }),
        };
      });
    },
  };
}

import { randomInt } from 'node:crypto';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import { enforce } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import { SEND_TYPE } from '../message/index.js';
import { beijingDateTime, type PurposeHandler } from '../payment/index.js';
import type { CancelBlocker } from '../user/index.js';
import type { RentalContext } from './context.js';
import { LISTING_STATE, RENTAL_STATE, RENTAL_STATE_TEXT, type RentalMode, type RentalRow } from './table.js';
import { NOT_FOUND, OVERLAP_MSG, paidOwnerText, paidRenterText, paymentText } from './texts.js';
import { rentalWindow } from './window.js';

/** Display number: ZH + China-time yymmddHHMMss + 6 random digits. */
function newRentalNo(now: Date): string {
  const cn = new Date(now.getTime() + 8 * 3_600_000).toISOString();
  return `ZH${cn.slice(2, 19).replace(/[-T:]/g, '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

const isExclusionViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23P01' || err?.cause?.code === '23P01';
};

/** Hiring: a rental's creation and cancellation, and its payment (the payment module's purpose 'rental'). */
export function rentalHiring(ctx: RentalContext) {
  const { repo, wallet, messages, limiter, config, clock, db, cfg } = ctx;
  const { load, publicListing, rentBlocker, toError, closeIn, settledOf } = ctx;

  /** The payment module's handler for purpose 'rental'. */
  const paymentHandler: PurposeHandler = {
    label: '租号订单',
    itemLabel: '租用',
    async forPayment(id) {
      const r = await repo.rental(id);
      if (!r) return undefined;
      return {
        payerUserId: r.renterId,
        amountFen: r.totalFen,
        ...paymentText(r),
        refNo: r.rentalNo,
        expiresAt: r.expiresAt,
        open: r.state === RENTAL_STATE.unpaid,
        paid: r.state === RENTAL_STATE.paid || r.state === RENTAL_STATE.ended || r.state === RENTAL_STATE.settled,
        stateText: RENTAL_STATE_TEXT[r.state] ?? '',
      };
    },
    async markPaid(id, now, tx) {
      const r = await repo.transition(id, RENTAL_STATE.unpaid, RENTAL_STATE.paid, { paidAt: now }, now, tx);
      if (!r) return false;
      await wallet.rentalEscrowIn(settledOf(r), now, tx);
      await repo.bumpRentCount(r.listingId, tx);
      const when = `${beijingDateTime(r.startAt).slice(0, 16)} 至 ${beijingDateTime(r.endAt).slice(0, 16)}`;
      await messages.sendMessage(
        r.renterId,
        { sendType: SEND_TYPE.rentalPaidRenter, ...paidRenterText(r, when), ref: { type: 'rental', id: r.id } },
        tx,
      );
      await messages.sendMessage(
        r.ownerId,
        { sendType: SEND_TYPE.rentalPaidOwner, ...paidOwnerText(r, when), ref: { type: 'rental', id: r.id } },
        tx,
      );
      return true;
    },
    returnPath: (id, outcome) => `/index/hire?rentalId=${id}&${outcome === 'paid' ? 'paid' : 'failed'}=1`,
  };

  /** Open rentals block account deletion on both sides (money and a window are in flight). */
  const cancelBlocker: CancelBlocker = async (u, tx) => {
    const [a, b] = await Promise.all([
      repo.rentalsOf('renter', u.id, [0, 1, 2], 1, 0, tx),
      repo.rentalsOf('owner', u.id, [0, 1, 2], 1, 0, tx),
    ]);
    const n = a.total + b.total;
    return n > 0 ? `还有 ${n} 笔进行中的租号订单，请等待结束后再注销` : null;
  };

  return {
    paymentHandler,
    cancelBlocker,

    async create(
      actor: Actor,
      b: { listingId: number; mode: RentalMode; hours?: number; startAt?: string; acceptRules: boolean },
    ) {
      if (b.acceptRules !== true) throw new BadRequest('参数错误：acceptRules 请先阅读并同意《租号须知》');
      const l = await publicListing(b.listingId);
      const block = await rentBlocker(actor, l);
      if (block) throw toError(block);
      const now = clock.now();
      const w = rentalWindow(l, b, now, cfg);
      await enforce(limiter, 'rental:create', String(actor.userId), config.rateLimits.rentalCreateUser);
      // each unpaid rental blocks a window for 15 minutes: bound how many one renter can hold
      if ((await repo.countUnpaid(actor.userId)) >= cfg.maxUnpaidPerRenter)
        throw new Conflict('您有多笔待支付的租号订单，请先支付或取消');
      let r: RentalRow;
      try {
        r = await db.transaction(async (tx) => {
          // one rental of a listing is created at a time: the row lock serialises them, so the
          // overlap check below sees every committed window; the exclusion constraint backs it up
          const locked = await repo.lockListing(l.id, tx);
          if (!locked || locked.state !== LISTING_STATE.listed) throw new Conflict('该账号已下架，暂不能租用');
          if ((await repo.overlapping(l.id, w.startAt, w.endAt, tx)).length) throw new Conflict(OVERLAP_MSG);
          // priced from the locked row: an edit since the form was read sends the listing back to review anyway
          const win = rentalWindow(locked, b, now, cfg);
          return repo.insertRental(
            {
              rentalNo: newRentalNo(now),
              listingId: locked.id,
              renterId: actor.userId,
              ownerId: locked.ownerId,
              title: locked.title,
              mode: b.mode,
              hours: win.hours,
              startAt: win.startAt,
              endAt: win.endAt,
              rentFen: win.rentFen,
              depositFen: locked.depositFen,
              totalFen: win.rentFen + locked.depositFen,
              commissionFen: Math.round((win.rentFen * cfg.commissionBps) / 10_000),
              state: RENTAL_STATE.unpaid,
              createdAt: now,
              expiresAt: new Date(now.getTime() + cfg.unpaidExpireMs),
              settleAt: new Date(win.endAt.getTime() + cfg.graceMs),
              updatedAt: now,
            },
            tx,
          );
        });
      } catch (e) {
        if (isExclusionViolation(e)) throw new Conflict(OVERLAP_MSG);
        throw e;
      }
      return {
        rentalId: r.id,
        rentalNo: r.rentalNo,
        state: r.state,
        startAt: r.startAt.toISOString(),
        endAt: r.endAt.toISOString(),
        hours: r.hours,
        rentFen: r.rentFen,
        depositFen: r.depositFen,
        totalFen: r.totalFen,
        expiresAt: r.expiresAt.toISOString(),
      };
    },

    async cancel(actor: Actor, id: number) {
      const { r, role } = await load(actor, id);
      if (role !== 'renter')
        throw role === 'staff' ? new Forbidden('只有租客可以取消租号订单') : new NotFound(NOT_FOUND);
      const done = await db.transaction((tx) =>
        closeIn(tx, id, RENTAL_STATE.cancelled, clock.now(), { renterId: actor.userId }),
      );
      if (!done) {
        const cur = (await repo.rental(id)) ?? r;
        throw new Conflict(
          cur.state === RENTAL_STATE.unpaid
            ? '租号订单状态已变化，请刷新'
            : `租号订单${RENTAL_STATE_TEXT[cur.state]}，不能取消`,
        );
      }
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import { drain, runEvery, type IntervalJob } from '../../lib/jobs.js';
import { SEND_TYPE } from '../message/index.js';
import type { RentalContext } from './context.js';
import type { RentalService } from './service.js';
import { RENTAL_STATE } from './table.js';
import { depositOwnerText, depositRenterText, endedOwnerText } from './texts.js';

/**
 * The rentals' deadlines: expiry of unpaid rentals, the end of windows (rent to the owner) and
 * deposit settlement (the return of the deposit, less a recorded violation).
 */
export function rentalJobs(ctx: RentalContext) {
  const { repo, wallet, messages, clock, db, closeIn, settledOf } = ctx;

  async function endIn(tx: Executor, id: number, now: Date) {
    const r = await repo.transition(id, RENTAL_STATE.paid, RENTAL_STATE.ended, { endedAt: now }, now, tx, {
      dueCol: 'endAt',
    });
    if (!r) return null;
    const income = await wallet.rentalIncome(settledOf(r), now, tx);
    await messages.sendMessage(
      r.ownerId,
      { sendType: SEND_TYPE.rentalEndedOwner, ...endedOwnerText(r, income), ref: { type: 'rental', id: r.id } },
      tx,
    );
    return r;
  }
  async function settleIn(tx: Executor, id: number, now: Date) {
    const r = await repo.transition(id, RENTAL_STATE.ended, RENTAL_STATE.settled, { settledAt: now }, now, tx, {
      dueCol: 'settleAt',
    });
    if (!r) return null;
    const deduct = r.violationFen ?? 0;
    const back = await wallet.rentalDeposit(settledOf(r), deduct, now, tx);
    await messages.sendMessage(
      r.renterId,
      {
        sendType: SEND_TYPE.rentalDepositSettled,
        ...depositRenterText(r, deduct, back),
        ref: { type: 'rental', id: r.id },
      },
      tx,
    );
    if (deduct)
      await messages.sendMessage(
        r.ownerId,
        { sendType: SEND_TYPE.rentalDepositSettled, ...depositOwnerText(r, deduct), ref: { type: 'rental', id: r.id } },
        tx,
      );
    return r;
  }

  /** Runs a job step over the overdue rentals of a state (lib/jobs.ts: batches, SKIP LOCKED). */
  const due = (
    state: number,
    col: 'expiresAt' | 'endAt' | 'settleAt',
    batch: number,
    step: (tx: Executor, id: number, now: Date) => Promise<unknown>,
  ) =>
    drain({
      db,
      clock,
      batch,
      take: (tx, now, limit) => repo.overdue(state, col, now, limit, tx),
      step: (tx, { id }, now) => step(tx, id, now),
    });

  return {
    /** Closes unpaid rentals past their expiry (their windows free up). Idempotent. */
    expireDue: (batch = 100) =>
      due(RENTAL_STATE.unpaid, 'expiresAt', batch, (tx, id, now) =>
        closeIn(tx, id, RENTAL_STATE.expired, now, { dueCol: 'expiresAt' }),
      ),
    /** Ends paid rentals whose window is over and pays the owner. Idempotent. */
    endDue: (batch = 100) => due(RENTAL_STATE.paid, 'endAt', batch, endIn),
    /** Settles deposits whose grace period is over. Idempotent. */
    settleDue: (batch = 100) => due(RENTAL_STATE.ended, 'settleAt', batch, settleIn),
  };
}

/**
 * The rental jobs on an interval inside each server process. Like the trade jobs: rows are taken
 * with SKIP LOCKED and changed by conditional updates, so several instances never book an event
 * twice (the ledger's unique key would refuse it anyway); each run drains everything overdue.
 */
export function startRentalJobs(
  rentals: Pick<RentalService, 'expireDue' | 'endDue' | 'settleDue'>,
  log: FastifyBaseLogger,
  intervalMs: number,
): IntervalJob {
  return runEvery({ intervalMs, log, failure: 'rental jobs failed' }, async () => {
    const expired = await rentals.expireDue();
    const ended = await rentals.endDue();
    const settled = await rentals.settleDue();
    if (expired || ended || settled) log.info({ expired, ended, settled }, 'rental jobs');
  });
}

import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import { drain, runEvery, type IntervalJob } from '../../lib/jobs.js';
import { BACKLIST_STATUS } from '../appraisal/index.js';
import { SEND_TYPE } from '../message/index.js';
import type { TradeInContext } from './context.js';
import type { TradeInService } from './service.js';
import { QUOTE_STATUS, STAGE } from './table.js';
import { lapsedMerchantText, lapsedOwnerText } from './texts.js';

const LAPSE_BATCH = 50;

/** The trade-ins' deadline: an acceptance the merchant did not pay in time lapses. */
export function tradeInJobs(ctx: TradeInContext) {
  const { repo, clock, db, closePayments, gameName, send, locked, setStage } = ctx;

  /** Lapses one accepted-but-unpaid request (row already locked by the caller). */
  async function lapse(id: number, now: Date, tx: Executor) {
    const { r, d } = await locked(id, tx);
    if (d.stage !== STAGE.accepted || !d.payDeadline || d.payDeadline > now) return false;
    const [q] = await repo.moveQuotes(id, [QUOTE_STATUS.accepted], QUOTE_STATUS.lapsed, now, tx);
    if (q) await closePayments(q.id, now, tx);
    // the quotes this acceptance closed are offers again: the owner may take the next best
    await repo.moveQuotes(id, [QUOTE_STATUS.closed], QUOTE_STATUS.active, now, tx);
    await setStage(id, STAGE.quoting, BACKLIST_STATUS.awaiting, now, tx, {
      acceptedQuoteId: null,
      acceptedAt: null,
      payDeadline: null,
    });
    const game = await gameName(r.gameId);
    await send(r.userId, SEND_TYPE.tradeInLapsed, lapsedOwnerText(game, id), id, tx);
    if (q) await send(q.merchantId, SEND_TYPE.tradeInLapsed, lapsedMerchantText(game, id), id, tx);
    return true;
  }

  return {
    /** Lapses every acceptance whose payment deadline passed; returns how many. */
    async lapseDue() {
      return drain({
        db,
        clock,
        batch: LAPSE_BATCH,
        take: (tx, now, limit) => repo.lapseDue(now, limit, tx),
        step: (tx, id, now) => lapse(id, now, tx),
      });
    },
  };
}

/**
 * Lapses unpaid acceptances on an interval in each server process, like the trade jobs: rows are
 * taken with SKIP LOCKED and changed under the request's row lock, so instances never collide and
 * a payment arriving at the deadline and the job settle it one way only.
 */
export function startTradeInJobs(
  tradeIn: Pick<TradeInService, 'lapseDue'>,
  log: FastifyBaseLogger,
  intervalMs: number,
): IntervalJob {
  return runEvery({ intervalMs, log, failure: 'trade-in jobs failed' }, async () => {
    const lapsed = await tradeIn.lapseDue();
    if (lapsed) log.info({ lapsed }, 'trade-in jobs');
  });
}

import type { FastifyBaseLogger } from 'fastify';
import { runEvery, type IntervalJob } from '../../lib/jobs.js';
import type { OrderService } from './service.js';

/**
 * Expiry and auto-confirm on an interval inside each server process. Several instances may run it
 * at once: the jobs lock rows with SKIP LOCKED and change them with conditional updates, so an
 * order is closed or completed once whoever gets there. A run never overlaps the previous one of
 * the same process; each run drains everything overdue, so a restart catches up at once.
 */
export function startTradeJobs(
  orders: Pick<OrderService, 'expireDue' | 'autoConfirmDue'>,
  log: FastifyBaseLogger,
  intervalMs: number,
  offers?: { expireDue(): Promise<number> },
): IntervalJob {
  return runEvery({ intervalMs, log, failure: 'trade jobs failed' }, async () => {
    const expired = await orders.expireDue();
    // disputed orders are state 5: auto-confirm (state 1 only) never touches them
    const confirmed = await orders.autoConfirmDue();
    const offersExpired = offers ? await offers.expireDue() : 0;
    if (expired || confirmed || offersExpired) log.info({ expired, confirmed, offersExpired }, 'trade jobs');
  });
}

/**
 * The purge of sealed data whose purpose ended (flows/purge-sealed.ts), on an interval inside each
 * server process. Its first run comes at start, so a server that was down catches up at once; the
 * flow locks orders with SKIP LOCKED and marks each purged once, so instances never purge twice.
 */
export function startPurgeJob(
  purge: { purgeDue(): Promise<number> },
  log: FastifyBaseLogger,
  intervalMs: number,
): IntervalJob {
  return runEvery({ intervalMs, log, failure: 'purge job failed' }, async () => {
    const purged = await purge.purgeDue();
    if (purged) log.info({ purged }, 'sealed data purged');
  });
}

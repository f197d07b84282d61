import type { FastifyBaseLogger } from 'fastify';
import type { RentalService } from './service.js';

/**
 * Expiry of unpaid rentals, the end of windows (rent to the owner) and deposit settlement, on an
 * interval inside each server process. Like the trade jobs: rows are taken with SKIP LOCKED and
 * changed by conditional updates, so several instances never book an event twice (the ledger's
 * unique key would refuse it anyway); each run drains everything overdue.
 */
export function startRentalJobs(
  rentals: Pick<RentalService, 'expireDue' | 'endDue' | 'settleDue'>,
  log: FastifyBaseLogger,
  intervalMs: number,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = (async () => {
      try {
        const expired = await rentals.expireDue();
        const ended = await rentals.endDue();
        const settled = await rentals.settleDue();
        if (expired || ended || settled) log.info({ expired, ended, settled }, 'rental jobs');
      } catch (e) {
        log.error({ err: e }, 'rental jobs failed');
      } finally {
        running = null;
      }
    })();
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

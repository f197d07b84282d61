import type { FastifyBaseLogger } from 'fastify';
import type { TradeInService } from './service.js';

/**
 * Lapses unpaid acceptances on an interval in each server process, like the trade jobs: rows are
 * taken with SKIP LOCKED and changed under the request's row lock, so instances never collide and
 * a payment arriving at the deadline and the job settle it one way only.
 */
export function startTradeInJobs(
  tradeIn: Pick<TradeInService, 'lapseDue'>,
  log: FastifyBaseLogger,
  intervalMs: number,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = (async () => {
      try {
        const lapsed = await tradeIn.lapseDue();
        if (lapsed) log.info({ lapsed }, 'trade-in jobs');
      } catch (e) {
        log.error({ err: e }, 'trade-in jobs failed');
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

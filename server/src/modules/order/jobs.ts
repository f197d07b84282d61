import type { FastifyBaseLogger } from 'fastify';
import type { OrderService } from './service.js';

/**
 * Expiry and auto-confirm on an interval inside each server process. Several instances may run it
 * at once: the jobs lock rows with SKIP LOCKED and change them with conditional updates, so an
 * order is closed or completed once whoever gets there. A run never overlaps the previous one of
 * the same process; each run drains everything overdue, so a restart catches up at once.
 */
export function startTradeJobs(orders: Pick<OrderService, 'expireDue' | 'autoConfirmDue'>, log: FastifyBaseLogger, intervalMs: number): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = (async () => {
      try {
        const expired = await orders.expireDue();
        const confirmed = await orders.autoConfirmDue();
        if (expired || confirmed) log.info({ expired, confirmed }, 'trade jobs');
      } catch (e) {
        log.error({ err: e }, 'trade jobs failed');
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

import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Tx } from '../db/client.js';
import type { Clock } from './clock.js';

/**
 * The two pieces every background job of the modules is made of: an interval runner
 * (`runEvery`), and `drain`, which works through overdue rows in batches. server.ts starts the
 * modules' jobs on every instance, so a job must be safe to run twice at once: `drain` takes rows
 * with the caller's FOR UPDATE SKIP LOCKED query and changes them with conditional updates.
 */

/** How an interval job schedules its ticks: the system's timers, or one a test fires by hand. */
export interface JobTimer {
  every(ms: number, fn: () => void): { cancel(): void };
}

export const systemTimer: JobTimer = {
  every(ms, fn) {
    const t = setInterval(fn, ms);
    // a job alone never keeps the process alive
    t.unref();
    return { cancel: () => clearInterval(t) };
  },
};

export interface IntervalJob {
  /** Schedules no further tick and resolves once the tick in progress (if any) has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `tick` every `intervalMs`, never overlapping itself: a tick due while the previous one still
 * runs is skipped (each tick drains everything overdue, so nothing is lost). A failed tick is
 * logged with `failure` and the next one runs as usual.
 */
export function runEvery(
  opts: {
    intervalMs: number;
    log: Pick<FastifyBaseLogger, 'error'>;
    /** the log line of a failed tick */
    failure: string;
    /** a first tick at once (the default: a restart catches up at once), or only after the first interval */
    atStart?: boolean;
    timer?: JobTimer;
  },
  tick: () => Promise<void>,
): IntervalJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        await tick();
      } catch (e) {
        opts.log.error({ err: e }, opts.failure);
      } finally {
        running = null;
      }
    })();
  };
  if (opts.atStart ?? true) run();
  const handle = (opts.timer ?? systemTimer).every(opts.intervalMs, run);
  return {
    async stop() {
      stopped = true;
      handle.cancel();
      await running;
    },
  };
}

/**
 * Runs `step` over overdue rows in batches, one transaction per batch, until a batch comes back
 * short, so a server that was down for a day catches up in one call; returns how many rows a step
 * changed (answered truthy). `take` must lock its rows FOR UPDATE SKIP LOCKED: rows another
 * instance holds are skipped, never waited for, and that instance's run handles them. Each batch
 * reads the clock afresh, and its steps share that instant.
 */
export async function drain<Row>(o: {
  db: { transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> };
  clock: Clock;
  batch: number;
  take: (tx: Executor, now: Date, limit: number) => Promise<Row[]>;
  step: (tx: Executor, row: Row, now: Date) => Promise<unknown>;
}): Promise<number> {
  let total = 0;
  for (;;) {
    const now = o.clock.now();
    const r = await o.db.transaction(async (tx) => {
      const due = await o.take(tx, now, o.batch);
      let done = 0;
      for (const row of due) if (await o.step(tx, row, now)) done++;
      return { seen: due.length, done };
    });
    total += r.done;
    if (r.seen < o.batch) return total;
  }
}

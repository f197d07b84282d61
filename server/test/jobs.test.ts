import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Tx } from '../src/db/client.js';
import { drain, runEvery, type JobTimer } from '../src/lib/jobs.js';

// lib/jobs.ts with a timer fired by hand and a clock that counts: no test waits on real time.

/** A timer the test fires; `fire(true)` also runs callbacks already cancelled (one queued as stop ran). */
function manualTimer() {
  const handles: { ms: number; fn: () => void; cancelled: boolean }[] = [];
  const timer: JobTimer = {
    every(ms, fn) {
      const h = { ms, fn, cancelled: false };
      handles.push(h);
      return { cancel: () => void (h.cancelled = true) };
    },
  };
  return {
    timer,
    handles,
    fire(evenCancelled = false) {
      for (const h of handles) if (evenCancelled || !h.cancelled) h.fn();
    },
  };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every promise callback queued so far run (one turn of the event loop, not a wait on time). */
const settle = () => new Promise<void>((r) => setImmediate(r));

function recordingLog() {
  const errors: unknown[][] = [];
  return { errors, log: { error: (...a: unknown[]) => void errors.push(a) } };
}

/** A tick whose runs the test finishes one by one; counts runs and the most at once. */
function controlledTick() {
  const runs: ReturnType<typeof deferred>[] = [];
  let now = 0;
  let most = 0;
  return {
    runs,
    get most() {
      return most;
    },
    tick: async () => {
      const d = deferred();
      runs.push(d);
      most = Math.max(most, ++now);
      try {
        await d.promise;
      } finally {
        now--;
      }
    },
  };
}

describe('runEvery', () => {
  test('ticks at once and on each interval; a tick due while one runs is skipped, never overlapping', async () => {
    const t = manualTimer();
    const c = controlledTick();
    const { log, errors } = recordingLog();
    const job = runEvery({ intervalMs: 7000, log, failure: 'x failed', timer: t.timer }, c.tick);
    assert.equal(t.handles[0]!.ms, 7000);
    assert.equal(c.runs.length, 1, 'the first tick runs at start');
    t.fire();
    t.fire();
    await settle();
    assert.equal(c.runs.length, 1, 'skipped while the first still runs');
    c.runs[0]!.resolve();
    await settle();
    t.fire();
    assert.equal(c.runs.length, 2, 'the next interval after it finished runs');
    c.runs[1]!.resolve();
    await job.stop();
    assert.equal(c.most, 1);
    assert.deepEqual(errors, []);
  });

  test('atStart false: the first tick waits for the first interval', async () => {
    const t = manualTimer();
    const c = controlledTick();
    const job = runEvery(
      { intervalMs: 3000, log: recordingLog().log, failure: 'x', atStart: false, timer: t.timer },
      c.tick,
    );
    assert.equal(c.runs.length, 0);
    t.fire();
    assert.equal(c.runs.length, 1);
    c.runs[0]!.resolve();
    await job.stop();
  });

  test('stop during a tick waits for it, and no tick starts after stop', async () => {
    const t = manualTimer();
    const c = controlledTick();
    const job = runEvery({ intervalMs: 1000, log: recordingLog().log, failure: 'x', timer: t.timer }, c.tick);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await settle();
    assert.equal(stopped, false, 'stop waits for the running tick');
    assert.equal(t.handles[0]!.cancelled, true, 'the interval is cancelled at once');
    c.runs[0]!.resolve();
    await stopping;
    assert.equal(stopped, true);
    // a callback the timer had already queued when stop ran starts nothing
    t.fire(true);
    assert.equal(c.runs.length, 1);
  });

  test('stop with no tick running resolves at once', async () => {
    const t = manualTimer();
    const job = runEvery(
      { intervalMs: 1000, log: recordingLog().log, failure: 'x', atStart: false, timer: t.timer },
      () => Promise.resolve(),
    );
    await job.stop();
    assert.equal(t.handles[0]!.cancelled, true);
  });

  test('a failing tick is logged with its error and the next one runs', async () => {
    const t = manualTimer();
    const { log, errors } = recordingLog();
    const boom = new Error('db down');
    let calls = 0;
    const job = runEvery({ intervalMs: 1000, log, failure: 'rental jobs failed', timer: t.timer }, async () => {
      calls++;
      if (calls === 1) throw boom;
    });
    await settle();
    assert.deepEqual(errors, [[{ err: boom }, 'rental jobs failed']]);
    t.fire();
    await settle();
    assert.equal(calls, 2);
    assert.equal(errors.length, 1, 'the second tick succeeded');
    await job.stop();
  });
});

describe('drain', () => {
  /** Overdue rows 1..n; `held` are locked by another instance (SKIP LOCKED leaves them out). */
  function table(n: number, held: number[] = []) {
    const done = new Set<number>();
    const log: string[] = [];
    let t = 0;
    return {
      done,
      log,
      clock: { now: () => new Date(++t) },
      db: {
        async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
          log.push('begin');
          const r = await fn({} as Tx);
          log.push('commit');
          return r;
        },
      },
      take: async (_tx: unknown, now: Date, limit: number) => {
        const rows = [];
        for (let id = 1; id <= n && rows.length < limit; id++)
          if (!done.has(id) && !held.includes(id)) rows.push({ id });
        log.push(`take ${rows.map((r) => r.id).join(',')} @${now.getTime()}`);
        return rows;
      },
    };
  }

  test('works in batches, one transaction each, until a batch comes back short', async () => {
    const x = table(7);
    const nows: number[] = [];
    const n = await drain({
      db: x.db,
      clock: x.clock,
      batch: 3,
      take: x.take,
      step: async (_tx, { id }, now) => {
        nows.push(now.getTime());
        x.done.add(id);
        return true;
      },
    });
    assert.equal(n, 7);
    assert.deepEqual(x.log, [
      'begin',
      'take 1,2,3 @1',
      'commit',
      'begin',
      'take 4,5,6 @2',
      'commit',
      'begin',
      'take 7 @3',
      'commit',
    ]);
    // each batch reads the clock once; its rows share that instant
    assert.deepEqual(nows, [1, 1, 1, 2, 2, 2, 3]);
  });

  test('a full last batch is followed by one empty look; rows a step leaves unchanged are not counted', async () => {
    const x = table(4);
    const n = await drain({
      db: x.db,
      clock: x.clock,
      batch: 2,
      take: x.take,
      step: async (_tx, { id }) => {
        x.done.add(id);
        return id !== 3; // a conditional update that found the row already moved
      },
    });
    assert.equal(n, 3);
    assert.deepEqual(
      x.log.filter((l) => l.startsWith('take')),
      ['take 1,2 @1', 'take 3,4 @2', 'take  @3'],
    );
  });

  test('rows another instance holds are skipped, never waited for', async () => {
    const x = table(5, [2, 4]);
    const stepped: number[] = [];
    const n = await drain({
      db: x.db,
      clock: x.clock,
      batch: 10,
      take: x.take,
      step: async (_tx, { id }) => {
        stepped.push(id);
        x.done.add(id);
        return true;
      },
    });
    assert.equal(n, 3);
    assert.deepEqual(stepped, [1, 3, 5]);
  });

  test('a failing step fails the drain inside its batch (the transaction rolls back)', async () => {
    const x = table(5);
    await assert.rejects(
      drain({
        db: x.db,
        clock: x.clock,
        batch: 2,
        take: x.take,
        step: async (_tx, { id }) => {
          if (id === 3) throw new Error('step failed');
          x.done.add(id);
          return true;
        },
      }),
      /step failed/,
    );
    assert.deepEqual(x.log, ['begin', 'take 1,2 @1', 'commit', 'begin', 'take 3,4 @2']);
  });
});

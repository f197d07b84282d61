import type { CatalogueRepo } from './repository.js';
import type { IndexSource, ListingIndex } from './listing-index.js';
import { searchText } from './search.js';

/**
 * Keeps one instance's ListingIndex in step with the goods table, whichever instance or module
 * wrote them: a load of the on-sale goods at start, then a poll every SYNC_POLL_MS of the goods
 * whose list_changed_at (set by the database on every change of a listed column, migration 0011)
 * is recent.
 *
 * Why a look-back window: list_changed_at is taken when the UPDATE runs, but the change becomes
 * visible only at commit. A poll can therefore miss a change stamped before the poll that commits
 * after it. Every poll re-reads SYNC_WINDOW_MS before the previous poll's start, so a change is
 * seen unless its transaction stayed open longer than that; re-read rows already applied are
 * skipped by their stamp.
 *
 * Staleness, the largest error a list can show: a write through this instance is applied before
 * the write's request answers (the catalogue's goodsChanged awaits syncNow); a write through
 * another instance within one poll, ≈ SYNC_POLL_MS plus the poll's own query.
 */
export const SYNC_POLL_MS = 1_000;
export const SYNC_WINDOW_MS = 30_000;
const LOAD_BATCH = 20_000;
const CHANGE_BATCH = 5_000;

type Row = Awaited<ReturnType<CatalogueRepo['indexRows']>>[number];
/** What the index keeps of a row: title and description only as the search text. */
const source = ({ title, description, changedAt: _stamp, ...r }: Row): IndexSource => ({
  ...r,
  text: searchText(title, description),
});

export interface ListingSync {
  /** the index holds the on-sale goods (until then lists are answered by the database) */
  ready(): boolean;
  /** resolves when the initial load is done */
  whenReady(): Promise<void>;
  /** one poll that starts after this call (coalesced with others waiting) */
  syncNow(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

export function createListingSync(deps: {
  repo: CatalogueRepo;
  index: ListingIndex;
  log: { warn(o: object, msg: string): void; info(o: object, msg: string): void };
  pollMs?: number;
}): ListingSync {
  const { repo, index, log } = deps;
  const pollMs = deps.pollMs ?? SYNC_POLL_MS;
  let isReady = false;
  let loading: Promise<void> | undefined;
  let readyWaiters: (() => void)[] = [];
  /** the database time the previous successful poll (or the load) started */
  let lastStart: Date | undefined;
  /** id → stamp of the last change applied, for the rows the window re-reads */
  const applied = new Map<number, number>();
  let current: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function load() {
    // the clock is read before the rows: a change committed while they are read is re-read by the first poll
    const t0 = performance.now();
    const start = await repo.dbNow();
    // batches go into the index as they arrive: the rows never all live at once
    const loading = index.startLoad(await repo.maxListedId());
    // the first polls re-read the window before `start`: rows loaded as they are now are known by
    // their stamp, so the polls skip them instead of applying each again
    const windowStart = start.getTime() - SYNC_WINDOW_MS;
    applied.clear();
    for (let after = 0; ;) {
      const batch = await repo.indexRows(after, LOAD_BATCH);
      loading.add(batch.map(source));
      for (const r of batch) {
        const stamp = r.changedAt.getTime();
        if (stamp >= windowStart) applied.set(r.id, stamp);
      }
      if (batch.length < LOAD_BATCH) break;
      after = batch[batch.length - 1]!.id;
    }
    loading.finish();
    log.info({ goods: index.size, ms: Math.round(performance.now() - t0) }, 'listing index loaded');
    lastStart = start;
    isReady = true;
    for (const w of readyWaiters) w();
    readyWaiters = [];
  }

  async function poll() {
    if (!isReady || !lastStart) return;
    const start = await repo.dbNow();
    const since = new Date(lastStart.getTime() - SYNC_WINDOW_MS);
    let cursor = { at: since, id: 0 };
    for (;;) {
      const rows = await repo.changedSince(cursor.at, cursor.id, CHANGE_BATCH);
      for (const r of rows) {
        const stamp = r.changedAt.getTime();
        if (applied.get(r.id) === stamp) continue;
        applied.delete(r.id);
        applied.set(r.id, stamp);
        // a new stamp is a real change (the trigger stamps only changes of listed columns), even one
        // only to what lists display (title, cover): apply moves the version, so cached pages go
        index.apply(source(r));
      }
      if (rows.length < CHANGE_BATCH) break;
      const last = rows[rows.length - 1]!;
      cursor = { at: last.changedAt, id: last.id };
    }
    for (const [id, stamp] of applied) if (stamp < since.getTime()) applied.delete(id);
    lastStart = start;
  }

  function tryLoad(): Promise<void> {
    loading ??= load().catch((e) => {
      loading = undefined;
      log.warn({ err: e }, 'listing index load failed; lists use the database until it succeeds');
    });
    return loading;
  }

  function syncNow(): Promise<void> {
    if (!isReady) return tryLoad();
    if (queued) return queued;
    const p = current
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return poll();
      });
    queued = p;
    current = p;
    return p;
  }

  return {
    ready: () => isReady,
    whenReady: () => (isReady ? Promise.resolve() : new Promise<void>((res) => readyWaiters.push(res))),
    syncNow,
    start() {
      void tryLoad();
      timer = setInterval(() => {
        if (stopped) return;
        syncNow().catch((e) => log.warn({ err: e }, 'listing index poll failed; retrying'));
      }, pollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await Promise.allSettled([current, loading]);
    },
  };
}

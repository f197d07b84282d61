import type { Clock } from '../../lib/clock.js';
import { batchLoader } from '../../lib/batch.js';
import { TtlCache, type KvStore, type SingleFlight } from './cache.js';
import type { Meta } from './catalogue-meta.js';
import type { NormalizedList } from './list-filter.js';
import type { ListingIndex } from './listing-index.js';
import type { ListingSync } from './listing-sync.js';
import type { CatalogueRepo, GoodsFilter, ListRow } from './repository.js';

/**
 * The goods list's pages and totals: from the in-memory listing index when it can answer, else
 * from the database, each with its page cache.
 */
/** Totals are exact up to this many matches; above it a cached count is shown (see countOf). */
export const EXACT_COUNT_CAP = 10_000;
/** Longest a shown total above EXACT_COUNT_CAP may be out of date. */
export const BIG_COUNT_TTL_MS = 30_000;
/** How far above the cap a cached full count must be to stand in for the capped exact count. */
export const BIG_COUNT_MARGIN = 2_000;
/** Hot list pages: kept this long, and dropped at once by any goods write (the version bump). */
export const PAGE_TTL_MS = 10_000;
/** List rows by id, serialised (rowJsons below): kept as long as a page, at most this many. */
export const ROW_TTL_MS = PAGE_TTL_MS;
export const ROW_CACHE_MAX = 50_000;

/**
 * How a list answer is written: `page` is the route's serializer of the whole answer, `item` its
 * serializer of one row (both compiled from the route's response schema, so the schema decides
 * which fields go out).
 */
export interface ListSerializers<Item> {
  page(data: { rows: Item[]; total: number }): string;
  item(row: Item): string;
}

const EMPTY_ROWS = '"rows":[]';
const COMMA = Buffer.from(',');
/**
 * The page in UTF-8 with its rows already serialised and encoded one by one: `empty` is the page
 * with no rows, and the rows go between its brackets. A raw `"rows":[]` can only be the key, since
 * a string's quotes are escaped in JSON.
 *
 * Bytes, not a string: a page is 3–8 KB, mostly Chinese. As a string it was measured twice more
 * (the compression hook's size test, Content-Length) and encoded on every write, a cached page on
 * every hit; a kept row is now encoded once.
 */
export function spliceRows(empty: string, rows: readonly Buffer[]): Buffer {
  const at = empty.indexOf(EMPTY_ROWS);
  if (at < 0) throw new Error('the page serializer wrote no empty rows');
  const cut = at + EMPTY_ROWS.length - 1;
  const parts: Buffer[] = [Buffer.from(empty.slice(0, cut))];
  for (let i = 0; i < rows.length; i++) {
    if (i > 0) parts.push(COMMA);
    parts.push(rows[i]!);
  }
  parts.push(Buffer.from(empty.slice(cut)));
  return Buffer.concat(parts);
}

/**
 * A row's JSON in UTF-8. Kept as a string, a row was slow to join into pages: a serializer builds
 * its string by appending, V8 keeps that as a tree of pieces, and joining a page of kept rows
 * walked every row's tree again on every page (≈10 µs a page of 20, 12 % of the list's CPU).
 * Encoding walks it once.
 */
function encodeRow(json: string): Buffer {
  if (json.charCodeAt(0) !== 0x7b) throw new Error('a list row did not serialise to an object');
  return Buffer.from(json);
}

export function createListReads<Item>(deps: {
  repo: CatalogueRepo;
  kv: KvStore;
  clock: Clock;
  listing?: { index: ListingIndex; sync: ListingSync };
  flights: SingleFlight;
  toItem: (m: Meta, r: ListRow) => Item;
  /** the shared goods version (every goods write bumps it) */
  version: () => Promise<number>;
}) {
  const { repo, kv, clock, listing, flights, toItem, version } = deps;
  /**
   * Pages and totals answered from the listing index: in-process, keyed by the index's own version
   * (which moves only once this instance has applied a change), never by the shared version in
   * Redis: another instance's bump may arrive before this index has the change, and a page
   * computed in between would then stay cached under the new version.
   */
  const indexPages = new TtlCache<string, Buffer>(clock, 5000);
  const fetchListRow = batchLoader(async (ids) => new Map((await repo.listByIds(ids)).map((r) => [r.id, r])), 500);
  /**
   * List rows by id, serialised and encoded, kept ROW_TTL_MS: under the long-tail mix most pages
   * are new, but their goods are not (the newest, cheapest and dearest of each game head many
   * filters' pages; 61 % of a page's rows were kept ones in the bench). Reading them from the
   * database was the largest cost of a list request left after the index, and serialising them
   * again (with the item they are made into) a tenth of its CPU. A change the sync applies drops
   * the good's row at once, so only its view count can be as old as a cached page's
   * (PAGE_TTL_MS). Written with one game table and one item serializer: another of either drops
   * them all (the games are reloaded every META_TTL_MS, so the kept rows go at most once a minute
   * that way).
   */
  const rows = new TtlCache<number, Buffer>(clock, ROW_CACHE_MAX);
  let rowsOf: { m: Meta; item: (row: Item) => string } | undefined;
  listing?.index.onChange((id) => (id === undefined ? rows.clear() : rows.delete(id)));
  /**
   * A page's rows serialised, in the order of `ids` (a good no longer found is left out): kept
   * ones from memory, the rest read together.
   */
  async function rowJsons(ids: number[], m: Meta, item: (row: Item) => string): Promise<Buffer[]> {
    if (rowsOf?.m !== m || rowsOf.item !== item) {
      rows.clear();
      rowsOf = { m, item };
    }
    const now = clock.now().getTime();
    const out: (Buffer | undefined)[] = new Array(ids.length);
    let missing: number[] | undefined;
    for (let i = 0; i < ids.length; i++) {
      out[i] = rows.get(ids[i]!, now);
      if (!out[i]) (missing ??= []).push(i);
    }
    if (missing) {
      const ver = listing?.index.version;
      const kept = rowsOf;
      // pages computed at the same time share one query for their rows (fetchListRow batches)
      const read = await Promise.all(missing.map((i) => fetchListRow(ids[i]!)));
      // a change applied while the rows were read may be newer than they are: not kept
      const keep = listing?.index.version === ver && rowsOf === kept;
      missing.forEach((i, k) => {
        const row = read[k];
        if (!row) return;
        const json = encodeRow(item(toItem(m, row)));
        out[i] = json;
        if (keep) rows.set(ids[i]!, json, ROW_TTL_MS, now);
      });
    }
    return out.filter((j) => j !== undefined);
  }
  /** the index version the cache above holds entries of (see listFromIndex) */
  let cachedVersion = -1;

  /**
   * The list total without a full count on every page turn:
   * - up to EXACT_COUNT_CAP matches it is exact: `count(*)` over a subquery stopped at CAP+1 rows,
   *   remembered for PAGE_TTL_MS under the goods version, which every goods write bumps;
   * - above that it is a full count remembered for BIG_COUNT_TTL_MS per filter (shared by all
   *   sorts and pages of the filter, and by all instances through Redis). Largest error: the net
   *   number of matching goods listed, sold or taken down in the 30 s before that count ran;
   *   it is never shown at or below the cap while more than CAP goods match;
   * - while that full count is cached and at least CAP + BIG_COUNT_MARGIN, a goods write does not
   *   bring back the capped count either (it would read CAP+1 rows only to learn "more than CAP").
   */
  async function countOf(ver: number, filterKey: string, f: GoodsFilter): Promise<number> {
    const smallKey = `n:${ver}:${filterKey}`;
    const bigKey = `N:${filterKey}`;
    const small = await kv.get(smallKey);
    let capped: number;
    if (small !== null) capped = Number(small);
    else {
      // a full count of this filter from the last BIG_COUNT_TTL_MS, well above the cap, answers
      // without the capped count (up to CAP+1 rows read again after every goods write): the margin
      // keeps the total exact unless over BIG_COUNT_MARGIN matching goods went in those seconds
      const recent = await kv.get(bigKey);
      if (recent !== null && Number(recent) >= EXACT_COUNT_CAP + BIG_COUNT_MARGIN) return Number(recent);
      capped = await flights.run(smallKey, () => repo.countUpTo(f, EXACT_COUNT_CAP + 1));
      await kv.set(smallKey, String(capped), PAGE_TTL_MS);
    }
    if (capped <= EXACT_COUNT_CAP) return capped;
    const big = await kv.get(bigKey);
    if (big !== null) return Math.max(Number(big), EXACT_COUNT_CAP + 1);
    const n = await flights.run(bigKey, () => repo.countAll(f));
    await kv.set(bigKey, String(n), BIG_COUNT_TTL_MS);
    return Math.max(n, EXACT_COUNT_CAP + 1);
  }

  /**
   * A list page from the in-memory index: the filter runs there (total included), the database
   * only reads the page's rows by id. A good sold between the two drops out of the page.
   */
  async function listFromIndex(index: ListingIndex, m: Meta, n: NormalizedList, serialize: ListSerializers<Item>) {
    const ver = index.version;
    // entries of an older version are never read again: drop them at once rather than let them fill
    // both caches to their bounds (under steady orders the version moves every second; in three
    // minutes of verify:load on PostgreSQL RSS went 401 → 588 MB before, 388 → 332 MB after)
    if (ver !== cachedVersion) {
      cachedVersion = ver;
      indexPages.clear();
    }
    const pageKey = `${ver}|${n.pageKey}`;
    const cached = indexPages.get(pageKey);
    if (cached) return { json: cached, hit: true };
    const json = await flights.run(`i${pageKey}`, async () => {
      // a longer keyword's texts are read a slice at a time first, not all at once by the query
      await index.prepare(n.f);
      // the index counts every match itself (a popcount of the filter's bitmap): no count cache
      const r = index.query(n.f, n.sort, n.page.offset, n.page.limit);
      if (!r) return null;
      const rows = await rowJsons(r.ids, m, serialize.item);
      const s = spliceRows(serialize.page({ rows: [], total: r.total }), rows);
      indexPages.set(pageKey, s, PAGE_TTL_MS);
      return s;
    });
    // null: a filter value the index's dictionaries could not hold; the database answers instead
    return json === null ? undefined : { json, hit: false };
  }

  /** A list page: from the listing index when it can answer, else from the database (cached). */
  async function listPage(
    m: Meta,
    n: NormalizedList,
    serialize: ListSerializers<Item>,
  ): Promise<{ json: string | Buffer; hit: boolean }> {
    if (listing?.sync.ready()) {
      const fromIndex = await listFromIndex(listing.index, m, n, serialize);
      if (fromIndex) return fromIndex;
    }
    const ver = await version();
    const pageKey = `p:${ver}:${n.pageKey}`;
    const cached = await kv.get(pageKey);
    if (cached !== null) return { json: cached, hit: true };
    const json = await flights.run(pageKey, async () => {
      const [rows, total] = await Promise.all([
        repo.list(n.f, n.sort, n.page.limit, n.page.offset),
        countOf(ver, n.filterKey, n.f),
      ]);
      const s = serialize.page({ rows: rows.map((r) => toItem(m, r)), total });
      await kv.set(pageKey, s, PAGE_TTL_MS);
      return s;
    });
    return { json, hit: false };
  }

  return { listPage };
}

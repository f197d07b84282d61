import type { AttrCond, GoodsFilter, SortRank } from './repository.js';

/**
 * The filter and sort fields of every on-sale good, held in memory by each API instance.
 *
 * Why: the list's long tail (a district, two attribute filters, a price band, any of four sorts,
 * pages 1–5) is mostly unique requests, and on PostgreSQL each of them cost a list query that
 * walked an index while re-checking jsonb attributes row by row, plus a count of up to 10,001
 * rows. Here the same filter is a scan over one game's goods (≈10,000 small records, well under
 * a millisecond) in the order of the requested sort, and the count comes from the same scan, so
 * totals are exact at every size. The database is then asked for one thing only: the 10 rows of
 * the page, by primary key.
 *
 * What is kept is deliberately small (≈250 bytes a good): no titles, descriptions or images.
 * Keyword searches still go to the database (its GIN index on character bigrams).
 *
 * The index is fed by listing-sync.ts; this module knows nothing about the database.
 */

/** A good as the sync reads it: the fields a list filter or sort looks at. */
export interface IndexSource {
  id: number;
  gameId: number;
  priceFen: number;
  createdAt: Date;
  districtIds: number[];
  tags: string[];
  attrs: Record<string, unknown>;
  saleState: number;
}

interface Entry {
  id: number;
  gameId: number;
  price: number;
  time: number;
  districts: readonly number[];
  tags: readonly string[];
  attrs: Readonly<Record<string, unknown>>;
}

/** A game's goods (or, under key 0, all goods) in the two orders the sorts need, both ascending by (key, id). */
interface Bucket {
  byTime: Entry[];
  byPrice: Entry[];
}

const byTime = (a: Entry, b: Entry) => a.time - b.time || a.id - b.id;
const byPrice = (a: Entry, b: Entry) => a.price - b.price || a.id - b.id;

/** First position in `arr` (ascending by `cmp`) whose element is not below `probe`. */
function lowerBound(arr: Entry[], probe: Entry, cmp: (a: Entry, b: Entry) => number): number {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cmp(arr[mid]!, probe) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Probe records for price bounds in the price order (ids at the extremes include every good of that price). */
const priceProbe = (price: number, id: number): Entry => ({ id, gameId: 0, price, time: 0, districts: [], tags: [], attrs: {} });

/** Same semantics as the SQL in repository.ts (whereOf): a select matches one string, a multi any element, a range a number. */
function attrMatches(attrs: Readonly<Record<string, unknown>>, c: AttrCond): boolean {
  const v = attrs[c.key];
  if (c.kind === 'eq') return v === c.value;
  if (c.kind === 'any') {
    if (typeof v === 'string') return c.values.includes(v);
    return Array.isArray(v) && v.some((x) => typeof x === 'string' && c.values.includes(x));
  }
  if (typeof v !== 'number') return false;
  return (c.min === undefined || v >= c.min) && (c.max === undefined || v <= c.max);
}

export interface IndexPage {
  /** ids of the page, in the sort's order */
  ids: number[];
  /** every match, or undefined when the caller had the count already (the scan stopped early) */
  total?: number;
}

export class ListingIndex {
  private readonly entries = new Map<number, Entry>();
  private readonly buckets = new Map<number, Bucket>();
  /** Strings repeat across goods (option values, tags): one copy each keeps the index small. */
  private readonly pool = new Map<string, string>();
  /** Bumped by every change that alters some list: cached pages and counts are keyed by it. */
  version = 0;

  get size() {
    return this.entries.size;
  }

  has(id: number) {
    return this.entries.has(id);
  }

  /** A listed good changed only in what lists display (title, cover…): cached pages must go. */
  touch() {
    this.version++;
  }

  /** Replaces everything (initial load); `rows` are the on-sale goods. */
  load(rows: Iterable<IndexSource>) {
    this.entries.clear();
    this.buckets.clear();
    for (const r of rows) if (r.saleState === 1) this.entries.set(r.id, this.toEntry(r));
    const all: Bucket = { byTime: [], byPrice: [] };
    this.buckets.set(0, all);
    for (const e of this.entries.values()) {
      all.byTime.push(e);
      all.byPrice.push(e);
      const b = this.bucketOf(e.gameId);
      b.byTime.push(e);
      b.byPrice.push(e);
    }
    for (const b of this.buckets.values()) {
      b.byTime.sort(byTime);
      b.byPrice.sort(byPrice);
    }
    this.version++;
  }

  /**
   * A good as it now is in the database: added or moved when on sale, dropped otherwise.
   * Returns whether any list changed (an unchanged re-read is a no-op).
   */
  apply(r: IndexSource): boolean {
    const old = this.entries.get(r.id);
    if (r.saleState !== 1) {
      if (!old) return false;
      this.remove(old);
      this.entries.delete(r.id);
      this.version++;
      return true;
    }
    const e = this.toEntry(r);
    if (old && same(old, e)) return false;
    if (old) this.remove(old);
    this.entries.set(e.id, e);
    this.insert(e);
    this.version++;
    return true;
  }

  /**
   * The page [offset, offset + limit) of the goods matching `f` (keyword terms excepted: those
   * never come here), in `sort` order, and the number of matches unless `haveTotal`.
   */
  query(f: GoodsFilter, sort: SortRank, offset: number, limit: number, haveTotal: boolean): IndexPage {
    const bucket = this.buckets.get(f.gameId ?? 0);
    if (!bucket) return { ids: [], total: haveTotal ? undefined : 0 };
    const priceSort = sort === 'priceasc' || sort === 'pricedesc';
    const arr = priceSort ? bucket.byPrice : bucket.byTime;
    let lo = 0;
    let hi = arr.length;
    // sorted by price: a price band is a contiguous slice, found by binary search
    if (priceSort && f.priceStartFen !== undefined) lo = lowerBound(arr, priceProbe(f.priceStartFen, -Infinity), byPrice);
    if (priceSort && f.priceEndFen !== undefined) hi = lowerBound(arr, priceProbe(f.priceEndFen, Infinity), byPrice);
    const checkPrice = !priceSort && (f.priceStartFen !== undefined || f.priceEndFen !== undefined);
    const pMin = f.priceStartFen ?? -Infinity;
    const pMax = f.priceEndFen ?? Infinity;
    const district = f.districtId;
    const tags = f.tags?.length ? f.tags : undefined;
    const attrs = f.attrs?.length ? f.attrs : undefined;
    const match = (e: Entry) =>
      (!checkPrice || (e.price >= pMin && e.price <= pMax)) &&
      (district === undefined || e.districts.includes(district)) &&
      (!tags || tags.some((t) => e.tags.includes(t))) &&
      (!attrs || attrs.every((c) => attrMatches(e.attrs, c)));
    const end = offset + limit;
    const ids: number[] = [];
    let n = 0;
    const visit = (e: Entry) => {
      if (!match(e)) return false;
      if (n >= offset && n < end) ids.push(e.id);
      n++;
      return haveTotal && n >= end;
    };
    if (sort === 'timedesc' || sort === 'pricedesc') {
      for (let i = hi - 1; i >= lo; i--) if (visit(arr[i]!)) break;
    } else {
      for (let i = lo; i < hi; i++) if (visit(arr[i]!)) break;
    }
    return { ids, total: haveTotal ? undefined : n };
  }

  private toEntry(r: IndexSource): Entry {
    const attrs: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(r.attrs ?? {})) {
      if (typeof v === 'string') attrs[k] = this.intern(v);
      else if (Array.isArray(v)) attrs[k] = v.map((x) => (typeof x === 'string' ? this.intern(x) : x));
      else if (typeof v === 'number') attrs[k] = v;
      // booleans, objects, null: no filter matches them (see attrMatches), so they are not kept
    }
    return {
      id: r.id,
      gameId: r.gameId,
      price: r.priceFen,
      time: r.createdAt.getTime(),
      districts: r.districtIds,
      tags: r.tags.length ? r.tags.map((t) => this.intern(t)) : EMPTY,
      attrs,
    };
  }

  private intern(s: string): string {
    const hit = this.pool.get(s);
    if (hit !== undefined) return hit;
    // the pool only grows with distinct values; free text in attrs is not filterable, but is bounded anyway
    if (this.pool.size < 100_000) this.pool.set(s, s);
    return s;
  }

  private bucketOf(gameId: number): Bucket {
    let b = this.buckets.get(gameId);
    if (!b) {
      b = { byTime: [], byPrice: [] };
      this.buckets.set(gameId, b);
    }
    return b;
  }

  private insert(e: Entry) {
    for (const b of [this.bucketOf(0), this.bucketOf(e.gameId)]) {
      b.byTime.splice(lowerBound(b.byTime, e, byTime), 0, e);
      b.byPrice.splice(lowerBound(b.byPrice, e, byPrice), 0, e);
    }
  }

  private remove(e: Entry) {
    for (const b of [this.bucketOf(0), this.bucketOf(e.gameId)]) {
      const i = lowerBound(b.byTime, e, byTime);
      if (b.byTime[i] === e) b.byTime.splice(i, 1);
      const j = lowerBound(b.byPrice, e, byPrice);
      if (b.byPrice[j] === e) b.byPrice.splice(j, 1);
    }
  }
}

const EMPTY: readonly string[] = Object.freeze([]);

function same(a: Entry, b: Entry): boolean {
  return (
    a.gameId === b.gameId &&
    a.price === b.price &&
    a.time === b.time &&
    a.districts.length === b.districts.length &&
    a.districts.every((d, i) => d === b.districts[i]) &&
    a.tags.length === b.tags.length &&
    a.tags.every((t, i) => t === b.tags[i]) &&
    JSON.stringify(a.attrs) === JSON.stringify(b.attrs)
  );
}

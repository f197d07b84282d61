import { inAll, KeywordIndex } from './keyword-index.js';
import type { AttrCond, GoodsFilter, SortRank } from './repository.js';

/**
 * The filter and sort fields of every on-sale good, held in memory by each API instance.
 *
 * Why: the list's long tail (a district, two attribute filters, a price band, any of four sorts,
 * pages 1–5) is mostly unique requests, and on PostgreSQL each of them cost a list query that
 * walked an index while re-checking jsonb attributes row by row, plus a count of up to 10,001
 * rows. Here the same filter is one pass over a game's goods and the count comes from the same
 * pass, so totals are exact at every size. The database is then asked for one thing only: the
 * page's rows, by primary key.
 *
 * Layout: per game (and once for all games) two tables, one per sort key (created time, price),
 * each holding its goods in ascending (key, id) order as typed-array columns. A scan therefore
 * reads memory sequentially; the first version kept one object per good and spent most of its
 * time on cache misses (≈90 ns a good against ≈3 ns now). Descending sorts scan backwards.
 * Select and multi values become bits of a per-game, per-attribute
 * dictionary (30 values each), tags bits of one dictionary (30 tags). A filter the dictionaries
 * cannot express (an attribute with more distinct values) gets `undefined` back, and the caller
 * asks the database. Keyword terms are looked up in keyword-index.ts (bigram lists) and checked as
 * id bitmaps during the scan.
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
  /** title and description as keyword search sees them (search.ts searchText) */
  text: string;
}

/** District path slots per good: system → operator → area → server. */
const PATH = 4;
/** Bits per dictionary; bit 30 marks an array value (a multi), so a select's `eq` never matches one. */
const CODES = 30;
const ARRAY_FLAG = 1 << CODES;

/** A value dictionary: string → bit number, until it is full. */
class Dict {
  readonly codes = new Map<string, number>();
  overflow = false;
  bit(s: string): number {
    let c = this.codes.get(s);
    if (c === undefined) {
      if (this.codes.size >= CODES) {
        this.overflow = true;
        return 0;
      }
      c = this.codes.size;
      this.codes.set(s, c);
    }
    return 1 << c;
  }
  /** the bit of a known value, 0 when no good has it (then nothing can match it) */
  known(s: string): number {
    const c = this.codes.get(s);
    return c === undefined ? 0 : 1 << c;
  }
}

/** One good, encoded for the tables. */
interface Encoded {
  id: number;
  gameId: number;
  price: number;
  time: number;
  path: number[];
  tags: number;
  nums: Map<string, number>;
  codes: Map<string, number>;
  text: string;
}

/** Goods in ascending (key, id) order, column by column. */
class Table {
  n = 0;
  private cap = 0;
  ids = new Int32Array(0);
  keys = new Float64Array(0);
  price = new Int32Array(0);
  path = new Int32Array(0);
  tags = new Int32Array(0);
  readonly nums = new Map<string, Float64Array>();
  readonly codes = new Map<string, Int32Array>();

  constructor(
    private readonly keyOf: (e: Encoded) => number,
    private readonly withAttrs: boolean,
  ) {}

  /** First position whose (key, id) is not below the probe. */
  lowerBound(key: number, id: number): number {
    let lo = 0;
    let hi = this.n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const k = this.keys[mid]!;
      if (k < key || (k === key && this.ids[mid]! < id)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Builds the table from goods already sorted by (key, id). */
  fill(sorted: Encoded[]) {
    this.n = 0;
    this.grow(sorted.length);
    for (const e of sorted) this.write(this.n++, e);
  }

  insert(e: Encoded) {
    const at = this.lowerBound(this.keyOf(e), e.id);
    this.grow(this.n + 1);
    this.shift(at, this.n, 1);
    this.n++;
    this.write(at, e);
  }

  /** Rewrites a good in place; its (key, id) must be unchanged. Returns false when it is not here. */
  replace(e: Encoded): boolean {
    const at = this.lowerBound(this.keyOf(e), e.id);
    if (at >= this.n || this.ids[at] !== e.id) return false;
    this.write(at, e);
    return true;
  }

  remove(key: number, id: number) {
    const at = this.lowerBound(key, id);
    if (at >= this.n || this.ids[at] !== id) return;
    this.shift(at + 1, this.n, -1);
    this.n--;
  }

  /** Moves rows [from, to) by `by` positions (±1) in every column. */
  private shift(from: number, to: number, by: number) {
    if (from >= to) return;
    this.ids.copyWithin(from + by, from, to);
    this.keys.copyWithin(from + by, from, to);
    this.price.copyWithin(from + by, from, to);
    this.tags.copyWithin(from + by, from, to);
    this.path.copyWithin((from + by) * PATH, from * PATH, to * PATH);
    for (const c of this.nums.values()) c.copyWithin(from + by, from, to);
    for (const c of this.codes.values()) c.copyWithin(from + by, from, to);
  }

  private write(i: number, e: Encoded) {
    this.ids[i] = e.id;
    this.keys[i] = this.keyOf(e);
    this.price[i] = e.price;
    this.tags[i] = e.tags;
    for (let k = 0; k < PATH; k++) this.path[i * PATH + k] = e.path[k] ?? 0;
    if (!this.withAttrs) return;
    for (const [key, col] of this.nums) col[i] = e.nums.get(key) ?? NaN;
    for (const [key, col] of this.codes) col[i] = e.codes.get(key) ?? 0;
    // an attribute no earlier good had: a new column, empty for everyone else
    for (const [key, v] of e.nums) if (!this.nums.has(key)) this.nums.set(key, this.column(Float64Array, NaN, i, v));
    for (const [key, v] of e.codes) if (!this.codes.has(key)) this.codes.set(key, this.column(Int32Array, 0, i, v));
  }

  private column<A extends Float64Array | Int32Array>(
    T: { new (n: number): A },
    empty: number,
    i: number,
    v: number,
  ): A {
    const col = new T(this.cap);
    col.fill(empty);
    col[i] = v;
    return col;
  }

  private grow(need: number) {
    if (need <= this.cap) return;
    const cap = Math.max(need, Math.ceil(this.cap * 1.5), 64);
    const re = <A extends Float64Array | Int32Array>(a: A, T: { new (n: number): A }, per = 1, empty = 0): A => {
      const b = new T(cap * per);
      if (empty !== 0) b.fill(empty);
      b.set(a.subarray(0, this.n * per));
      return b;
    };
    this.ids = re(this.ids, Int32Array);
    this.keys = re(this.keys, Float64Array);
    this.price = re(this.price, Int32Array);
    this.tags = re(this.tags, Int32Array);
    this.path = re(this.path, Int32Array, PATH);
    for (const [k, c] of this.nums) this.nums.set(k, re(c, Float64Array, 1, NaN));
    for (const [k, c] of this.codes) this.codes.set(k, re(c, Int32Array));
    this.cap = cap;
  }
}

const timeKey = (e: Encoded) => e.time;
const priceKey = (e: Encoded) => e.price;

interface Bucket {
  byTime: Table;
  byPrice: Table;
}

export interface IndexPage {
  /** ids of the page, in the sort's order */
  ids: number[];
  /** every match, or undefined when the caller had the count already (the scan stopped early) */
  total?: number;
}

/** An attribute condition compiled against one game's columns. */
type Check =
  | { kind: 'eq'; col: Int32Array; bit: number }
  | { kind: 'in'; col: Int32Array; mask: number }
  | { kind: 'any'; col: Int32Array; mask: number }
  | { kind: 'range'; col: Float64Array; min: number; max: number }
  | { kind: 'none' };

/**
 * A filter's attribute checks grouped by kind, so each loop in `passes` sees one array type
 * (a mixed loop over Int32Array and Float64Array columns was ≈10× slower per row).
 */
class Checks {
  readonly eqCols: Int32Array[] = [];
  readonly eqBits: number[] = [];
  readonly inCols: Int32Array[] = [];
  readonly inMasks: number[] = [];
  readonly anyCols: Int32Array[] = [];
  readonly anyMasks: number[] = [];
  readonly rangeCols: Float64Array[] = [];
  readonly mins: number[] = [];
  readonly maxs: number[] = [];
  size = 0;
  add(c: Exclude<Check, { kind: 'none' }>) {
    this.size++;
    if (c.kind === 'eq') {
      this.eqCols.push(c.col);
      this.eqBits.push(c.bit);
    } else if (c.kind === 'in') {
      this.inCols.push(c.col);
      this.inMasks.push(c.mask);
    } else if (c.kind === 'any') {
      this.anyCols.push(c.col);
      this.anyMasks.push(c.mask);
    } else {
      this.rangeCols.push(c.col);
      this.mins.push(c.min);
      this.maxs.push(c.max);
    }
  }
  /** Same semantics as whereOf in repository.ts. */
  passes(i: number): boolean {
    for (let k = 0; k < this.eqCols.length; k++) if (this.eqCols[k]![i] !== this.eqBits[k]) return false;
    for (let k = 0; k < this.inCols.length; k++) {
      // one of the values, as a plain value: an array (a multi) never counts
      const v = this.inCols[k]![i]!;
      if ((v & this.inMasks[k]!) === 0 || (v & ARRAY_FLAG) !== 0) return false;
    }
    for (let k = 0; k < this.anyCols.length; k++) if ((this.anyCols[k]![i]! & this.anyMasks[k]!) === 0) return false;
    for (let k = 0; k < this.rangeCols.length; k++) {
      const v = this.rangeCols[k]![i]!;
      // NaN (no number there) fails both comparisons
      if (!(v >= this.mins[k]! && v <= this.maxs[k]!)) return false;
    }
    return true;
  }
}

export class ListingIndex {
  /** where each listed good sits: enough to find its rows again */
  private readonly entries = new Map<number, { gameId: number; price: number; time: number }>();
  private readonly buckets = new Map<number, Bucket>();
  private tagDict = new Dict();
  private attrDicts = new Map<number, Map<string, Dict>>();
  private readonly keywords = new KeywordIndex();
  /** Bumped by every change that alters some list: cached pages and counts are keyed by it. */
  version = 0;

  get size() {
    return this.entries.size;
  }

  has(id: number) {
    return this.entries.has(id);
  }

  /** Replaces everything (initial load); only the on-sale rows are kept. */
  load(rows: Iterable<IndexSource>) {
    this.entries.clear();
    this.buckets.clear();
    this.tagDict = new Dict();
    this.attrDicts = new Map();
    const byGame = new Map<number, Encoded[]>();
    const all: Encoded[] = [];
    for (const r of rows) {
      if (r.saleState !== 1) continue;
      const e = this.encode(r);
      this.entries.set(e.id, { gameId: e.gameId, price: e.price, time: e.time });
      all.push(e);
      let list = byGame.get(e.gameId);
      if (!list) byGame.set(e.gameId, (list = []));
      list.push(e);
    }
    const fill = (key: number, list: Encoded[], withAttrs: boolean) => {
      const b = this.bucketOf(key, withAttrs);
      b.byTime.fill(list.sort((a, c) => a.time - c.time || a.id - c.id));
      b.byPrice.fill(list.sort((a, c) => a.price - c.price || a.id - c.id));
    };
    fill(0, all, false);
    for (const [g, list] of byGame) fill(g, list, true);
    this.keywords.load(all);
    this.version++;
  }

  /** A good as it now is in the database: added or moved when on sale, dropped otherwise. Returns whether a list changed. */
  apply(r: IndexSource): boolean {
    const old = this.entries.get(r.id);
    if (old && r.saleState === 1 && this.rewrite(old, r)) {
      this.keywords.set(r.id, r.text);
      this.version++;
      return true;
    }
    if (old) {
      for (const b of [this.bucketOf(0, false), this.bucketOf(old.gameId, true)]) {
        b.byTime.remove(old.time, r.id);
        b.byPrice.remove(old.price, r.id);
      }
      this.entries.delete(r.id);
    }
    if (r.saleState === 1) {
      const e = this.encode(r);
      this.entries.set(e.id, { gameId: e.gameId, price: e.price, time: e.time });
      for (const b of [this.bucketOf(0, false), this.bucketOf(e.gameId, true)]) {
        b.byTime.insert(e);
        b.byPrice.insert(e);
      }
    }
    this.keywords.set(r.id, r.saleState === 1 ? r.text : undefined);
    const changed = !!old || r.saleState === 1;
    if (changed) this.version++;
    return changed;
  }

  /**
   * A listed good whose sort keys (game, price, listing time) stay as they were is rewritten where
   * it sits: O(log n). Removing and inserting it moves every row after it in every column (≈1 ms
   * per good at 200,000), which the first poll after a load paid for every good changed in the
   * look-back window, and title, tag or attribute edits paid each time.
   */
  private rewrite(old: { gameId: number; price: number; time: number }, r: IndexSource): boolean {
    if (old.gameId !== r.gameId || old.price !== r.priceFen || old.time !== r.createdAt.getTime()) return false;
    const e = this.encode(r);
    for (const b of [this.bucketOf(0, false), this.bucketOf(e.gameId, true)]) {
      if (!b.byTime.replace(e) || !b.byPrice.replace(e))
        throw new Error(`listing index: good ${r.id} missing from its tables`);
    }
    return true;
  }

  /**
   * The page [offset, offset + limit) of the goods matching `f` (keyword terms: every `term` a
   * substring of the good's search text), in `sort` order, and the number of matches unless
   * `haveTotal`; undefined
   * when the filter names a value the dictionaries could not hold (ask the database).
   */
  query(f: GoodsFilter, sort: SortRank, offset: number, limit: number, haveTotal: boolean): IndexPage | undefined {
    if (f.attrs?.length && f.gameId === undefined) return undefined;
    const bucket = this.buckets.get(f.gameId ?? 0);
    if (!bucket) return { ids: [], total: haveTotal ? undefined : 0 };
    const priceSort = sort === 'priceasc' || sort === 'pricedesc';
    const t = priceSort ? bucket.byPrice : bucket.byTime;
    let lo = 0;
    let hi = t.n;
    // sorted by price: a price band is a contiguous slice, found by binary search
    if (priceSort && f.priceStartFen !== undefined) lo = t.lowerBound(f.priceStartFen, -Infinity);
    if (priceSort && f.priceEndFen !== undefined) hi = t.lowerBound(f.priceEndFen, Infinity);
    const checkPrice = !priceSort && (f.priceStartFen !== undefined || f.priceEndFen !== undefined);
    const pMin = f.priceStartFen ?? -Infinity;
    const pMax = f.priceEndFen ?? Infinity;
    const district = f.districtId ?? 0;
    let tagMask = 0;
    if (f.tags?.length) {
      if (this.tagDict.overflow) return undefined;
      for (const tag of f.tags) tagMask |= this.tagDict.known(tag);
      if (tagMask === 0) return { ids: [], total: haveTotal ? undefined : 0 };
    }
    const checks = new Checks();
    for (const c of f.attrs ?? []) {
      const ch = this.compile(f.gameId!, t, c);
      if (!ch) return undefined;
      if (ch.kind === 'none') return { ids: [], total: haveTotal ? undefined : 0 };
      checks.add(ch);
    }
    const within =
      f.terms?.map((x) =>
        x.alts?.length ? this.keywords.matchAny([x.term, ...x.alts.map((a) => a.term)]) : this.keywords.match(x.term),
      ) ?? [];
    const { ids: idCol, price, path, tags } = t;
    const end = offset + limit;
    const ids: number[] = [];
    let n = 0;
    const desc = sort === 'timedesc' || sort === 'pricedesc';
    const step = desc ? -1 : 1;
    for (let i = desc ? hi - 1 : lo; desc ? i >= lo : i < hi; i += step) {
      if (checkPrice) {
        const p = price[i]!;
        if (p < pMin || p > pMax) continue;
      }
      if (district !== 0) {
        const b = i * PATH;
        if (path[b] !== district && path[b + 1] !== district && path[b + 2] !== district && path[b + 3] !== district)
          continue;
      }
      if (tagMask !== 0 && (tags[i]! & tagMask) === 0) continue;
      if (checks.size && !checks.passes(i)) continue;
      if (within.length && !inAll(within, idCol[i]!)) continue;
      if (n >= offset && n < end) ids.push(idCol[i]!);
      n++;
      if (haveTotal && n >= end) break;
    }
    return { ids, total: haveTotal ? undefined : n };
  }

  private compile(gameId: number, t: Table, c: AttrCond): Check | undefined {
    if (c.kind === 'range') {
      const col = t.nums.get(c.key);
      return col ? { kind: 'range', col, min: c.min ?? -Infinity, max: c.max ?? Infinity } : { kind: 'none' };
    }
    const dict = this.attrDicts.get(gameId)?.get(c.key);
    const col = t.codes.get(c.key);
    if (!dict || !col) return { kind: 'none' };
    if (dict.overflow) return undefined;
    if (c.kind === 'eq') {
      const bit = dict.known(c.value);
      return bit ? { kind: 'eq', col, bit } : { kind: 'none' };
    }
    let mask = 0;
    for (const v of c.values) mask |= dict.known(v);
    return mask ? { kind: c.kind, col, mask } : { kind: 'none' };
  }

  private encode(r: IndexSource): Encoded {
    let tags = 0;
    for (const tag of r.tags) tags |= this.tagDict.bit(tag);
    const nums = new Map<string, number>();
    const codes = new Map<string, number>();
    let dicts = this.attrDicts.get(r.gameId);
    if (!dicts) this.attrDicts.set(r.gameId, (dicts = new Map()));
    for (const [key, v] of Object.entries(r.attrs ?? {})) {
      if (typeof v === 'number') {
        nums.set(key, v);
        continue;
      }
      if (typeof v !== 'string' && !Array.isArray(v)) continue; // booleans, objects, null: no filter matches them
      let dict = dicts.get(key);
      if (!dict) dicts.set(key, (dict = new Dict()));
      if (typeof v === 'string') codes.set(key, dict.bit(v));
      else {
        let bits = ARRAY_FLAG;
        for (const x of v) if (typeof x === 'string') bits |= dict.bit(x);
        codes.set(key, bits);
      }
    }
    return {
      id: r.id,
      gameId: r.gameId,
      price: r.priceFen,
      time: r.createdAt.getTime(),
      path: r.districtIds,
      tags,
      nums,
      codes,
      text: r.text,
    };
  }

  private bucketOf(key: number, withAttrs: boolean): Bucket {
    let b = this.buckets.get(key);
    if (!b)
      this.buckets.set(key, (b = { byTime: new Table(timeKey, withAttrs), byPrice: new Table(priceKey, withAttrs) }));
    return b;
  }
}

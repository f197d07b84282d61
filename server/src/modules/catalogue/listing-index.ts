import { andInto, count, clear, forEach, has, orInto, Scratch, set, wordsFor, type Bits } from './bitset.js';
import { pageOf, narrowToRun } from './index-page.js';
import { KeywordIndex } from './keyword-index.js';
import { ARRAY_FLAG, Bucket, SlotTable, type Encoded } from './listing-bucket.js';
import type { AttrCond, GoodsFilter, SortRank } from './repository.js';

/**
 * The filter and sort fields of every on-sale good, held in memory by each API instance.
 *
 * Why: the list's long tail (a district, two attribute filters, a price band, any of four sorts,
 * pages 1–50) is mostly unique requests, and on PostgreSQL each of them cost a list query that
 * walked an index while re-checking jsonb attributes row by row, plus a count of up to 10,001
 * rows. Here a filter is answered from memory with an exact total, and the database is asked for
 * one thing only: the page's rows, by primary key.
 *
 * Layout (listing-bucket.ts): per game, and once for all games, a bucket whose goods have dense
 * slots; a bitmap of slots per district node, tag and attribute value; the slots in order per
 * sort key (listing time, price) and per number attribute. A request ANDs the bitmaps of its
 * conditions, narrows to runs of the orders for price and number ranges, counts the bits and
 * reads its page in sort order (index-page.ts): work per request is a few passes over n/32 words,
 * not a pass over n goods (issue 22: the earlier per-game scan was the largest self time under
 * the long-tail mix, 25 % of the list phase's CPU, and held the event loop for up to 200 ms).
 * Select and multi values are bits of a per-game, per-attribute dictionary (30 values each), tags
 * of one dictionary (30 tags): a filter the dictionaries cannot express (an attribute with more
 * distinct values) gets `undefined` back, and the caller asks the database. Keyword terms come
 * from keyword-index.ts.
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

/** Bits per dictionary (bit 30 of a code is ARRAY_FLAG). */
const CODES = 30;

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

export interface IndexPage {
  /** ids of the page, in the sort's order */
  ids: number[];
  /** every match */
  total: number;
}

/** districtGame's mark for a district node seen in more than one game */
const SHARED = -2;

const NONE: IndexPage = Object.freeze({ ids: [], total: 0 }) as IndexPage;

export class ListingIndex {
  /** each listed good's game */
  private readonly gameOf = new Map<number, number>();
  private readonly buckets = new Map<number, Bucket>();
  private readonly slots = new SlotTable();
  /** each district node's game (a district filter without a game reads its game's bucket) */
  private readonly districtGame = new Map<number, number>();
  private tagDict = new Dict();
  private attrDicts = new Map<number, Map<string, Dict>>();
  private readonly keywords = new KeywordIndex();
  private readonly scratch = new Scratch();
  /** Bumped by every change that alters some list: cached pages and counts are keyed by it. */
  version = 0;

  get size() {
    return this.gameOf.size;
  }

  has(id: number) {
    return this.gameOf.has(id);
  }

  /** Replaces everything (initial load); only the on-sale rows are kept. */
  load(rows: Iterable<IndexSource>) {
    this.gameOf.clear();
    this.buckets.clear();
    this.slots.arr = new Int32Array(0);
    this.districtGame.clear();
    this.tagDict = new Dict();
    this.attrDicts = new Map();
    const byGame = new Map<number, Encoded[]>();
    const all: Encoded[] = [];
    const texts: { id: number; text: string }[] = [];
    for (const r of rows) {
      if (r.saleState !== 1) continue;
      const e = this.encode(r);
      this.gameOf.set(e.id, e.gameId);
      all.push(e);
      texts.push({ id: r.id, text: r.text });
      let list = byGame.get(e.gameId);
      if (!list) byGame.set(e.gameId, (list = []));
      list.push(e);
    }
    this.bucketOf(0).fill(all);
    for (const [g, list] of byGame) this.bucketOf(g).fill(list);
    this.keywords.load(texts);
    this.version++;
  }

  /** A good as it now is in the database: added or moved when on sale, dropped otherwise. Returns whether a list changed. */
  apply(r: IndexSource): boolean {
    const oldGame = this.gameOf.get(r.id);
    const onSale = r.saleState === 1;
    const e = onSale ? this.encode(r) : undefined;
    // a listed good whose sort keys stay as they were is rewritten where it sits: moving it would
    // shift every row after it in each order
    if (e && oldGame === e.gameId && this.bucketOf(0).rewrite(e)) {
      if (!this.bucketOf(e.gameId).rewrite(e)) throw new Error(`listing index: good ${r.id} missing from its game`);
    } else {
      if (oldGame !== undefined) {
        this.bucketOf(0).remove(r.id);
        this.bucketOf(oldGame).remove(r.id);
        this.gameOf.delete(r.id);
      }
      if (e) {
        this.gameOf.set(e.id, e.gameId);
        this.bucketOf(0).add(e);
        this.bucketOf(e.gameId).add(e);
      }
    }
    this.keywords.set(r.id, onSale ? r.text : undefined);
    const changed = oldGame !== undefined || onSale;
    if (changed) this.version++;
    return changed;
  }

  /**
   * The page [offset, offset + limit) of the goods matching `f` (keyword terms: every `term`, or
   * one of its `alts`, a substring of the good's search text) in `sort` order, and the number of
   * matches; undefined when the filter names a value the dictionaries could not hold (ask the
   * database).
   *
   * Each condition is a bitmap of the bucket's slots, AND-ed together and counted; a price band
   * or number range is a run of a sorted order; keywords come from the keyword lists. The page is
   * then read in sort order (index-page.ts). Work per request: a few passes over the game's
   * n/32 words, plus the smaller of each run and the remaining matches.
   */
  query(f: GoodsFilter, sort: SortRank, offset: number, limit: number): IndexPage | undefined {
    if (f.attrs?.length && f.gameId === undefined) return undefined;
    let gameId = f.gameId ?? 0;
    if (f.districtId !== undefined && f.gameId === undefined) {
      gameId = this.districtGame.get(f.districtId) ?? -1;
      // a node shared by two games' trees (never made by the catalogue): the database answers
      if (gameId === SHARED) return undefined;
    }
    const b = this.buckets.get(gameId);
    if (!b || b.size === 0) return NONE;
    const words = wordsFor(b.used);
    const R = this.scratch.copy(0, b.occupied, words);
    if (f.districtId !== undefined) {
      const d = b.districts.get(f.districtId);
      if (!d) return NONE;
      andInto(R, d, words);
    }
    if (f.tags?.length) {
      if (this.tagDict.overflow) return undefined;
      const T = this.scratch.zeroed(1, words);
      let any = false;
      for (const tag of f.tags) {
        const c = this.tagDict.codes.get(tag);
        const bits = c === undefined ? undefined : b.tagBits[c];
        if (bits) {
          any = true;
          orInto(T, bits, words);
        }
      }
      if (!any) return NONE;
      andInto(R, T, words);
    }
    const ranges: Extract<AttrCond, { kind: 'range' }>[] = [];
    for (const c of f.attrs ?? []) {
      if (c.kind === 'range') {
        ranges.push(c);
        continue;
      }
      const dict = this.attrDicts.get(gameId)?.get(c.key);
      const a = b.attrBits.get(c.key);
      if (!dict || !a) return NONE;
      if (dict.overflow) return undefined;
      const T = this.scratch.zeroed(1, words);
      let any = false;
      for (const v of c.kind === 'eq' ? [c.value] : c.values) {
        const code = dict.codes.get(v);
        if (code === undefined) continue;
        // eq and in: the plain value; any: also a list holding it
        for (const bits of c.kind === 'any' ? [a.plain[code], a.arr[code]] : [a.plain[code]]) {
          if (!bits) continue;
          any = true;
          orInto(T, bits, words);
        }
      }
      if (!any) return NONE;
      andInto(R, T, words);
    }
    const priceSort = sort === 'priceasc' || sort === 'pricedesc';
    const order = priceSort ? b.byPrice : b.byTime;
    let from = 0;
    let to = order.n;
    if (f.priceStartFen !== undefined || f.priceEndFen !== undefined) {
      const min = f.priceStartFen ?? -Infinity;
      const max = f.priceEndFen ?? Infinity;
      const lo = b.byPrice.lowerBound(min, -Infinity);
      const hi = b.byPrice.lowerBound(max, Infinity);
      if (lo >= hi) return NONE;
      narrowToRun(R, words, b.byPrice, lo, hi, b.price, min, max, this.scratch);
      if (priceSort) {
        from = lo;
        to = hi;
      }
    }
    for (const c of ranges) {
      const num = b.nums.get(c.key);
      if (!num) return NONE;
      const min = c.min ?? -Infinity;
      const max = c.max ?? Infinity;
      const lo = num.order.lowerBound(min, -Infinity);
      const hi = num.order.lowerBound(max, Infinity);
      if (lo >= hi) return NONE;
      narrowToRun(R, words, num.order, lo, hi, num.vals, min, max, this.scratch);
    }
    for (const t of f.terms ?? []) this.narrowToTerm(b, R, words, t);
    const total = count(R, words);
    const desc = sort === 'timedesc' || sort === 'pricedesc';
    return { ids: pageOf(order, R, words, total, offset, limit, desc, this.scratch, from, to), total };
  }

  /**
   * Keeps in `R` the goods whose text holds the term or one of its other spellings. The keyword
   * lists are bitmaps over ids: in the bucket of all games (slot = id) they AND in word by word; in
   * a game's bucket either each match is looked up in them or, when the lists hold fewer goods
   * than the matches, the lists' goods are mapped to slots. Texts are read only for candidates
   * that are not proof (a term over three characters, a good changed since the lists were built).
   */
  private narrowToTerm(b: Bucket, R: Bits, words: number, t: NonNullable<GoodsFilter['terms']>[number]) {
    const kw = this.keywords;
    const spellings = t.alts?.length ? [t.term, ...t.alts.map((a) => a.term)] : [t.term];
    const looks = spellings.map((term) => ({ term, ...kw.lookup(term) }));
    const T = this.scratch.zeroed(1, words);
    if (b.slotIsId) for (const l of looks) orInto(T, l.bits, words);
    else {
      const listed = looks.reduce((n, l) => n + l.n, 0);
      if (listed < count(R, words))
        for (const l of looks)
          forEach(l.bits, l.bits.length, (id) => {
            const s = this.slots.get(id);
            if (s >= 0 && s < b.used && b.ids[s] === id) set(T, s);
          });
      else {
        const ids = b.ids;
        forEach(R, words, (s) => {
          const id = ids[s]!;
          for (const l of looks)
            if (has(l.bits, id)) {
              set(T, s);
              return;
            }
        });
      }
    }
    andInto(R, T, words);
    const changed = kw.changedSize > 0;
    if (!changed && looks.every((l) => l.exact)) return;
    const ids = b.ids;
    forEach(R, words, (s) => {
      const id = ids[s]!;
      const stale = changed && kw.isChanged(id);
      for (const l of looks) if (has(l.bits, id) && ((l.exact && !stale) || kw.textHas(id, l.term))) return;
      clear(R, s);
    });
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
        if (Number.isFinite(v)) nums.set(key, v);
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
    for (const node of r.districtIds) {
      const g = this.districtGame.get(node);
      if (g === undefined) this.districtGame.set(node, r.gameId);
      else if (g !== r.gameId) this.districtGame.set(node, SHARED);
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
    };
  }

  private bucketOf(gameId: number): Bucket {
    let b = this.buckets.get(gameId);
    if (!b) this.buckets.set(gameId, (b = new Bucket(gameId === 0, this.slots)));
    return b;
  }
}

import { andAny, andInto, count, clear, has, Scratch, wordsFor, type Bits } from './bitset.js';
import { pageOf, narrowToRun } from './index-page.js';
import { KeywordIndex } from './keyword-index.js';
import { ARRAY_FLAG, Bucket, Columns, Dict, RUN_BLOCK, type Encoded } from './listing-bucket.js';
import { RankTable } from './sorted-rows.js';
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
 * Layout (listing-bucket.ts): the goods' filter values in columns by id; per game, and once for
 * all games, a bitmap over ids per district node, tag and attribute value, and the goods in order
 * per sort key and number attribute. A request ANDs its conditions' bitmaps, narrows to runs of
 * the orders for ranges, counts the bits and reads its page in sort order (index-page.ts): a few
 * passes over maxId/32 words, not a pass over the game's goods (issue 22: that scan was 25 % of
 * the long-tail list phase's CPU and held the event loop for up to 200 ms).
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
  private cols = new Columns();
  private ranks = { time: new RankTable(), price: new RankTable() };
  /** each district node's game (a district filter without a game reads its game's bucket) */
  private readonly districtGame = new Map<number, number>();
  private tagDict = new Dict();
  private attrDicts = new Map<number, Map<string, Dict>>();
  private readonly keywords = new KeywordIndex();
  private readonly scratch = new Scratch();
  /** Bumped by every change that alters some list: cached pages and counts are keyed by it. */
  version = 0;
  private readonly listeners: ((id: number | undefined) => void)[] = [];

  /** `runBlock`: rows per prefix step of the range orders (listing-bucket.ts RUN_BLOCK; tests make it small) */
  constructor(private readonly runBlock = RUN_BLOCK) {}

  /** Calls `f` with each good's id as its change is applied, and with undefined on a (re)load. */
  onChange(f: (id: number | undefined) => void) {
    this.listeners.push(f);
  }

  get size() {
    return this.gameOf.size;
  }

  has(id: number) {
    return this.gameOf.has(id);
  }

  /** Replaces everything (initial load); only the on-sale rows are kept. */
  load(rows: Iterable<IndexSource>) {
    const all = Array.isArray(rows) ? (rows as IndexSource[]) : [...rows];
    const loading = this.startLoad(all.reduce((m, r) => (r.saleState === 1 && r.id > m ? r.id : m), 0));
    loading.add(all);
    loading.finish();
  }

  /**
   * A load in batches, as the sync reads the goods: each batch is encoded into the columns as it
   * comes, so the rows never all live at once (at 200,000 goods they were the load's peak heap,
   * which V8 kept committed long after). `maxId` sizes the columns once (grown step by step, the
   * outgrown copies stayed in the RSS). The index answers nothing useful until `finish`.
   */
  startLoad(maxId: number) {
    this.gameOf.clear();
    this.buckets.clear();
    this.cols = new Columns();
    this.cols.reserve(maxId + 1);
    this.ranks = { time: new RankTable(), price: new RankTable() };
    this.districtGame.clear();
    this.tagDict = new Dict();
    this.attrDicts = new Map();
    const byGame = new Map<number, number[]>();
    const texts: { id: number; text: string }[] = [];
    return {
      add: (rows: Iterable<IndexSource>) => {
        for (const r of rows) {
          if (r.saleState !== 1) continue;
          this.cols.write(this.encode(r));
          this.gameOf.set(r.id, r.gameId);
          texts.push({ id: r.id, text: r.text });
          let list = byGame.get(r.gameId);
          if (!list) byGame.set(r.gameId, (list = []));
          list.push(r.id);
        }
      },
      finish: () => {
        this.bucketOf(0).fill(Int32Array.from(texts, (t) => t.id));
        for (const [g, ids] of byGame) this.bucketOf(g).fill(Int32Array.from(ids));
        this.keywords.load(texts);
        this.version++;
        for (const f of this.listeners) f(undefined);
      },
    };
  }

  /** A good as it now is in the database: added or moved when on sale, dropped otherwise. Returns whether a list changed. */
  apply(r: IndexSource): boolean {
    const id = r.id;
    const oldGame = this.gameOf.get(id);
    const onSale = r.saleState === 1;
    const e = onSale ? this.encode(r) : undefined;
    const { cols } = this;
    if (e && oldGame === e.gameId && cols.price[id] === e.price && cols.time[id] === e.time) {
      // same game and sort keys: rewritten where it sits (moving it would shift every row after
      // it in both orders of both buckets)
      const both = [this.bucketOf(0), this.bucketOf(oldGame)];
      for (const b of both) b.restamp(id, false);
      cols.write(e);
      for (const b of both) b.restamp(id, true);
    } else {
      if (oldGame !== undefined) {
        this.bucketOf(0).remove(id);
        this.bucketOf(oldGame).remove(id);
        this.gameOf.delete(id);
      }
      if (e) {
        cols.write(e);
        this.gameOf.set(id, e.gameId);
        this.bucketOf(0).add(id);
        this.bucketOf(e.gameId).add(id);
      }
    }
    this.keywords.set(id, onSale ? r.text : undefined);
    const changed = oldGame !== undefined || onSale;
    if (changed) this.version++;
    for (const f of this.listeners) f(id);
    return changed;
  }

  /**
   * The page [offset, offset + limit) of the goods matching `f` (keyword terms: every `term`, or
   * one of its `alts`, a substring of the good's search text) in `sort` order, and the number of
   * matches; undefined when the filter names a value the dictionaries could not hold (ask the
   * database).
   *
   * Each condition is a bitmap over ids, AND-ed together and counted; a price band or number range
   * is a run of a sorted order; keywords come from the keyword lists; the page is then read in sort
   * order (index-page.ts).
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
    const words = wordsFor(this.cols.cap);
    const R = this.scratch.copy(0, b.occupied, words);
    if (f.districtId !== undefined) {
      const d = b.districts.get(f.districtId);
      if (!d) return NONE;
      andInto(R, d, words);
    }
    if (f.tags?.length) {
      if (this.tagDict.overflow) return undefined;
      const any: Bits[] = [];
      for (const tag of f.tags) {
        const c = this.tagDict.codes.get(tag);
        const bits = c === undefined ? undefined : b.tagBits[c];
        if (bits) any.push(bits);
      }
      if (!any.length) return NONE;
      andAny(R, any, words, this.scratch);
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
      const any: Bits[] = [];
      for (const v of c.kind === 'eq' ? [c.value] : c.values) {
        const code = dict.codes.get(v);
        if (code === undefined) continue;
        // eq and in: the plain value; any: also a list holding it
        for (const bits of c.kind === 'any' ? [a.plain[code], a.arr[code]] : [a.plain[code]]) if (bits) any.push(bits);
      }
      if (!any.length) return NONE;
      andAny(R, any, words, this.scratch);
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
      narrowToRun(R, words, b.byPrice, lo, hi, this.scratch);
      if (priceSort) {
        from = lo;
        to = hi;
      }
    }
    for (const c of ranges) {
      const order = b.nums.get(c.key);
      // no order: no good of the game holds a number for this attribute
      if (!order) return NONE;
      const min = c.min ?? -Infinity;
      const max = c.max ?? Infinity;
      const lo = order.lowerBound(min, -Infinity);
      const hi = order.lowerBound(max, Infinity);
      if (lo >= hi) return NONE;
      narrowToRun(R, words, order, lo, hi, this.scratch);
    }
    for (const t of f.terms ?? []) this.narrowToTerm(R, words, t);
    const total = count(R, words);
    const desc = sort === 'timedesc' || sort === 'pricedesc';
    return { ids: pageOf(order, R, words, total, offset, limit, desc, this.scratch, from, to), total };
  }

  /**
   * Keeps in `R` the goods whose text holds the term or one of its other spellings: the keyword
   * lookups are bitmaps over ids like R, so they AND in word by word. Texts are read only for the
   * goods changed since the lists were built (their bits may be stale).
   */
  private narrowToTerm(R: Bits, words: number, t: NonNullable<GoodsFilter['terms']>[number]) {
    const kw = this.keywords;
    const spellings = t.alts?.length ? [t.term, ...t.alts.map((a) => a.term)] : [t.term];
    // each spelling's lookup is exact on R's members (the rest of its bits may be unread candidates)
    const looks = spellings.map((term) => ({ term, bits: kw.lookup(term, R, words) }));
    andAny(
      R,
      looks.map((l) => l.bits),
      words,
      this.scratch,
    );
    // goods change all the time (every sale), but few at once: visit the changed, not the matches
    const keeps = (id: number) => looks.some((l) => has(l.bits, id) && kw.textHas(id, l.term));
    for (const id of kw.changedIds()) if (has(R, id) && !keeps(id)) clear(R, id);
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
    if (!b) {
      // the bucket of all games has its own ranks; the games' buckets share theirs (a good is in one game)
      const ranks = gameId === 0 ? { time: new RankTable(), price: new RankTable() } : this.ranks;
      this.buckets.set(gameId, (b = new Bucket(this.cols, gameId !== 0, ranks, this.runBlock)));
    }
    return b;
  }
}

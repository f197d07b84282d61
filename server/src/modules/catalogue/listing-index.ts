import { andAny, andInto, count, Scratch, type Bits } from './bitset.js';
import { narrowToRun, narrowToTerm, pageOf } from './index-page.js';
import { KeywordIndex } from './keyword-index.js';
import { ARRAY_FLAG, Bucket, Columns, Dict, RUN_BLOCK, runBlockFor, type Encoded } from './listing-bucket.js';
import { Slots } from './listing-slots.js';
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
 * Layout (listing-bucket.ts): each listed good holds a slot, a game's goods neighbouring slots
 * (its window, listing-slots.ts); the goods' filter values are in columns by slot; per game, and
 * once for all games, a bitmap over the game's window per district node, tag and attribute
 * value, and the goods in order per sort key and number attribute. A request ANDs its
 * conditions' bitmaps, narrows to runs of the orders for ranges, counts the bits and reads its
 * page in sort order (index-page.ts): a few passes over the game's window (a twentieth of the
 * slots for one game of twenty), not a pass over the game's goods (issue 22: that scan was 25 %
 * of the long-tail list phase's CPU and held the event loop for up to 200 ms).
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
  private slots = new Slots();
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

  /** `runBlock`: the most rows per prefix step of the range orders (listing-bucket.ts RUN_BLOCK; tests make it small) */
  constructor(private readonly runBlock = RUN_BLOCK) {}

  /** Calls `f` with each good's id as its change is applied, and with undefined on a (re)load. */
  onChange(f: (id: number | undefined) => void) {
    this.listeners.push(f);
  }

  get size() {
    return this.slots.size;
  }

  has(id: number) {
    return this.slots.of(id) !== undefined;
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
    this.slots = new Slots();
    this.buckets.clear();
    // written by id as the rows come, moved to slots once every game's count is known (finish)
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
          texts.push({ id: r.id, text: r.text });
          let list = byGame.get(r.gameId);
          if (!list) byGame.set(r.gameId, (list = []));
          list.push(r.id);
        }
      },
      finish: () => {
        const { to, windows } = this.slots.layout(byGame, this.cols.cap);
        this.cols = this.cols.moved(to, this.slots.count);
        for (const t of texts) t.id = to[t.id]!;
        this.bucketOf(0, 0, texts.length).fill(Int32Array.from(texts, (t) => t.id));
        for (const w of windows) this.bucketOf(w.gameId, w.base, w.slots.length).fill(w.slots);
        this.keywords.load(texts);
        this.version++;
        for (const f of this.listeners) f(undefined);
      },
    };
  }

  /** A good as it now is in the database: added or moved when on sale, dropped otherwise. Returns whether a list changed. */
  apply(r: IndexSource): boolean {
    const id = r.id;
    const slot = this.slots.of(id);
    const oldGame = slot === undefined ? undefined : this.slots.gameAt.arr[slot]!;
    const onSale = r.saleState === 1;
    const e = onSale ? this.encode(r) : undefined;
    const { cols } = this;
    if (e && slot !== undefined && oldGame === e.gameId && cols.price[slot] === e.price && cols.time[slot] === e.time) {
      // same game and sort keys: rewritten where it sits (moving it would shift every row after
      // it in both orders of both buckets)
      e.id = slot;
      const both = [this.bucketOf(0), this.bucketOf(oldGame)];
      for (const b of both) b.restamp(slot, false);
      cols.write(e);
      for (const b of both) b.restamp(slot, true);
      this.keywords.set(slot, r.text);
    } else {
      // a good staying in its game keeps its slot (and its keyword entries, when its text is the same)
      const keep = slot !== undefined && e?.gameId === oldGame ? slot : undefined;
      if (slot !== undefined) {
        this.bucketOf(0).remove(slot);
        this.bucketOf(oldGame!).remove(slot);
        if (keep === undefined) {
          this.keywords.set(slot, undefined);
          this.slots.free(id, slot);
        }
      }
      if (e) {
        const at = keep ?? this.takeSlot(e.gameId);
        e.id = at;
        this.slots.put(id, at, e.gameId);
        cols.write(e);
        this.bucketOf(0).add(at);
        this.bucketOf(e.gameId).add(at);
        this.keywords.set(at, r.text);
      }
    }
    const changed = oldGame !== undefined || onSale;
    if (changed) this.version++;
    for (const f of this.listeners) f(id);
    return changed;
  }

  /** A free slot of the game's window (a game new to this instance: its bucket's window starts there). */
  private takeSlot(gameId: number): number {
    const { slot, stretch } = this.slots.take(gameId, this.buckets.get(gameId)?.size ?? 0);
    if (stretch !== undefined) this.bucketOf(gameId, stretch);
    return slot;
  }

  /**
   * The page [offset, offset + limit) of the goods matching `f` (keyword terms: every `term`, or
   * one of its `alts`, a substring of the good's search text) in `sort` order, and the number of
   * matches; undefined when the filter names a value the dictionaries could not hold (ask the
   * database).
   *
   * Each condition is a bitmap over the bucket's window of slots, AND-ed together and counted; a
   * price band or number range is a run of a sorted order; keywords come from the keyword lists;
   * the page is then read in sort order (index-page.ts) and its slots turned back into ids.
   */
  query(f: GoodsFilter, sort: SortRank, offset: number, limit: number): IndexPage | undefined {
    if (f.attrs?.length && f.gameId === undefined) return undefined;
    const gameId = this.gameFor(f);
    // a node shared by two games' trees (never made by the catalogue): the database answers
    if (gameId === SHARED) return undefined;
    const b = this.buckets.get(gameId);
    if (!b || b.size === 0) return NONE;
    // R covers the bucket's window: word 0 is word `off` of the keyword lists
    const words = b.words;
    const off = b.base >>> 5;
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
    for (const t of f.terms ?? []) narrowToTerm(R, words, off, t, this.keywords, this.scratch);
    const total = count(R, words);
    const desc = sort === 'timedesc' || sort === 'pricedesc';
    const slots = pageOf(order, R, words, total, offset, limit, desc, this.scratch, from, to);
    const idOf = this.slots.idOf.arr;
    return { ids: slots.map((slot) => idOf[slot]!), total };
  }

  /**
   * Before `query(f, …)`: reads the texts its longer keywords would read, a slice of the event loop
   * at a time (keyword-index.ts readAhead), so that the query itself stays short.
   */
  async prepare(f: GoodsFilter): Promise<void> {
    const b = this.buckets.get(this.gameFor(f));
    for (const t of b ? (f.terms ?? []) : [])
      for (const term of [t.term, ...(t.alts ?? []).map((a) => a.term)])
        await this.keywords.readAhead(term, b!.base >>> 5, b!.words);
  }

  /** The bucket a filter reads: its game's, its district node's game's (-1: an unknown node, SHARED), or all games' (0). */
  private gameFor(f: GoodsFilter): number {
    return f.gameId ?? (f.districtId === undefined ? 0 : (this.districtGame.get(f.districtId) ?? -1));
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

  /** A game's bucket (0: all games); made for about `goods` goods, its window starting at `base`, when it has none. */
  private bucketOf(gameId: number, base = 0, goods = 0): Bucket {
    let b = this.buckets.get(gameId);
    if (!b) {
      // the bucket of all games has its own ranks; the games' buckets share theirs (a good is in one game)
      const ranks = gameId === 0 ? { time: new RankTable(), price: new RankTable() } : this.ranks;
      b = new Bucket(this.cols, gameId !== 0, ranks, runBlockFor(goods, this.runBlock), base, this.slots.idOf);
      this.buckets.set(gameId, b);
    }
    return b;
  }
}

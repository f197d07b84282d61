import { clear, grown, set, wordsFor, type Bits } from './bitset.js';
import { RankTable, SortedRows, type SlotIds } from './sorted-rows.js';

/** District path slots per good: system → operator → area → server. */
export const PATH = 4;
/** Bit 30 of an attribute's code marks an array value (a multi), so a select's `eq` never matches one. */
export const ARRAY_FLAG = 1 << 30;

/** Rows per prefix step of the orders a range reads (sorted-rows.ts): a range marks at most twice this many rows. */
export const RUN_BLOCK = 4096;

/**
 * The prefix step for a bucket of about `goods` goods, at most `most`: about 32 prefixes per
 * order. A prefix is a bitmap over the bucket's window (goods/8 bytes), so a game's orders can
 * afford small steps, and a range over a game's goods then reads at most 2·step single rows: with
 * RUN_BLOCK for every bucket, a price band narrower than 4,096 rows read every row of the band,
 * the largest self time of the index (30 % of its queries' CPU under the long-tail mix).
 */
export function runBlockFor(goods: number, most: number): number {
  let step = 256;
  while (step < goods / 32 && step < most) step *= 2;
  return Math.min(step, most);
}

/** Bits per dictionary (bit 30 of a code is ARRAY_FLAG). */
const CODES = 30;

/** A value dictionary: string → bit number, until it is full. */
export class Dict {
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

/** One good, encoded against the dictionaries (listing-index.ts). */
export interface Encoded {
  /** the good's slot in the index (listing-index.ts), not its id */
  id: number;
  gameId: number;
  price: number;
  time: number;
  path: number[];
  /** tag bits (tag dictionary) */
  tags: number;
  nums: Map<string, number>;
  /** per attribute: value bits of the game's dictionary, ARRAY_FLAG for a list */
  codes: Map<string, number>;
}

/**
 * What the index keeps of each listed good, by slot: the values a condition, a sort or a removal
 * reads. One set for all buckets (a good's values are the same in its game's bucket and in the
 * bucket of all games). An attribute's column holds the good's value under its own game's
 * dictionary, so games whose templates share a key share its column.
 */
export class Columns {
  /** ids below this have room */
  cap = 0;
  /** a Float64Array like the number attributes' columns and the sort orders' keys */
  price = new Float64Array(0);
  time = new Float64Array(0);
  tags = new Int32Array(0);
  path = new Int32Array(0);
  readonly codes = new Map<string, Int32Array>();
  /** NaN: no number */
  readonly nums = new Map<string, Float64Array>();

  write(e: Encoded) {
    this.reserve(e.id + 1);
    const i = e.id;
    this.price[i] = e.price;
    this.time[i] = e.time;
    this.tags[i] = e.tags;
    for (let k = 0; k < PATH; k++) this.path[i * PATH + k] = e.path[k] ?? 0;
    for (const col of this.codes.values()) col[i] = 0;
    for (const [key, v] of e.codes) {
      let col = this.codes.get(key);
      if (!col) this.codes.set(key, (col = new Int32Array(this.cap)));
      col[i] = v;
    }
    for (const col of this.nums.values()) col[i] = NaN;
    for (const [key, v] of e.nums) {
      let col = this.nums.get(key);
      if (!col) this.nums.set(key, (col = new Float64Array(this.cap).fill(NaN)));
      col[i] = v;
    }
  }

  /** Room for ids below `n` (a load reserves for its largest id first: grown step by step, the
   * columns' outgrown copies stayed in the process's RSS). */
  reserve(n: number) {
    if (n <= this.cap) return;
    const cap = Math.max(n, Math.ceil(this.cap * 1.5), 64);
    const re = <A extends Int32Array | Float64Array>(a: A, T: { new (n: number): A }, per = 1, empty = 0): A => {
      const b = new T(cap * per);
      if (empty !== 0) b.fill(empty);
      b.set(a);
      return b;
    };
    this.price = re(this.price, Float64Array);
    this.time = re(this.time, Float64Array);
    this.tags = re(this.tags, Int32Array);
    this.path = re(this.path, Int32Array, PATH);
    for (const [k, c] of this.codes) this.codes.set(k, re(c, Int32Array));
    for (const [k, c] of this.nums) this.nums.set(k, re(c, Float64Array, 1, NaN));
    this.cap = cap;
  }

  /** The same goods in other rows: row `to[i]` of the result is row i here (skipped where `to[i]` < 0). */
  moved(to: Int32Array, cap: number): Columns {
    const c = new Columns();
    c.reserve(cap);
    const n = Math.min(to.length, this.cap);
    const move = <A extends Int32Array | Float64Array>(from: A, into: A) => {
      for (let i = 0; i < n; i++) if (to[i]! >= 0) into[to[i]!] = from[i]!;
    };
    move(this.price, c.price);
    move(this.time, c.time);
    move(this.tags, c.tags);
    for (let i = 0; i < n; i++)
      if (to[i]! >= 0) for (let k = 0; k < PATH; k++) c.path[to[i]! * PATH + k] = this.path[i * PATH + k]!;
    for (const [key, col] of this.codes) {
      const into = new Int32Array(c.cap);
      move(col, into);
      c.codes.set(key, into);
    }
    for (const [key, col] of this.nums) {
      const into = new Float64Array(c.cap).fill(NaN);
      move(col, into);
      c.nums.set(key, into);
    }
    return c;
  }
}

/** An attribute's goods per dictionary bit: plain values and values inside a list apart. */
interface AttrBits {
  plain: (Bits | undefined)[];
  arr: (Bits | undefined)[];
}

/** The rank tables the games' buckets share (a good is in one game's orders). */
export interface GameRanks {
  time: RankTable;
  price: RankTable;
}

/**
 * The goods of one game (or, once more, of all games) as the listing index filters them: a bitmap
 * of the listed goods, one per district node, tag and attribute value, and the goods in order per
 * sort key (listing time, price) and per number attribute.
 *
 * A game's goods hold neighbouring slots (listing-slots.ts), so its bitmaps cover only its window
 * of the slots, from `base` (bit 0) up: a few hundred words for a game of 10,000 goods where
 * bitmaps over all ids were 6,250 words at 200,000 goods, for every condition of every request.
 * The keyword lists cover all slots: a game's window is a word-aligned stretch of them, so a
 * keyword still ANDs in word by word. The bucket of all games has base 0 and keeps no districts
 * or attributes: a game's bucket answers those.
 */
export class Bucket {
  size = 0;
  /** the window's length in words (every bitmap has room for it) */
  words = 0;
  occupied: Bits = new Uint32Array(0);
  readonly byTime: SortedRows;
  readonly byPrice: SortedRows;
  readonly districts = new Map<number, Bits>();
  readonly tagBits: (Bits | undefined)[] = [];
  readonly attrBits = new Map<string, AttrBits>();
  /** per number attribute: the goods holding one, by value */
  readonly nums = new Map<string, SortedRows>();

  constructor(
    private readonly cols: Columns,
    /** false for the bucket of all games */
    private readonly perGame: boolean,
    ranks: GameRanks,
    /** rows per prefix step of the range orders (runBlockFor; tests make it small) */
    private readonly runBlock: number,
    /** the window's first slot, a multiple of 32 */
    readonly base: number,
    /** each slot's good id (orders break ties by it) */
    private readonly idOf: SlotIds,
  ) {
    this.byTime = new SortedRows(ranks.time, 0, base, idOf);
    this.byPrice = new SortedRows(ranks.price, runBlock, base, idOf);
  }

  /** Adds goods already written to the columns at once (the initial load): orders are sorted once. */
  fill(ids: Int32Array) {
    const { cols } = this;
    // every bitmap made at its final size, not grown slot by slot (see Columns.reserve)
    let maxId = this.base;
    for (const id of ids) if (id > maxId) maxId = id;
    this.reserve(wordsFor(maxId - this.base + 1));
    for (const id of ids) this.mark(id, true);
    this.byTime.build(
      Float64Array.from(ids, (id) => cols.time[id]!),
      ids,
    );
    this.byPrice.build(
      Float64Array.from(ids, (id) => cols.price[id]!),
      ids,
    );
    if (!this.perGame) return;
    for (const [key, col] of cols.nums) {
      const having = ids.filter((id) => !Number.isNaN(col[id]!));
      if (having.length)
        this.numOrder(key).build(
          Float64Array.from(having, (id) => col[id]!),
          having,
        );
    }
  }

  /** A good already written to the columns. */
  add(id: number) {
    const { cols } = this;
    this.mark(id, true);
    this.byTime.insert(cols.time[id]!, id);
    this.byPrice.insert(cols.price[id]!, id);
    if (this.perGame) this.orderNums(id, true);
  }

  /** A good still in the columns as it was added. */
  remove(id: number) {
    const { cols } = this;
    this.mark(id, false);
    this.byTime.remove(cols.time[id]!, id);
    this.byPrice.remove(cols.price[id]!, id);
    if (this.perGame) this.orderNums(id, false);
  }

  /**
   * Before (`on` false) and after (true) a good's columns are rewritten in place (same sort keys):
   * its bitmaps and number orders follow, its rows in the sort orders stay.
   */
  restamp(id: number, on: boolean) {
    this.mark(id, on);
    if (this.perGame) this.orderNums(id, on);
  }

  private orderNums(id: number, on: boolean) {
    for (const [key, col] of this.cols.nums) {
      const v = col[id]!;
      if (Number.isNaN(v)) continue;
      if (on) this.numOrder(key).insert(v, id);
      else this.nums.get(key)?.remove(v, id);
    }
  }

  private numOrder(key: string): SortedRows {
    let o = this.nums.get(key);
    if (!o) this.nums.set(key, (o = new SortedRows(undefined, this.runBlock, this.base, this.idOf)));
    return o;
  }

  /** Sets (or clears) the good's bit in the bitmap of the bucket and of each of its district nodes, tags and attribute values. */
  private mark(id: number, on: boolean) {
    const { cols } = this;
    // its bit in the window
    const i = id - this.base;
    this.reserve(wordsFor(i + 1));
    const flip = on ? set : clear;
    const bitmap = (b: Bits | undefined): Bits => b ?? new Uint32Array(this.words);
    if (on !== ((this.occupied[i >>> 5]! & (1 << (i & 31))) !== 0)) this.size += on ? 1 : -1;
    flip(this.occupied, i);
    for (let t = cols.tags[id]!; t !== 0; t &= t - 1) {
      const c = 31 - Math.clz32(t & -t);
      flip((this.tagBits[c] = bitmap(this.tagBits[c])), i);
    }
    if (!this.perGame) return;
    for (let k = 0; k < PATH; k++) {
      const node = cols.path[id * PATH + k]!;
      if (node === 0) continue;
      const b = bitmap(this.districts.get(node));
      this.districts.set(node, b);
      flip(b, i);
    }
    for (const [key, col] of cols.codes) {
      const v = col[id]!;
      if (v === 0) continue;
      let a = this.attrBits.get(key);
      if (!a) this.attrBits.set(key, (a = { plain: [], arr: [] }));
      const list = (v & ARRAY_FLAG) !== 0 ? a.arr : a.plain;
      for (let x = v & ~ARRAY_FLAG; x !== 0; x &= x - 1) {
        const c = 31 - Math.clz32(x & -x);
        flip((list[c] = bitmap(list[c])), i);
      }
    }
  }

  /** Room for `words` words of the window in every bitmap. */
  private reserve(words: number) {
    if (words <= this.words) return;
    const w = Math.max(words, Math.ceil(this.words * 1.5));
    this.occupied = grown(this.occupied, w);
    for (let c = 0; c < this.tagBits.length; c++) if (this.tagBits[c]) this.tagBits[c] = grown(this.tagBits[c]!, w);
    for (const [k, b] of this.districts) this.districts.set(k, grown(b, w));
    for (const a of this.attrBits.values())
      for (const list of [a.plain, a.arr])
        for (let c = 0; c < list.length; c++) if (list[c]) list[c] = grown(list[c]!, w);
    this.words = w;
  }
}

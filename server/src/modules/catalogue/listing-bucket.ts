import { clear, grown, set, wordsFor, type Bits } from './bitset.js';
import { SortedRows } from './sorted-rows.js';

/** District path slots per good: system → operator → area → server. */
export const PATH = 4;
/** Bit 30 of an attribute's code marks an array value (a multi), so a select's `eq` never matches one. */
export const ARRAY_FLAG = 1 << 30;

/** One good, encoded for a bucket (listing-index.ts encodes it against the dictionaries). */
export interface Encoded {
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

/** An attribute's goods per dictionary bit: plain values and values inside a list apart. */
interface AttrBits {
  plain: (Bits | undefined)[];
  arr: (Bits | undefined)[];
}

/**
 * The goods of one game (or, once more, of all games) as the listing index filters them.
 *
 * Every good has a slot: a game's goods are numbered densely, so its bitmaps are n/32 words long
 * (1,250 words for the 40,000 goods of the largest game at 200,000). The bucket of all games uses
 * the good's id as its slot, so keyword lists (bitmaps over ids) AND into it word by word.
 * Per slot it keeps the columns a condition or a removal needs; per district node, tag and
 * attribute value a bitmap of slots; per sort key and number attribute the slots in order.
 */
/** good id → its slot in its game's bucket (-1: none), shared by the game buckets (a good is in one game). */
export class SlotTable {
  arr = new Int32Array(0);
  get(id: number): number {
    return id < this.arr.length ? this.arr[id]! : -1;
  }
  put(id: number, slot: number) {
    if (id >= this.arr.length) {
      const a = new Int32Array(Math.max(id + 1, Math.ceil(this.arr.length * 1.5), 64)).fill(-1);
      a.set(this.arr);
      this.arr = a;
    }
    this.arr[id] = slot;
  }
}

export class Bucket {
  private readonly free: number[] = [];
  /** slots handed out so far (the high-water mark: bitmaps cover [0, used)) */
  used = 0;
  size = 0;
  private cap = 0;
  ids = new Int32Array(0);
  price = new Int32Array(0);
  time = new Float64Array(0);
  path = new Int32Array(0);
  tags = new Int32Array(0);
  occupied: Bits = new Uint32Array(0);
  readonly byTime = new SortedRows(true);
  readonly byPrice = new SortedRows(true);
  readonly districts = new Map<number, Bits>();
  readonly tagBits: (Bits | undefined)[] = [];
  readonly attrBits = new Map<string, AttrBits>();
  readonly codes = new Map<string, Int32Array>();
  /** per number attribute: slot → value (NaN: none) and the slots holding one, by value */
  readonly nums = new Map<string, { vals: Float64Array; order: SortedRows }>();

  constructor(
    /** the bucket of all games: slot = id, no districts or attributes (a game's bucket answers those) */
    readonly slotIsId: boolean,
    private readonly slotOf: SlotTable,
  ) {}

  slot(id: number): number | undefined {
    const s = this.slotIsId ? id : this.slotOf.get(id);
    return s >= 0 && s < this.cap && this.ids[s] === id && id !== 0 ? s : undefined;
  }

  /** Adds every good at once (the initial load): orders are sorted once, not row by row. */
  fill(list: readonly Encoded[]) {
    for (const e of list) this.place(e);
    const keys = (f: (e: Encoded) => number) => Float64Array.from(list, f);
    const ids = Int32Array.from(list, (e) => e.id);
    const slots = Int32Array.from(list, (e) => this.slot(e.id)!);
    this.byTime.build(
      keys((e) => e.time),
      ids,
      slots,
      this.cap,
    );
    this.byPrice.build(
      keys((e) => e.price),
      ids,
      slots,
      this.cap,
    );
    for (const [key, num] of this.nums) {
      const having = list.filter((e) => e.nums.has(key));
      num.order.build(
        Float64Array.from(having, (e) => e.nums.get(key)!),
        Int32Array.from(having, (e) => e.id),
        Int32Array.from(having, (e) => this.slot(e.id)!),
        this.cap,
      );
    }
  }

  add(e: Encoded) {
    const s = this.place(e);
    this.byTime.insert(e.time, e.id, s, this.cap);
    this.byPrice.insert(e.price, e.id, s, this.cap);
    if (!this.slotIsId) for (const [key, v] of e.nums) this.nums.get(key)!.order.insert(v, e.id, s, this.cap);
  }

  remove(id: number) {
    const s = this.slot(id);
    if (s === undefined) return;
    this.mark(s, false);
    this.byTime.remove(this.time[s]!, id);
    this.byPrice.remove(this.price[s]!, id);
    for (const num of this.nums.values()) {
      const v = num.vals[s]!;
      if (!Number.isNaN(v)) num.order.remove(v, id);
      num.vals[s] = NaN;
    }
    for (const col of this.codes.values()) col[s] = 0;
    this.ids[s] = 0;
    clear(this.occupied, s);
    if (!this.slotIsId) {
      this.slotOf.put(id, -1);
      this.free.push(s);
    }
    this.size--;
  }

  /** Rewrites a good whose sort keys (price, listing time) are unchanged; false when it is not here. */
  rewrite(e: Encoded): boolean {
    const s = this.slot(e.id);
    if (s === undefined || this.price[s] !== e.price || this.time[s] !== e.time) return false;
    this.mark(s, false);
    const known = new Set(this.nums.keys());
    for (const [key, num] of this.nums) {
      const old = num.vals[s]!;
      const now = e.nums.get(key) ?? NaN;
      if (Object.is(old, now)) continue;
      if (!Number.isNaN(old)) num.order.remove(old, e.id);
      if (!Number.isNaN(now)) num.order.insert(now, e.id, s, this.cap);
    }
    this.write(s, e);
    // a number attribute new to this bucket: write() just made its column
    if (!this.slotIsId)
      for (const [key, v] of e.nums) if (!known.has(key)) this.nums.get(key)!.order.insert(v, e.id, s, this.cap);
    this.mark(s, true);
    return true;
  }

  /** Takes a slot for the good and writes its columns and bitmaps (not the orders). */
  private place(e: Encoded): number {
    const s = this.slotIsId ? e.id : (this.free.pop() ?? this.used);
    if (s >= this.used) this.used = s + 1;
    this.reserve(this.used);
    if (!this.slotIsId) this.slotOf.put(e.id, s);
    this.ids[s] = e.id;
    set(this.occupied, s);
    this.write(s, e);
    this.mark(s, true);
    this.size++;
    return s;
  }

  private write(s: number, e: Encoded) {
    this.price[s] = e.price;
    this.time[s] = e.time;
    this.tags[s] = e.tags;
    if (this.slotIsId) return;
    for (let k = 0; k < PATH; k++) this.path[s * PATH + k] = e.path[k] ?? 0;
    for (const col of this.codes.values()) col[s] = 0;
    for (const [key, v] of e.codes) {
      let col = this.codes.get(key);
      if (!col) this.codes.set(key, (col = new Int32Array(this.cap)));
      col[s] = v;
    }
    for (const num of this.nums.values()) num.vals[s] = NaN;
    for (const [key, v] of e.nums) {
      let num = this.nums.get(key);
      if (!num)
        this.nums.set(key, (num = { vals: new Float64Array(this.cap).fill(NaN), order: new SortedRows(false) }));
      num.vals[s] = v;
    }
  }

  /** Sets (or clears) the slot's bit in the bitmap of each of its district nodes, tags and attribute values. */
  private mark(s: number, on: boolean) {
    const words = wordsFor(this.cap);
    const flip = on ? set : clear;
    const bitmap = (b: Bits | undefined): Bits => b ?? new Uint32Array(words);
    for (let t = this.tags[s]!; t !== 0; t &= t - 1) {
      const c = 31 - Math.clz32(t & -t);
      flip((this.tagBits[c] = bitmap(this.tagBits[c])), s);
    }
    if (this.slotIsId) return;
    for (let k = 0; k < PATH; k++) {
      const node = this.path[s * PATH + k]!;
      if (node === 0) continue;
      const b = bitmap(this.districts.get(node));
      this.districts.set(node, b);
      flip(b, s);
    }
    for (const [key, col] of this.codes) {
      const v = col[s]!;
      if (v === 0) continue;
      let a = this.attrBits.get(key);
      if (!a) this.attrBits.set(key, (a = { plain: [], arr: [] }));
      const list = (v & ARRAY_FLAG) !== 0 ? a.arr : a.plain;
      for (let x = v & ~ARRAY_FLAG; x !== 0; x &= x - 1) {
        const c = 31 - Math.clz32(x & -x);
        flip((list[c] = bitmap(list[c])), s);
      }
    }
  }

  /** Room for `slots` slots in every column and bitmap. */
  private reserve(slots: number) {
    if (slots <= this.cap) return;
    const cap = Math.max(slots, Math.ceil(this.cap * 1.5), 64);
    const words = wordsFor(cap);
    const re = <A extends Int32Array | Float64Array>(a: A, T: { new (n: number): A }, per = 1, empty = 0): A => {
      const b = new T(cap * per);
      if (empty !== 0) b.fill(empty);
      b.set(a);
      return b;
    };
    this.ids = re(this.ids, Int32Array);
    this.price = re(this.price, Int32Array);
    this.time = re(this.time, Float64Array);
    this.tags = re(this.tags, Int32Array);
    this.occupied = grown(this.occupied, words);
    for (let c = 0; c < this.tagBits.length; c++) if (this.tagBits[c]) this.tagBits[c] = grown(this.tagBits[c]!, words);
    if (!this.slotIsId) {
      this.path = re(this.path, Int32Array, PATH);
      for (const [k, c] of this.codes) this.codes.set(k, re(c, Int32Array));
      for (const num of this.nums.values()) num.vals = re(num.vals, Float64Array, 1, NaN);
      for (const [k, b] of this.districts) this.districts.set(k, grown(b, words));
      for (const a of this.attrBits.values())
        for (const list of [a.plain, a.arr])
          for (let c = 0; c < list.length; c++) if (list[c]) list[c] = grown(list[c]!, words);
    }
    this.cap = cap;
  }
}

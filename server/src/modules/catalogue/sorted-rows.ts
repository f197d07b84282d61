import { grown, wordsFor } from './bitset.js';

/**
 * An Int32Array by slot (listing-index.ts) that grows, -1 where unset: a good's row in a sort order
 * (the games' orders share one: a good is in one game), or each slot's good id (SlotIds).
 */
export class RankTable {
  arr = new Int32Array(0);
  reserve(n: number) {
    if (n <= this.arr.length) return;
    const a = new Int32Array(Math.max(n, Math.ceil(this.arr.length * 1.5), 64)).fill(-1);
    a.set(this.arr);
    this.arr = a;
  }
}

/** slot → the good's id: orders break ties by id, as the database does, whatever slot a good holds. */
export class SlotIds extends RankTable {}

/**
 * One sort order of a bucket's goods (by slot, listing-index.ts): rows in ascending (key, id) order, and for every good its
 * row (its rank, when the order keeps ranks). The listing index keeps one per sort key (listing time,
 * price) and one per number attribute (a range filter is then a contiguous run of rows).
 *
 * Inserting or removing a row moves the rows after it and updates their ranks: O(n) typed-array
 * work (≈0.1 ms at 40,000 goods), paid per listing change, never per list request.
 */
export class SortedRows {
  n = 0;
  keys = new Float64Array(0);
  ids = new Int32Array(0);

  /**
   * Only for an order made with `block` (the orders a range filter reads: price, number
   * attributes): prefix[k] holds the slots of rows [0, (k+1)·block) as a bitmap over the bucket's window, so that a run of
   * rows is two of them and at most 2·block single rows (index-page.ts narrowToRun), not a mark
   * per row of the run (a price band of a game's goods marked tens of thousands of rows).
   */
  readonly prefix: Uint32Array[] = [];

  constructor(
    private readonly ranks?: RankTable,
    /** rows per prefix step; 0: no prefixes */
    readonly block = 0,
    /** the first slot of the bucket's window: prefix bit 0 is this slot (a multiple of 32) */
    readonly base = 0,
    /** the good id of each slot, for ties; without it a slot is its own id */
    private readonly idOf?: SlotIds,
  ) {}

  /** the id a row's slot breaks ties by */
  private tie(slot: number): number {
    return this.idOf ? this.idOf.arr[slot]! : slot;
  }

  /** id → row (-1: not here, or in another game's order); only for an order made with a RankTable */
  get rank(): Int32Array {
    return this.ranks!.arr;
  }

  /** First row whose (key, good id) is not below the probe. */
  lowerBound(key: number, id: number): number {
    let lo = 0;
    let hi = this.n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const k = this.keys[mid]!;
      if (k < key || (k === key && this.tie(this.ids[mid]!) < id)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Builds the order at once from (key, slot) pairs (the initial load). */
  build(keys: Float64Array, ids: Int32Array) {
    const n = keys.length;
    const order = new Int32Array(n);
    for (let i = 0; i < n; i++) order[i] = i;
    order.sort((a, b) => keys[a]! - keys[b]! || this.tie(ids[a]!) - this.tie(ids[b]!));
    this.n = 0;
    this.grow(n);
    let maxId = 0;
    for (let i = 0; i < n; i++) if (ids[i]! > maxId) maxId = ids[i]!;
    this.ranks?.reserve(maxId + 1);
    for (let r = 0; r < n; r++) {
      const i = order[r]!;
      this.keys[r] = keys[i]!;
      this.ids[r] = ids[i]!;
      if (this.ranks) this.ranks.arr[ids[i]!] = r;
    }
    this.n = n;
    this.prefix.length = 0;
    while (this.block && this.prefix.length < Math.floor(n / this.block)) this.prefix.push(this.nextPrefix());
  }

  insert(key: number, id: number) {
    const at = this.lowerBound(key, this.tie(id));
    this.grow(this.n + 1);
    this.ranks?.reserve(id + 1);
    this.keys.copyWithin(at + 1, at, this.n);
    this.ids.copyWithin(at + 1, at, this.n);
    this.n++;
    this.keys[at] = key;
    this.ids[at] = id;
    this.renumber(at);
    const B = this.block;
    if (!B) return;
    // a prefix whose rows reach past `at` gained the id and lost the row pushed past its end
    for (let k = Math.floor(at / B); k < this.prefix.length; k++) {
      this.markIn(k, id, true);
      this.markIn(k, this.ids[(k + 1) * B]!, false);
    }
    if (Math.floor(this.n / B) > this.prefix.length) this.prefix.push(this.nextPrefix());
  }

  /** Removes the row of (key, id); false when it is not here. */
  remove(key: number, id: number): boolean {
    const at = this.lowerBound(key, this.tie(id));
    if (at >= this.n || this.ids[at] !== id || this.keys[at] !== key) return false;
    if (this.ranks) this.ranks.arr[id] = -1;
    this.keys.copyWithin(at, at + 1, this.n);
    this.ids.copyWithin(at, at + 1, this.n);
    this.n--;
    this.renumber(at);
    const B = this.block;
    if (!B) return true;
    if (Math.floor(this.n / B) < this.prefix.length) this.prefix.pop();
    // a prefix whose rows reached past `at` lost the id and gained the row pulled in at its end
    for (let k = Math.floor(at / B); k < this.prefix.length; k++) {
      this.markIn(k, id, false);
      this.markIn(k, this.ids[(k + 1) * B - 1]!, true);
    }
    return true;
  }

  /** The next prefix (rows [0, (k+1)·block) for k = prefix.length): the last one and the block after it. */
  private nextPrefix(): Uint32Array {
    const k = this.prefix.length;
    const prev = k > 0 ? this.prefix[k - 1]! : new Uint32Array(0);
    let words = prev.length;
    const base = this.base;
    for (let r = k * this.block; r < (k + 1) * this.block; r++)
      words = Math.max(words, wordsFor(this.ids[r]! - base + 1));
    const b = new Uint32Array(words);
    b.set(prev);
    for (let r = k * this.block; r < (k + 1) * this.block; r++) {
      const i = this.ids[r]! - base;
      b[i >>> 5]! |= 1 << (i & 31);
    }
    return b;
  }

  private markIn(k: number, slot: number, on: boolean) {
    const id = slot - this.base;
    let b = this.prefix[k]!;
    if (id >>> 5 >= b.length) {
      if (!on) return;
      b = this.prefix[k] = grown(b, Math.max(wordsFor(id + 1), Math.ceil(b.length * 1.25)));
    }
    if (on) b[id >>> 5]! |= 1 << (id & 31);
    else b[id >>> 5]! &= ~(1 << (id & 31));
  }

  /** ranks of the rows from `at` on, after they moved */
  private renumber(at: number) {
    if (!this.ranks) return;
    const rank = this.ranks.arr;
    for (let r = at; r < this.n; r++) rank[this.ids[r]!] = r;
  }

  private grow(rows: number) {
    if (rows <= this.keys.length) return;
    const cap = Math.max(rows, Math.ceil(this.keys.length * 1.5), 64);
    const k = new Float64Array(cap);
    k.set(this.keys.subarray(0, this.n));
    const i = new Int32Array(cap);
    i.set(this.ids.subarray(0, this.n));
    this.keys = k;
    this.ids = i;
  }
}

/**
 * One sort order of a bucket's goods: rows in ascending (key, id) order, each naming its slot,
 * and for every slot its row (its rank). The listing index keeps one per sort key (listing time,
 * price) and one per number attribute (a range filter is then a contiguous run of rows).
 *
 * Inserting or removing a row moves the rows after it and updates their ranks: O(n) typed-array
 * work (≈0.1 ms at 40,000 goods), paid per listing change, never per list request.
 */
export class SortedRows {
  n = 0;
  keys = new Float64Array(0);
  ids = new Int32Array(0);
  slots = new Int32Array(0);
  /** slot → row, -1 when the slot is not in this order (only kept when `ranked`) */
  rank = new Int32Array(0);

  constructor(private readonly ranked: boolean) {}

  /** First row whose (key, id) is not below the probe. */
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

  /** Builds the order at once from (key, id, slot) triples (the initial load). */
  build(keys: Float64Array, ids: Int32Array, slots: Int32Array, slotCap: number) {
    const n = keys.length;
    const order = new Int32Array(n);
    for (let i = 0; i < n; i++) order[i] = i;
    order.sort((a, b) => keys[a]! - keys[b]! || ids[a]! - ids[b]!);
    this.n = 0;
    this.grow(n, slotCap);
    for (let r = 0; r < n; r++) {
      const i = order[r]!;
      this.keys[r] = keys[i]!;
      this.ids[r] = ids[i]!;
      this.slots[r] = slots[i]!;
      if (this.ranked) this.rank[slots[i]!] = r;
    }
    this.n = n;
  }

  insert(key: number, id: number, slot: number, slotCap: number) {
    const at = this.lowerBound(key, id);
    this.grow(this.n + 1, slotCap);
    this.keys.copyWithin(at + 1, at, this.n);
    this.ids.copyWithin(at + 1, at, this.n);
    this.slots.copyWithin(at + 1, at, this.n);
    this.n++;
    this.keys[at] = key;
    this.ids[at] = id;
    this.slots[at] = slot;
    if (this.ranked) for (let r = at; r < this.n; r++) this.rank[this.slots[r]!] = r;
  }

  /** Removes the row of (key, id); false when it is not here. */
  remove(key: number, id: number): boolean {
    const at = this.lowerBound(key, id);
    if (at >= this.n || this.ids[at] !== id || this.keys[at] !== key) return false;
    if (this.ranked) this.rank[this.slots[at]!] = -1;
    this.keys.copyWithin(at, at + 1, this.n);
    this.ids.copyWithin(at, at + 1, this.n);
    this.slots.copyWithin(at, at + 1, this.n);
    this.n--;
    if (this.ranked) for (let r = at; r < this.n; r++) this.rank[this.slots[r]!] = r;
    return true;
  }

  private grow(rows: number, slotCap: number) {
    if (this.ranked && this.rank.length < slotCap) {
      const r = new Int32Array(slotCap).fill(-1);
      r.set(this.rank);
      this.rank = r;
    }
    if (rows <= this.keys.length) return;
    const cap = Math.max(rows, Math.ceil(this.keys.length * 1.5), 64);
    const k = new Float64Array(cap);
    k.set(this.keys.subarray(0, this.n));
    const i = new Int32Array(cap);
    i.set(this.ids.subarray(0, this.n));
    const s = new Int32Array(cap);
    s.set(this.slots.subarray(0, this.n));
    this.keys = k;
    this.ids = i;
    this.slots = s;
  }
}

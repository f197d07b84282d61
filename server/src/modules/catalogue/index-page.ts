import { count, popcount32, wordsFor, type Bits, type Scratch } from './bitset.js';
import type { SortedRows } from './sorted-rows.js';

/**
 * The two steps of a list request against a bucket's bitmaps (listing-index.ts) that are not a
 * plain AND: narrowing the matches to a run of a sort order (a price band, a number range), and
 * reading one page of the matches in sort order.
 */

/**
 * Keeps in `R` only the goods of rows [lo, hi) of `order` (a range of its key). The cheapest of
 * three: mark the run's goods and AND (work ∝ the run); when `covers` (every good of the bucket is
 * in the order, as with price), mark the rows outside the run and AND NOT (work ∝ the rest: a
 * band from 50 元 up keeps most goods); or check each member's value (work ∝ the members: a wide
 * band over a narrow district reads the district's few goods).
 */
/** a run (or rest) this short is marked without first counting the members */
const SHORT_RUN = 2048;

export function narrowToRun(
  R: Bits,
  words: number,
  order: SortedRows,
  lo: number,
  hi: number,
  covers: boolean,
  vals: Float64Array,
  min: number,
  max: number,
  scratch: Scratch,
) {
  const run = hi - lo;
  const rest = covers ? order.n - run : Infinity;
  // counting the members is a pass over every word: only worth it when the run and the rest are long
  const members = Math.min(run, rest) <= SHORT_RUN ? Infinity : count(R, words);
  const ids = order.ids;
  if (run <= rest && run < members) {
    const T = scratch.zeroed(1, words);
    for (let r = lo; r < hi; r++) {
      const id = ids[r]!;
      T[id >>> 5]! |= 1 << (id & 31);
    }
    for (let w = 0; w < words; w++) R[w]! &= T[w]!;
    return;
  }
  if (rest < members) {
    const T = scratch.zeroed(1, words);
    for (let r = 0; r < lo; r++) T[ids[r]! >>> 5]! |= 1 << (ids[r]! & 31);
    for (let r = hi; r < order.n; r++) T[ids[r]! >>> 5]! |= 1 << (ids[r]! & 31);
    for (let w = 0; w < words; w++) R[w]! &= ~T[w]!;
    return;
  }
  for (let w = 0; w < words; w++) {
    let x = R[w]!;
    while (x !== 0) {
      const low = x & -x;
      x ^= low;
      const v = vals[(w << 5) | (31 - Math.clz32(low))]!;
      // NaN (no number there) fails both comparisons
      if (!(v >= min && v <= max)) R[w]! &= ~low;
    }
  }
}

/**
 * The ids at [offset, offset + limit) of the `total` goods set in `R`, in `order`'s order
 * (backwards when `desc`), looking only at rows [from, to) (the price band when sorting by price).
 *
 * Walking the order from its start visits about need·rows/total rows before the page is full;
 * marking every match's rank in a bitmap of rows costs total + rows/32 and then reads the page by
 * counting bits per word. The cheaper of the two runs, so a deep page of a rare filter costs no
 * more than its matches, and a shallow page of a common one no more than its rows.
 */
export function pageOf(
  order: SortedRows,
  R: Bits,
  words: number,
  total: number,
  offset: number,
  limit: number,
  desc: boolean,
  scratch: Scratch,
  from = 0,
  to = order.n,
): number[] {
  const out: number[] = [];
  if (offset >= total || limit <= 0) return out;
  const need = Math.min(total, offset + limit);
  const rows = to - from;
  const ids = order.ids;
  if ((need * rows) / total <= 2 * total + (rows >>> 4)) {
    let c = 0;
    const step = desc ? -1 : 1;
    for (let r = desc ? to - 1 : from; desc ? r >= from : r < to; r += step) {
      const s = ids[r]!;
      if ((R[s >>> 5]! & (1 << (s & 31))) === 0) continue;
      if (c >= offset) out.push(ids[r]!);
      if (++c >= need) break;
    }
    return out;
  }
  const qWords = wordsFor(order.n);
  const Q = scratch.zeroed(2, qWords);
  const rank = order.rank;
  for (let w = 0; w < words; w++) {
    let x = R[w]!;
    while (x !== 0) {
      const low = x & -x;
      x ^= low;
      const r = rank[(w << 5) | (31 - Math.clz32(low))]!;
      Q[r >>> 5]! |= 1 << (r & 31);
    }
  }
  let skip = offset;
  for (let k = 0; k < qWords && out.length < limit; k++) {
    const w = desc ? qWords - 1 - k : k;
    let x = Q[w]!;
    if (x === 0) continue;
    const pc = popcount32(x);
    if (skip >= pc) {
      skip -= pc;
      continue;
    }
    while (x !== 0 && out.length < limit) {
      // lowest set bit going up, highest going down
      const b = desc ? 31 - Math.clz32(x) : 31 - Math.clz32(x & -x);
      x &= ~(1 << b);
      if (skip > 0) skip--;
      else out.push(ids[(w << 5) | b]!);
    }
  }
  return out;
}

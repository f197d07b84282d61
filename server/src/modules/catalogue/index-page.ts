import { andAny, clear, has, popcount32, wordsFor, type Bits, type Scratch } from './bitset.js';
import type { KeywordIndex } from './keyword-index.js';
import type { GoodsFilter } from './repository.js';
import type { SortedRows } from './sorted-rows.js';

/**
 * The steps of a list request against a bucket's bitmaps (listing-index.ts) that are not a plain
 * AND: narrowing the matches to a run of a sort order (a price band, a number range) or to a
 * keyword, and reading one page of the matches in sort order. `R` covers the bucket's window of
 * slots: its bit 0 is slot `order.base`; the orders hold slots.
 */

/**
 * Keeps in `R` only the goods of rows [lo, hi) of `order` (a range of its key: a price band, a
 * number range). A long run is the difference of two of the order's prefix bitmaps (rows [0, hi')
 * minus rows [0, lo') at block bounds), plus R's members among the at most 2·block rows between
 * those bounds and the run's ends; a short run is R's members among its rows. One pass over the
 * words and a bounded number of row checks, where marking every row of a wide band (most of a
 * game's goods) into a scratch bitmap was the list's largest self time.
 */
export function narrowToRun(R: Bits, words: number, order: SortedRows, lo: number, hi: number, scratch: Scratch) {
  const B = order.block;
  const ids = order.ids;
  const base = order.base;
  // whole blocks [kLo, kHi) inside the run
  const kLo = B ? Math.ceil(lo / B) : 0;
  const kHi = B ? Math.floor(hi / B) : 0;
  const whole = B > 0 && kLo < kHi;
  // the members of R among the run's rows outside whole blocks (all of them for a short run):
  // noted before R is narrowed, and set again after
  const keep = scratch.idList(whole ? kLo * B - lo + (hi - kHi * B) : hi - lo);
  let kept = 0;
  const note = (from: number, to: number) => {
    for (let r = from; r < to; r++) {
      const id = ids[r]! - base;
      if ((R[id >>> 5]! & (1 << (id & 31))) !== 0) keep[kept++] = id;
    }
  };
  if (!whole) {
    note(lo, hi);
    R.fill(0, 0, words);
  } else {
    note(lo, kLo * B);
    note(kHi * B, hi);
    const P = order.prefix[kHi - 1]!; // rows [0, kHi·B)
    const Q = kLo > 0 ? order.prefix[kLo - 1]! : undefined; // rows [0, kLo·B)
    // a prefix is only as long as its largest id needs: the words past it are empty
    const pn = Math.min(words, P.length);
    const qn = Q ? Math.min(pn, Q.length) : 0;
    let w = 0;
    for (; w < qn; w++) R[w]! &= P[w]! & ~Q![w]!;
    for (; w < pn; w++) R[w]! &= P[w]!;
    R.fill(0, w, words);
  }
  for (let i = 0; i < kept; i++) R[keep[i]! >>> 5]! |= 1 << (keep[i]! & 31);
}

/**
 * The slots at [offset, offset + limit) of the `total` goods set in `R`, in `order`'s order
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
  const base = order.base;
  if ((need * rows) / total <= 2 * total + (rows >>> 4)) {
    let c = 0;
    const step = desc ? -1 : 1;
    for (let r = desc ? to - 1 : from; desc ? r >= from : r < to; r += step) {
      const s = ids[r]! - base;
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
      const r = rank[base + ((w << 5) | (31 - Math.clz32(low)))]!;
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

/**
 * Keeps in `R` (whose word 0 is word `off` of the keyword lists) the goods whose text holds the
 * term or one of its other spellings: the keyword lookups are bitmaps over slots, so they AND in
 * word by word. Texts are read only for the goods changed since the lists were built (their bits
 * may be stale).
 */
export function narrowToTerm(
  R: Bits,
  words: number,
  off: number,
  t: NonNullable<GoodsFilter['terms']>[number],
  kw: KeywordIndex,
  scratch: Scratch,
) {
  const spellings = t.alts?.length ? [t.term, ...t.alts.map((a) => a.term)] : [t.term];
  // each spelling's lookup is exact on R's members (the rest of its bits may be unread candidates)
  const looks = spellings.map((term) => ({ term, bits: kw.lookup(term, R, words, off) }));
  andAny(
    R,
    looks.map((l) => l.bits),
    words,
    scratch,
    off,
  );
  // goods change all the time (every sale), but few at once: visit the changed, not the matches
  const keeps = (slot: number) => looks.some((l) => has(l.bits, slot) && kw.textHas(slot, l.term));
  const base = off << 5;
  for (const slot of kw.changedIds()) {
    const i = slot - base;
    if (i >= 0 && has(R, i) && !keeps(slot)) clear(R, i);
  }
}

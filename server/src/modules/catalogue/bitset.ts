/**
 * Bitmaps over small non-negative integers (good ids, a sort order's rows), as Uint32Array words.
 *
 * Why: the listing index answers a filter by AND-ing one bitmap per condition (a district, a tag,
 * an attribute value) and counting the bits, so a list request costs a few passes over
 * n/32 words instead of a pass over n goods with a branch per condition (issue 22: the
 * per-game scan was the largest self time left under the long-tail mix).
 */
export type Bits = Uint32Array;

export const wordsFor = (n: number) => (n + 31) >>> 5;

export function has(b: Bits, i: number): boolean {
  const w = i >>> 5;
  return w < b.length && (b[w]! & (1 << (i & 31))) !== 0;
}
export function set(b: Bits, i: number) {
  b[i >>> 5]! |= 1 << (i & 31);
}
export function clear(b: Bits, i: number) {
  const w = i >>> 5;
  if (w < b.length) b[w]! &= ~(1 << (i & 31));
}

/** A copy of `b` with room for `words` words (a bitmap grows with the ids). */
export function grown(b: Bits, words: number): Bits {
  if (b.length >= words) return b;
  const g = new Uint32Array(words);
  g.set(b);
  return g;
}

export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Set bits in the first `words` words. */
export function count(b: Bits, words: number): number {
  let n = 0;
  for (let w = 0; w < words; w++) {
    const x = b[w]!;
    if (x !== 0) n += popcount32(x);
  }
  return n;
}

/**
 * dst &= src over `words` words, src read from word `off` on (a game's bucket covers a window of
 * the slots, listing-index.ts; a keyword's list covers them all). Words past src's end count as 0.
 */
export function andInto(dst: Bits, src: Bits, words: number, off = 0) {
  const m = Math.max(0, Math.min(words, src.length - off));
  for (let w = 0; w < m; w++) dst[w]! &= src[w + off]!;
  for (let w = m; w < words; w++) dst[w] = 0;
}

/** dst &= (a | b) over `words` words (both read from word `off`): one pass, where OR-ing both into a scratch and AND-ing took three. */
export function andEither(dst: Bits, a: Bits, b: Bits, words: number, off = 0) {
  const ma = Math.max(0, Math.min(words, a.length - off));
  const mb = Math.max(0, Math.min(words, b.length - off));
  const both = Math.min(ma, mb);
  let w = 0;
  for (; w < both; w++) dst[w]! &= a[w + off]! | b[w + off]!;
  // past the shorter one's end only the longer one counts
  const long = ma > mb ? a : b;
  for (const end = Math.max(ma, mb); w < end; w++) dst[w]! &= long[w + off]!;
  for (; w < words; w++) dst[w] = 0;
}

/** dst &= (the OR of `srcs`, at least one, read from word `off`): a condition met by any of several values. */
export function andAny(dst: Bits, srcs: readonly Bits[], words: number, scratch: Scratch, off = 0) {
  if (srcs.length === 1) return andInto(dst, srcs[0]!, words, off);
  if (srcs.length === 2) return andEither(dst, srcs[0]!, srcs[1]!, words, off);
  const T = scratch.zeroed(1, words);
  for (const src of srcs) orInto(T, src, words, off);
  andInto(dst, T, words);
}

/** dst |= src over `words` words, src read from word `off` on. */
export function orInto(dst: Bits, src: Bits, words: number, off = 0) {
  const m = Math.max(0, Math.min(words, src.length - off));
  for (let w = 0; w < m; w++) dst[w]! |= src[w + off]!;
}

/**
 * Scratch bitmaps for one synchronous query: reused across requests, so a list request allocates
 * no bitmap (each would be up to 31 KB at 1M goods, and garbage collection was 6–12 % of the
 * list phase's CPU). Only valid until the caller returns to the event loop.
 */
export class Scratch {
  private bufs: Uint32Array[] = [];
  private views: Uint32Array[] = [];
  private ids = new Int32Array(64);
  /** the k-th scratch bitmap, `words` long, as the last user left it */
  private view(k: number, words: number): Bits {
    let b = this.bufs[k];
    if (!b || b.length < words) this.bufs[k] = b = new Uint32Array(Math.max(words, (b?.length ?? 0) * 2, 64));
    // the view is kept: a new one per call was an allocation per condition of every request
    let v = this.views[k];
    if (!v || v.length !== words || v.buffer !== b.buffer) this.views[k] = v = b.subarray(0, words);
    return v;
  }
  /** the k-th scratch bitmap, zeroed, `words` long */
  zeroed(k: number, words: number): Bits {
    const v = this.view(k, words);
    v.fill(0);
    return v;
  }
  /** the k-th scratch bitmap holding a copy of `src` */
  copy(k: number, src: Bits, words: number): Bits {
    const v = this.view(k, words);
    const m = Math.min(words, src.length);
    v.set(m === src.length ? src : src.subarray(0, m));
    v.fill(0, m);
    return v;
  }
  /** a scratch list of at least `n` ids */
  idList(n: number): Int32Array {
    if (this.ids.length < n) this.ids = new Int32Array(Math.max(n, this.ids.length * 2));
    return this.ids;
  }
}

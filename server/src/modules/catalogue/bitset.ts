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

/** dst &= src over `words` words (words past src's end count as 0). */
export function andInto(dst: Bits, src: Bits, words: number) {
  const m = Math.min(words, src.length);
  for (let w = 0; w < m; w++) dst[w]! &= src[w]!;
  for (let w = m; w < words; w++) dst[w] = 0;
}

/** dst |= src over `words` words. */
export function orInto(dst: Bits, src: Bits, words: number) {
  const m = Math.min(words, src.length);
  for (let w = 0; w < m; w++) dst[w]! |= src[w]!;
}

/** Calls `f` with every set bit of the first `words` words, ascending; `f` may clear bits of `b`. */
export function forEach(b: Bits, words: number, f: (i: number) => void) {
  for (let w = 0; w < words; w++) {
    let x = b[w]!;
    while (x !== 0) {
      const low = x & -x;
      f((w << 5) | (31 - Math.clz32(low)));
      x ^= low;
    }
  }
}

/**
 * Scratch bitmaps for one synchronous query: reused across requests, so a list request allocates
 * no bitmap (each would be up to 31 KB at 1M goods, and garbage collection was 6–12 % of the
 * list phase's CPU). Only valid until the caller returns to the event loop.
 */
export class Scratch {
  private bufs: Uint32Array[] = [];
  /** the k-th scratch bitmap, zeroed, `words` long */
  zeroed(k: number, words: number): Bits {
    let b = this.bufs[k];
    if (!b || b.length < words) this.bufs[k] = b = new Uint32Array(Math.max(words, (b?.length ?? 0) * 2, 64));
    const v = b.subarray(0, words);
    v.fill(0);
    return v;
  }
  /** the k-th scratch bitmap holding a copy of `src` */
  copy(k: number, src: Bits, words: number): Bits {
    const v = this.zeroed(k, words);
    v.set(src.length > words ? src.subarray(0, words) : src);
    return v;
  }
}

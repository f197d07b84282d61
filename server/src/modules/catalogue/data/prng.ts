/** Small deterministic PRNG (mulberry32) with the helpers the generators need. */

/** FNV-1a hash of a string to a 32-bit unsigned seed. */
export function hashSeed(seed: number | string): number {
  if (typeof seed === 'number') return seed >>> 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private s: number;
  constructor(seed: number | string) {
    this.s = hashSeed(seed) || 0x9e3779b9;
  }
  /** uniform float in [0, 1) */
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** integer in [min, max] */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(arr: readonly T[]): T {
    return arr[Math.floor(this.next() * arr.length)] as T;
  }
  /** approx. standard normal (Irwin–Hall of 4 uniforms, rescaled) */
  normal(): number {
    return (this.next() + this.next() + this.next() + this.next() - 2) * 1.7320508;
  }
  /** `count` distinct items of `arr`, kept in `arr` order */
  some<T>(arr: readonly T[], count: number): T[] {
    const n = arr.length;
    const k = Math.max(0, Math.min(n, Math.floor(count)));
    if (k === 0) return [];
    if (k === n) return arr.slice();
    const out: T[] = [];
    if (n <= 31) {
      // rejection sampling on a bitmask: no scratch arrays
      let mask = 0;
      for (let got = 0; got < k; ) {
        const b = 1 << Math.floor(this.next() * n);
        if ((mask & b) === 0) {
          mask |= b;
          got++;
        }
      }
      for (let i = 0; i < n; i++) if (mask & (1 << i)) out.push(arr[i] as T);
      return out;
    }
    const idx: number[] = [];
    for (let i = 0; i < n; i++) idx.push(i);
    for (let i = 0; i < k; i++) {
      const j = i + Math.floor(this.next() * (n - i));
      const tmp = idx[i] as number;
      idx[i] = idx[j] as number;
      idx[j] = tmp;
    }
    const chosen = idx.slice(0, k).sort((a, b) => a - b);
    for (const i of chosen) out.push(arr[i] as T);
    return out;
  }
}

/** Cumulative weight table for O(log n) weighted picks. */
export class WeightedTable<T> {
  private readonly cum: number[] = [];
  private readonly total: number;
  constructor(private readonly items: readonly T[], weight: (item: T) => number) {
    let acc = 0;
    for (const it of items) {
      acc += Math.max(0, weight(it));
      this.cum.push(acc);
    }
    this.total = acc;
  }
  pick(rng: Rng): T {
    const x = rng.next() * this.total;
    let lo = 0;
    let hi = this.cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cum[mid] as number) > x) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}

/**
 * The slots holding one character, bigram or trigram (keyword-index.ts): an append-only set kept as
 * the gaps between its slots, a few bytes each, or as a bitmap over all slots when that is smaller.
 *
 * Why gaps: at 200,000 goods the lists held 9.8 million slots. As 4-byte ints they took 39 MB and
 * the bitmaps of the common grams 42 MB, 430 bytes per listed good, the largest part of the index.
 * Between neighbouring slots of a list the gap is mostly under 128, one byte as a varint, and up to
 * 16,383 in two; a bitmap costs 4 bytes per 32 slots, so it is smaller only for grams held by more
 * than about one good in eight. Coded so, the same lists take 39 MB in all.
 *
 * Reading a coded list means walking it from the start, which every use does anyway: a lookup ORs
 * the rarest gram's whole list into a bitmap, once per term (its result is cached).
 */

import { grown, orInto, set } from './bitset.js';

/** Bytes of `v` (≥ 0) as a varint: 7 bits a byte, low bits first, the high bit set on all but the last. */
function varintBytes(v: number): number {
  let n = 1;
  while (v >= 0x80) {
    v = Math.floor(v / 0x80);
    n++;
  }
  return n;
}

/**
 * The gap from `last` to `slot` as a non-negative number: slots appended after the load (a good
 * relisted into a freed slot) may come below the last one, so a gap's sign is its lowest bit.
 */
const zigzag = (slot: number, last: number) => (slot >= last ? (slot - last) * 2 : (last - slot) * 2 - 1);

/** Counts, in a first pass over the texts, what each list will take, so it is allocated once. */
export class PostingsSize {
  n = 0;
  bytes = 0;
  last = -1;
  add(slot: number) {
    if (slot === this.last) return; // a gram twice in one text
    this.bytes += varintBytes(zigzag(slot, this.last));
    this.last = slot;
    this.n++;
  }
}

export class Postings {
  /** the gaps as varints (null once a bitmap) */
  private gaps: Uint8Array | null = new Uint8Array(8);
  private used = 0;
  bits: Uint32Array | null = null;
  /** slots added (a good re-added after a change counts again: only used to pick the rarest list) */
  n = 0;
  private last = -1;

  /**
   * A list at its final size (from a PostingsSize): a bitmap over `words` when that takes no more
   * bytes. Outgrown buffers stay in the process's memory after they are freed, so the load sizes
   * every list at once rather than growing it.
   */
  static sized(size: PostingsSize, words: number): Postings {
    const p = new Postings();
    if (size.bytes >= words * 4) {
      p.bits = new Uint32Array(words);
      p.gaps = null;
    } else p.gaps = new Uint8Array(Math.max(8, size.bytes));
    return p;
  }

  push(slot: number) {
    if (this.last === slot) return; // a gram twice in one text
    let bits = this.bits;
    if (bits) {
      if (slot >>> 5 >= bits.length)
        this.bits = bits = grown(bits, Math.max((slot >>> 5) + 1, Math.ceil(bits.length * 1.5)));
      set(bits, slot);
    } else {
      let v = zigzag(slot, this.last);
      let gaps = this.gaps!;
      // grown only when this gap does not fit: a list sized by its first pass never grows
      const need = this.used + varintBytes(v);
      if (need > gaps.length) {
        const grown = new Uint8Array(Math.max(need, Math.ceil(gaps.length * 1.5)));
        grown.set(gaps.subarray(0, this.used));
        this.gaps = gaps = grown;
      }
      while (v >= 0x80) {
        gaps[this.used++] = (v & 0x7f) | 0x80;
        v = Math.floor(v / 0x80);
      }
      gaps[this.used++] = v;
    }
    this.last = slot;
    this.n++;
  }

  /** Sets the bit of every slot of the list in `out` (slots beyond it are left out). */
  orInto(out: Uint32Array) {
    if (this.bits) return orInto(out, this.bits, out.length);
    const gaps = this.gaps!;
    const limit = out.length * 32;
    let slot = -1;
    for (let i = 0; i < this.used;) {
      let v = 0;
      let scale = 1;
      let b: number;
      do {
        b = gaps[i++]!;
        v += (b & 0x7f) * scale;
        scale *= 0x80;
      } while (b & 0x80);
      slot = v & 1 ? slot - (v + 1) / 2 : slot + v / 2;
      if (slot < limit) out[slot >>> 5]! |= 1 << (slot & 31);
    }
  }
}

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Postings, PostingsSize } from '../src/modules/catalogue/postings.js';

/** A small seeded PRNG so every failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** The slots whose bit `orInto` sets, in order. */
function slotsOf(p: Postings, words: number): number[] {
  const out = new Uint32Array(words);
  p.orInto(out);
  const slots: number[] = [];
  for (let w = 0; w < words; w++) for (let b = 0; b < 32; b++) if (out[w]! & (1 << b)) slots.push(w * 32 + b);
  return slots;
}

describe('Postings (a gram list coded as gaps, or a bitmap)', () => {
  test('a list sized by its first pass holds exactly its slots, in a buffer of exactly that size', () => {
    const r = rng(7);
    for (let round = 0; round < 200; round++) {
      const words = 1 + Math.floor(r() * 40_000);
      const max = words * 32;
      // ascending slots as a load gives them, some repeated (a gram twice in one text), gaps of
      // every width: 1, 2 and 3 varint bytes
      const slots: number[] = [];
      const density = [0.5, 0.05, 0.001, 0.00005][round % 4]!;
      for (let s = Math.floor(r() * 10); s < max; s += 1 + Math.floor((r() * 2) / density)) {
        slots.push(s);
        if (r() < 0.1) slots.push(s);
      }
      const size = new PostingsSize();
      for (const s of slots) size.add(s);
      const p = Postings.sized(size, words);
      for (const s of slots) p.push(s);
      const distinct = [...new Set(slots)];
      assert.equal(p.n, distinct.length);
      assert.equal(size.n, distinct.length);
      assert.deepEqual(slotsOf(p, words), distinct);
      // a bitmap exactly when the gaps would take at least as many bytes
      assert.equal(p.bits !== null, size.bytes >= words * 4);
      if (!p.bits) assert.equal((p as unknown as { gaps: Uint8Array }).gaps.length, Math.max(8, size.bytes));
    }
  });

  test('slots appended after the load in any order, far apart or below the last one, are all kept', () => {
    const r = rng(11);
    for (let round = 0; round < 300; round++) {
      const p = round % 3 === 0 ? Postings.sized(new PostingsSize(), 1) : new Postings();
      const seen = new Set<number>();
      const n = Math.floor(r() * 300);
      const spread = [40, 5_000, 3_000_000][round % 3]!;
      for (let i = 0; i < n; i++) {
        const s = Math.floor(r() * spread);
        p.push(s);
        seen.add(s);
      }
      const words = (spread >>> 5) + 1;
      assert.deepEqual(
        slotsOf(p, words),
        [...seen].sort((a, b) => a - b),
      );
    }
  });

  test('a dense list becomes a bitmap that grows with the slots', () => {
    const size = new PostingsSize();
    for (let s = 0; s < 640; s += 2) size.add(s);
    const p = Postings.sized(size, 20);
    assert.ok(p.bits, 'one slot in two: a bitmap is smaller than the gaps');
    for (let s = 0; s < 640; s += 2) p.push(s);
    p.push(100_000);
    assert.deepEqual(slotsOf(p, 100_000 / 32 + 1), [...Array.from({ length: 320 }, (_, i) => i * 2), 100_000]);
  });

  test('orInto leaves out slots beyond the bitmap it fills', () => {
    const p = new Postings();
    for (const s of [3, 40, 70, 5000]) p.push(s);
    assert.deepEqual(slotsOf(p, 2), [3, 40]);
  });
});

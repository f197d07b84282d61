import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { TextStore } from '../src/modules/catalogue/text-store.js';

/** A small seeded PRNG so every failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

// common units (one byte once ranked), a long tail of CJK (two and three bytes), ASCII, the title /
// description boundary, full stops, and an astral character (a surrogate pair)
const COMMON = [...'的号皮肤英雄区服王者荣耀典藏实名可二次安卓苹果'];
const TAIL = Array.from({ length: 5000 }, (_, i) => String.fromCharCode(0x4e00 + i * 3));
const OTHER = ['a', 'B', '9', ' ', '\u0001', '。', '𠮷', '\uffff', '\u0000'];

function text(r: () => number, len: number): string {
  let s = '';
  for (let i = 0; i < len; i++) {
    const x = r();
    const set = x < 0.6 ? COMMON : x < 0.9 ? TAIL : OTHER;
    s += set[Math.floor(r() * set.length)]!;
  }
  return s;
}

describe('TextStore (texts coded one to three bytes a character)', () => {
  test('finds a term exactly where String.prototype.includes does, before and after changes', () => {
    const r = rng(5);
    const store = new TextStore();
    const truth = new Map<number, string>();
    const rows: { id: number; text: string }[] = [];
    for (let id = 0; id < 400; id += 1 + Math.floor(r() * 3)) {
      const t = text(r, Math.floor(r() * 120));
      rows.push({ id, text: t });
      truth.set(id, t);
    }
    store.load(rows, 1000);
    const check = (round: number) => {
      assert.equal(store.count, truth.size, `count, round ${round}`);
      for (let k = 0; k < 300; k++) {
        const slot = Math.floor(r() * 1100);
        const t = truth.get(slot);
        assert.equal(store.has(slot), t !== undefined);
        assert.equal(store.text(slot), t);
        // a term cut from this text, from another, or made up: 1–5 units, any of them rare
        const src = r() < 0.6 && t ? t : text(r, 8);
        const at = Math.floor(r() * src.length);
        const term = r() < 0.8 ? src.slice(at, at + 1 + Math.floor(r() * 5)) : text(r, 1 + Math.floor(r() * 3));
        if (!term) continue;
        assert.equal(store.includes(slot, store.term(term)), t?.includes(term) ?? false, `slot ${slot} term ${term}`);
        if (t !== undefined) {
          assert.ok(store.same(slot, t));
          assert.equal(store.same(slot, t + 'x'), false);
        }
      }
    };
    check(0);
    // replacements (some with units never seen at the load: three bytes each), removals and new
    // slots past the load's last, enough to grow and compact the store several times
    for (let round = 1; round <= 6; round++) {
      for (let k = 0; k < 300; k++) {
        const slot = Math.floor(r() * 1100);
        if (r() < 0.3) {
          store.set(slot, undefined);
          truth.delete(slot);
        } else {
          const t = text(r, Math.floor(r() * 200)) + (r() < 0.2 ? '\u9fa5' : '');
          store.set(slot, t);
          truth.set(slot, t);
        }
      }
      check(round);
    }
  });

  test('a term never matches from the middle of a character: three-byte codes end like the one-byte ones', () => {
    const store = new TextStore();
    // 的 ranks first (one byte); 鿿 is never seen at the load (three bytes ending in 0x80 | 0x3f)
    store.load([{ id: 0, text: '的的的的' }], 0);
    store.set(1, '鿿');
    const coded = store.code('鿿');
    assert.equal(coded.length, 3);
    for (const term of ['的', '的的', '鿿的']) assert.equal(store.includes(1, store.term(term)), false, term);
    assert.ok(store.includes(1, store.term('鿿')));
    // a text of common units codes to a byte each
    assert.equal(store.code('的的').length, 2);
  });

  test('finds terms at the start, at the end and among near repeats of themselves', () => {
    const store = new TextStore();
    const texts = ['王者王者王者荣', '荣耀王者荣耀王', '王王王者王王王者荣', 'ab王abab王abac', '鿿王鿿鿿王'];
    store.load(
      texts.map((text, id) => ({ id, text })),
      texts.length,
    );
    const terms = [
      '王者王者荣',
      '王者荣',
      '荣耀王',
      '荣耀王者',
      '王王者荣',
      '王王王者荣',
      'abac',
      'abab王',
      '鿿鿿王',
      '鿿王鿿鿿王',
      'b王a',
    ];
    for (const [id, text] of texts.entries())
      for (const term of terms)
        assert.equal(store.includes(id, store.term(term)), text.includes(term), `${text} ${term}`);
  });
});

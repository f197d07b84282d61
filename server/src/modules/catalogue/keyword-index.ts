/**
 * Keyword search for the listing index: which on-sale goods' search text (normalised title +
 * boundary + description, search.ts) contains a term.
 *
 * Scanning every text for a term cost ≈200 ns a good (40 ms over 200,000, all of it on the event
 * loop while every other request waits), so the texts are indexed by single character, character
 * bigram and trigram: a one-character term (character names are often one character: 刃, 希, 雷)
 * is answered by its character's list alone, a two-character term — the common Chinese search
 * (国服, 典藏) — by its bigram's list, a three-character one by its trigram's, and a longer term's
 * candidates are the goods holding all its trigrams, re-checked against their text.
 * Lists are append-only: a good that changed is added again under its new bigrams and keeps its
 * old entries, so a candidate is trusted without re-reading its text only when it has not changed
 * since the lists were built. Results are cached per term until the next change.
 */

import { andInto, popcount32 } from './bitset.js';
import { Postings, PostingsSize } from './postings.js';
import { TextStore, type CodedTerm } from './text-store.js';

/** A set of good ids as a bitmap (bit `id` set = member). */
export type IdSet = Uint32Array;

const BOUNDARY = 0x0001;
const isSpace = (c: number) => c === 0x20;
/** cached term results; a burst of distinct searches evicts the oldest */
const TERM_CACHE = 500;
/** readAhead's slice of the event loop, and the words it reads between looks at the clock */
const READ_SLICE_MS = 2;
const READ_STEP = 256;
/**
 * Up to this many unread candidates in a window, readAhead leaves them to the query: ≈50 ns a text,
 * at most ≈0.4 ms at once, and the query reads only those among its request's matches so far (a
 * district, an attribute or a price band often leave a fraction of the window). Reading the whole
 * window ahead for every new term was a tenth of the list's CPU under the long-tail mix.
 */
export const READ_SYNC_MAX = 8_000;

/** A term's goods: exact, or (with `read`) candidates of which those set in `read` were read against their text. */
interface Lookup {
  bits: IdSet;
  read?: IdSet;
  /** the term in the texts' code, for reading candidates */
  coded?: CodedTerm;
}

export class KeywordIndex {
  /** Each listed good's text by slot (listing-index.ts; "id" in this file), coded (text-store.ts). */
  private texts = new TextStore();
  private postings = new Map<number, Postings>();
  /** goods whose text changed since the lists were built: their list entries may be stale */
  private readonly changed = new Set<number>();
  private readonly lookups = new Map<string, Lookup>();
  private maxId = 0;
  /** the last term textHas coded (dropped at a load: the code changes) */
  private lastTerm: { s: string; coded: CodedTerm } | undefined;
  /** listed ids as a bitmap: the lists' hot loop checks membership here, not in the texts map */
  private listed: IdSet = new Uint32Array(1);

  /** Rebuilds from scratch (initial load). */
  load(rows: Iterable<{ id: number; text: string }>) {
    const all = Array.isArray(rows) ? (rows as { id: number; text: string }[]) : [...rows];
    this.postings = new Map();
    this.changed.clear();
    this.lookups.clear();
    this.lastTerm = undefined;
    this.maxId = 0;
    // first pass: how many goods hold each gram, so that every list is allocated once at its final
    // size. Grown by doubling, the lists' outgrown buffers were freed but stayed in the process's
    // RSS (≈140 MB at 200,000 goods, more than the lists themselves)
    const holders = new Map<number, PostingsSize>();
    for (const r of all) {
      if (r.id > this.maxId) this.maxId = r.id;
      forGrams(r.text, (key) => {
        let h = holders.get(key);
        if (!h) holders.set(key, (h = new PostingsSize()));
        h.add(r.id);
      });
    }
    const words = (this.maxId >>> 5) + 1;
    this.listed = new Uint32Array(words);
    for (const [key, h] of holders) this.postings.set(key, Postings.sized(h, words));
    // the texts are coded and stored by the store's own load, all at once
    this.texts.load(all, this.maxId);
    for (const r of all) this.add(r.id, r.text, true);
  }

  /** A good's current text, or undefined when it is no longer listed. */
  set(id: number, text: string | undefined) {
    const had = this.texts.has(id);
    // an unchanged text keeps the cached term results (a price change re-sends it)
    if (text === undefined ? !had : had && this.texts.same(id, text)) return;
    // a good leaving the list (sold, taken down) leaves lookups right for every listed good, and
    // their users keep only listed goods: under steady sales, clearing them each second made every
    // keyword search check its candidates' texts again
    if (text !== undefined) this.lookups.clear();
    // its entries stay in the lists (append-only): from now on they are checked against its text
    if (had) this.changed.add(id);
    if (text === undefined) {
      this.texts.set(id, undefined);
      this.listed[id >>> 5]! &= ~(1 << (id & 31));
      return;
    }
    this.add(id, text);
    // stale entries pile up with changes: rebuild once they could be a quarter of the lists
    // (≈1 s at 200,000 goods, so at most once per 50,000 changes there)
    if (this.changed.size > 1000 && this.changed.size > this.texts.count / 4) {
      const rows: { id: number; text: string }[] = [];
      for (let i = 0; i <= this.maxId; i++) {
        const t = this.texts.text(i);
        if (t !== undefined) rows.push({ id: i, text: t });
      }
      this.load(rows);
    }
  }

  /**
   * The goods whose text contains `term` (no whitespace, no control characters), as a bitmap over
   * ids, exact for the members of `within` (a request's matches so far, whose word 0 is word `off`
   * of the lists). For a term of one gram: the gram's list itself (no copy), exact everywhere. For
   * a longer one: the goods holding all of its trigrams, of which those in `within` not read
   * before are read against their text now (≈50 ns each) and the answer kept, so no candidate is
   * read twice for a term and a request reads only its own (reading every candidate at the first
   * request cost up to a few ms for a common four-character term; reading a request's candidates
   * on every request was the list phase's largest self time before that; readAhead reads a
   * window's candidates beforehand in slices). The bits of a `changed` good, and of goods no longer
   * listed, may be stale: callers keep only listed goods and check changed ones with `textHas`.
   */
  lookup(term: string, within: IdSet, words: number, off = 0): IdSet {
    const l = this.lookupOf(term);
    if (!l.read) return l.bits;
    // `within` covers words [off, off + words) of the lists (a game's window of slots)
    const n = Math.min(words, l.bits.length - off, within.length);
    for (let w = 0; w < n; w++) this.readWord(l, w + off, within[w]!);
    return l.bits;
  }

  /**
   * Reads, a slice of the event loop at a time, the unread candidates of `term` in words
   * [off, off + words) (a bucket's window: every candidate a lookup within it could read, so a
   * request with other conditions reads more here than its lookup would, once per term). A common
   * four-character term's first search over all games read every candidate's text in one go
   * (≈300,000 texts, 100 ms at 1,000,000 goods), and every other request on the instance waited.
   * Stops early when a change of texts drops the term's cached lookup meanwhile (the lookup then
   * reads what it needs itself). Reads nothing when at most `syncMax` are unread (READ_SYNC_MAX).
   */
  async readAhead(
    term: string,
    off: number,
    words: number,
    sliceMs = READ_SLICE_MS,
    step = READ_STEP,
    syncMax = READ_SYNC_MAX,
  ) {
    const l = this.lookupOf(term);
    if (!l.read) return;
    const end = Math.min(off + words, l.bits.length);
    if (unread(l, off, end, syncMax) <= syncMax) return;
    let w = off;
    while (w < end) {
      const stop = performance.now() + sliceMs;
      do {
        for (const to = Math.min(end, w + step); w < to; w++) this.readWord(l, w, -1);
      } while (w < end && performance.now() < stop);
      if (w < end) {
        await new Promise((resolve) => setImmediate(resolve));
        if (this.lookups.get(term) !== l) return;
      }
    }
  }

  /** Reads the unread candidates among `mask` in word `g` of the term's lookup against their text. */
  private readWord(l: Lookup, g: number, mask: number) {
    const read = l.read!;
    const coded = l.coded!;
    const bits = l.bits;
    let x = mask & bits[g]! & ~read[g]!;
    if (x === 0) return;
    read[g]! |= x;
    while (x !== 0) {
      const low = x & -x;
      x ^= low;
      if (!this.texts.includes((g << 5) | (31 - Math.clz32(low)), coded)) bits[g]! &= ~low;
    }
  }

  private lookupOf(term: string): Lookup {
    const hit = this.lookups.get(term);
    if (hit) {
      // least recently used goes first: a term searched again moves to the end
      this.lookups.delete(term);
      this.lookups.set(term, hit);
      return hit;
    }
    const none = { bits: new Uint32Array(0) };
    if (term.length === 0) return none;
    const keys: number[] = [];
    const c = (i: number) => term.charCodeAt(i);
    if (term.length === 1) keys.push(single(c(0)));
    else if (term.length === 2) keys.push(pair(c(0), c(1)));
    else for (let i = 0; i + 2 < term.length; i++) keys.push(triple(c(i), c(i + 1), c(i + 2)));
    const lists: Postings[] = [];
    for (const key of keys) {
      const p = this.postings.get(key);
      if (!p) return this.keep(term, none); // a gram no listed good holds
      lists.push(p);
    }
    lists.sort((a, b) => a.n - b.n);
    // one gram held as a bitmap (the common case for a short term): the list itself, no copy
    if (lists.length === 1 && lists[0]!.bits) return this.keep(term, { bits: lists[0]!.bits });
    const words = (this.maxId >>> 5) + 1;
    const out = new Uint32Array(words);
    const rarest = lists[0]!;
    rarest.orInto(out);
    // the other trigrams narrow the candidates (each list holds at least the goods holding its gram
    // now, so the AND keeps every match); a coded list is spread into a scratch bitmap first
    let scratch: Uint32Array | undefined;
    for (const p of lists) {
      if (p === rarest) continue;
      if (p.bits) andInto(out, p.bits, words);
      else {
        if (scratch) scratch.fill(0);
        else scratch = new Uint32Array(words);
        p.orInto(scratch);
        andInto(out, scratch, words);
      }
    }
    // one gram: its list is the answer; a longer term's candidates are read as requests need them
    return this.keep(
      term,
      lists.length === 1 ? { bits: out } : { bits: out, read: new Uint32Array(words), coded: this.texts.term(term) },
    );
  }

  /** Whether the listed good's current text contains `term`. */
  textHas(id: number, term: string): boolean {
    // callers check many goods for one term in a row: its coding is kept for the next call
    if (this.lastTerm?.s !== term) this.lastTerm = { s: term, coded: this.texts.term(term) };
    return this.texts.includes(id, this.lastTerm.coded);
  }

  /** Goods whose list entries may be stale (see lookup). */
  changedIds(): Iterable<number> {
    return this.changed;
  }

  /** Ids of the listed goods whose text contains `term` (no whitespace, no control characters). */
  match(term: string): IdSet {
    const listed = this.listed;
    const bits = this.lookup(term, listed, listed.length);
    const set = new Uint32Array(listed.length);
    for (let w = 0; w < set.length && w < bits.length; w++) set[w] = bits[w]! & listed[w]!;
    // a changed good's bits may be stale: its text decides (its new grams are in the lists too: appended)
    for (const id of this.changed)
      if (this.texts.has(id) && !this.textHas(id, term)) set[id >>> 5]! &= ~(1 << (id & 31));
    return set;
  }

  private keep(term: string, l: Lookup): Lookup {
    if (this.lookups.size >= TERM_CACHE) this.lookups.delete(this.lookups.keys().next().value!);
    this.lookups.set(term, l);
    return l;
  }

  /** Lists the good's grams; and stores its text unless the load has (`stored`). */
  private add(id: number, text: string, stored = false) {
    if (!stored) this.texts.set(id, text);
    if (id > this.maxId) this.maxId = id;
    if (id >>> 5 >= this.listed.length) {
      const grown = new Uint32Array(Math.max((id >>> 5) + 1, this.listed.length * 2));
      grown.set(this.listed);
      this.listed = grown;
    }
    this.listed[id >>> 5]! |= 1 << (id & 31);
    forGrams(text, (key) => this.list(key).push(id));
  }

  private list(key: number): Postings {
    let p = this.postings.get(key);
    if (!p) this.postings.set(key, (p = new Postings()));
    return p;
  }
}

/** The unread candidates of a lookup in words [from, to), counted up to just past `cap`. */
function unread(l: Lookup, from: number, to: number, cap: number): number {
  const { bits, read } = l;
  let n = 0;
  for (let w = from; w < to && n <= cap; w++) {
    const x = bits[w]! & ~read![w]!;
    if (x !== 0) n += popcount32(x);
  }
  return n;
}

const pair = (a: number, b: number) => a * 0x10000 + b;
/** a trigram's key: above every pair key (its first unit is never 0), exact in a double (48 bits) */
const triple = (a: number, b: number, c: number) => a * 0x100000000 + b * 0x10000 + c;
/** a single character's list key: below every pair key (a pair's first unit is never 0) */
const single = (a: number) => -1 - a;

export function inAll(sets: readonly IdSet[], id: number): boolean {
  const w = id >>> 5;
  const bit = 1 << (id & 31);
  for (const s of sets) if (w >= s.length || (s[w]! & bit) === 0) return false;
  return true;
}

/**
 * Calls `visit` with the key of every character, bigram and trigram of `text` that holds no
 * boundary or space. Trigrams: a 3-character term (a hero, a skin: 李白, 鸣剑曳影) is exact from
 * one list, and a longer one re-checks only the goods holding all of its trigrams, not every
 * holder of a common bigram (re-checking texts was the list's largest CPU cost under the long-tail mix).
 */
function forGrams(text: string, visit: (key: number) => void) {
  for (let i = 0; i < text.length; i++) {
    const a = text.charCodeAt(i);
    if (a !== BOUNDARY && !isSpace(a)) visit(single(a));
    if (i + 1 === text.length) break;
    const b = text.charCodeAt(i + 1);
    if (a === BOUNDARY || b === BOUNDARY || isSpace(a) || isSpace(b)) continue;
    visit(pair(a, b));
    if (i + 2 === text.length) continue;
    const d = text.charCodeAt(i + 2);
    if (d !== BOUNDARY && !isSpace(d)) visit(triple(a, b, d));
  }
}

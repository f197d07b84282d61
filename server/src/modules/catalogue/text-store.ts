/**
 * The listed goods' search texts (keyword-index.ts reads them to confirm a longer term), all in one
 * byte array, each character in one to three bytes by how common it is.
 *
 * Why: as JavaScript strings the texts took 250 bytes a good at 200,000 goods (two bytes a
 * character, 125 characters on average, plus a header each) and 190,000 objects for the collector
 * to walk on every full collection. Chinese text leans on few characters: in the seeded catalogue
 * the 128 most common take 1 byte and the next 3,072 two, 1.25 bytes a character in all.
 *
 * The code is self-synchronising, like UTF-8, so a coded term found in a coded text is the term:
 *   0x00–0x7f               one byte: the 128 most common UTF-16 units
 *   0xc0–0xef + 0x80–0xbf   two bytes: the next 3,072
 *   0xf0–0xff + 2 × 0x80–0xbf  three bytes: any unit, by its value
 * A match can only start where the term's first byte (never 0x80–0xbf) starts a character, and then
 * covers the same whole characters. Units are coded one by one, so a surrogate pair is two units in
 * both term and text, as `String.prototype.includes` sees them. Ranks are chosen at each load
 * (keyword-index.ts rebuilds from scratch after many changes); a unit first seen later takes three bytes.
 */

const ONE = 128;
const TWO = 3072;

/** A term coded for `TextStore.includes`. */
export interface CodedTerm {
  bytes: Uint8Array;
  /** by byte: how far the term may move when that byte is under its last position */
  shift: Uint16Array;
}

export class TextStore {
  private bytes = new Uint8Array(0);
  private used = 0;
  /** bytes of replaced or removed texts: dropped when the store next runs out of room (makeRoom) */
  private garbage = 0;
  /** by slot: where its text starts (-1: none) and how many bytes it takes */
  private start = new Int32Array(0).fill(-1);
  private length = new Int32Array(0);
  /** slots holding a text */
  count = 0;
  /** unit → its rank + 1 among the ranked units (0: not ranked, three bytes) */
  private rankOf = new Uint16Array(0x10000);
  /** rank → unit */
  private unitAt = new Uint16Array(ONE + TWO);

  /**
   * Starts over with these texts (slots up to `maxSlot`): ranks the units by how often they occur,
   * and codes every text into one array of exactly the size they take, plus a sixteenth for changes.
   */
  load(rows: readonly { id: number; text: string }[], maxSlot: number) {
    const counts = new Uint32Array(0x10000);
    for (const r of rows) for (let i = 0; i < r.text.length; i++) counts[r.text.charCodeAt(i)]!++;
    const seen: number[] = [];
    for (let u = 0; u < 0x10000; u++) if (counts[u]) seen.push(u);
    seen.sort((a, b) => counts[b]! - counts[a]! || a - b);
    this.rankOf.fill(0);
    const ranked = Math.min(seen.length, ONE + TWO);
    for (let r = 0; r < ranked; r++) {
      this.rankOf[seen[r]!] = r + 1;
      this.unitAt[r] = seen[r]!;
    }
    let total = 0;
    for (const r of rows) total += this.codedLength(r.text);
    this.bytes = new Uint8Array(total + (total >>> 4));
    this.used = 0;
    this.garbage = 0;
    this.count = 0;
    this.start = new Int32Array(maxSlot + 1).fill(-1);
    this.length = new Int32Array(maxSlot + 1);
    for (const r of rows) this.set(r.id, r.text);
  }

  /** Whether the slot holds a text. */
  has(slot: number): boolean {
    return (this.start[slot] ?? -1) >= 0;
  }

  /** The slot's text, decoded (for a rebuild), or undefined. */
  text(slot: number): string | undefined {
    const s = this.start[slot] ?? -1;
    if (s < 0) return undefined;
    const b = this.bytes;
    const end = s + this.length[slot]!;
    const units: number[] = [];
    for (let i = s; i < end;) {
      const x = b[i]!;
      if (x < 0x80) {
        units.push(this.unitAt[x]!);
        i++;
      } else if (x < 0xf0) {
        units.push(this.unitAt[ONE + (((x - 0xc0) << 6) | (b[i + 1]! & 0x3f))]!);
        i += 2;
      } else {
        units.push(((x & 0x0f) << 12) | ((b[i + 1]! & 0x3f) << 6) | (b[i + 2]! & 0x3f));
        i += 3;
      }
    }
    let out = '';
    for (let i = 0; i < units.length; i += 4096) out += String.fromCharCode(...units.slice(i, i + 4096));
    return out;
  }

  /** Whether the slot's text is exactly `text` (a change that re-sends the same text keeps its lookups). */
  same(slot: number, text: string): boolean {
    const s = this.start[slot] ?? -1;
    if (s < 0) return false;
    const coded = this.code(text);
    if (coded.length !== this.length[slot]) return false;
    for (let i = 0; i < coded.length; i++) if (this.bytes[s + i] !== coded[i]) return false;
    return true;
  }

  /** Sets (or with undefined, removes) the slot's text. */
  set(slot: number, text: string | undefined) {
    const old = this.start[slot] ?? -1;
    if (old >= 0) {
      this.garbage += this.length[slot]!;
      this.start[slot] = -1;
      this.count--;
    }
    if (text === undefined) return;
    if (slot >= this.start.length) {
      const n = Math.max(slot + 1, Math.ceil(this.start.length * 1.5));
      const start = new Int32Array(n).fill(-1);
      start.set(this.start);
      const length = new Int32Array(n);
      length.set(this.length);
      this.start = start;
      this.length = length;
    }
    // coded in place: an array per text, freed at once, left 30 MB of the allocator's memory in the
    // process after a load of 200,000 goods
    const n = this.codedLength(text);
    if (this.used + n > this.bytes.length) this.makeRoom(n);
    this.write(text, this.bytes, this.used);
    this.start[slot] = this.used;
    this.length[slot] = n;
    this.used += n;
    this.count++;
  }

  /**
   * Whether the slot's text contains the term (from `term`). Horspool's search: the byte under the
   * term's last position says how far the term can move, about its length each step. Only terms of
   * four characters or more read texts (shorter ones are answered by their gram lists), so this
   * looks at a quarter or less of the bytes that trying every position did: a byte-by-byte search
   * was half again as slow as `String.prototype.includes` on the strings the texts used to be.
   */
  includes(slot: number, t: CodedTerm): boolean {
    const s = this.start[slot] ?? -1;
    if (s < 0) return false;
    const b = this.bytes;
    const { bytes: term, shift } = t;
    const m = term.length;
    if (m === 0) return true;
    const lastByte = term[m - 1]!;
    const end = s + this.length[slot]! - m;
    for (let i = s; i <= end;) {
      const c = b[i + m - 1]!;
      if (c === lastByte) {
        let k = 0;
        while (k < m - 1 && b[i + k] === term[k]) k++;
        if (k === m - 1) return true;
      }
      i += shift[c]!;
    }
    return false;
  }

  /** A term in this store's code, with its search's shift table (see includes). */
  term(s: string): CodedTerm {
    const bytes = this.code(s);
    const m = bytes.length;
    const shift = new Uint16Array(256).fill(Math.max(1, m));
    for (let k = 0; k + 1 < m; k++) shift[bytes[k]!] = m - 1 - k;
    return { bytes, shift };
  }

  /** A term (or text) in this store's code. */
  code(s: string): Uint8Array {
    const out = new Uint8Array(this.codedLength(s));
    this.write(s, out, 0);
    return out;
  }

  /** Writes `s` coded into `out` from `o`. */
  private write(s: string, out: Uint8Array, o: number) {
    for (let i = 0; i < s.length; i++) {
      const u = s.charCodeAt(i);
      const r = this.rankOf[u]! - 1;
      if (r >= 0 && r < ONE) out[o++] = r;
      else if (r >= ONE) {
        out[o++] = 0xc0 + ((r - ONE) >>> 6);
        out[o++] = 0x80 | ((r - ONE) & 0x3f);
      } else {
        out[o++] = 0xf0 | (u >>> 12);
        out[o++] = 0x80 | ((u >>> 6) & 0x3f);
        out[o++] = 0x80 | (u & 0x3f);
      }
    }
  }

  private codedLength(s: string): number {
    let n = 0;
    for (let i = 0; i < s.length; i++) {
      const r = this.rankOf[s.charCodeAt(i)]!;
      n += r === 0 ? 3 : r <= ONE ? 1 : 2;
    }
    return n;
  }

  /**
   * Room for `need` more bytes: the live texts copied into a new array (dropping replaced ones) with
   * a quarter to spare, or with half more when few were replaced.
   */
  private makeRoom(need: number) {
    const live = this.used - this.garbage;
    const size = Math.max(live + need, Math.ceil((live + need) * (this.garbage > live / 4 ? 1.25 : 1.5)));
    const next = new Uint8Array(size);
    let o = 0;
    for (let slot = 0; slot < this.start.length; slot++) {
      const s = this.start[slot]!;
      if (s < 0) continue;
      const n = this.length[slot]!;
      next.set(this.bytes.subarray(s, s + n), o);
      this.start[slot] = o;
      o += n;
    }
    this.bytes = next;
    this.used = o;
    this.garbage = 0;
  }
}

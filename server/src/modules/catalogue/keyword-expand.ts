import { pinyin } from 'pinyin-pro';

/**
 * How Chinese shoppers type a search: in pinyin or its initials (wzry, wangzhe for 王者荣耀; hpjy
 * for 和平精英), and with one of several names for the same thing (国服/官服, 安卓/Android). A
 * keyword term is expanded to the other spellings it stands for, and a good matches the term when
 * its text holds any of them (the term itself included: "ios" may be written as is).
 *
 * The pinyin vocabulary is the catalogue's own words (game names, district names, attribute
 * options, tags, the synonyms below), not the goods' titles: it is the same on every instance and
 * with or without the listing index, so both answer a search alike, and it changes only with the
 * reference data.
 */

/** Names of the same thing, lower case (terms are normalised to lower case before they get here). */
export const SYNONYMS: readonly (readonly string[])[] = [
  ['国服', '官服'],
  ['安卓', 'android'],
  ['苹果', 'ios'],
  ['微信', 'wx', 'vx'],
  ['扣扣', 'qq'],
];
/** V10 is written 贵族10 as often (the VIP level of the Tencent games). */
const VIP = /^(?:v|贵族)(\d{1,2})$/;
/** at most this many spellings per term: a short pinyin prefix can spell many words */
export const MAX_ALTS = 6;

const HAN = /[\u3400-\u9fff]+/g;
const LETTERS = /^[a-z]+$/;

/** Pinyin and initials of the vocabulary's words and their leading parts, to the words they spell. */
export class PinyinVocab {
  private readonly spelled = new Map<string, string[]>();
  readonly words: readonly string[];

  constructor(words: Iterable<string>) {
    const seen = new Set<string>();
    for (const w of words) for (const m of w.matchAll(HAN)) if (m[0].length >= 2) seen.add(m[0]);
    for (const s of SYNONYMS) for (const w of s) if (/^[\u3400-\u9fff]{2,}$/.test(w)) seen.add(w);
    this.words = [...seen].sort();
    for (const w of this.words) {
      const syl = pinyin(w, { toneType: 'none', type: 'array', v: true }).map((x) => x.toLowerCase());
      if (syl.length !== w.length || !syl.every((x) => LETTERS.test(x))) continue;
      // whole words first, so a full spelling lists the word before the parts of longer words
      for (let k = w.length; k >= 2; k--) {
        const part = w.slice(0, k);
        this.add(syl.slice(0, k).join(''), part);
        this.add(
          syl
            .slice(0, k)
            .map((x) => x[0])
            .join(''),
          part,
        );
      }
    }
  }

  private add(key: string, word: string) {
    const list = this.spelled.get(key);
    if (!list) this.spelled.set(key, [word]);
    else if (!list.includes(word)) list.push(word);
  }

  /** The words a letters-only term spells, whole words first. */
  spells(term: string): string[] {
    if (term.length < 2 || !LETTERS.test(term)) return [];
    const list = this.spelled.get(term) ?? [];
    // a whole word before the leading part of another one (wz: 王者 before 王者荣耀's part)
    return [...list].sort((a, b) => (this.words.includes(b) ? 1 : 0) - (this.words.includes(a) ? 1 : 0));
  }

  /** Vocabulary words whose pinyin or initials start with the letters typed (the suggestions box). */
  startingWith(prefix: string, limit: number): string[] {
    if (!prefix || !LETTERS.test(prefix)) return [];
    const out: string[] = [];
    for (const [key, words] of this.spelled) {
      if (!key.startsWith(prefix)) continue;
      for (const w of words) if (this.words.includes(w) && !out.includes(w)) out.push(w);
      if (out.length >= limit) break;
    }
    return out.slice(0, limit);
  }
}

/** The other spellings of a normalised term (never the term itself), at most MAX_ALTS. */
export function expandTerm(term: string, vocab: PinyinVocab | undefined): string[] {
  const out = new Set<string>();
  for (const group of SYNONYMS) if (group.includes(term)) for (const w of group) out.add(w);
  const vip = VIP.exec(term);
  if (vip) {
    out.add(`v${vip[1]}`);
    out.add(`贵族${vip[1]}`);
  }
  for (const w of vocab?.spells(term) ?? []) out.add(w);
  out.delete(term);
  return [...out].slice(0, MAX_ALTS);
}

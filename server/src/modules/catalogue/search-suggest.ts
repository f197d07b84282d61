import { expandTerm, type PinyinVocab } from './keyword-expand.js';
import { normalizeText } from './search.js';

/**
 * Search suggestions, answered from memory: as the user types (the search box's dropdown) and
 * when a search found nothing (the list page shows them instead of an empty page). Three kinds:
 * games (by name, key, pinyin or initials: wzry, hpjy), catalogue words (district names, options,
 * synonyms) and hot keywords (what other shoppers searched that found goods).
 *
 * Hot keywords are counted per instance and shown only once searched HOT_MIN times with results:
 * a term one shopper typed once (a name, a phone number) is never shown to anyone else.
 */
export const HOT_MIN = 3;
/** distinct keywords counted; past it the rarest half is dropped */
const HOT_CAP = 5000;
const HOT_MAX_LEN = 12;

export interface SuggestGame {
  id: number;
  key: string;
  name: string;
  icon: string | null;
  hot: boolean;
}

export interface Suggestions {
  games: { id: number; name: string; icon: string | null }[];
  words: string[];
}

export class HotKeywords {
  private readonly counts = new Map<string, number>();
  private top: string[] | undefined;

  /** A keyword searched; counted only when it found something. */
  record(keyword: string, found: boolean) {
    const k = normalizeText(keyword).trim();
    if (!found || !k || Array.from(k).length > HOT_MAX_LEN) return;
    this.counts.set(k, (this.counts.get(k) ?? 0) + 1);
    this.top = undefined;
    if (this.counts.size > HOT_CAP) {
      const sorted = [...this.counts].sort((a, b) => a[1] - b[1]);
      for (const [w] of sorted.slice(0, sorted.length >> 1)) this.counts.delete(w);
    }
  }

  /** Keywords searched at least HOT_MIN times, most searched first. */
  list(): string[] {
    this.top ??= [...this.counts]
      .filter(([, n]) => n >= HOT_MIN)
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, 200)
      .map(([w]) => w);
    return this.top;
  }
}

/** Share of the query's distinct characters a candidate holds (0–1): the "nearest" measure for Chinese. */
function overlap(q: string, candidate: string): number {
  const chars = [...new Set(Array.from(q))].filter((c) => c !== ' ');
  if (!chars.length) return 0;
  return chars.filter((c) => candidate.includes(c)).length / chars.length;
}

export function suggest(
  input: { games: SuggestGame[]; vocab: PinyinVocab; hot: HotKeywords },
  query: string,
  limit: number,
): Suggestions {
  const q = normalizeText(query).trim();
  const { games, vocab, hot } = input;
  const out = (gs: SuggestGame[], words: string[]): Suggestions => ({
    games: gs.slice(0, limit).map((g) => ({ id: g.id, name: g.name, icon: g.icon })),
    // a word that is a game offered beside it would be the same chip twice (wzry: 王者荣耀)
    words: [...new Set(words)].filter((w) => w !== q && !gs.slice(0, limit).some((g) => w === g.name)).slice(0, limit),
  });
  if (!q)
    return out(
      games.filter((g) => g.hot),
      hot.list(),
    );
  const letters = /^[a-z]+$/.test(q);
  // games: by key or pinyin (letters), by name or the nearest names (anything else)
  const spelled = new Set(letters ? vocab.startingWith(q, 50) : []);
  const scored = games
    .map((g) => {
      const name = normalizeText(g.name);
      let score = 0;
      if (name.includes(q)) score = 3;
      else if (letters && (g.key.startsWith(q) || [...spelled].some((w) => name.includes(w)))) score = 2;
      else if (!letters) score = overlap(q, name) >= 0.5 ? 1 + overlap(q, name) / 2 : 0;
      return { g, score };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.g.id - b.g.id)
    .map((x) => x.g);
  const gameNames = new Set(scored.map((g) => g.name));
  const words: string[] = [];
  // other spellings first (国服 → 官服, wangzhe → 王者), then words and hot keywords that fit
  for (const w of expandTerm(q, vocab)) words.push(w);
  for (const w of spelled) if (!gameNames.has(w)) words.push(w);
  const hotList = hot.list();
  for (const w of hotList) if (w.startsWith(q) || (!letters && w.includes(q))) words.push(w);
  if (!letters) {
    // nothing starts with it: the nearest words by shared characters (a typo, a word order)
    const near = [...vocab.words, ...hotList]
      .map((w) => ({ w, s: overlap(q, w) }))
      .filter((x) => x.s >= 0.5)
      .sort((a, b) => b.s - a.s || a.w.length - b.w.length);
    for (const x of near) if (!gameNames.has(x.w)) words.push(x.w);
  }
  return out(scored, words);
}

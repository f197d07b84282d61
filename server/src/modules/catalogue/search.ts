/**
 * Keyword search on character n-grams. Chinese has no spaces to split words on and the common
 * queries are 2-character words (国服, 典藏), which pg_trgm cannot index; so each good stores
 * the distinct single characters and bigrams of its title and description, GIN-indexed, and a
 * query term matches when the good holds all of the term's grams. Grams are necessary, not
 * sufficient ("ab" + "bc" does not imply "abc"), so the repository re-checks the term with LIKE
 * on the few rows the index returns.
 */

/** Separates title from description so no gram spans the two. */
const BOUNDARY = '\u0001';
const WS = /\s/;

/** Lower-case, full-width ASCII folded to half-width, whitespace runs collapsed to one space. */
export function normalizeText(s: string): string {
  return s
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/**
 * Title and description as one string for substring search (the listing index): normalised like
 * the grams, with the boundary between them so no match spans the two. A term (no whitespace,
 * no boundary) is a substring exactly when the good holds the term's grams and, for terms of 3+
 * characters, the normalised text contains it.
 */
export function searchText(title: string, description: string): string {
  return normalizeText(title) + BOUNDARY + normalizeText(description);
}

/** Distinct 1- and 2-character grams of a good's title and description, in first-seen order. */
export function goodGrams(title: string, description: string): string[] {
  const text = normalizeText(title) + BOUNDARY + normalizeText(description);
  const out = new Set<string>();
  // code points, not UTF-16 units, so astral characters are never split in half
  const chars = Array.from(text);
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c === BOUNDARY) continue;
    if (!WS.test(c)) out.add(c);
    const d = chars[i + 1];
    if (d !== undefined && d !== BOUNDARY && !(WS.test(c) && WS.test(d))) out.add(c + d);
  }
  return [...out];
}

/** Search terms of a keyword: whitespace-separated, normalised, deduplicated; every term must match. */
export function keywordTerms(keyword: string): string[] {
  // control characters (the text boundary among them) are separators, never part of a term
  return [
    ...new Set(
      normalizeText(keyword.replace(/[\u0000-\u001f]/g, ' '))
        .trim()
        .split(' ')
        .filter(Boolean),
    ),
  ];
}

/** The grams a good must hold to contain `term`: its bigrams, or the character itself for a 1-char term. */
export function termGrams(term: string): string[] {
  const chars = Array.from(term);
  if (chars.length === 1) return chars;
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  return [...out];
}

import { nameReadings } from '../../lib/reserved-names.js';
import type { ModerationProvider, ModerationVerdict, TextToCheck } from './provider.js';
import { detectContacts } from './contacts.js';
import { BLOCKED_WORDS, type ModerationCategory } from './words.js';

const HAS_LATIN = /[a-z]/;
const isLatin = (c: string | undefined) => c !== undefined && c >= 'a' && c <= 'z';
// zero-width and bidi marks, which a writer can slip between letters to dodge a word list
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\u00ad]/g;

/** The text NFKC-normalised and lower-cased, without spaces or invisible marks (punctuation kept). */
function compact(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(INVISIBLE, '').replace(/\s+/g, '');
}

/** `w` occurs in `s` not glued to other Latin letters ("加v" in "加v：abc" but not in "参加vip"). */
function hasLatinWord(s: string, w: string): boolean {
  for (let i = s.indexOf(w); i >= 0; i = s.indexOf(w, i + 1)) {
    const before = isLatin(w[0]) ? s[i - 1] : undefined;
    if (!isLatin(before) && !isLatin(s[i + w.length])) return true;
  }
  return false;
}

/**
 * The provider of the demo, the tests and any deployment without WeChat: the committed word lists
 * of `words.ts` and the contact detector of `contacts.ts`, after the normalisation the reserved-name check uses.
 */
export class LocalModerationProvider implements ModerationProvider {
  readonly name = 'local';

  async checkText(t: TextToCheck): Promise<ModerationVerdict> {
    const category = localCategory(t.text);
    return category ? { pass: false, category } : { pass: true };
  }
}

/** The first category the text falls into, or null. Synchronous: also the WeChat provider's first gate. */
export function localCategory(text: string): ModerationCategory | null {
  const joined = nameReadings(text)[0] ?? '';
  const loose = compact(text);
  for (const [category, words] of Object.entries(BLOCKED_WORDS) as [ModerationCategory, readonly string[]][]) {
    for (const w of words) {
      if (HAS_LATIN.test(w) ? hasLatinWord(loose, w) : joined.includes(w)) return category;
    }
  }
  // phone numbers, QQ / WeChat ids and links however disguised (contacts.ts)
  if (detectContacts(text).length) return 'contact';
  return null;
}

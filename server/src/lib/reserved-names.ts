/**
 * Names that pass for platform staff. A user called 官方客服 shows in an order chat as
 * "卖家 官方客服" and can talk a buyer into paying outside the platform, so display names may not
 * contain these words in any spelling: spaced out, with punctuation or zero-width characters in
 * between, fullwidth, traditional characters, or Latin words typed with Cyrillic/Greek letters.
 */

/** Chinese words: refused anywhere in the name. */
const RESERVED_CJK = ['官方', '客服', '号市', '管理员', '运营', '平台', '系统', '工作人员', '官网'];

/**
 * Latin words: refused when no other Latin letter touches them, in the whole name or in one of
 * its words (split at spaces, punctuation and camelCase), so "my_admin", "HaoShiKefu" and
 * "admin007" are refused but "badminton" and "systematic" are not.
 */
const RESERVED_LATIN = [
  'admin',
  'administrator',
  'official',
  'kefu',
  'guanfang',
  'haoshi',
  'system',
  'staff',
  'support',
];

/** Letters from other scripts that look like Latin ones, and traditional forms of the reserved characters. */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ʏ: 'y',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ς: 's',
  ϲ: 'c',
  ϳ: 'j',
  // Latin letters that read as others
  ı: 'i',
  ɩ: 'i',
  ɑ: 'a',
  ɡ: 'g',
  ſ: 's',
  // traditional / variant characters
  號: '号',
  統: '统',
  營: '营',
  員: '员',
  臺: '台',
  網: '网',
};

/** Digits typed for letters ("adm1n", "0fficial"): checked as a second reading. */
const DIGIT_LETTERS: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a' };

/** Bidirectional controls can make "服客方官" display as 官方客服. */
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * NFKC (fullwidth and other compatibility forms become plain ones), lower-case and look-alikes
 * mapped; returns the words (split at anything that is not a letter or digit: spaces,
 * punctuation, symbols, zero-width and bidi characters, and camelCase humps) and all of them
 * joined, so "官 方" and "ad\u200bmin" are caught as well as "Official-Store".
 */
export function nameReadings(name: string): string[] {
  const s = name
    .normalize('NFKC')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase();
  let mapped = '';
  for (const ch of s) mapped += LOOK_ALIKES[ch] ?? ch;
  const words = mapped
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [words.join(''), ...words];
}

const isLatin = (c: string | undefined) => c !== undefined && c >= 'a' && c <= 'z';

function hasReserved(s: string): boolean {
  if (RESERVED_CJK.some((w) => s.includes(w))) return true;
  for (const w of RESERVED_LATIN) {
    for (let i = s.indexOf(w); i >= 0; i = s.indexOf(w, i + 1)) {
      if (!isLatin(s[i - 1]) && !isLatin(s[i + w.length])) return true;
    }
  }
  return false;
}

/** True when `name` reads as one of the platform's own (staff, official, system) names. */
/**
 * What a name can hold that shows nothing: spaces of every kind, control and format characters
 * (zero-width space and joiners, bidi marks), combining marks on their own, and the blank
 * "letters" people paste to look nameless (Hangul fillers, the blank braille cell).
 */
const SHOWS_NOTHING = /[\s\p{Cc}\p{Cf}\p{Z}\p{M}\u115f\u1160\u3164\uffa0\u2800]/gu;

/**
 * True when a name would show as nothing: a nickname of three zero-width spaces left the other
 * side of an order reading 买家 followed by nothing, in chat and in disputes.
 */
export function isBlankName(name: string): boolean {
  return name.replace(SHOWS_NOTHING, '') === '';
}

export function isReservedName(name: string): boolean {
  // also with digits and @ read as letters ("adm1n", "0fficial")
  const digitsRead = [...name.normalize('NFKC')].map((c) => DIGIT_LETTERS[c] ?? c).join('');
  const all = [...nameReadings(name), ...nameReadings(digitsRead)];
  if (BIDI.test(name)) all.push(...all.map((s) => [...s].reverse().join('')));
  return all.some(hasReserved);
}

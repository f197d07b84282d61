import unhomoglyph from 'unhomoglyph';

/**
 * Names that pass for platform staff. A user called 官方客服 shows in an order chat as
 * "卖家 官方客服" and can talk a buyer into paying outside the platform, so display names may not
 * contain these words in any spelling: spaced out, with punctuation or zero-width characters in
 * between, fullwidth, traditional characters, or Latin words typed with Cyrillic/Greek letters.
 */

/**
 * Chinese words: refused anywhere in the name. The staff titles users trust are among them (客服,
 * 专员, 官方, 担保, 售后): 售后专员 or 交易担保专员 in an order chat reads as the platform's own
 * after-sales or escrow desk, and any combination contains one of them.
 */
const RESERVED_CJK = [
  '官方',
  '客服',
  '号市',
  '管理员',
  '运营',
  '平台',
  '系统',
  '工作人员',
  '官网',
  '专员',
  '担保',
  '售后',
];

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
  專: '专',
  擔: '担',
  後: '后',
};

/**
 * Latin small capitals (ᴀᴅᴍɪɴ). UTS #39 keeps them apart from the letters (their shapes differ at
 * large sizes), but in a nickname line they read as the word: folded before and after the skeleton.
 */
const SMALL_CAPITALS: Record<string, string> = {
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ꞯ: 'q',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
};

const fold = (s: string, table: Record<string, string>) => [...s].map((c) => table[c] ?? c).join('');

/**
 * The UTS #39 skeleton: NFD, each character replaced by its prototype in Unicode's confusables
 * table (confusables.txt, through the `unhomoglyph` package, which carries that table), NFD again.
 * Two strings that look alike have the same skeleton: Cherokee Ꮪ and Latin S, Cyrillic р and Latin
 * p, "rn" and "m" all meet.
 */
export function skeleton(s: string): string {
  return unhomoglyph(s.normalize('NFD')).normalize('NFD');
}

/**
 * A name's readings for the reserved-word check, compared by look: NFKC (fullwidth, mathematical
 * and other compatibility letters become plain ones), camelCase humps split, lower-cased, small
 * capitals and traditional characters folded, then the confusable skeleton, lower-cased again and
 * without combining marks (ádmin is admin to a reader). Words as in `nameReadings`, plus all of
 * them joined. The reserved words go through the same function, so both sides meet in one form.
 */
export function skeletonReadings(name: string): string[] {
  const s = fold(
    fold(
      name
        .normalize('NFKC')
        .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
        .toLowerCase(),
      SMALL_CAPITALS,
    ),
    LOOK_ALIKES,
  );
  const k = fold(skeleton(s).toLowerCase(), SMALL_CAPITALS).replace(/\p{M}/gu, '');
  const words = k.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return [words.join(''), ...words];
}

/** A reserved word in the form `skeletonReadings` gives names. */
const skeletonOf = (w: string) => skeletonReadings(w)[0]!;
const RESERVED_CJK_SKELETONS = RESERVED_CJK.map(skeletonOf);
const RESERVED_LATIN_SKELETONS = RESERVED_LATIN.map(skeletonOf);

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

function hasReserved(s: string, cjk = RESERVED_CJK, latin = RESERVED_LATIN): boolean {
  if (cjk.some((w) => s.includes(w))) return true;
  for (const w of latin) {
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
  if (all.some((s) => hasReserved(s))) return true;
  // by look: the confusable skeleton of the name against the skeletons of the reserved words
  const looks = [...skeletonReadings(name), ...skeletonReadings(digitsRead)];
  return looks.some((s) => hasReserved(s, RESERVED_CJK_SKELETONS, RESERVED_LATIN_SKELETONS));
}

/** Which of an account's names the check would refuse today (for the operators' report). */
export function reservedFields(u: { userName: string | null; nickName: string | null }): ('nickName' | 'userName')[] {
  const out: ('nickName' | 'userName')[] = [];
  if (u.nickName && isReservedName(u.nickName)) out.push('nickName');
  if (u.userName && isReservedName(u.userName)) out.push('userName');
  return out;
}

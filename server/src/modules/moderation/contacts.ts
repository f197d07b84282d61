/**
 * Finds contact details in a text — phone numbers, QQ and WeChat ids, links, "加我 + id" — however
 * they are disguised, and says where they are, so a message can be masked instead of refused
 * (issue 43: a deal moved off the platform loses escrow, and every big marketplace keeps contacts
 * off its pages). Pure: no I/O, the same answer for the same text.
 *
 * The text is read twice, each reading keeping for every character where it came from:
 * - the "packed" reading: NFKC, lower case, Chinese numerals as digits (一三八, 壹叁捌, 幺), keycap and
 *   circled digits as digits, ➕/+ as 加, and everything that is not a letter, a digit, a Chinese
 *   character or a colon dropped — so "1 3 8-0013🔥8000", "V 加" and "扣 12345678" read as one run;
 * - the "link" reading: NFKC and lower case only, punctuation kept (a link needs its dots and slashes).
 * A match's span is then the original characters from its first to its last packed character.
 *
 * What stays out: a number needs a contact word right before it or the shape of a mainland mobile
 * number (1[3-9] + 9 digits) to count, so 战力 1234567, V10, QQ区, 1-100区, ¥1288 and dates pass.
 */

export type ContactKind = 'phone' | 'qq' | 'wechat' | 'link' | 'handle';

export interface ContactSpan {
  kind: ContactKind;
  /** code-unit offsets into the original text, end exclusive */
  start: number;
  end: number;
}

export interface DetectOptions {
  /**
   * Inside an order's handover (paid, not completed): a number right after 验证码 / 账号 / 帐号 /
   * 登录号 / UID is what the buyer needs to log in (an SMS code, the account's own id — often a QQ
   * number or a phone number), so it is not a contact.
   */
  handover?: boolean;
}

const NUMERALS: Record<string, string> = {
  零: '0',
  〇: '0',
  一: '1',
  幺: '1',
  二: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  八: '8',
  九: '9',
  壹: '1',
  贰: '2',
  貳: '2',
  叁: '3',
  參: '3',
  肆: '4',
  伍: '5',
  陆: '6',
  陸: '6',
  柒: '7',
  捌: '8',
  玖: '9',
};

// homophones and look-alikes of the contact words, one character each (the words themselves are in the patterns)
const CHAR_MAP: Record<string, string> = { 薇: '微', '➕': '加', '+': '加', '＋': '加' };

const KEEP = /[a-z0-9:\p{Script=Han}]/u;

interface Reading {
  text: string;
  /** for each character of `text`, its original [start, end) */
  from: number[];
  to: number[];
}

function read(text: string, pack: boolean): Reading {
  let out = '';
  const from: number[] = [];
  const to: number[] = [];
  let i = 0;
  for (const cp of text) {
    const start = i;
    i += cp.length;
    let n = CHAR_MAP[cp] ?? cp.normalize('NFKC').toLowerCase();
    if (pack) {
      n = [...n]
        .map((c) => NUMERALS[c] ?? c)
        .filter((c) => KEEP.test(c))
        .join('');
    }
    for (const c of n) {
      out += c;
      from.push(start);
      to.push(i);
    }
  }
  return { text: out, from, to };
}

// a Latin id as people write WeChat / Telegram ids: starts with a letter, 5–20 letters, digits (underscores dropped)
const LATIN_ID = '[a-z][a-z0-9]{4,19}';
const WECHAT_WORD = '(?:微信|威信|卫星|v信|微|vx|wx|weixin|wechat|v加|加v)';
const QQ_WORD = '(?:扣扣|抠抠|扣|企鹅|qq?)';
// an id after a contact word, with what people put between: 号 / 号码, 群, id, 是, 同号, a colon
const FILLER = '(?::|号码|号|群|是|为|id|同号){0,3}';

const PACKED_RULES: { kind: ContactKind; re: RegExp; digits?: boolean }[] = [
  // a mainland mobile number, with or without +86
  { kind: 'phone', re: /(?<!\d)(?:加?0?86)?1[3-9]\d{9}(?!\d)/g, digits: true },
  // a QQ number after one of its names
  { kind: 'qq', re: new RegExp(`${QQ_WORD}${FILLER}\\d{5,11}(?!\\d)`, 'g') },
  // a WeChat id (Latin or digits) after one of its names
  { kind: 'wechat', re: new RegExp(`${WECHAT_WORD}${FILLER}(?:${LATIN_ID}|\\d{5,11}(?!\\d))`, 'g') },
  // a bare V with a colon ("V：account_pro"): V alone is also a VIP level (V10), the colon makes it an id
  { kind: 'wechat', re: new RegExp(`v:${LATIN_ID}`, 'g') },
  // "add me / message me privately" followed by an id
  {
    kind: 'handle',
    re: new RegExp(`(?:加我|加好友|私聊我?|私我|联系我|找我)${FILLER}(?:${LATIN_ID}|\\d{5,11}(?!\\d))`, 'g'),
  },
];

const LINK_RULES: { kind: ContactKind; re: RegExp }[] = [
  { kind: 'link', re: /(?:https?:\/\/|www\.)[^\s，。、！？]+/g },
  {
    kind: 'link',
    re: /(?<![a-z0-9@.-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|cn|net|org|me|io|cc|top|xyz|vip|link|ly|co|info)(?![a-z0-9])(?:\/[^\s，。、！？]*)?/g,
  },
  // an e-mail address (12345678@qq.com is a QQ number too)
  { kind: 'handle', re: /[a-z0-9._-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/g },
  // @handles (Telegram, e-mail user names): an @ before 4+ Latin id characters
  { kind: 'handle', re: /@[a-z][a-z0-9_]{3,}/g },
];

// what may precede a number the handover needs readable, in the packed reading
const HANDOVER_WORDS = /(?:验证码|账号|帐号|登录号|登陆号|uid)(?::|是|为)*$/;

const TRAILING_MARKS = /[\ufe0e\ufe0f\u20e3\u200b-\u200f]/;

/** The character before `at` in `text` as the packed reading sees a letter (NFKC, lower case), or ''. */
function letterBefore(text: string, at: number): string {
  const prev = String.fromCodePoint(text.codePointAt(at - 1) ?? 32);
  return at > 0 ? prev.normalize('NFKC').toLowerCase() : '';
}

/** Every contact found in `text`, in order, overlapping finds merged. */
export function detectContacts(text: string, opts: DetectOptions = {}): ContactSpan[] {
  const found: ContactSpan[] = [];
  const packed = read(text, true);
  for (const rule of PACKED_RULES) {
    for (const m of packed.text.matchAll(rule.re)) {
      const at = m.index;
      if (rule.digits && opts.handover && HANDOVER_WORDS.test(packed.text.slice(Math.max(0, at - 8), at))) continue;
      // a Latin contact word glued to a letter before it as written is part of another word ("newxbox",
      // "qvq12345"); checked on the original text, since the packed reading also glues separate words
      if (/[a-z]/.test(m[0][0]!) && /[a-z]/.test(letterBefore(text, packed.from[at]!))) continue;
      found.push({ kind: rule.kind, start: packed.from[at]!, end: packed.to[at + m[0].length - 1]! });
    }
  }
  const loose = read(text, false);
  for (const rule of LINK_RULES) {
    for (const m of loose.text.matchAll(rule.re)) {
      const at = m.index;
      found.push({ kind: rule.kind, start: loose.from[at]!, end: loose.to[at + m[0].length - 1]! });
    }
  }
  // a keycap or variation mark after the last character belongs to it ("8️⃣")
  for (const s of found) while (s.end < text.length && TRAILING_MARKS.test(text[s.end]!)) s.end++;
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: ContactSpan[] = [];
  for (const s of found) {
    const last = merged.at(-1);
    if (last && s.start < last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged;
}

export const CONTACT_MASK = '＊＊＊';

/** `text` with every span replaced by ＊＊＊. */
export function maskContacts(text: string, spans: readonly ContactSpan[]): string {
  let out = '';
  let at = 0;
  for (const s of spans) {
    out += text.slice(at, s.start) + CONTACT_MASK;
    at = s.end;
  }
  return out + text.slice(at);
}

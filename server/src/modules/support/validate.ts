import { BadRequest } from '../../lib/errors.js';

/** Formats of the identifiers people paste into checkAccount and operators type into the editors. */
export const PHONE_RE = /^1[3-9]\d{9}$/;
export const QQ_RE = /^[1-9]\d{4,11}$/;
/** WeChat's own rule for custom ids: a letter first, 6–20 letters, digits, _ or -. */
export const WECHAT_RE = /^[a-zA-Z][-_a-zA-Z0-9]{5,19}$/;

export type GuessedKind = 'qq' | 'wechat' | 'phone' | 'unknown';

/** What an identifier looks like. A mobile number also fits the QQ pattern's length, so phone wins. */
export function guessKind(account: string): GuessedKind {
  if (PHONE_RE.test(account)) return 'phone';
  if (QQ_RE.test(account)) return 'qq';
  if (WECHAT_RE.test(account)) return 'wechat';
  return 'unknown';
}

export function checkLinkUrl(url: string | null | undefined, field: string): string | null {
  const v = url?.trim();
  if (!v) return null;
  if (!/^https?:\/\/[^\s"'<>\\]{1,290}$/.test(v)) throw new BadRequest(`${field}须为 http(s) 链接`);
  return v;
}

const HHMM = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/;

/**
 * 'HH:MM-HH:MM' → minutes of the day. The end may be 24:00; an end before the start means the
 * shift runs past midnight ('21:00-02:00'); start = end is not a shift. Null when malformed.
 */
export function parseWorkHours(s: string): { start: number; end: number } | null {
  const m = HHMM.exec(s);
  if (!m) return null;
  const [sh, sm, eh, em] = m.slice(1).map(Number) as [number, number, number, number];
  if (sh > 23 || sm > 59 || eh > 24 || em > 59 || (eh === 24 && em !== 0)) return null;
  const start = sh * 60 + sm;
  const end = eh * 60 + em;
  if (start === end) return null;
  return { start, end };
}

/** Minutes since midnight in China Standard Time (UTC+8, no daylight saving). */
export function beijingMinutes(now: Date): number {
  return Math.floor((now.getTime() / 60_000 + 8 * 60) % 1440);
}

/** Is `now` inside the working hours, read in Beijing time? */
export function withinWorkHours(workHours: string, now: Date): boolean {
  const h = parseWorkHours(workHours);
  if (!h) return false;
  const t = beijingMinutes(now);
  return h.start < h.end ? t >= h.start && t < h.end : t >= h.start || t < h.end;
}

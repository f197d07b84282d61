/**
 * Times for seeded demo records. Seeds used to date everything "n days before the seed ran", so a
 * page of records all read 10:17, the minute the server first started, and the records made at
 * the start read that exact second (issue 37). These spread them as people's activity is spread:
 * over the waking hours of China time, at any minute and second, chosen from a key so that the
 * same seed gives the same times (and tests stay stable).
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const CN = 8 * HOUR;

/** A fraction in [0, 1) from a key (FNV-1a, then a final mix): the same key, the same fraction. */
export function keyFraction(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  h ^= h >>> 15;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  return (h >>> 0) / 2 ** 32;
}

/**
 * A moment on the China-time day `days` days before `now`'s, between 08:30 and 23:30 at a minute
 * and second picked by `key`; never after `now` (a time later today than `now` moves to the day
 * before, so nothing seeded lies in the future of the seed).
 */
export function activeTimeBefore(now: Date, days: number, key: string): Date {
  const midnightCn = Math.floor((now.getTime() + CN) / DAY) * DAY - CN;
  const ms = Math.floor(keyFraction(key) * 15 * HOUR) + Math.floor(keyFraction(`${key}#s`) * 60) * 1000;
  let t = midnightCn - days * DAY + 8.5 * HOUR + ms;
  while (t > now.getTime()) t -= DAY;
  return new Date(t);
}

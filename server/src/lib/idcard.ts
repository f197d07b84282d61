/** GB 11643-1999 citizen ID number: 6-digit area, 8-digit birth date, 3-digit sequence, check char. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK[sum % 11]!;
}

export type IdCardProblem = 'format' | 'birth' | 'checksum';

export interface ParsedIdCard {
  normalized: string;
  birth: { y: number; m: number; d: number };
}

/** Validate format, real birth date (not in the future) and the check character. */
export function parseIdCard(
  raw: string,
  now: Date,
): { ok: true; value: ParsedIdCard } | { ok: false; problem: IdCardProblem } {
  const id = raw.trim().toUpperCase();
  if (!/^[1-9]\d{5}(18|19|20)\d{2}\d{2}\d{2}\d{3}[\dX]$/.test(id)) return { ok: false, problem: 'format' };
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== m - 1 || dt.getUTCDate() !== d)
    return { ok: false, problem: 'birth' };
  if (dt.getTime() > now.getTime()) return { ok: false, problem: 'birth' };
  if (idCheckChar(id.slice(0, 17)) !== id[17]) return { ok: false, problem: 'checksum' };
  return { ok: true, value: { normalized: id, birth: { y, m, d } } };
}

/** Full years of age on `now` (Beijing time, which is what "birthday" means for a Chinese ID). */
export function ageOn(birth: { y: number; m: number; d: number }, now: Date): number {
  const bj = new Date(now.getTime() + 8 * 3600_000);
  const y = bj.getUTCFullYear();
  const m = bj.getUTCMonth() + 1;
  const d = bj.getUTCDate();
  let age = y - birth.y;
  if (m < birth.m || (m === birth.m && d < birth.d)) age--;
  return age;
}

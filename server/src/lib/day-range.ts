import { BadRequest } from './errors.js';

/** China has one time zone and no daylight saving: the console's days are Beijing days. */
const CN_OFFSET = '+08:00';
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function day(field: '开始日期' | '结束日期', v: string | undefined): Date | undefined {
  const s = v?.trim();
  if (!s) return undefined;
  const m = DAY.exec(s);
  const d = m ? new Date(`${s}T00:00:00${CN_OFFSET}`) : null;
  // 2026-02-30 parses to 3 March: such a day is refused rather than silently moved
  if (!m || !d || Number.isNaN(d.getTime()) || new Date(d.getTime() + 8 * 3600_000).getUTCDate() !== Number(m[3]))
    throw new BadRequest(`参数错误：${field}格式应为 年-月-日，如 2026-01-31`);
  return d;
}

/**
 * The console's date filter: `from` and `to` are whole days (both included), so the range is
 * [from 00:00, the day after `to` 00:00) in Beijing time. Either end may be left open.
 */
export function dayRange(q: { from?: string; to?: string }): { since?: Date; before?: Date } {
  const since = day('开始日期', q.from);
  const to = day('结束日期', q.to);
  const before = to ? new Date(to.getTime() + 24 * 3600_000) : undefined;
  if (since && before && since >= before) throw new BadRequest('参数错误：开始日期不能晚于结束日期');
  return { since, before };
}

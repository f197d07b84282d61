import type { RentalConfig } from '../../config.js';
import { BadRequest } from '../../lib/errors.js';
import type { RentalMode } from './table.js';

const HOUR = 3_600_000;
const CN = 8 * HOUR; // China Standard Time, no daylight saving

/** Prices a listing offers; null: that package is not offered. */
export interface Prices {
  hourlyFen: number;
  minHours: number;
  dayFen: number | null;
  overnightFen: number | null;
}

export interface Window {
  startAt: Date;
  endAt: Date;
  /** whole hours charged/shown (the overnight window may start mid-night: rounded up) */
  hours: number;
  rentFen: number;
}

/** The China-time hour of a moment, 0-23. */
const cnHour = (d: Date) => new Date(d.getTime() + CN).getUTCHours();
/** The moment of the given China-time hour:00 on the China date of `d` (plus `days`). */
function cnAt(d: Date, hour: number, days = 0): Date {
  const cn = new Date(d.getTime() + CN);
  return new Date(Date.UTC(cn.getUTCFullYear(), cn.getUTCMonth(), cn.getUTCDate() + days, hour) - CN);
}

/**
 * The rental window and its rent for a chosen mode. `startAt` omitted: start now (the overnight
 * package: tonight's start, or now when the night has begun). A later start must lie within the
 * advance limit; a start slightly in the past (clock skew, a slow form) is taken as now.
 */
export function rentalWindow(
  p: Prices,
  b: { mode: RentalMode; hours?: number; startAt?: string },
  now: Date,
  cfg: RentalConfig,
): Window {
  let start = now;
  if (b.startAt !== undefined) {
    const t = new Date(b.startAt);
    if (Number.isNaN(t.getTime())) throw new BadRequest('参数错误：startAt 时间格式不正确');
    if (t.getTime() < now.getTime() - 5 * 60_000) throw new BadRequest('参数错误：startAt 开始时间不能早于当前时间');
    if (t.getTime() > now.getTime() + cfg.maxAdvanceMs)
      throw new BadRequest(`参数错误：startAt 最多可提前${Math.round(cfg.maxAdvanceMs / (24 * HOUR))}天预约`);
    if (t > now) start = t;
  }
  if (b.mode === 'hours') {
    const h = b.hours;
    if (h === undefined) throw new BadRequest('参数错误：hours 请选择租用小时数');
    if (h < p.minHours) throw new BadRequest(`参数错误：hours 该账号最少租${p.minHours}小时`);
    if (h > cfg.maxHours) throw new BadRequest(`参数错误：hours 单次最多租${cfg.maxHours}小时`);
    return { startAt: start, endAt: new Date(start.getTime() + h * HOUR), hours: h, rentFen: h * p.hourlyFen };
  }
  if (b.hours !== undefined) throw new BadRequest('参数错误：hours 套餐不需要填写小时数');
  if (b.mode === 'day') {
    if (p.dayFen === null) throw new BadRequest('参数错误：mode 该账号不提供包天套餐');
    return { startAt: start, endAt: new Date(start.getTime() + 24 * HOUR), hours: 24, rentFen: p.dayFen };
  }
  // overnight: [S:00, E:00 next morning) China time
  if (p.overnightFen === null) throw new BadRequest('参数错误：mode 该账号不提供包夜套餐');
  const S = cfg.overnightStartHour;
  const E = cfg.overnightEndHour;
  let s: Date;
  let e: Date;
  if (b.startAt !== undefined && start > now) {
    // a later night: the start must be that night's S:00
    if (cnHour(start) !== S || start.getTime() !== cnAt(start, S).getTime())
      throw new BadRequest(`参数错误：startAt 包夜须从${S}:00开始`);
    s = start;
    e = cnAt(start, E, 1);
  } else {
    const h = cnHour(now);
    if (h >= S) {
      s = now;
      e = cnAt(now, E, 1);
    } else if (h < E) {
      s = now;
      e = cnAt(now, E);
    } else {
      s = cnAt(now, S);
      e = cnAt(now, E, 1);
    }
  }
  return { startAt: s, endAt: e, hours: Math.ceil((e.getTime() - s.getTime()) / HOUR), rentFen: p.overnightFen };
}

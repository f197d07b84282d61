import { toYuanFen, weightedQuantile } from './valuation.js';

export const WINDOW_DAYS = 90;
export const TREND_WEEKS = 12;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const TIER_NAMES = ['入门号', '进阶号', '精品号', '顶级号'] as const;

export interface Deal {
  priceFen: number;
  at: Date;
}

const median = (prices: readonly number[]) =>
  weightedQuantile(
    prices.map((value) => ({ value, weight: 1 })),
    0.5,
  );
const recycle = (fen: number, factor: number) => toYuanFen(fen * factor);

/**
 * Tiers by price band: the window's deals sorted by price and cut into four bands of equal count
 * (quartiles), each with its price range, median deal and the recycle reference = median ×
 * factor. Bands suit every game (every template has a price, not every one a rank worth tiering
 * by). Under four deals there is one band, '全部'; no deals, no bands.
 */
export function priceTiers(deals: readonly Deal[], factor: number) {
  const prices = deals.map((d) => d.priceFen).sort((a, b) => a - b);
  if (prices.length === 0) return [];
  const bands: { name: string; prices: number[] }[] =
    prices.length < TIER_NAMES.length
      ? [{ name: '全部', prices }]
      : TIER_NAMES.map((name, i) => ({
          name,
          prices: prices.slice(
            Math.floor((i * prices.length) / TIER_NAMES.length),
            Math.floor(((i + 1) * prices.length) / TIER_NAMES.length),
          ),
        }));
  return bands.map((b) => {
    const med = median(b.prices)!;
    return {
      name: b.name,
      minDealFen: b.prices[0]!,
      maxDealFen: b.prices[b.prices.length - 1]!,
      medianDealFen: toYuanFen(med),
      referenceFen: recycle(med, factor),
      dealCount: b.prices.length,
    };
  });
}

/** 'YYYY-MM-DD' of an instant in China time (UTC+8, no daylight saving). */
const chinaDate = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * The last TREND_WEEKS weeks ending now, oldest first: week i covers [now − 7(i+1) d, now − 7i d).
 * Median deal price per week and its recycle reference; null in a week without deals.
 */
export function weeklyTrend(deals: readonly Deal[], factor: number, now: Date) {
  const end = now.getTime();
  const buckets: number[][] = Array.from({ length: TREND_WEEKS }, () => []);
  for (const d of deals) {
    const age = end - d.at.getTime();
    if (age < 0) continue;
    const w = Math.floor(age / WEEK_MS);
    if (w < TREND_WEEKS) buckets[w]!.push(d.priceFen);
  }
  return buckets
    .map((prices, w) => {
      const med = median(prices);
      return {
        weekStart: chinaDate(end - (w + 1) * WEEK_MS),
        medianDealFen: med === null ? null : toYuanFen(med),
        referenceFen: med === null ? null : recycle(med, factor),
        dealCount: prices.length,
      };
    })
    .reverse();
}

export const windowStart = (now: Date) => new Date(now.getTime() - WINDOW_DAYS * DAY_MS);

/**
 * Accepted trade-in quotes of the window: their median, and per trend week (same weeks as
 * weeklyTrend, oldest first) the median and count. These are recycle prices already, so no factor.
 */
export function tradeInStats(quotes: readonly Deal[], now: Date) {
  const end = now.getTime();
  const buckets: number[][] = Array.from({ length: TREND_WEEKS }, () => []);
  for (const d of quotes) {
    const age = end - d.at.getTime();
    if (age < 0) continue;
    const w = Math.floor(age / WEEK_MS);
    if (w < TREND_WEEKS) buckets[w]!.push(d.priceFen);
  }
  const med = median(quotes.map((q) => q.priceFen));
  return {
    medianFen: med === null ? null : toYuanFen(med),
    weeks: buckets
      .map((prices) => {
        const m = median(prices);
        return { tradeInMedianFen: m === null ? null : toYuanFen(m), tradeInCount: prices.length };
      })
      .reverse(),
  };
}

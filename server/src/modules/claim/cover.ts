import { ORDER_STATE, type OrderRow } from '../order/index.js';

/** An order's cover in time and money: when it ends, whether it still runs, what a tier pays. */

const DAY = 86_400_000;

/** When an order's cover ends: completion + its days; null for lifetime cover (or none / not completed). */
export function protectionEnd(o: Pick<OrderRow, 'protection' | 'protectionDays' | 'completedAt'>): Date | null {
  if (o.protection === 'none' || !o.completedAt || o.protectionDays === null) return null;
  return new Date(o.completedAt.getTime() + o.protectionDays * DAY);
}
export function inProtection(
  o: Pick<OrderRow, 'protection' | 'protectionDays' | 'completedAt' | 'state'>,
  now: Date,
): boolean {
  if (o.protection === 'none' || o.state !== ORDER_STATE.completed || !o.completedAt) return false;
  const end = protectionEnd(o);
  return end === null || end > now;
}

/**
 * What a tier pays (as the protection terms publish it): basic and tier A the price; tier B the price plus proven top-ups,
 * everything together at most capPct % of the price.
 */
export function compensationOf(
  protection: string,
  priceFen: number,
  topUpFen: number,
  capPct: number,
): { compensationFen: number; topUpFen: number; maxTopUpFen: number } {
  const maxTopUpFen = protection === 'tierB' ? Math.max(0, Math.floor((priceFen * (capPct - 100)) / 100)) : 0;
  const top = Math.min(Math.max(0, topUpFen), maxTopUpFen);
  return { compensationFen: priceFen + top, topUpFen: top, maxTopUpFen };
}

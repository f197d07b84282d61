import type { HandoverConfig } from '../../config.js';

/** How a listing's account changes hands: 自助交接 (the buyer's sealed reveal) or 平台验号换绑 (staff). */
export const HANDOVER_MODES = ['self', 'staff'] as const;
export type HandoverMode = (typeof HANDOVER_MODES)[number];
export const HANDOVER_MODE_NAMES: Record<HandoverMode, string> = { self: '自助交接', staff: '平台验号换绑' };

/**
 * Why the operators' rules require the staff mode for a listing, or null: the price rule first
 * (it names the configured figure), then the game rule. The selling module refuses a 'self'
 * listing with this text; the order module applies it again when the order is made, so a listing
 * repriced past the threshold, or of a game added to the list later, is still handed over by staff.
 */
export function staffModeRequiredBy(c: HandoverConfig, priceFen: number, gameKey: string | undefined): string | null {
  if (c.staffMinFen > 0 && priceFen >= c.staffMinFen)
    return `该商品价格在${c.staffMinFen / 100}元以上，须选择平台验号换绑`;
  if (gameKey && c.staffGames.includes(gameKey)) return '该游戏须选择平台验号换绑';
  return null;
}

/** The mode an order uses: the listing's, or staff when the rules require it now. */
export function effectiveHandoverMode(
  c: HandoverConfig,
  listed: HandoverMode,
  priceFen: number,
  gameKey: string | undefined,
): HandoverMode {
  return listed === 'staff' || staffModeRequiredBy(c, priceFen, gameKey) ? 'staff' : 'self';
}

/** The buyer's fee for a mode: none for self-service; the rate of the price, at least the minimum, for staff. */
export function handoverFeeFen(c: HandoverConfig, mode: HandoverMode, priceFen: number): number {
  if (mode !== 'staff') return 0;
  return Math.max(Math.round((priceFen * c.feeBps) / 10_000), c.feeMinFen);
}

/**
 * The price filter's preset ranges (issue 38): cut where a game's goods on sale split into four
 * equal parts by price (the quartiles), rounded to figures a person would type, so each preset
 * holds about a quarter of the listings rather than ranges guessed once for every game.
 */
export interface PriceBand {
  /** lowest price in yuan (0 for the first band) */
  minYuan: number;
  /** highest price in yuan; null for the last band (no upper end) */
  maxYuan: number | null;
}

/** Fewer listings than this give no presets: four quarters of a handful of goods say nothing. */
export const PRICE_BANDS_MIN_GOODS = 8;

/** A price in yuan rounded to a round figure: 87 → 90, 137 → 140, 1,234 → 1,200, 56,789 → 57,000. */
export function roundFigure(yuan: number): number {
  if (yuan < 10) return Math.max(1, Math.round(yuan));
  const digits = Math.floor(Math.log10(yuan)) + 1;
  const step = 10 ** Math.max(1, digits - 2);
  return Math.round(yuan / step) * step;
}

/**
 * Bands from the quartiles of the prices (in fen) of `count` goods: below the first cut, between
 * cuts, above the last. Cuts that round to the same figure merge; none at all gives no bands.
 */
export function priceBands(quartilesFen: readonly number[], count: number): PriceBand[] {
  if (count < PRICE_BANDS_MIN_GOODS) return [];
  const cuts = [...new Set(quartilesFen.filter((q) => q > 0).map((q) => roundFigure(q / 100)))].sort((a, b) => a - b);
  if (!cuts.length) return [];
  const bands: PriceBand[] = [{ minYuan: 0, maxYuan: cuts[0]! }];
  for (let i = 1; i < cuts.length; i++) bands.push({ minYuan: cuts[i - 1]!, maxYuan: cuts[i]! });
  bands.push({ minYuan: cuts[cuts.length - 1]!, maxYuan: null });
  return bands;
}

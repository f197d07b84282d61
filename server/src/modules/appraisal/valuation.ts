import type { AttrMeta } from '../catalogue/index.js';
import type { AttrValues, StoredValuation } from './table.js';

/** At most this many comparables are kept (the nearest), and drawn on the chart. */
export const K_NEAREST = 30;
/** Below this similarity a good is not comparable at all (a 60-hero account vs a 120-hero one). */
export const MIN_SIMILARITY = 0.6;
/** Fewer comparables than this and the answer says so. */
export const ENOUGH_COMPARABLES = 5;
export const FEW_NOTE = `可比成交不足${ENOUGH_COMPARABLES}个，估价仅供参考`;
export const NONE_NOTE = '暂无可比成交，无法自动估价，请等待人工估价';

/** A priced good of the same game that might be comparable. */
export interface Candidate {
  priceFen: number;
  attrs: AttrValues;
}

export type ComparableKind = 'deal' | 'listing';

/**
 * Where comparables come from. `weight` says how much one of them counts: a completed deal is
 * what someone paid (1.0); an asking price on sale is only what a seller hopes for (0.5). Today
 * deals are sold goods; when the trade module's orders land, an orders-backed source can replace
 * the sold-goods one without touching the valuation.
 */
export interface ComparableSource {
  kind: ComparableKind;
  weight: number;
  /**
   * A bounded candidate set of the game (never the whole game: see the implementations).
   * `tag` is an 'fN=value' of the subject's key select attribute, a hint to include goods that share it.
   */
  candidates(gameId: number, hint: { tag: string | null }): Promise<Candidate[]>;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * How alike two accounts of one game are, 0..1: the mean over the subject's filled attributes
 * (text attributes carry no comparable meaning and are skipped).
 * - number: 1 − relative distance, |a−b| / max(|a|,|b|)  (120 vs 100 heroes → 0.83)
 * - select: the template lists options in rank order (段位, 贵族等级), so 1 − |Δindex| / (n−1);
 *   a two-option select is simply equal or not
 * - multi: overlap, |A∩B| / |A∪B|
 * A candidate missing the attribute scores 0 on it. No filled attribute → 1 (same game is all we know).
 */
export function similarity(template: readonly AttrMeta[], subject: AttrValues, other: AttrValues): number {
  let sum = 0;
  let n = 0;
  for (const a of template) {
    const s = subject[a.fieldKey];
    if (a.fieldType === 'text' || isEmpty(s)) continue;
    n++;
    const o = other[a.fieldKey];
    if (isEmpty(o)) continue;
    switch (a.fieldType) {
      case 'number': {
        const x = Number(s);
        const y = Number(o);
        const m = Math.max(Math.abs(x), Math.abs(y));
        sum += m === 0 ? 1 : Math.max(0, 1 - Math.abs(x - y) / m);
        break;
      }
      case 'select': {
        const opts = a.options ?? [];
        const i = opts.indexOf(String(s));
        const j = opts.indexOf(String(o));
        if (i < 0 || j < 0) sum += s === o ? 1 : 0;
        else sum += opts.length <= 1 ? 1 : 1 - Math.abs(i - j) / (opts.length - 1);
        break;
      }
      case 'multi': {
        const A = new Set(Array.isArray(s) ? s : [String(s)]);
        const B = new Set(Array.isArray(o) ? o : [String(o)]);
        let inter = 0;
        for (const x of A) if (B.has(x)) inter++;
        sum += inter / (A.size + B.size - inter);
        break;
      }
    }
  }
  return n === 0 ? 1 : sum / n;
}

/**
 * Weighted quantile with linear interpolation between the weight midpoints (the usual definition:
 * with equal weights it is the ordinary sample quantile, so the median of 5 prices is the 3rd and
 * of 4 prices the mean of the 2nd and 3rd). `items` need not be sorted.
 */
export function weightedQuantile(items: readonly { value: number; weight: number }[], q: number): number | null {
  const xs = items.filter((x) => x.weight > 0).sort((a, b) => a.value - b.value);
  if (xs.length === 0) return null;
  if (xs.length === 1) return xs[0]!.value;
  const total = xs.reduce((s, x) => s + x.weight, 0);
  let cum = 0;
  const pos = xs.map((x) => {
    const p = (cum + x.weight / 2) / total;
    cum += x.weight;
    return p;
  });
  if (q <= pos[0]!) return xs[0]!.value;
  if (q >= pos[pos.length - 1]!) return xs[xs.length - 1]!.value;
  for (let i = 1; i < xs.length; i++) {
    if (q <= pos[i]!) {
      const t = (q - pos[i - 1]!) / (pos[i]! - pos[i - 1]!);
      return xs[i - 1]!.value + t * (xs[i]!.value - xs[i - 1]!.value);
    }
  }
  return xs[xs.length - 1]!.value;
}

/** Prices are shown and listed in whole yuan (the sell form only takes whole yuan). */
export const toYuanFen = (fen: number) => Math.round(fen / 100) * 100;

export interface ScoredComparable {
  priceFen: number;
  kind: ComparableKind;
  weight: number;
  similarity: number;
}

/**
 * Scores every candidate, keeps those at least MIN_SIMILARITY alike, takes the K_NEAREST most
 * alike (a deal before a listing at equal similarity) and summarises their prices: each counts
 * with source weight × similarity, low/median/high are the weighted p20/p50/p80.
 */
export function valuate(
  template: readonly AttrMeta[],
  subject: AttrValues,
  pools: readonly { kind: ComparableKind; weight: number; candidates: readonly Candidate[] }[],
  now: Date,
): StoredValuation {
  const scored: ScoredComparable[] = [];
  for (const pool of pools) {
    for (const c of pool.candidates) {
      const sim = similarity(template, subject, c.attrs);
      if (sim >= MIN_SIMILARITY)
        scored.push({ priceFen: c.priceFen, kind: pool.kind, weight: pool.weight, similarity: sim });
    }
  }
  scored.sort((a, b) => b.similarity - a.similarity || b.weight - a.weight);
  const kept = scored.slice(0, K_NEAREST);
  const items = kept.map((c) => ({ value: c.priceFen, weight: c.weight * c.similarity }));
  const q = (p: number) => {
    const v = weightedQuantile(items, p);
    return v === null ? null : toYuanFen(v);
  };
  const dealCount = kept.filter((c) => c.kind === 'deal').length;
  return {
    lowFen: q(0.2),
    medianFen: q(0.5),
    highFen: q(0.8),
    comparableCount: kept.length,
    dealCount,
    listingCount: kept.length - dealCount,
    confidence: kept.length < ENOUGH_COMPARABLES ? 'few' : 'enough',
    points: kept
      .map((c) => ({ priceFen: c.priceFen, kind: c.kind, similarity: Math.round(c.similarity * 100) / 100 }))
      .sort((a, b) => a.priceFen - b.priceFen),
    computedAt: now.toISOString(),
  };
}

export function valuationNote(v: Pick<StoredValuation, 'comparableCount'>): string | null {
  if (v.comparableCount === 0) return NONE_NOTE;
  if (v.comparableCount < ENOUGH_COMPARABLES) return FEW_NOTE;
  return null;
}

/**
 * The subject's key select attribute as an attr_tags value ('f3=最强王者'): the first required
 * select of the template other than a yes/no one (实名情况), which is what buyers price by.
 */
export function keyTag(template: readonly AttrMeta[], subject: AttrValues): string | null {
  const key = [...template]
    .sort((a, b) => a.sort - b.sort)
    .find((a) => a.fieldType === 'select' && a.must && (a.options?.length ?? 0) > 2);
  const v = key ? subject[key.fieldKey] : undefined;
  return key && typeof v === 'string' && v ? `${key.fieldKey}=${v}` : null;
}

import { SALE_STATE } from '../catalogue/index.js';
import type { AppraisalRepo } from './repository.js';
import type { ComparableSource } from './valuation.js';

/** Weights of one comparable by where it comes from (see ComparableSource). */
export const DEAL_WEIGHT = 1.0;
export const LISTING_WEIGHT = 0.5;

/**
 * Completed deals = sold goods (saleState 3) at their final price. The trade module's completion
 * sets saleState 3, so this stays right after orders land; the candidate set is the game's newest
 * deals plus the newest sharing the subject's key attribute, each LIMITed (repository.candidates).
 */
export function soldGoodsSource(repo: Pick<AppraisalRepo, 'candidates'>): ComparableSource {
  return {
    kind: 'deal',
    weight: DEAL_WEIGHT,
    candidates: (gameId, hint) => repo.candidates(SALE_STATE.sold, gameId, hint.tag),
  };
}

/** Goods on sale now: asking prices, so they count half. Same bounded candidate set. */
export function onSaleSource(repo: Pick<AppraisalRepo, 'candidates'>): ComparableSource {
  return {
    kind: 'listing',
    weight: LISTING_WEIGHT,
    candidates: (gameId, hint) => repo.candidates(SALE_STATE.onSale, gameId, hint.tag),
  };
}

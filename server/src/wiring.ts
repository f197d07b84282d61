import type { Ports } from './module-kit.js';
import { createAfterSaleView } from './modules/dispute/index.js';

/**
 * The calls between modules that cannot be constructor arguments, because the callee is built
 * before the caller: cancel blockers, payment purposes, the trade-in hooks, the after-sale view and
 * the seller rating. Kept together so that issue 36's reaction registry can replace them in one place.
 * The cancel blockers run in the order added here.
 */
export function wireModules(p: Ports): void {
  p.payments.registerPurpose('rental', p.rentals.paymentHandler);
  p.appraisal.useTradeIn(p.tradeIn.hooks);
  p.payments.registerPurpose('tradein', p.tradeIn.purpose);
  p.orders.setAfterSale(createAfterSaleView({ disputes: p.disputes, claims: p.claims, ratings: p.ratings }));
}

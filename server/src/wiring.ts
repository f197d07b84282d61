import type { Ports } from './module-kit.js';
import { createAfterSaleView } from './modules/dispute/index.js';

/**
 * What is left of the calls between modules made after construction (issue 36): cancel blockers,
 * payment-closing lambdas, the image verdict and the seller rating moved to the reaction registry
 * and read views (lib/events.ts, the manifests' `reactions`). These remain because they are not
 * reactions but answers the callee needs from a module built after it: a payment purpose's handler
 * (what is paid, how it is marked paid, where the browser returns), appraisal's delegation of
 * trade-in requests, and the order page's after-sale part.
 */
export function wireModules(p: Ports): void {
  p.payments.registerPurpose('rental', p.rentals.paymentHandler);
  p.appraisal.useTradeIn(p.tradeIn.hooks);
  p.payments.registerPurpose('tradein', p.tradeIn.purpose);
  p.orders.setAfterSale(createAfterSaleView({ disputes: p.disputes, claims: p.claims, ratings: p.ratings }));
}

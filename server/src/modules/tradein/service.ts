import { tradeInAcceptance } from './accept.js';
import { tradeInContext, type TradeInDeps } from './context.js';
import { tradeInJobs } from './jobs.js';
import { tradeInMerchants } from './merchant.js';
import { tradeInOwner } from './owner.js';
import { tradeInStaff } from './staff.js';

/**
 * 竞价回收: one service, one object, made of its use cases, each in its own file: the owner's
 * request and its quotes (owner.ts), accepting a quote and the merchant's payment (accept.ts), the
 * merchants' side (merchant.ts), the payment deadline (jobs.ts) and the operators' check
 * (staff.ts). What they share is in context.ts; what users read, in texts.ts.
 */
export function createTradeInService(deps: TradeInDeps) {
  const ctx = tradeInContext(deps);
  const acceptance = tradeInAcceptance(ctx);
  return {
    ...tradeInOwner(ctx, acceptance.accept),
    ...tradeInMerchants(ctx),
    purpose: acceptance.purpose,
    ...tradeInJobs(ctx),
    ...tradeInStaff(ctx),
  };
}
export type TradeInService = ReturnType<typeof createTradeInService>;

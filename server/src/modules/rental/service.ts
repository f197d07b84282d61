import { rentalAdmin } from './admin.js';
import { rentalBrowsing } from './browse.js';
import { rentalContext, type RentalDeps } from './context.js';
import { rentalHandover } from './handover.js';
import { rentalHiring } from './hire.js';
import { rentalJobs } from './jobs.js';
import { rentalListings } from './listings.js';

/**
 * 租号: one service, one object, made of its use cases, each in its own file: browsing and the
 * order form's quote (browse.ts), hiring and its payment (hire.ts), the rental's page and the
 * login's handover (handover.ts), the owner's listings (listings.ts), the operators' side
 * (admin.ts) and the deadlines (jobs.ts). What they share is in context.ts; what users read, in
 * texts.ts.
 */
export function createRentalService(deps: RentalDeps) {
  const ctx = rentalContext(deps);
  const hiring = rentalHiring(ctx);
  return {
    paymentHandler: hiring.paymentHandler,
    cancelBlocker: hiring.cancelBlocker,
    // the public, then renting
    ...rentalBrowsing(ctx),
    create: hiring.create,
    cancel: hiring.cancel,
    ...rentalHandover(ctx),
    // the owner's listings, the operators, the jobs
    ...rentalListings(ctx),
    ...rentalAdmin(ctx),
    ...rentalJobs(ctx),
  };
}
export type RentalService = ReturnType<typeof createRentalService>;

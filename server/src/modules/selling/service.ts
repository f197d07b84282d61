import { sellingContext, type SellingDeps } from './context.js';
import { sellingDrafts } from './drafts.js';
import { sellingMine } from './mine.js';
import { sellingRegistration } from './registration.js';
import { sellingShelf } from './shelf.js';
import { sellingSubmit } from './submit.js';

export { DRAFT_MAX_BYTES } from './drafts.js';
export type { ConsignmentInput } from './submit.js';
export { deriveTags, TAG_BARGAIN, TAG_GUARANTEE_BUY, TAG_GUARANTEE_GIVEN } from './tags.js';
export { STATE_TEXT } from './texts.js';

/**
 * Selling (寄售): one service, one object, made of its use cases, each in its own file: the sell
 * form's draft (drafts.ts), submitting a listing or a new version of it (submit.ts), the seller's
 * own goods (mine.ts), the shelf and the price (shelf.ts), and the sealed registration data
 * (registration.ts). What they share is in context.ts;
 * what sellers read, in texts.ts; the listing's tags, in tags.ts.
 */
export function createSellingService(deps: SellingDeps) {
  const ctx = sellingContext(deps);
  const mine = sellingMine(ctx);
  const registration = sellingRegistration(ctx);
  return {
    cancelBlocker: mine.cancelBlocker,
    ...sellingDrafts(ctx),
    ...sellingSubmit(ctx, registration.storeRegistration),
    consent: registration.consent,
    addRegistration: registration.addRegistration,
    myRegistration: registration.myRegistration,
    mine: mine.mine,
    editable: mine.editable,
    ...sellingShelf(ctx),
  };
}
export type SellingService = ReturnType<typeof createSellingService>;

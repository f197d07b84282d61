/**
 * The selling module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { createSellingRepo } from './repository.js';
export type { SellingRepo } from './repository.js';
export { STATE_TEXT, TAG_BARGAIN } from './service.js';
export { REVIEW_DECISION, goodsCredentials, goodsReviews } from './table.js';
export {
  IMAGES_MAX,
  IMAGES_MIN,
  PRICE_MAX_FEN,
  PRICE_MIN_FEN,
  chars,
  checkAttrs,
  checkCredentials,
  checkDistrictPath,
  openCredentials,
  sealCredentials,
} from './validate.js';
export type { CredentialsInput } from './validate.js';

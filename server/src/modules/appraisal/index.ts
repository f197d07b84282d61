/**
 * The appraisal module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { createAppraisalRepo } from './repository.js';
export type { AppraisalRepo } from './repository.js';
export { AdminAppraisalItem, AppraisalItem } from './schema.js';
export { createAppraisalService } from './service.js';
export type { AppraisalInput, AppraisalService, TradeInHooks } from './service.js';
export { onSaleSource, soldGoodsSource } from './sources.js';
export { BACKLIST_STATUS, BACKLIST_TYPE, backlistRequests } from './table.js';
export type { BacklistRow } from './table.js';
export { CredentialsBody, QuoteItem, StageSchema, TradeIn } from './trade-in-schema.js';

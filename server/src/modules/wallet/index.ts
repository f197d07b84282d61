/**
 * The wallet module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { createWalletRepo } from './repository.js';
export type { WalletRepo } from './repository.js';
export { AdminWithdrawQuery, AdminWithdrawal, PaidBody, RejectWithdrawBody, Withdrawal } from './schema.js';
export type { WalletService } from './service.js';
export { ENTRY_KIND } from './table.js';

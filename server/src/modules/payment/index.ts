/**
 * The payment module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { beijingDateTime } from './provider.js';
export type { PurposeHandler } from './purpose.js';
export type { PaymentRepo } from './repository.js';
export type { PaymentService } from './service.js';

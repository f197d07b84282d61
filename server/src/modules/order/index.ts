/**
 * The order module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { Claim, Dispute, ProtectionCode, Rating, ReasonCode, RefundInfo, SellerRating } from './after-sale-schema.js';
export { createOrderRepo } from './repository.js';
export type { OrderRepo } from './repository.js';
export { AdminOrderDetail, AdminOrderItem, AdminOrderQuery, IdParams } from './schema.js';
export { demoCredentials } from './seed.js';
export { protectionOptions } from './service.js';
export type { AfterSaleView, OrderService } from './service.js';
export { ORDER_STATE, orders } from './table.js';
export type { OrderRow } from './table.js';

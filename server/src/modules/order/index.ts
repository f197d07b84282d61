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
export type { AfterSaleView, CompletedHow, OrderCompletion, OrderService } from './service.js';
export { PURGED_CHAT_TEXT } from './purge.js';
export { ORDER_STATE, orders } from './table.js';
export type { OrderRow } from './table.js';
import { defineModule, portOf, tableNames } from '../../module-kit.js';
import { cancelCheck } from '../user/index.js';
import { startPurgeJob, startTradeJobs } from './jobs.js';
import { orderPurgeOf, type OrderPurge } from './purge.js';
import { createOrderRepo as orderRepoOf, type OrderRepo as Orders } from './repository.js';
import { orderRoutes } from './routes.js';
import {
  createOrderService,
  type AfterSaleView as AfterSale,
  type OrderCompletion as Completion,
  type OrderService as Order,
} from './service.js';
import * as tables from './table.js';
import { seedDemoCredentials, seedDemoDeals } from './seed.js';

/**
 * What other modules read of orders: one by id (after-sale), the newest deals (the catalogue's
 * ticker), the chat and the parties' unread lines (the handover desk).
 */
const READS = ['byId', 'recentlySold', 'chatAfter', 'partyLinesAfter', 'events', 'sellerWaits', 'revealCount'] as const;
export type OrderReads = Pick<Orders, (typeof READS)[number]>;
/**
 * What the after-sale modules write to an order, in their decision's transaction: its state (a dispute
 * freezes and refunds it), its event log and its chat.
 */
const WRITES = ['transition', 'addEvent', 'insertChat', 'setAutoConfirm'] as const;
export type OrderWrites = Pick<Orders, (typeof WRITES)[number]>;

declare module '../../module-kit.js' {
  interface Ports {
    orderRepo: Orders;
    orderReads: OrderReads;
    orderWrites: OrderWrites;
    orders: Order;
    /** the order's part of the purge of sealed data (flows/purge-sealed.ts) */
    orderPurge: OrderPurge;
  }
}

declare module '../../lib/events.js' {
  interface Events {
    /** an unpaid order was cancelled or expired, inside that transaction (its good is back on sale) */
    'order.closedUnpaid': { orderId: number; now: Date };
  }
}

declare module '../../lib/extensions.js' {
  interface ExtensionPoints {
    /** the after-sale part of the order page (disputes, claims, ratings), from the dispute module */
    'order.afterSale': AfterSale;
    /** how an order completes, for the auto-confirm job: the complete-order flow */
    'order.completion': Completion;
  }
}

export const orderModule = defineModule({
  name: 'order',
  tables: tableNames(tables),
  repos: (db) => {
    const orderRepo = orderRepoOf(db);
    return {
      orderRepo,
      orderReads: portOf(orderRepo, READS),
      orderWrites: portOf(orderRepo, WRITES),
      orderPurge: orderPurgeOf(orderRepo),
    };
  },
  needs: [
    'audit',
    'catalogue',
    'clock',
    'config',
    'crypto',
    'db',
    'events',
    'extensions',
    'goodsWrites',
    'handover',
    'limiter',
    'messages',
    'moderation',
    'offers',
    'orderRepo',
    'upload',
    'userReads',
  ],
  build: (p) => ({
    orders: createOrderService({
      moderation: p.moderation,
      repo: p.orderRepo,
      users: p.userReads,
      upload: p.upload,
      catalogue: p.catalogue,
      goods: p.goodsWrites,
      handover: p.handover,
      messages: p.messages,
      events: p.events,
      extensions: p.extensions,
      audit: p.audit,
      crypto: p.crypto,
      limiter: p.limiter,
      config: p.config,
      clock: p.clock,
      db: p.db,
      offers: p.offers.hook,
    }),
  }),
  // confirming receipt completes the order: the complete-order flow (flows/complete-order.ts)
  routes: [
    { order: 210, register: (app, p) => orderRoutes(app, { orders: p.orders, confirm: p.completeOrder.confirm }) },
  ],
  // expiry and auto-confirm; every instance runs them, the row locks keep them from colliding
  jobs: [
    {
      name: 'trade',
      intervalMs: (config) => config.trade.jobIntervalMs,
      start: (p, log, ms) => startTradeJobs(p.orders, log, ms, p.offers),
    },
    // sealed data whose purpose ended: the purge flow, once per order whichever instance runs it
    {
      name: 'purge-sealed',
      intervalMs: (config) => config.purge.jobIntervalMs,
      start: (p, log, ms) => startPurgeJob(p.purgeSealed, log, ms),
    },
  ],
  consoleCounts: [{ section: 'orders', total: (p) => p.orders.adminList({ pageSize: 1, state: 5 }) }],
  seed: {
    demo: [
      // so a demo purchase can reveal a login
      {
        order: 50,
        run: ({ db, config, clock }) => seedDemoCredentials(db, config.dataKey, clock).then(() => undefined),
      },
      {
        order: 60,
        run: async ({ db, config, clock }) => ({
          deals: await seedDemoDeals(db, { commissionBps: config.trade.commissionBps, clock }),
        }),
      },
    ],
  },
  reactions: (p) => [cancelCheck('order', 30, p.orders.cancelBlocker)],
});

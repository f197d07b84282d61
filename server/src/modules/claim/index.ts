/**
 * The claim module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { PageQuery } from './schema.js';
export { CLAIM_PAGE } from './service.js';
export type { ClaimService, PayoutPlan } from './service.js';
import { Conflict } from '../../lib/errors.js';
import { defineModule, tableNames } from '../../module-kit.js';
import { createClaimRepo } from './repository.js';
import { claimAdminRoutes, claimRoutes } from './routes.js';
import { createClaimService, type ClaimService as Claims } from './service.js';
import * as tables from './table.js';

declare module '../../module-kit.js' {
  interface Ports {
    claims: Claims;
  }
}

declare module '../../lib/events.js' {
  interface Events {
    /** a buyer files a claim on an order, inside the filing's transaction (the wallet locks the order's reserve) */
    'claim.filing': { orderId: number };
  }
}

export const claimModule = defineModule({
  name: 'claim',
  tables: tableNames(tables),
  needs: [
    'audit',
    'catalogue',
    'clock',
    'config',
    'crypto',
    'db',
    'events',
    'messages',
    'orderReads',
    'orderWrites',
    'orders',
    'sellingReads',
    'upload',
  ],
  build: (p) => ({
    claims: createClaimService({
      repo: createClaimRepo(p.db),
      orderReads: p.orderReads,
      orderWrites: p.orderWrites,
      orders: p.orders,
      messages: p.messages,
      upload: p.upload,
      selling: p.sellingReads,
      crypto: p.crypto,
      catalogue: p.catalogue,
      audit: p.audit,
      config: p.config,
      clock: p.clock,
      db: p.db,
      events: p.events,
    }),
  }),
  routes: [
    { order: 270, register: (app, p) => claimRoutes(app, { claims: p.claims }) },
    {
      order: 310,
      register: (app, p) => claimAdminRoutes(app, { claims: p.claims, compensate: p.claimPayout.compensate }),
    },
  ],
  consoleCounts: [{ section: 'aftersale', total: (p) => p.claims.adminList({ pageSize: 1, status: 0 }) }],
  // a seller's withdrawals wait while a claim on one of their sales is open (issue 42): refused, not queued
  reactions: (p) => [
    {
      on: 'wallet.withdrawing',
      name: 'claim.openOnSales',
      inTransaction: async ({ userId }, tx) => {
        if (await p.claims.openAgainstSeller(userId, tx))
          throw new Conflict('您售出的订单有处理中的找回申请，处理完成前暂不能提现');
      },
    },
  ],
});

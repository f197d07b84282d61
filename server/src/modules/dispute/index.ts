/**
 * The dispute module's public face: what other modules may use of it, and its manifest (how the app
 * loads it). Other modules import from here, never from the module's files (eslint.config.mjs).
 */
export type { DisputeService } from './service.js';
export { REFUND_STATUS, refunds } from './table.js';
export type { DisputeRow } from './table.js';
export type { DeadlineText } from './texts.js';
export { buyerSilentReleaseText, sellerSilentRefundText, BUYER_SILENT_NOTE, SELLER_SILENT_NOTE } from './texts.js';
import { runEvery } from '../../lib/jobs.js';
import { defineModule, tableNames, type Ports } from '../../module-kit.js';
import { createAfterSaleView } from './after-sale-view.js';
import { createDisputeRepo } from './repository.js';
import { disputeAdminRoutes, disputeRoutes } from './routes.js';
import { createDisputeService, type DisputeService } from './service.js';
import * as tables from './table.js';

declare module '../../module-kit.js' {
  interface Ports {
    disputes: DisputeService;
  }
}

export const disputeModule = defineModule({
  name: 'dispute',
  tables: tableNames(tables),
  needs: [
    'audit',
    'catalogue',
    'clock',
    'config',
    'db',
    'events',
    'goodsWrites',
    'log',
    'messages',
    'orderReads',
    'orderWrites',
    'orders',
    'payments',
    'upload',
    'userReads',
    'wallet',
  ],
  build: (p) => ({
    disputes: createDisputeService({
      repo: createDisputeRepo(p.db),
      users: p.userReads,
      orderReads: p.orderReads,
      orderWrites: p.orderWrites,
      goods: p.goodsWrites,
      orders: p.orders,
      payments: p.payments,
      wallet: p.wallet,
      messages: p.messages,
      upload: p.upload,
      events: p.events,
      audit: p.audit,
      config: p.config,
      clock: p.clock,
      db: p.db,
      log: p.log,
    }),
  }),
  // deadlines with default outcomes (flows/deadlines.ts): every instance runs it, each outcome once
  jobs: [
    {
      name: 'deadlines',
      intervalMs: (c) => c.afterSale.deadlineJobIntervalMs,
      start: (p, log, ms) =>
        runEvery({ intervalMs: ms, log, failure: 'deadline job failed' }, async () => {
          const r = await p.deadlines.runDue();
          if (Object.values(r).some((n) => n > 0)) log.info(r, 'deadlines applied');
        }),
    },
  ],
  routes: [
    { order: 260, register: (app, p) => disputeRoutes(app, { disputes: p.disputes }) },
    {
      order: 300,
      register: (app, p) => disputeAdminRoutes(app, { disputes: p.disputes, release: p.releaseDispute.release }),
    },
  ],
  // open (0) and answered (1) wait for a decision, refunding (2) for the provider
  consoleCounts: [0, 1, 2].map((state) => ({
    section: 'aftersale' as const,
    total: (p: Ports) => p.disputes.adminList({ pageSize: 1, state }),
  })),
  // the order page's after-sale part (disputes, claims, ratings), for the order module built before them
  contributes: (p) => [
    {
      to: 'order.afterSale',
      value: createAfterSaleView({ disputes: p.disputes, claims: p.claims, ratings: p.ratings }),
    },
  ],
});

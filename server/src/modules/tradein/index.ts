/**
 * The tradein module's public face: what other modules may use of it, and its manifest (how the app
 * loads it). Other modules import from here, never from the module's files (eslint.config.mjs).
 */
import { defineModule, tableNames } from '../../module-kit.js';
import { startTradeInJobs } from './jobs.js';
import { checkTradeInCredentials, resealTradeInCredentials } from './reseal.js';
import { createTradeInRepo } from './repository.js';
import { tradeInRoutes } from './routes.js';
import { createTradeInService, type TradeInService } from './service.js';
import * as tables from './table.js';
import { seedDemoTradeIn } from './seed.js';

declare module '../../module-kit.js' {
  interface Ports {
    tradeIn: TradeInService;
  }
}

declare module '../../lib/events.js' {
  interface Events {
    /** a trade-in acceptance ended unpaid (cancelled or lapsed), inside that transaction */
    'tradein.acceptanceEnded': { quoteId: number; now: Date };
  }
}

export const tradeInModule = defineModule({
  name: 'tradein',
  tables: tableNames(tables),
  needs: [
    'appraisal',
    'appraisalReads',
    'appraisalWrites',
    'audit',
    'catalogue',
    'clock',
    'config',
    'crypto',
    'db',
    'events',
    'limiter',
    'messages',
    'payments',
    'userReads',
    'wallet',
  ],
  build: (p) => ({
    tradeIn: createTradeInService({
      repo: createTradeInRepo(p.db),
      appraisalReads: p.appraisalReads,
      appraisalWrites: p.appraisalWrites,
      appraisal: p.appraisal,
      catalogue: p.catalogue,
      users: p.userReads,
      wallet: p.wallet,
      messages: p.messages,
      audit: p.audit,
      crypto: p.crypto,
      limiter: p.limiter,
      config: p.config,
      clock: p.clock,
      db: p.db,
      events: p.events,
    }),
  }),
  routes: [{ order: 330, register: (app, p) => tradeInRoutes(app, { tradeIn: p.tradeIn }) }],
  // unpaid trade-in acceptances lapse the same way as unpaid orders
  jobs: [
    {
      name: 'tradein',
      intervalMs: (config) => config.trade.jobIntervalMs,
      start: (p, log, ms) => startTradeInJobs(p.tradeIn, log, ms),
    },
  ],
  consoleCounts: [{ section: 'services', total: (p) => p.tradeIn.staffList({ pageSize: 1, stage: 'handedOver' }) }],
  contributes: (p) => [
    // what being paid means for an accepted quote (the payment module's purpose 'tradein')
    { to: 'payment.purpose', value: { purpose: 'tradein', handler: p.tradeIn.purpose } },
    // appraisal takes type-2 requests (submit, cancel, their trade-in part) through this module
    { to: 'appraisal.tradeIn', value: p.tradeIn.hooks },
  ],
  sealed: [{ name: 'tradein_details', reseal: resealTradeInCredentials, check: checkTradeInCredentials }],
  // a trade-in of demo_buyer's with demo_merchant's quote
  seed: {
    demo: [{ order: 110, run: ({ db, config, clock }) => seedDemoTradeIn(db, config, clock).then(() => undefined) }],
  },
});

/**
 * The daily reconciliation's public face (issue 43 item 2): each configured provider's bill of the
 * previous Beijing day is compared with payments, refunds and the ledger, and every mismatch is
 * listed in the console with the operators' named actions. Nothing else imports it.
 */
import { defineModule, tableNames } from '../../module-kit.js';
import { runEvery } from '../../lib/jobs.js';
import { createReconRepo } from './repository.js';
import { reconRoutes } from './routes.js';
import { createReconService, type ReconService } from './service.js';
import * as tables from './table.js';

declare module '../../module-kit.js' {
  interface Ports {
    recon: ReconService;
  }
}

export const reconModule = defineModule({
  name: 'recon',
  tables: tableNames(tables),
  needs: ['audit', 'clock', 'config', 'db', 'log', 'payments', 'wallet'],
  build: (p) => ({
    recon: createReconService({
      repo: createReconRepo(p.db),
      payments: p.payments,
      wallet: p.wallet,
      audit: p.audit,
      config: p.config,
      clock: p.clock,
      db: p.db,
      log: p.log,
    }),
  }),
  routes: [{ order: 360, register: (app, p) => reconRoutes(app, { recon: p.recon }) }],
  // every instance ticks; the run's unique (provider, day) and its token make each day's outcome happen once
  jobs: [
    {
      name: 'recon',
      intervalMs: (c) => c.recon.jobIntervalMs,
      start: (p, log, ms) =>
        runEvery({ intervalMs: ms, log, failure: 'reconciliation job failed' }, async () => {
          await p.recon.runDue();
        }),
    },
  ],
});

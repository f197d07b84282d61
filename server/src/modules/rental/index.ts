/**
 * The rental module's public face: what other modules may use of it, and its manifest (how the app
 * loads it). Other modules import from here, never from the module's files (eslint.config.mjs).
 */
import { defineModule, tableNames } from '../../module-kit.js';
import { cancelCheck } from '../user/index.js';
import { startRentalJobs } from './jobs.js';
import { checkRentalCredentials, resealRentalCredentials } from './reseal.js';
import { createRentalRepo } from './repository.js';
import { rentalAdminRoutes, rentalRoutes } from './routes.js';
import { createRentalService, type RentalService } from './service.js';
import * as tables from './table.js';

// the demo rentals: db/seed-demo.ts seeds them with accounts drawn by the catalogue's generators
export { seedDemoRentals } from './seed.js';
export type { DrawRentalAccount } from './seed.js';

declare module '../../module-kit.js' {
  interface Ports {
    rentals: RentalService;
  }
}

export const rentalModule = defineModule({
  name: 'rental',
  tables: tableNames(tables),
  needs: [
    'audit',
    'catalogue',
    'clock',
    'config',
    'crypto',
    'db',
    'limiter',
    'messages',
    'payments',
    'sellingReads',
    'upload',
    'userReads',
    'wallet',
  ],
  build: (p) => ({
    rentals: createRentalService({
      repo: createRentalRepo(p.db),
      districts: p.sellingReads,
      payments: p.payments,
      wallet: p.wallet,
      messages: p.messages,
      users: p.userReads,
      upload: p.upload,
      catalogue: p.catalogue,
      audit: p.audit,
      crypto: p.crypto,
      limiter: p.limiter,
      config: p.config,
      clock: p.clock,
      db: p.db,
    }),
  }),
  routes: [
    { order: 340, register: (app, p) => rentalRoutes(app, { rentals: p.rentals }) },
    { order: 350, register: (app, p) => rentalAdminRoutes(app, { rentals: p.rentals, payments: p.payments }) },
  ],
  // rental expiry, end of windows, deposit settlement: same pattern and interval as the trade jobs
  jobs: [
    {
      name: 'rental',
      intervalMs: (config) => config.trade.jobIntervalMs,
      start: (p, log, ms) => startRentalJobs(p.rentals, log, ms),
    },
  ],
  consoleCounts: [{ section: 'services', total: (p) => p.rentals.adminListings({ pageSize: 1, state: 0 }) }],
  sealed: [{ name: 'rental_listings', reseal: resealRentalCredentials, check: checkRentalCredentials }],
  reactions: (p) => [cancelCheck('rental', 20, p.rentals.cancelBlocker)],
  // what being paid means for a rental (the payment module's purpose 'rental')
  contributes: (p) => [{ to: 'payment.purpose', value: { purpose: 'rental', handler: p.rentals.paymentHandler } }],
});

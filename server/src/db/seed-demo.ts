import path from 'node:path';
import type { AppConfig } from '../config.js';
import type { Clock } from '../lib/clock.js';
import { seedDemoAppraisal } from '../modules/appraisal/seed.js';
import { seedDemoCatalogue } from '../modules/catalogue/seed.js';
import { seedDemoCredentials, seedDemoDeals } from '../modules/order/seed.js';
import { seedDemoPayments } from '../modules/payment/seed.js';
import { seedDemoRatings } from '../modules/rating/seed.js';
import { seedDemoRentals } from '../modules/rental/seed.js';
import { seedDemoSelling } from '../modules/selling/seed.js';
import { seedDemoSupport } from '../modules/support/seed.js';
import { seedDemoTradeIn } from '../modules/tradein/seed.js';
import type { Db } from './client.js';
import { seedDemoListingStates } from './seed-listing-states.js';
import { drawRentalAccounts } from './seed-demo-rentals.js';
import { seedDemoProfiles } from './seed-profiles.js';

export interface DemoSeedResult {
  goods: number;
  deals: number;
  rentals: number;
}

/**
 * The demo data of SEED_DEMO, in the order each part needs the one before: goods, then what happens
 * to them (a rejected listing, deals, ratings, appraisals, a trade-in, rentals). Every part reads
 * the time from `clock` only, so nothing it writes lies after the moment it ran (seed-times.test.ts
 * checks every timestamp column of every table). Each part is idempotent.
 */
export async function seedDemo(db: Db, config: AppConfig, clock: Clock): Promise<DemoSeedResult> {
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const goods = await seedDemoCatalogue(db, { uploadsDir, dataKey: config.dataKey, clock });
  await seedDemoProfiles(db, uploadsDir); // avatars for the demo logins and shops (after the shops exist)
  await seedDemoSelling(db, clock); // one of demo_seller's pending listings becomes a rejected one
  await seedDemoSupport(db, clock); // staff contacts, QQ groups, social accounts, blacklist
  await seedDemoCredentials(db, config.dataKey, clock); // so a demo purchase can reveal a login
  const deals = await seedDemoDeals(db, { commissionBps: config.trade.commissionBps, clock });
  await seedDemoListingStates(db, clock); // demo_seller's goods taken down, re-priced and in trade
  await seedDemoPayments(db); // the sandbox payment of each paid order above, so its money can go back
  await seedDemoRatings(db, clock); // seller cards show ratings on the completed demo deals
  await seedDemoAppraisal(db, config, clock); // demo_buyer's appraisals (Myevaluation), one appraised by demo_operator
  await seedDemoTradeIn(db, config, clock); // a trade-in of demo_buyer's with demo_merchant's quote
  // demo_seller's approved rental listings (租号), each with its own account's figures and pictures
  const rentals = await seedDemoRentals(db, config.dataKey, clock, drawRentalAccounts(uploadsDir, clock.now()));
  return { goods, deals, rentals };
}

import path from 'node:path';
import type { AppConfig } from '../config.js';
import type { Clock } from '../lib/clock.js';
import type { DemoSeedCounts, ModuleManifest, SeedContext, SeedStep } from '../module-kit.js';
import { MODULES } from '../modules.js';
import type { Db } from './client.js';
import { seedDemoListingStates } from './seed-listing-states.js';
import { seedDemoRentals } from '../modules/rental/index.js';
import { drawRentalAccounts } from './seed-demo-rentals.js';
import { seedDemoProfiles } from './seed-profiles.js';

export type DemoSeedResult = DemoSeedCounts;

/**
 * The demo steps that span several modules' tables, placed among the modules' own steps (the
 * order numbers are in the manifests: catalogue 10, selling 30, support 40, order 50 and 60,
 * payment 80, rating 90, appraisal 100, trade-in 110; the rentals here at 120).
 */
const SHARED_DEMO_STEPS: readonly SeedStep[] = [
  // avatars for the demo logins and shops (after the shops exist)
  { order: 20, run: ({ db, uploadsDir }) => seedDemoProfiles(db, uploadsDir).then(() => undefined) },
  // demo_seller's goods taken down, re-priced and in trade (after the deals)
  { order: 70, run: ({ db, clock }) => seedDemoListingStates(db, clock).then(() => undefined) },
  // demo_seller's approved rental listings (租号), each with its own account's figures and pictures,
  // drawn with the catalogue's generators (seed-demo-rentals.ts)
  {
    order: 120,
    run: async ({ db, config, clock, uploadsDir }) => ({
      rentals: await seedDemoRentals(db, config.dataKey, clock, drawRentalAccounts(uploadsDir, clock.now())),
    }),
  },
];

async function runSteps(steps: readonly SeedStep[], ctx: SeedContext): Promise<DemoSeedCounts> {
  const counts: DemoSeedCounts = { goods: 0, deals: 0, rentals: 0 };
  // sort is stable: steps of one order run in module-list order
  for (const step of [...steps].sort((a, b) => a.order - b.order)) {
    const n = await step.run(ctx);
    if (n) for (const k of Object.keys(n) as (keyof DemoSeedCounts)[]) counts[k] += n[k] ?? 0;
  }
  return counts;
}

const contextOf = (db: Db, config: AppConfig, clock: Clock): SeedContext => ({
  db,
  config,
  clock,
  uploadsDir: path.join(config.dataDir, 'uploads'),
});

/**
 * The demo data of SEED_DEMO, from the modules' manifests, in the order each part needs the one
 * before: goods, then what happens to them (a rejected listing, deals, ratings, appraisals, a
 * trade-in, rentals). Every part reads the time from `clock` only, so nothing it writes lies after
 * the moment it ran (seed-times.test.ts checks every timestamp column of every table).
 */
export function seedDemo(
  db: Db,
  config: AppConfig,
  clock: Clock,
  modules: readonly ModuleManifest[] = MODULES,
): Promise<DemoSeedResult> {
  const steps = [...modules.flatMap((m) => m.seed?.demo ?? []), ...SHARED_DEMO_STEPS];
  return runSteps(steps, contextOf(db, config, clock));
}

/** What server.ts seeds at every start: the demo data with SEED_DEMO, else the modules' base data. */
export function seedModules(
  db: Db,
  config: AppConfig,
  clock: Clock,
  modules: readonly ModuleManifest[] = MODULES,
): Promise<DemoSeedResult> {
  if (config.seedDemo) return seedDemo(db, config, clock, modules);
  return runSteps(
    modules.flatMap((m) => m.seed?.base ?? []),
    contextOf(db, config, clock),
  );
}

/**
 * The selling module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { createSellingRepo } from './repository.js';
export type { SellingRepo } from './repository.js';
export { STATE_TEXT, TAG_BARGAIN } from './service.js';
export { REVIEW_DECISION, goodsCredentials, goodsReviews } from './table.js';
export {
  DESC_MAX,
  DESC_MIN,
  IMAGES_MAX,
  IMAGES_MIN,
  TITLE_MAX,
  TITLE_MIN,
  PRICE_MAX_FEN,
  PRICE_MIN_FEN,
  chars,
  checkAttrs,
  checkCredentials,
  checkDistrictPath,
  openCredentials,
  sealCredentials,
} from './validate.js';
export type { CredentialsInput } from './validate.js';
export { seedCredentials } from './seed.js';
// the registration data's table (the order's reveal reads it) and its sealed format (the claim desk opens it)
export { goodsRegistrations } from './table.js';
export { openRegistration } from './registration-data.js';
import { defineModule, portOf, tableNames } from '../../module-kit.js';
import { cancelCheck } from '../user/index.js';
import {
  checkGoodsCredentials,
  checkGoodsRegistrations,
  resealGoodsCredentials,
  resealGoodsRegistrations,
} from './reseal.js';
import { createSellingRepo as sellingRepoOf, type SellingRepo as Selling } from './repository.js';
import { sellingRoutes } from './routes.js';
import { createSellingService, type SellingService } from './service.js';
import * as tables from './table.js';
import { seedDemoSelling } from './seed.js';
import { seedDemoRegistrations } from './seed-registration.js';

/**
 * What other modules read: a district's path to its game (appraisal, rental), a listing's state
 * (review), a good's sealed login (the handover desk, for the staff member working its order), a
 * good's sealed registration data (the claim desk, for the staff member deciding its claim).
 */
const READS = ['districtPath', 'stateOf', 'sealedCredentialsOf', 'sealedRegistrationOf'] as const;
export type SellingReads = Pick<Selling, (typeof READS)[number]>;
/**
 * The console's review decision records its row in the decision's transaction (`goods_reviews` is
 * ours); the purge of sealed data deletes a sold good's login and registration data in the purge's
 * transaction.
 */
const WRITES = ['addReview', 'purgeCredentials', 'purgeRegistration'] as const;
export type SellingWrites = Pick<Selling, (typeof WRITES)[number]>;

declare module '../../module-kit.js' {
  interface Ports {
    sellingRepo: Selling;
    sellingReads: SellingReads;
    sellingWrites: SellingWrites;
    selling: SellingService;
  }
}

export const sellingModule = defineModule({
  name: 'selling',
  tables: tableNames(tables),
  repos: (db) => {
    const sellingRepo = sellingRepoOf(db);
    return { sellingRepo, sellingReads: portOf(sellingRepo, READS), sellingWrites: portOf(sellingRepo, WRITES) };
  },
  needs: [
    'catalogue',
    'clock',
    'config',
    'crypto',
    'db',
    'events',
    'goodsWrites',
    'limiter',
    'messages',
    'moderation',
    'sellingRepo',
    'upload',
    'userReads',
  ],
  build: (p) => ({
    selling: createSellingService({
      messages: p.messages,
      moderation: p.moderation,
      repo: p.sellingRepo,
      goods: p.goodsWrites,
      catalogue: p.catalogue,
      events: p.events,
      upload: p.upload,
      users: p.userReads,
      crypto: p.crypto,
      limiter: p.limiter,
      config: p.config,
      clock: p.clock,
      db: p.db,
    }),
  }),
  routes: [{ order: 120, register: (app, p) => sellingRoutes(app, { selling: p.selling }) }],
  sealed: [
    { name: 'goods_credentials', reseal: resealGoodsCredentials, check: checkGoodsCredentials },
    { name: 'goods_registrations', reseal: resealGoodsRegistrations, check: checkGoodsRegistrations },
  ],
  seed: {
    demo: [
      // one of demo_seller's pending listings becomes a rejected one
      { order: 30, run: ({ db, clock }) => seedDemoSelling(db, clock).then(() => undefined) },
      // some demo goods with registration data, the others offering basic cover only (issue 41)
      {
        order: 55,
        run: ({ db, config, clock }) => seedDemoRegistrations(db, config.dataKey, clock).then(() => undefined),
      },
    ],
  },
  reactions: (p) => [
    cancelCheck('selling', 10, p.selling.cancelBlocker),
    {
      on: 'upload.imageRisky',
      name: 'selling: take the listings showing the image off the shelf',
      // a risky picture must not stay public: worth two more tries before it is only logged
      retries: 2,
      afterCommit: async (e) => void (await p.selling.imageFlagged(e.url)),
    },
  ],
});

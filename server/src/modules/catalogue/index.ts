/**
 * The catalogue module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { MemoryKv, SingleFlight } from './cache.js';
export type { KvStore } from './cache.js';
export { createCatalogueRepo } from './repository.js';
export { createGoodsWrites } from './goods-writes.js';
export type { GoodsWrites, ListingContent } from './goods-writes.js';
export { GoodListItem } from './schema.js';
export { goodGrams } from './search.js';
export { DEMO_SELLERS } from './seed.js';
export { gameByKey } from './data/games.js';
export { createCatalogueService } from './service.js';
export type { AttrMeta, CatalogueService } from './service.js';
export { SALE_STATE, districts, gameAttrs, games, goods, goodsViewCount } from './table.js';
export type { GoodImage } from './table.js';
export { RedisKv } from './cache.js';
import { defineModule, tableNames } from '../../module-kit.js';
import type { KvStore as Kv } from './cache.js';
import { createBannerRepo } from './banner-repository.js';
import { createGoodsWrites as goodsWritesOf, type GoodsWrites as GoodsW } from './goods-writes.js';
import { bannerAdminRoutes } from './banner-routes.js';
import { createBannerAdminService, type BannerAdminService } from './banner-service.js';
import { ListingIndex } from './listing-index.js';
import { createListingSync } from './listing-sync.js';
import { createCatalogueRepo as catalogueRepoOf, type CatalogueRepo } from './repository.js';
import { catalogueRoutes } from './routes.js';
import { createCatalogueService as catalogueOf, VIEW_FLUSH_MS, type CatalogueService as Catalogue } from './service.js';
import * as tables from './table.js';
import { ensureCatalogueMeta, seedDemoCatalogue } from './seed.js';

declare module '../../module-kit.js' {
  interface Ports {
    /** catalogue caches and the site settings' version (compose.ts builds it: Redis or in-process) */
    kv: Kv;
    catalogueRepo: CatalogueRepo;
    /** every write of `goods`, in the caller's transaction: the catalogue owns the table (issue 36) */
    goodsWrites: GoodsW;
    catalogue: Catalogue;
    /** the on-sale goods' filter fields in memory, when LISTING_INDEX is on */
    listing: { index: ListingIndex; sync: ReturnType<typeof createListingSync> } | undefined;
    bannerAdmin: BannerAdminService;
  }
}

declare module '../../lib/events.js' {
  interface Events {
    /**
     * A write changed which goods a list shows or how (sale state, price, title…), published after
     * its commit by whichever module wrote it; `cause` names the write, for logs.
     */
    'goods.changed': { cause: string };
  }
}

export const catalogueModule = defineModule({
  name: 'catalogue',
  tables: tableNames(tables),
  repos: (db) => ({ catalogueRepo: catalogueRepoOf(db), goodsWrites: goodsWritesOf(db) }),
  needs: ['audit', 'catalogueRepo', 'clock', 'config', 'db', 'kv', 'log', 'orderReads', 'sellerRating'],
  build: (p) => {
    // the on-sale goods' filter fields in memory (listing-index.ts); LISTING_INDEX=off answers every list from the database
    const listingIndex = p.config.listingIndex ? new ListingIndex() : undefined;
    const listing = listingIndex && {
      index: listingIndex,
      sync: createListingSync({ repo: p.catalogueRepo, index: listingIndex, log: p.log }),
    };
    const catalogue = catalogueOf({
      repo: p.catalogueRepo,
      deals: p.orderReads,
      kv: p.kv,
      clock: p.clock,
      listing,
      sellerRating: p.sellerRating,
    });
    const bannerAdmin = createBannerAdminService({
      repo: createBannerRepo(p.db),
      audit: p.audit,
      clock: p.clock,
      db: p.db,
    });
    return { listing, catalogue, bannerAdmin };
  },
  routes: [
    { order: 110, register: (app, p) => catalogueRoutes(app, { catalogue: p.catalogue }) },
    { order: 200, register: (app, p) => bannerAdminRoutes(app, { bannerAdmin: p.bannerAdmin }) },
  ],
  start: (p) => {
    const flushViews = () => p.catalogue.flushViews().catch((e) => p.log.warn({ err: e }, 'view count flush failed'));
    // loaded in the background: lists use the database until the index is ready
    p.listing?.sync.start();
    // batched view counts: one UPDATE per second at most, whatever the traffic
    const viewFlush = setInterval(flushViews, VIEW_FLUSH_MS);
    viewFlush.unref();
    return {
      async stop() {
        clearInterval(viewFlush);
        await p.listing?.sync.stop();
        // the views counted since the last flush are written before the database closes
        await flushViews();
      },
    };
  },
  // games, district trees and templates on every start (the product needs them); with SEED_DEMO the demo goods write them first
  seed: {
    base: [{ order: 10, run: ({ db, uploadsDir }) => ensureCatalogueMeta(db, uploadsDir).then(() => undefined) }],
    demo: [
      {
        order: 10,
        run: async ({ db, config, clock, uploadsDir }) => ({
          goods: await seedDemoCatalogue(db, { uploadsDir, dataKey: config.dataKey, clock }),
        }),
      },
    ],
  },
  reactions: (p) => [
    {
      on: 'goods.changed',
      name: 'catalogue: list caches and listing index',
      // a lost version bump leaves lists cached until their TTL: worth one more try
      retries: 1,
      // awaited by the publisher: the write is in this instance's lists before it answers
      afterCommit: () => p.catalogue.goodsChanged(),
    },
  ],
});

/**
 * The rating module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export type { RatingService } from './service.js';
import { defineModule, tableNames } from '../../module-kit.js';
import { createRatingRepo } from './repository.js';
import { ratingRoutes } from './routes.js';
import { createRatingService, sellerRatingOf, type RatingService as Ratings } from './service.js';
import * as tables from './table.js';
import { seedDemoRatings } from './seed.js';

declare module '../../module-kit.js' {
  interface Ports {
    ratings: Ratings;
    /** a seller's rating figures (the catalogue's seller card): a read view, built with the repositories */
    sellerRating: ReturnType<typeof sellerRatingOf>;
  }
}

export const ratingModule = defineModule({
  name: 'rating',
  tables: tableNames(tables),
  repos: (db) => ({ sellerRating: sellerRatingOf(createRatingRepo(db)) }),
  needs: ['clock', 'config', 'db', 'messages', 'orders'],
  build: (p) => ({
    ratings: createRatingService({
      repo: createRatingRepo(p.db),
      orders: p.orders,
      messages: p.messages,
      config: p.config,
      clock: p.clock,
      db: p.db,
    }),
  }),
  routes: [{ order: 280, register: (app, p) => ratingRoutes(app, { ratings: p.ratings }) }],
  // seller cards show ratings on the completed demo deals
  seed: { demo: [{ order: 90, run: ({ db, clock }) => seedDemoRatings(db, clock).then(() => undefined) }] },
});

/**
 * The offer module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export type { OfferHook } from './service.js';
import { defineModule, tableNames } from '../../module-kit.js';
import { createOfferRepo } from './repository.js';
import { offerRoutes } from './routes.js';
import { createOfferService, type OfferService } from './service.js';
import * as tables from './table.js';

declare module '../../module-kit.js' {
  interface Ports {
    offers: OfferService;
  }
}

export const offerModule = defineModule({
  name: 'offer',
  tables: tableNames(tables),
  needs: ['clock', 'config', 'db', 'messages', 'userReads'],
  build: (p) => ({
    offers: createOfferService({
      repo: createOfferRepo(p.db),
      users: p.userReads,
      messages: p.messages,
      config: p.config,
      clock: p.clock,
      db: p.db,
    }),
  }),
  routes: [{ order: 250, register: (app, p) => offerRoutes(app, { offers: p.offers }) }],
});

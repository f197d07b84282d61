/**
 * The blacklist module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { normalizeAccount } from './service.js';
export type { BlacklistService } from './service.js';
export { blacklist } from './table.js';
export { seedBlacklistIfEmpty } from './seed.js';
import { defineModule, tableNames } from '../../module-kit.js';
import { createBlacklistRepo } from './repository.js';
import { blacklistRoutes } from './routes.js';
import { createBlacklistService, type BlacklistService as Blacklist } from './service.js';
import * as tables from './table.js';

declare module '../../module-kit.js' {
  interface Ports {
    blacklist: Blacklist;
  }
}

export const blacklistModule = defineModule({
  name: 'blacklist',
  tables: tableNames(tables),
  needs: ['audit', 'catalogue', 'clock', 'config', 'db', 'limiter', 'messages', 'upload'],
  build: (p) => ({
    blacklist: createBlacklistService({
      repo: createBlacklistRepo(p.db),
      catalogue: p.catalogue,
      upload: p.upload,
      messages: p.messages,
      audit: p.audit,
      limiter: p.limiter,
      config: p.config,
      clock: p.clock,
      db: p.db,
    }),
  }),
  routes: [{ order: 170, register: (app, p) => blacklistRoutes(app, { blacklist: p.blacklist }) }],
  consoleCounts: [{ section: 'support', total: (p) => p.blacklist.reports({ pageSize: 1, status: 0 }) }],
});

/**
 * The support module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { PHONE_RE, QQ_RE } from './validate.js';
import { defineModule, tableNames } from '../../module-kit.js';
import { createSupportRepo } from './repository.js';
import { supportRoutes } from './routes.js';
import { createSupportService, type SupportService } from './service.js';
import * as tables from './table.js';
import { seedDemoSupport } from './seed.js';

declare module '../../module-kit.js' {
  interface Ports {
    support: SupportService;
  }
}

export const supportModule = defineModule({
  name: 'support',
  tables: tableNames(tables),
  needs: ['audit', 'blacklist', 'catalogue', 'clock', 'config', 'db', 'limiter'],
  build: (p) => ({
    support: createSupportService({
      repo: createSupportRepo(p.db),
      catalogue: p.catalogue,
      blacklisted: p.blacklist.isListed,
      audit: p.audit,
      limiter: p.limiter,
      config: p.config,
      clock: p.clock,
      db: p.db,
    }),
  }),
  routes: [{ order: 160, register: (app, p) => supportRoutes(app, { support: p.support }) }],
  // staff contacts, QQ groups, social accounts, blacklist
  seed: { demo: [{ order: 40, run: ({ db, clock }) => seedDemoSupport(db, clock) }] },
});

/**
 * The site module's public face: what other modules may use of it, and its manifest (how the app
 * loads it). Other modules import from here, never from the module's files (eslint.config.mjs).
 */
import { defineModule, tableNames } from '../../module-kit.js';
import { createSiteRepo } from './repository.js';
import { siteRoutes } from './routes.js';
import { createSiteService, type SiteService } from './service.js';
import * as tables from './table.js';

declare module '../../module-kit.js' {
  interface Ports {
    site: SiteService;
  }
}

export const siteModule = defineModule({
  name: 'site',
  tables: tableNames(tables),
  // company, contacts, ICP line: edited by operators, cached per instance, {{site.…}} in content;
  // the mini-program codes are the operator's own uploads (upload's ownImages)
  needs: ['audit', 'clock', 'db', 'kv', 'upload'],
  build: (p) => ({
    site: createSiteService({
      repo: createSiteRepo(p.db),
      audit: p.audit,
      kv: p.kv,
      clock: p.clock,
      db: p.db,
      upload: p.upload,
    }),
  }),
  routes: [{ order: 100, register: (app, p) => siteRoutes(app, { site: p.site }) }],
});

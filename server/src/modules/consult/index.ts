/**
 * The consult module's public face: pre-sale questions about a listing, asked inside the app and
 * answered by platform staff from the console. Other modules import from here, never from the
 * module's files (eslint.config.mjs).
 */
import { defineModule, tableNames } from '../../module-kit.js';
import { createConsultRepo } from './repository.js';
import { consultRoutes } from './routes.js';
import { createConsultService, type ConsultService } from './service.js';
import * as tables from './table.js';

declare module '../../module-kit.js' {
  interface Ports {
    consult: ConsultService;
  }
}

export const consultModule = defineModule({
  name: 'consult',
  tables: tableNames(tables),
  needs: ['audit', 'catalogue', 'clock', 'config', 'db', 'limiter', 'messages', 'moderation', 'upload', 'userReads'],
  build: (p) => ({
    consult: createConsultService({
      repo: createConsultRepo(p.db),
      users: p.userReads,
      catalogue: p.catalogue,
      moderation: p.moderation,
      upload: p.upload,
      messages: p.messages,
      audit: p.audit,
      limiter: p.limiter,
      config: p.config,
      clock: p.clock,
      db: p.db,
    }),
  }),
  routes: [{ order: 165, register: (app, p) => consultRoutes(app, { consult: p.consult }) }],
  consoleCounts: [{ section: 'support', total: (p) => p.consult.staff.waiting() }],
});

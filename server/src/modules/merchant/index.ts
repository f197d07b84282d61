/**
 * The merchant module's public face: what other modules may use of it, and its manifest (how the app
 * loads it). Other modules import from here, never from the module's files (eslint.config.mjs).
 */
import { defineModule, tableNames } from '../../module-kit.js';
import { createMerchantRepo } from './repository.js';
import { merchantRoutes } from './routes.js';
import { createMerchantService, type MerchantService } from './service.js';
import * as tables from './table.js';

declare module '../../module-kit.js' {
  interface Ports {
    merchant: MerchantService;
  }
}

export const merchantModule = defineModule({
  name: 'merchant',
  tables: tableNames(tables),
  needs: ['audit', 'clock', 'db', 'messages', 'userWrites'],
  build: (p) => ({
    merchant: createMerchantService({
      repo: createMerchantRepo(p.db),
      roles: p.userWrites,
      messages: p.messages,
      audit: p.audit,
      clock: p.clock,
      db: p.db,
    }),
  }),
  routes: [{ order: 180, register: (app, p) => merchantRoutes(app, { merchant: p.merchant }) }],
  consoleCounts: [{ section: 'support', total: (p) => p.merchant.queue({ pageSize: 1, status: 0 }) }],
});

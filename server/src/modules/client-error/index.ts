/**
 * The client-error module's public face: what other modules may use of it, and its manifest (how the app
 * loads it). Other modules import from here, never from the module's files (eslint.config.mjs).
 */
import { defineModule, tableNames } from '../../module-kit.js';
import { createClientErrorRepo } from './repository.js';
import { clientErrorRoutes } from './routes.js';
import { createClientErrorService, type ClientErrorService } from './service.js';
import * as tables from './table.js';

declare module '../../module-kit.js' {
  interface Ports {
    clientErrors: ClientErrorService;
  }
}

export const clientErrorModule = defineModule({
  name: 'client-error',
  tables: tableNames(tables),
  needs: ['clock', 'config', 'db', 'limiter'],
  build: (p) => ({
    clientErrors: createClientErrorService({
      repo: createClientErrorRepo(p.db),
      limiter: p.limiter,
      config: p.config,
      clock: p.clock,
    }),
  }),
  routes: [{ order: 30, register: (app, p) => clientErrorRoutes(app, { clientErrors: p.clientErrors }) }],
});

/**
 * The realname module's public face: what other modules may use of it, and its manifest (how the app
 * loads it). Other modules import from here, never from the module's files (eslint.config.mjs).
 */
import { defineModule, tableNames } from '../../module-kit.js';
import { LocalRealnameProvider } from './provider.js';
import { createRealnameRepo } from './repository.js';
import { realnameRoutes } from './routes.js';
import { createRealnameService, type RealnameService } from './service.js';
import * as tables from './table.js';
export type { RealnameProvider } from './provider.js';
export type { VerifiedParty } from './party.js';
export type { RealnameService } from './service.js';

declare module '../../module-kit.js' {
  interface Ports {
    realname: RealnameService;
  }
}

export const realnameModule = defineModule({
  name: 'realname',
  tables: tableNames(tables),
  needs: ['clock', 'config', 'crypto', 'db', 'limiter', 'opts', 'userReads', 'userWrites'],
  build: (p) => ({
    realname: createRealnameService({
      config: p.config,
      users: p.userReads,
      userWrites: p.userWrites,
      repo: createRealnameRepo(p.db),
      provider: p.opts.realname ?? new LocalRealnameProvider(p.clock),
      limiter: p.limiter,
      crypto: p.crypto,
      clock: p.clock,
    }),
  }),
  routes: [{ order: 70, register: (app, p) => realnameRoutes(app, { realname: p.realname }) }],
});

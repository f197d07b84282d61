/**
 * The claim module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { PageQuery } from './schema.js';
export type { ClaimService } from './service.js';
import { defineModule, tableNames } from '../../module-kit.js';
import { createClaimRepo } from './repository.js';
import { claimAdminRoutes, claimRoutes } from './routes.js';
import { createClaimService, type ClaimService as Claims } from './service.js';
import * as tables from './table.js';

declare module '../../module-kit.js' {
  interface Ports {
    claims: Claims;
  }
}

export const claimModule = defineModule({
  name: 'claim',
  tables: tableNames(tables),
  needs: [
    'audit',
    'blacklist',
    'catalogue',
    'clock',
    'config',
    'db',
    'events',
    'goodsWrites',
    'messages',
    'orderReads',
    'orderWrites',
    'orders',
    'upload',
    'wallet',
  ],
  build: (p) => ({
    claims: createClaimService({
      repo: createClaimRepo(p.db),
      orderReads: p.orderReads,
      orderWrites: p.orderWrites,
      orders: p.orders,
      wallet: p.wallet,
      blacklist: p.blacklist,
      messages: p.messages,
      upload: p.upload,
      catalogue: p.catalogue,
      goods: p.goodsWrites,
      events: p.events,
      audit: p.audit,
      config: p.config,
      clock: p.clock,
      db: p.db,
    }),
  }),
  routes: [
    { order: 270, register: (app, p) => claimRoutes(app, { claims: p.claims }) },
    { order: 310, register: (app, p) => claimAdminRoutes(app, { claims: p.claims }) },
  ],
  consoleCounts: [{ section: 'aftersale', total: (p) => p.claims.adminList({ pageSize: 1, status: 0 }) }],
});

/**
 * The claim module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { PageQuery } from './schema.js';
export { CLAIM_PAGE } from './service.js';
export type { ClaimService, PayoutPlan } from './service.js';
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
    'catalogue',
    'clock',
    'config',
    'crypto',
    'db',
    'messages',
    'orderReads',
    'orderWrites',
    'orders',
    'sellingReads',
    'upload',
  ],
  build: (p) => ({
    claims: createClaimService({
      repo: createClaimRepo(p.db),
      orderReads: p.orderReads,
      orderWrites: p.orderWrites,
      orders: p.orders,
      messages: p.messages,
      upload: p.upload,
      selling: p.sellingReads,
      crypto: p.crypto,
      catalogue: p.catalogue,
      audit: p.audit,
      config: p.config,
      clock: p.clock,
      db: p.db,
    }),
  }),
  routes: [
    { order: 270, register: (app, p) => claimRoutes(app, { claims: p.claims }) },
    {
      order: 310,
      register: (app, p) => claimAdminRoutes(app, { claims: p.claims, compensate: p.claimPayout.compensate }),
    },
  ],
  consoleCounts: [{ section: 'aftersale', total: (p) => p.claims.adminList({ pageSize: 1, status: 0 }) }],
});

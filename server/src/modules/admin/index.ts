/**
 * The admin module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { createAdminRepo } from './repository.js';
import type { AuditWriter } from '../../lib/audited.js';
import { defineModule, portOf, tableNames } from '../../module-kit.js';
import { createAuditLogService } from './audit-log.js';
import { createConsoleCounts } from './counts.js';
import { createAdminRepo as adminRepoOf, type AdminRepo } from './repository.js';
import { adminRoutes } from './routes.js';
import { createReviewService, type ReviewService } from './service.js';
import * as tables from './table.js';

declare module '../../module-kit.js' {
  interface Ports {
    adminRepo: AdminRepo;
    /** the write of one audit row, in the caller's transaction: what the other modules' operator actions need */
    audit: AuditWriter;
    review: ReviewService;
  }
}

const one = { pageSize: 1 };

export const adminModule = defineModule({
  name: 'admin',
  tables: tableNames(tables),
  repos: (db) => {
    const adminRepo = adminRepoOf(db);
    return { adminRepo, audit: portOf(adminRepo, ['audit']) };
  },
  needs: [
    'adminRepo',
    'catalogue',
    'clock',
    'db',
    'events',
    'goodsWrites',
    'messages',
    'sellingReads',
    'sellingWrites',
  ],
  build: (p) => ({
    review: createReviewService({
      repo: p.adminRepo,
      sellingReads: p.sellingReads,
      sellingWrites: p.sellingWrites,
      goods: p.goodsWrites,
      messages: p.messages,
      catalogue: p.catalogue,
      events: p.events,
      clock: p.clock,
      db: p.db,
    }),
  }),
  routes: [
    {
      order: 130,
      // the console's counts: one row of each queue the manifests name, read for its total (counts.ts)
      register: (app, p) =>
        adminRoutes(app, {
          review: p.review,
          auditLog: createAuditLogService({ repo: p.adminRepo }),
          counts: createConsoleCounts(p.consoleQueues),
        }),
    },
  ],
  consoleCounts: [{ section: 'review', total: (p) => p.review.queue(one) }],
});

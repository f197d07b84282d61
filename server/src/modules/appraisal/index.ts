/**
 * The appraisal module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { createAppraisalRepo } from './repository.js';
export type { AppraisalRepo } from './repository.js';
export { AdminAppraisalItem, AppraisalItem } from './schema.js';
export { createAppraisalService } from './service.js';
export type { AppraisalInput, AppraisalService, TradeInHooks } from './service.js';
export { onSaleSource, soldGoodsSource } from './sources.js';
export { BACKLIST_STATUS, BACKLIST_TYPE, backlistRequests } from './table.js';
export type { BacklistRow } from './table.js';
export { CredentialsBody, QuoteItem, StageSchema, TradeIn } from './trade-in-schema.js';
import { defineModule, tableNames } from '../../module-kit.js';
import { createAppraisalRepo as appraisalRepoOf, type AppraisalRepo as Appraisals } from './repository.js';
import { appraisalRoutes } from './routes.js';
import {
  createAppraisalService as appraisalOf,
  type AppraisalService as Appraisal,
  type TradeInHooks as Hooks,
} from './service.js';
import { onSaleSource as onSale, soldGoodsSource as soldGoods } from './sources.js';
import * as tables from './table.js';
import { seedDemoAppraisal } from './seed.js';

declare module '../../module-kit.js' {
  interface Ports {
    appraisalRepo: Appraisals;
    appraisal: Appraisal;
  }
}

declare module '../../lib/extensions.js' {
  interface ExtensionPoints {
    /** type-2 (trade-in) requests: the trade-in module's hooks */
    'appraisal.tradeIn': Hooks;
  }
}

export const appraisalModule = defineModule({
  name: 'appraisal',
  tables: tableNames(tables),
  repos: (db) => ({ appraisalRepo: appraisalRepoOf(db) }),
  needs: [
    'adminRepo',
    'appraisalRepo',
    'catalogue',
    'clock',
    'config',
    'db',
    'extensions',
    'kv',
    'limiter',
    'messages',
    'sellingRepo',
    'upload',
  ],
  build: (p) => ({
    appraisal: appraisalOf({
      repo: p.appraisalRepo,
      districts: p.sellingRepo,
      catalogue: p.catalogue,
      upload: p.upload,
      messages: p.messages,
      audit: p.adminRepo,
      extensions: p.extensions,
      sources: [soldGoods(p.appraisalRepo), onSale(p.appraisalRepo)],
      kv: p.kv,
      limiter: p.limiter,
      config: p.config,
      clock: p.clock,
      db: p.db,
    }),
  }),
  routes: [{ order: 320, register: (app, p) => appraisalRoutes(app, { appraisal: p.appraisal }) }],
  consoleCounts: [{ section: 'services', total: (p) => p.appraisal.queue({ pageSize: 1, status: 0 }) }],
  // demo_buyer's appraisals (Myevaluation), one appraised by demo_operator
  seed: {
    demo: [{ order: 100, run: ({ db, config, clock }) => seedDemoAppraisal(db, config, clock).then(() => undefined) }],
  },
});

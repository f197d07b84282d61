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
import { defineModule, portOf, tableNames } from '../../module-kit.js';
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

/** A user's own request (the trade-in module's requests are rows of our backlist_requests). */
const READS = ['findOwn'] as const;
export type AppraisalReads = Pick<Appraisals, (typeof READS)[number]>;
/** A trade-in request's creation and its status, in the trade-in's transaction. */
const WRITES = ['insert', 'setStatus'] as const;
export type AppraisalWrites = Pick<Appraisals, (typeof WRITES)[number]>;

declare module '../../module-kit.js' {
  interface Ports {
    appraisalRepo: Appraisals;
    appraisalReads: AppraisalReads;
    appraisalWrites: AppraisalWrites;
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
  repos: (db) => {
    const appraisalRepo = appraisalRepoOf(db);
    return {
      appraisalRepo,
      appraisalReads: portOf(appraisalRepo, READS),
      appraisalWrites: portOf(appraisalRepo, WRITES),
    };
  },
  needs: [
    'appraisalRepo',
    'audit',
    'catalogue',
    'clock',
    'config',
    'db',
    'extensions',
    'kv',
    'limiter',
    'messages',
    'sellingReads',
    'upload',
    'userReads',
  ],
  build: (p) => ({
    appraisal: appraisalOf({
      repo: p.appraisalRepo,
      users: p.userReads,
      districts: p.sellingReads,
      catalogue: p.catalogue,
      upload: p.upload,
      messages: p.messages,
      audit: p.audit,
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

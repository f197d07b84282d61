/**
 * The agreement module's public face: the trade agreement (交易协议) each paid order produces, as
 * PDF and HTML. Other modules import from here, never from the module's files.
 */
export { AGREEMENT_EVENT, sha256Of } from './service.js';
export type { AgreementService } from './service.js';
export type { AgreementFacts } from './facts.js';
export { orderAgreements } from './table.js';
import { runEvery } from '../../lib/jobs.js';
import { defineModule, tableNames } from '../../module-kit.js';
import { createAgreementRepo, type AgreementRepo } from './repository.js';
import { agreementRoutes } from './routes.js';
import { createAgreementService, type AgreementService as Agreements } from './service.js';
import * as tables from './table.js';

declare module '../../module-kit.js' {
  interface Ports {
    agreementRepo: AgreementRepo;
    /** the pay-order flow's `record` step; the routes; the render after payment */
    agreements: Agreements;
  }
}

export const agreementModule = defineModule({
  name: 'agreement',
  tables: tableNames(tables),
  repos: (db) => ({ agreementRepo: createAgreementRepo(db) }),
  needs: ['agreementRepo', 'clock', 'db', 'log', 'orderReads', 'orderWrites', 'realname', 'rules'],
  build: (p) => ({
    agreements: createAgreementService({
      db: p.db,
      repo: p.agreementRepo,
      orders: p.orderReads,
      orderWrites: p.orderWrites,
      realname: p.realname,
      rules: p.rules,
      clock: p.clock,
      log: p.log,
    }),
  }),
  routes: [{ order: 215, register: (app, p) => agreementRoutes(app, { agreements: p.agreements }) }],
  // the payment committed with the agreement's facts: render its files now, before the notification is answered
  reactions: (p) => [
    {
      on: 'payment.paid',
      name: 'agreement: render the paid order’s agreement',
      retries: 1,
      afterCommit: async (e) => {
        if (e.purpose === 'order') await p.agreements.ensure(e.targetId);
      },
    },
  ],
  // a render the reaction could not finish (a crash between the commit and the render, a failure):
  // any instance picks it up; rendering twice is harmless, only the first stored bytes are kept
  jobs: [
    {
      name: 'agreement-render',
      intervalMs: (config) => config.trade.jobIntervalMs,
      start: (p, log, ms) =>
        runEvery({ intervalMs: ms, log, failure: 'agreement render job failed' }, async () => {
          const n = await p.agreements.renderPending();
          if (n) log.info({ rendered: n }, 'trade agreements rendered');
        }),
    },
  ],
});

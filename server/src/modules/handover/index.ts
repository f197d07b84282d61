/**
 * The handover module's public face: the checklists staff work through at a staff-mediated
 * handover (平台验号换绑, issue 40), one per game, edited by operators. Other modules use
 * `handover.checklistOf(gameId)` (the game's template, or the generic list); they import from
 * here, never from the module's files.
 */
import { defineModule, tableNames, type SeedStep } from '../../module-kit.js';
import { createCaseRepo } from './case-repo.js';
import { checkHandoverCases, resealHandoverCases } from './reseal.js';
import { createHandoverRepo } from './repository.js';
import { handoverRoutes } from './routes.js';
import { createHandoverService, type HandoverService } from './service.js';
import * as tables from './table.js';

export { GENERIC_CHECKLIST } from './defaults.js';
export {
  effectiveHandoverMode,
  HANDOVER_MODE_NAMES,
  HANDOVER_MODES,
  handoverFeeFen,
  staffModeRequiredBy,
} from './modes.js';
export type { HandoverMode } from './modes.js';
export { handoverTemplates } from './table.js';
export type { ChecklistItem } from './table.js';
export type { HandoverService } from './service.js';
export type { PaidOrder } from './case-context.js';
export type { CheckedAnswer } from './buyer.js';
export { TEXT as HANDOVER_TEXT } from './texts.js';
export type { CaseState, HandoverCaseRow } from './table.js';

declare module '../../module-kit.js' {
  interface Ports {
    handover: HandoverService;
  }
}

/**
 * Every game's default checklist, after the catalogue has written the games (its step 10, in the
 * base and the demo seeds alike). A game that already has a row keeps it: a restart never undoes
 * an operator's edit.
 */
const seedTemplates: SeedStep = {
  order: 15,
  run: ({ db, clock }) =>
    createHandoverRepo(db)
      .seedDefaults(clock.now())
      .then(() => undefined),
};

export const handoverModule = defineModule({
  name: 'handover',
  tables: tableNames(tables),
  needs: [
    'audit',
    'clock',
    'config',
    'crypto',
    'db',
    'limiter',
    'messages',
    'orderReads',
    'orderWrites',
    'sellingReads',
    'upload',
    'userReads',
  ],
  build: (p) => ({
    handover: createHandoverService({
      templates: createHandoverRepo(p.db),
      repo: createCaseRepo(p.db),
      users: p.userReads,
      orderReads: p.orderReads,
      orderWrites: p.orderWrites,
      sellingReads: p.sellingReads,
      upload: p.upload,
      messages: p.messages,
      audit: p.audit,
      crypto: p.crypto,
      limiter: p.limiter,
      config: p.config,
      clock: p.clock,
      db: p.db,
    }),
  }),
  // the desk's cancel and the buyer's answers span modules: the flows do them (flows/handover-*.ts)
  routes: [
    {
      order: 166,
      register: (app, p) =>
        handoverRoutes(app, {
          handover: p.handover,
          cancel: p.handoverMismatch.cancel,
          answer: p.handoverAnswer.answer,
        }),
    },
  ],
  consoleCounts: [{ section: 'orders', total: (p) => p.handover.waiting() }],
  sealed: [{ name: 'handover_cases', reseal: resealHandoverCases, check: checkHandoverCases }],
  seed: { base: [seedTemplates], demo: [seedTemplates] },
});

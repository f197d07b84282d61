/**
 * The problem module's public face: what other modules may use of it, and its manifest (how the app
 * loads it). Other modules import from here, never from the module's files (eslint.config.mjs).
 */
import { defineModule, tableNames } from '../../module-kit.js';
import { createProblemRepo } from './repository.js';
import { problemRoutes } from './routes.js';
import { createProblemService, type ProblemService } from './service.js';
import * as tables from './table.js';

declare module '../../module-kit.js' {
  interface Ports {
    problem: ProblemService;
  }
}

export const problemModule = defineModule({
  name: 'problem',
  tables: tableNames(tables),
  needs: ['audit', 'clock', 'config', 'db', 'limiter', 'messages', 'moderation', 'upload'],
  build: (p) => ({
    problem: createProblemService({
      moderation: p.moderation,
      repo: createProblemRepo(p.db),
      upload: p.upload,
      messages: p.messages,
      audit: p.audit,
      limiter: p.limiter,
      config: p.config,
      clock: p.clock,
      db: p.db,
    }),
  }),
  routes: [{ order: 150, register: (app, p) => problemRoutes(app, { problem: p.problem }) }],
  consoleCounts: [{ section: 'support', total: (p) => p.problem.queue({ pageSize: 1, status: 0 }) }],
});

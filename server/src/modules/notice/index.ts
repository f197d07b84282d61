/**
 * The notice module's public face: what other modules may use of it, and its manifest (how the app
 * loads it). Other modules import from here, never from the module's files (eslint.config.mjs).
 */
import { defineModule, tableNames } from '../../module-kit.js';
import { noticeAdminRoutes } from './admin-routes.js';
import { createNoticeAdminService, type NoticeAdminService } from './admin-service.js';
import { createNoticeRepo } from './repository.js';
import { noticeRoutes } from './routes.js';
import { createNoticeService, type NoticeService } from './service.js';
import * as tables from './table.js';

declare module '../../module-kit.js' {
  interface Ports {
    notice: NoticeService;
    noticeAdmin: NoticeAdminService;
  }
}

export const noticeModule = defineModule({
  name: 'notice',
  tables: tableNames(tables),
  needs: ['audit', 'clock', 'db', 'rules', 'sanitize', 'site'],
  build: (p) => ({
    notice: createNoticeService({
      repo: createNoticeRepo(p.db),
      rules: p.rules,
      siteTexts: p.site.texts,
      sanitize: p.sanitize,
    }),
    noticeAdmin: createNoticeAdminService({
      repo: createNoticeRepo(p.db),
      audit: p.audit,
      clock: p.clock,
      db: p.db,
      sanitize: p.sanitize,
    }),
  }),
  routes: [
    { order: 90, register: (app, p) => noticeRoutes(app, { notice: p.notice }) },
    { order: 190, register: (app, p) => noticeAdminRoutes(app, { noticeAdmin: p.noticeAdmin }) },
  ],
});

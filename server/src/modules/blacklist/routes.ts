import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { PageOf } from '../../lib/pagination.js';
import {
  AcceptBody,
  AdminBlackItem,
  BlackItem,
  BlackListQuery,
  CreatedId,
  DismissBody,
  EntryBody,
  IdParams,
  ReportBody,
  ReportItem,
  ReportQuery,
} from './schema.js';
import type { BlacklistService } from './service.js';

const route = routeKit({ tags: ['support'] });
const adminRoute = routeKit({ tags: ['admin'] });

export async function blacklistRoutes(app: App, deps: { blacklist: BlacklistService }) {
  const { blacklist } = deps;

  app.get(
    '/api/black/blackList',
    route.public({
      summary: '骗子黑名单查询（账号精确或包含匹配，≥3 个字符；不传为最新收录）',
      querystring: BlackListQuery,
      data: PageOf(BlackItem),
    }),
    async (req) => ok(await blacklist.search(req.query)),
  );

  await app.register(async (user: App) => {
    user.post(
      '/api/black/report',
      route.user({ summary: '举报骗子（进入运营审核；每小时有次数限制）', body: ReportBody, data: CreatedId }),
      async (req) => ok(await blacklist.report(req.actor!, req.body), '举报已提交，我们会尽快核实'),
    );
  });

  // operator console (see admin/routes.ts: the role check runs before anything else in this scope)
  await app.register(async (admin: App) => {
    admin.get(
      '/api/admin/black/list',
      adminRoute.staff({ summary: '黑名单（搜索同前台）', querystring: BlackListQuery, data: PageOf(AdminBlackItem) }),
      async (req) => ok(await blacklist.adminSearch(req.query)),
    );
    admin.post(
      '/api/admin/black',
      adminRoute.staff({ summary: '新增黑名单', body: EntryBody, data: AdminBlackItem }),
      async (req) => ok(await blacklist.create(req.actor!, req.body), '已加入黑名单'),
    );
    admin.put(
      '/api/admin/black/:id',
      adminRoute.staff({ summary: '修改黑名单', params: IdParams, body: EntryBody, data: AdminBlackItem }),
      async (req) => ok(await blacklist.update(req.actor!, req.params.id, req.body), '已保存'),
    );
    admin.delete(
      '/api/admin/black/:id',
      adminRoute.staff({ summary: '移出黑名单', params: IdParams, data: Type.Null() }),
      async (req) => {
        await blacklist.remove(req.actor!, req.params.id);
        return ok(null, '已移出黑名单');
      },
    );

    admin.get(
      '/api/admin/report/list',
      adminRoute.staff({ summary: '举报队列（最早在前）', querystring: ReportQuery, data: PageOf(ReportItem) }),
      async (req) => ok(await blacklist.reports(req.query)),
    );
    admin.post(
      '/api/admin/report/:id/accept',
      {
        ...adminRoute.staff({
          summary: '采纳举报：加入黑名单并通知举报人',
          params: IdParams,
          body: AcceptBody,
          data: Type.Object({ blacklistId: Type.Integer() }),
        }),
        // the body is optional: a bodiless POST (the client sends '') means "use the report's text"
        preValidation: async (req) => {
          if (req.body === undefined || req.body === null) (req as { body: unknown }).body = {};
        },
      },
      async (req) => ok(await blacklist.accept(req.actor!, req.params.id, req.body.reason), '已采纳，账号已加入黑名单'),
    );
    admin.post(
      '/api/admin/report/:id/dismiss',
      adminRoute.staff({ summary: '驳回举报并通知举报人', params: IdParams, body: DismissBody, data: Type.Null() }),
      async (req) => {
        await blacklist.dismiss(req.actor!, req.params.id, req.body.note);
        return ok(null, '已驳回');
      },
    );
  });
}

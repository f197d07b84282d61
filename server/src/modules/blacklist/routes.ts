import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { Ok, SECURED, errorResponses, ok } from '../../lib/envelope.js';
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

export async function blacklistRoutes(app: App, deps: { blacklist: BlacklistService }) {
  const { blacklist } = deps;
  const tags = ['support'];

  app.get(
    '/api/black/blackList',
    {
      schema: {
        tags,
        summary: '骗子黑名单查询（账号精确或包含匹配，≥3 个字符；不传为最新收录）',
        querystring: BlackListQuery,
        response: { 200: Ok(PageOf(BlackItem)), ...errorResponses },
      },
    },
    async (req) => ok(await blacklist.search(req.query)),
  );

  await app.register(async (user: App) => {
    user.post(
      '/api/black/report',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: '举报骗子（进入运营审核；每小时有次数限制）',
          security: SECURED,
          body: ReportBody,
          response: { 200: Ok(CreatedId), ...errorResponses },
        },
      },
      async (req) => ok(await blacklist.report(req.actor!, req.body), '举报已提交，我们会尽快核实'),
    );
  });

  // operator console (see admin/routes.ts: the role check runs before anything else in this scope)
  await app.register(async (admin: App) => {
    const s = { security: SECURED, tags: ['admin'] };

    admin.get(
      '/api/admin/black/list',
      {
        config: { auth: 'staff' },
        schema: {
          ...s,
          summary: '黑名单（搜索同前台）',
          querystring: BlackListQuery,
          response: { 200: Ok(PageOf(AdminBlackItem)), ...errorResponses },
        },
      },
      async (req) => ok(await blacklist.adminSearch(req.query)),
    );
    admin.post(
      '/api/admin/black',
      {
        config: { auth: 'staff' },
        schema: {
          ...s,
          summary: '新增黑名单',
          body: EntryBody,
          response: { 200: Ok(AdminBlackItem), ...errorResponses },
        },
      },
      async (req) => ok(await blacklist.create(req.actor!, req.body), '已加入黑名单'),
    );
    admin.put(
      '/api/admin/black/:id',
      {
        config: { auth: 'staff' },
        schema: {
          ...s,
          summary: '修改黑名单',
          params: IdParams,
          body: EntryBody,
          response: { 200: Ok(AdminBlackItem), ...errorResponses },
        },
      },
      async (req) => ok(await blacklist.update(req.actor!, req.params.id, req.body), '已保存'),
    );
    admin.delete(
      '/api/admin/black/:id',
      {
        config: { auth: 'staff' },
        schema: {
          ...s,
          summary: '移出黑名单',
          params: IdParams,
          response: { 200: Ok(Type.Null()), ...errorResponses },
        },
      },
      async (req) => {
        await blacklist.remove(req.actor!, req.params.id);
        return ok(null, '已移出黑名单');
      },
    );

    admin.get(
      '/api/admin/report/list',
      {
        config: { auth: 'staff' },
        schema: {
          ...s,
          summary: '举报队列（最早在前）',
          querystring: ReportQuery,
          response: { 200: Ok(PageOf(ReportItem)), ...errorResponses },
        },
      },
      async (req) => ok(await blacklist.reports(req.query)),
    );
    admin.post(
      '/api/admin/report/:id/accept',
      {
        config: { auth: 'staff' },
        // the body is optional: a bodiless POST (the client sends '') means "use the report's text"
        preValidation: async (req) => {
          if (req.body === undefined || req.body === null) (req as { body: unknown }).body = {};
        },
        schema: {
          ...s,
          summary: '采纳举报：加入黑名单并通知举报人',
          params: IdParams,
          body: AcceptBody,
          response: { 200: Ok(Type.Object({ blacklistId: Type.Integer() })), ...errorResponses },
        },
      },
      async (req) => ok(await blacklist.accept(req.actor!, req.params.id, req.body.reason), '已采纳，账号已加入黑名单'),
    );
    admin.post(
      '/api/admin/report/:id/dismiss',
      {
        config: { auth: 'staff' },
        schema: {
          ...s,
          summary: '驳回举报并通知举报人',
          params: IdParams,
          body: DismissBody,
          response: { 200: Ok(Type.Null()), ...errorResponses },
        },
      },
      async (req) => {
        await blacklist.dismiss(req.actor!, req.params.id, req.body.note);
        return ok(null, '已驳回');
      },
    );
  });
}

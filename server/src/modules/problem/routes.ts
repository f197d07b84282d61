import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { Ok, SECURED, errorResponses, ok } from '../../lib/envelope.js';
import { PageOf, PageQuery } from '../../lib/pagination.js';
import {
  AdminProblemItem,
  AdminProblemQuery,
  CreatedId,
  ProblemBody,
  ProblemCategories,
  ProblemIdParams,
  ProblemItem,
  ReplyBody,
} from './schema.js';
import type { ProblemService } from './service.js';

export async function problemRoutes(root: App, deps: { problem: ProblemService }) {
  const { problem } = deps;
  const tags = ['problem'];

  // categories are public: the form can render before the user logs in
  root.get(
    '/api/account/problem/categories',
    { schema: { tags, summary: '问题分类', response: { 200: Ok(ProblemCategories), ...errorResponses } } },
    async () => ok(problem.categories()),
  );

  await root.register(async (app: App) => {
    app.post(
      '/api/account/problem',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: '提交问题反馈 / 投诉建议（每小时有次数限制）',
          security: SECURED,
          body: ProblemBody,
          response: { 200: Ok(CreatedId), ...errorResponses },
        },
      },
      async (req) => ok(await problem.submit(req.actor!, req.body), '提交成功，我们会尽快处理'),
    );

    app.get(
      '/api/account/problem/list',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: '我提交的问题（最新在前）',
          security: SECURED,
          querystring: PageQuery,
          response: { 200: Ok(PageOf(ProblemItem)), ...errorResponses },
        },
      },
      async (req) => ok(await problem.mine(req.actor!, req.query)),
    );
  });

  // operator console (see admin/routes.ts: the role check runs before anything else in this scope)
  await root.register(async (admin: App) => {
    const at = ['admin'];

    admin.get(
      '/api/admin/problem/list',
      {
        config: { auth: 'staff' },
        schema: {
          tags: at,
          summary: '用户问题（最早在前）',
          security: SECURED,
          querystring: AdminProblemQuery,
          response: { 200: Ok(PageOf(AdminProblemItem)), ...errorResponses },
        },
      },
      async (req) => ok(await problem.queue(req.query)),
    );

    admin.post(
      '/api/admin/problem/:id/reply',
      {
        config: { auth: 'staff' },
        schema: {
          tags: at,
          summary: '回复问题（状态 → 已回复，并通知用户）',
          security: SECURED,
          params: ProblemIdParams,
          body: ReplyBody,
          response: { 200: Ok(Type.Null()), ...errorResponses },
        },
      },
      async (req) => {
        await problem.reply(req.actor!, req.params.id, req.body.reply);
        return ok(null, '已回复');
      },
    );

    admin.post(
      '/api/admin/problem/:id/close',
      {
        config: { auth: 'staff' },
        schema: {
          tags: at,
          summary: '关闭问题',
          security: SECURED,
          params: ProblemIdParams,
          response: { 200: Ok(Type.Null()), ...errorResponses },
        },
      },
      async (req) => {
        await problem.close(req.actor!, req.params.id);
        return ok(null, '已关闭');
      },
    );
  });
}

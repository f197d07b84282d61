import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
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

const route = routeKit({ tags: ['problem'] });
const adminRoute = routeKit({ tags: ['admin'] });

export async function problemRoutes(root: App, deps: { problem: ProblemService }) {
  const { problem } = deps;

  // categories are public: the form can render before the user logs in
  root.get(
    '/api/account/problem/categories',
    route.public({ summary: '问题分类', data: ProblemCategories }),
    async () => ok(problem.categories()),
  );

  await root.register(async (app: App) => {
    app.post(
      '/api/account/problem',
      route.user({ summary: '提交问题反馈 / 投诉建议（每小时有次数限制）', body: ProblemBody, data: CreatedId }),
      async (req) => ok(await problem.submit(req.actor!, req.body), '提交成功，我们会尽快处理'),
    );

    app.get(
      '/api/account/problem/list',
      route.user({ summary: '我提交的问题（最新在前）', querystring: PageQuery, data: PageOf(ProblemItem) }),
      async (req) => ok(await problem.mine(req.actor!, req.query)),
    );
  });

  // operator console (see admin/routes.ts: the role check runs before anything else in this scope)
  await root.register(async (admin: App) => {
    admin.get(
      '/api/admin/problem/list',
      adminRoute.staff({
        summary: '用户问题（最早在前）',
        querystring: AdminProblemQuery,
        data: PageOf(AdminProblemItem),
      }),
      async (req) => ok(await problem.queue(req.query)),
    );

    admin.post(
      '/api/admin/problem/:id/reply',
      adminRoute.staff({
        summary: '回复问题（状态 → 已回复，并通知用户）',
        params: ProblemIdParams,
        body: ReplyBody,
        data: Type.Null(),
      }),
      async (req) => {
        await problem.reply(req.actor!, req.params.id, req.body.reply);
        return ok(null, '已回复');
      },
    );

    admin.post(
      '/api/admin/problem/:id/close',
      adminRoute.staff({ summary: '关闭问题', params: ProblemIdParams, data: Type.Null() }),
      async (req) => {
        await problem.close(req.actor!, req.params.id);
        return ok(null, '已关闭');
      },
    );
  });
}

import { Type } from 'typebox';
import { addressKey } from '../../lib/client-address.js';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { PageOf } from '../../lib/pagination.js';
import { ClientErrorBody, ClientErrorItem, ClientErrorQuery } from './schema.js';
import type { ClientErrorService } from './service.js';

const route = routeKit({ tags: ['system'] });
const adminRoute = routeKit({ tags: ['admin'] });

export async function clientErrorRoutes(root: App, deps: { clientErrors: ClientErrorService }) {
  const { clientErrors } = deps;

  // public: a visitor's page can break too; the service limits each source address
  root.post(
    '/api/client-error',
    route.public({
      summary: '上报页面渲染错误（页面出错了时由客户端自动上报，按来源限频）',
      body: ClientErrorBody,
      data: Type.Null(),
    }),
    async (req) => {
      const userAgent = typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : '';
      await clientErrors.report(req.body, { actor: req.actor, ip: addressKey(req.ip), userAgent });
      return ok(null, '已上报');
    },
  );

  await root.register(async (admin: App) => {
    admin.get(
      '/api/admin/client-errors',
      adminRoute.staff({
        summary: '客户端错误报告（最新在前，可搜索）',
        querystring: ClientErrorQuery,
        data: PageOf(ClientErrorItem),
      }),
      async (req) => ok(await clientErrors.list(req.query)),
    );
  });
}

import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { PageOf } from '../../lib/pagination.js';
import {
  ApplicationItem,
  ApplicationQuery,
  ApplyBody,
  CreatedId,
  IdParams,
  MyApplication,
  RejectBody,
} from './schema.js';
import type { MerchantService } from './service.js';

const route = routeKit({ tags: ['merchant'] });
const adminRoute = routeKit({ tags: ['admin'] });

export async function merchantRoutes(app: App, deps: { merchant: MerchantService }) {
  const { merchant } = deps;

  await app.register(async (user: App) => {
    user.post(
      '/api/merchant/apply',
      route.user({ summary: '申请成为商户（同时只能有一份待审核申请）', body: ApplyBody, data: CreatedId }),
      async (req) => ok(await merchant.apply(req.actor!, req.body), '申请已提交，请等待审核'),
    );
    user.get(
      '/api/merchant/apply/mine',
      route.user({ summary: '我最近一次商户申请（无则 null）', data: MyApplication }),
      async (req) => ok(await merchant.mine(req.actor!)),
    );
  });

  // operator console (see admin/routes.ts: the role check runs before anything else in this scope)
  await app.register(async (admin: App) => {
    admin.get(
      '/api/admin/merchant/list',
      adminRoute.staff({
        summary: '商户申请（最早在前）',
        querystring: ApplicationQuery,
        data: PageOf(ApplicationItem),
      }),
      async (req) => ok(await merchant.queue(req.query)),
    );
    admin.post(
      '/api/admin/merchant/:id/approve',
      adminRoute.staff({ summary: '通过：授予商户角色并通知用户', params: IdParams, data: Type.Null() }),
      async (req) => {
        await merchant.approve(req.actor!, req.params.id);
        return ok(null, '已通过');
      },
    );
    admin.post(
      '/api/admin/merchant/:id/reject',
      adminRoute.staff({ summary: '驳回（附原因）并通知用户', params: IdParams, body: RejectBody, data: Type.Null() }),
      async (req) => {
        await merchant.reject(req.actor!, req.params.id, req.body.reason);
        return ok(null, '已驳回');
      },
    );
  });
}

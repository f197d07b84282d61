import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { PageOf } from '../../lib/pagination.js';
import {
  AdminAppraisalItem,
  AdminListQuery,
  AppraisalBody,
  AppraisalItem,
  IdParams,
  ManualBody,
  MyListQuery,
  PriceList,
  PriceListQuery,
} from './schema.js';
import type { AppraisalService } from './service.js';

const route = routeKit({ tags: ['appraisal'] });
const adminRoute = routeKit({ tags: ['admin'] });

export async function appraisalRoutes(root: App, deps: { appraisal: AppraisalService }) {
  const { appraisal } = deps;

  // public: the recycle price list page shows without a login
  root.get(
    '/api/account/backlist/priceList',
    route.public({
      summary: '回收参考价：按游戏，近 90 天成交按价格分档 × 回收系数，及近 12 周走势（缓存 60 秒）',
      querystring: PriceListQuery,
      data: PriceList,
    }),
    async (req) => ok(await appraisal.priceList(req.query)),
  );

  await root.register(async (app: App) => {
    app.post(
      '/api/account/backlist',
      route.user({
        summary: '提交估价（type 1），立即返回自动估价；每小时有次数限制。type 2 竞价回收暂未开放',
        body: AppraisalBody,
        data: AppraisalItem,
      }),
      async (req) => ok(await appraisal.submit(req.actor!, req.body), '提交成功'),
    );

    app.get(
      '/api/account/backlist/allList',
      route.user({ summary: '我的估价（最新在前）', querystring: MyListQuery, data: PageOf(AppraisalItem) }),
      async (req) => ok(await appraisal.mine(req.actor!, req.query)),
    );

    app.get(
      '/api/account/backlist/:id',
      route.user({ summary: '我的一条估价', params: IdParams, data: AppraisalItem }),
      async (req) => ok(await appraisal.detail(req.actor!, req.params.id)),
    );

    app.post(
      '/api/account/backlist/:id/cancel',
      route.user({ summary: '取消估价（仅估价中）', params: IdParams, data: Type.Null() }),
      async (req) => {
        await appraisal.cancel(req.actor!, req.params.id);
        return ok(null, '已取消');
      },
    );
  });

  // operator console (see admin/routes.ts: the role check runs before anything else in this scope)
  await root.register(async (admin: App) => {
    admin.get(
      '/api/admin/appraisal/list',
      adminRoute.staff({
        summary: '估价申请（最早在前）',
        querystring: AdminListQuery,
        data: PageOf(AdminAppraisalItem),
      }),
      async (req) => ok(await appraisal.queue(req.query)),
    );

    admin.post(
      '/api/admin/appraisal/:id/manual',
      adminRoute.staff({
        summary: '人工估价（状态 → 已估价，并通知用户；可重新估价）',
        params: IdParams,
        body: ManualBody,
        data: AppraisalItem,
      }),
      async (req) => ok(await appraisal.manual(req.actor!, req.params.id, req.body), '已估价'),
    );
  });
}

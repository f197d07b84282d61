import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { Ok, SECURED, errorResponses, ok } from '../../lib/envelope.js';
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

export async function merchantRoutes(app: App, deps: { merchant: MerchantService }) {
  const { merchant } = deps;
  const tags = ['merchant'];

  await app.register(async (user: App) => {
    user.post(
      '/api/merchant/apply',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: '申请成为商户（同时只能有一份待审核申请）',
          security: SECURED,
          body: ApplyBody,
          response: { 200: Ok(CreatedId), ...errorResponses },
        },
      },
      async (req) => ok(await merchant.apply(req.actor!, req.body), '申请已提交，请等待审核'),
    );
    user.get(
      '/api/merchant/apply/mine',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: '我最近一次商户申请（无则 null）',
          security: SECURED,
          response: { 200: Ok(MyApplication), ...errorResponses },
        },
      },
      async (req) => ok(await merchant.mine(req.actor!)),
    );
  });

  // operator console (see admin/routes.ts: the role check runs before anything else in this scope)
  await app.register(async (admin: App) => {
    const s = { security: SECURED, tags: ['admin'] };
    admin.get(
      '/api/admin/merchant/list',
      {
        config: { auth: 'staff' },
        schema: {
          ...s,
          summary: '商户申请（最早在前）',
          querystring: ApplicationQuery,
          response: { 200: Ok(PageOf(ApplicationItem)), ...errorResponses },
        },
      },
      async (req) => ok(await merchant.queue(req.query)),
    );
    admin.post(
      '/api/admin/merchant/:id/approve',
      {
        config: { auth: 'staff' },
        schema: {
          ...s,
          summary: '通过：授予商户角色并通知用户',
          params: IdParams,
          response: { 200: Ok(Type.Null()), ...errorResponses },
        },
      },
      async (req) => {
        await merchant.approve(req.actor!, req.params.id);
        return ok(null, '已通过');
      },
    );
    admin.post(
      '/api/admin/merchant/:id/reject',
      {
        config: { auth: 'staff' },
        schema: {
          ...s,
          summary: '驳回（附原因）并通知用户',
          params: IdParams,
          body: RejectBody,
          response: { 200: Ok(Type.Null()), ...errorResponses },
        },
      },
      async (req) => {
        await merchant.reject(req.actor!, req.params.id, req.body.reason);
        return ok(null, '已驳回');
      },
    );
  });
}

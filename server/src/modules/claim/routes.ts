import { Type, type Static } from 'typebox';
import type { App } from '../../app-types.js';
import { Ok, SECURED, errorResponses, ok } from '../../lib/envelope.js';
import { PageOf } from '../../lib/pagination.js';
import { IdParams } from '../order/index.js';
import {
  AdminClaim,
  Claim,
  ClaimListQuery,
  CompensateBody,
  FileClaimBody,
  InsuredOrder,
  PageQuery,
  RefuseClaimBody,
  Tier,
} from './schema.js';
import type { Actor } from '../../lib/actor.js';
import type { ClaimService } from './service.js';

/** Recovery claims (找回): the buyer's side. */
export async function claimRoutes(root: App, deps: { claims: ClaimService }) {
  await root.register(async (app: App) => {
    const { claims } = deps;
    const tags = ['claim'];
    const base = { config: { auth: 'user', authAfterValidation: true } } as const;
    app.get(
      '/api/claim/tiers',
      { schema: { tags, summary: '各包赔档位的保障范围', response: { 200: Ok(Type.Array(Tier)), ...errorResponses } } },
      async () => ok(claims.tiers()),
    );
    app.get(
      '/api/claim/insured',
      {
        ...base,
        schema: {
          tags,
          summary: '我的包赔订单（已完成且购买了包赔）',
          security: SECURED,
          querystring: PageQuery,
          response: { 200: Ok(PageOf(InsuredOrder)), ...errorResponses },
        },
      },
      async (req) => ok(await claims.insured(req.actor!, req.query)),
    );
    app.post(
      '/api/claim',
      {
        ...base,
        schema: {
          tags,
          summary: '申请找回赔付（包赔期内的已完成订单）',
          security: SECURED,
          body: FileClaimBody,
          response: { 200: Ok(Claim), ...errorResponses },
        },
      },
      async (req) => ok(await claims.file(req.actor!, req.body), '申请已提交，客服将在 15 天内处理'),
    );
    app.get(
      '/api/claim/list',
      {
        ...base,
        schema: {
          tags,
          summary: '我的找回申请',
          security: SECURED,
          querystring: ClaimListQuery,
          response: { 200: Ok(PageOf(Claim)), ...errorResponses },
        },
      },
      async (req) => ok(await claims.mine(req.actor!, req.query)),
    );
    app.get(
      '/api/claim/:id',
      {
        ...base,
        schema: {
          tags,
          summary: '找回申请详情',
          security: SECURED,
          params: IdParams,
          response: { 200: Ok(Claim), ...errorResponses },
        },
      },
      async (req) => ok(await claims.get(req.actor!, req.params.id)),
    );
  });
}

/** The claims queue of the operator console; a payout is the claim-payout flow's (flows/claim-payout.ts). */
export async function claimAdminRoutes(
  app: App,
  deps: {
    claims: ClaimService;
    compensate(actor: Actor, id: number, b: Static<typeof CompensateBody>): Promise<ReturnType<ClaimService['view']>>;
  },
) {
  const { claims, compensate } = deps;
  await app.register(async (admin: App) => {
    const tags = ['admin'];
    admin.get(
      '/api/admin/claim/list',
      {
        config: { auth: 'staff' },
        schema: {
          tags,
          summary: '找回申请（待处理按截止时间排序）',
          security: SECURED,
          querystring: ClaimListQuery,
          response: { 200: Ok(PageOf(AdminClaim)), ...errorResponses },
        },
      },
      async (req) => ok(await claims.adminList(req.query)),
    );
    admin.get(
      '/api/admin/claim/:id',
      {
        config: { auth: 'staff' },
        schema: {
          tags,
          summary: '找回申请详情',
          security: SECURED,
          params: IdParams,
          response: { 200: Ok(AdminClaim), ...errorResponses },
        },
      },
      async (req) => ok(await claims.adminDetail(req.params.id)),
    );
    admin.post(
      '/api/admin/claim/:id/compensate',
      {
        config: { auth: 'staff' },
        schema: {
          tags,
          summary: '赔付：按包赔档位赔付到买家钱包；账号标记为已找回；可拉黑卖家',
          security: SECURED,
          params: IdParams,
          body: CompensateBody,
          response: { 200: Ok(Claim), ...errorResponses },
        },
      },
      async (req) => ok(await compensate(req.actor!, req.params.id, req.body), '已赔付'),
    );
    admin.post(
      '/api/admin/claim/:id/refuse',
      {
        config: { auth: 'staff' },
        schema: {
          tags,
          summary: '驳回找回申请',
          security: SECURED,
          params: IdParams,
          body: RefuseClaimBody,
          response: { 200: Ok(Claim), ...errorResponses },
        },
      },
      async (req) => ok(await claims.refuse(req.actor!, req.params.id, req.body.reason), '已驳回'),
    );
  });
}

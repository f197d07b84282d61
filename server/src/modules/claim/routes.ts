import { Type, type Static } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
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
  StaffRegistration,
  Tier,
} from './schema.js';
import type { Actor } from '../../lib/actor.js';
import type { ClaimService } from './service.js';

const route = routeKit({ tags: ['claim'], authAfterValidation: true });
const adminRoute = routeKit({ tags: ['admin'] });

/** Recovery claims (找回): the buyer's side. */
export async function claimRoutes(root: App, deps: { claims: ClaimService }) {
  await root.register(async (app: App) => {
    const { claims } = deps;
    app.get('/api/claim/tiers', route.public({ summary: '各包赔档位的保障范围', data: Type.Array(Tier) }), async () =>
      ok(claims.tiers()),
    );
    app.get(
      '/api/claim/insured',
      route.user({ summary: '我的包赔订单（已完成且购买了包赔）', querystring: PageQuery, data: PageOf(InsuredOrder) }),
      async (req) => ok(await claims.insured(req.actor!, req.query)),
    );
    app.post(
      '/api/claim',
      route.user({ summary: '申请找回赔付（包赔期内的已完成订单）', body: FileClaimBody, data: Claim }),
      async (req) => ok(await claims.file(req.actor!, req.body), '申请已提交，客服将在 15 天内处理'),
    );
    app.get(
      '/api/claim/list',
      route.user({ summary: '我的找回申请', querystring: ClaimListQuery, data: PageOf(Claim) }),
      async (req) => ok(await claims.mine(req.actor!, req.query)),
    );
    app.get('/api/claim/:id', route.user({ summary: '找回申请详情', params: IdParams, data: Claim }), async (req) =>
      ok(await claims.get(req.actor!, req.params.id)),
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
    admin.get(
      '/api/admin/claim/list',
      adminRoute.staff({
        summary: '找回申请（待处理按截止时间排序，其余已升级的在前）；escalated 为待处理中已升级的数量（角标）',
        querystring: ClaimListQuery,
        data: Type.Object({ ...PageOf(AdminClaim).properties, escalated: Type.Integer() }),
      }),
      async (req) => ok(await claims.adminList(req.query)),
    );
    admin.get(
      '/api/admin/claim/:id',
      adminRoute.staff({ summary: '找回申请详情', params: IdParams, data: AdminClaim }),
      async (req) => ok(await claims.adminDetail(req.params.id)),
    );
    admin.post(
      '/api/admin/claim/:id/registration',
      adminRoute.staff({
        summary: '查看该找回申请商品的首次注册信息（仅待处理的申请；每次查看写入操作日志）',
        params: IdParams,
        data: StaffRegistration,
      }),
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return ok(await claims.staffRegistration(req.actor!, req.params.id));
      },
    );
    admin.post(
      '/api/admin/claim/:id/compensate',
      adminRoute.staff({
        summary: '赔付：按包赔档位赔付到买家钱包；账号标记为已找回；可拉黑卖家',
        params: IdParams,
        body: CompensateBody,
        data: Claim,
      }),
      async (req) => ok(await compensate(req.actor!, req.params.id, req.body), '已赔付'),
    );
    admin.post(
      '/api/admin/claim/:id/refuse',
      adminRoute.staff({ summary: '驳回找回申请', params: IdParams, body: RefuseClaimBody, data: Claim }),
      async (req) => ok(await claims.refuse(req.actor!, req.params.id, req.body.reason), '已驳回'),
    );
  });
}

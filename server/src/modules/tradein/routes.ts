import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { PageOf } from '../../lib/pagination.js';
import { AdminAppraisalItem, AppraisalItem } from '../appraisal/index.js';
import {
  Credentials,
  HandoverBody,
  IdParams,
  MerchantQuote,
  MyQuotesQuery,
  OpenQuery,
  OpenRequest,
  QuoteBody,
  RejectBody,
  StaffListQuery,
  StatusBody,
} from './schema.js';
import type { TradeInService } from './service.js';

const route = routeKit({ tags: ['tradein'] });
const merchantRoute = routeKit({ tags: ['merchant'] });
const adminRoute = routeKit({ tags: ['admin'] });

/**
 * Trade-in routes beside the appraisal module's /api/account/backlist (which takes type-2
 * submissions, lists and cancels through the hooks this module registers there).
 */
export async function tradeInRoutes(root: App, deps: { tradeIn: TradeInService }) {
  const { tradeIn } = deps;

  // ---- owner
  await root.register(async (app: App) => {
    app.post(
      '/api/account/backlist/:id/status',
      route.user({
        summary: '竞价回收：接受报价（status 2 + quoteId）、拒绝全部报价（5）或取消（4）',
        params: IdParams,
        body: StatusBody,
        data: AppraisalItem,
      }),
      async (req) => ok(await tradeIn.decide(req.actor!, req.params.id, req.body), '操作成功'),
    );

    app.post(
      '/api/account/backlist/:id/handover',
      route.user({
        summary: '竞价回收：商户付款后，确认已交接账号（可更新账号信息）',
        params: IdParams,
        body: HandoverBody,
        data: AppraisalItem,
      }),
      async (req) =>
        ok(await tradeIn.handover(req.actor!, req.params.id, req.body ?? {}), '已确认交接，请等待平台验号'),
    );
  });

  // ---- merchants
  await root.register(async (m: App) => {
    m.get(
      '/api/merchant/tradein/open',
      merchantRoute.merchant({
        summary: '可报价的回收申请（即将截止在前，不含账号信息）',
        querystring: OpenQuery,
        data: PageOf(OpenRequest),
      }),
      async (req) => ok(await tradeIn.open(req.actor!, req.query)),
    );
    m.get(
      '/api/merchant/tradein/quotes',
      merchantRoute.merchant({
        summary: '我的回收报价（最新在前）',
        querystring: MyQuotesQuery,
        data: PageOf(MerchantQuote),
      }),
      async (req) => ok(await tradeIn.myQuotes(req.actor!, req.query)),
    );
    m.get(
      '/api/merchant/tradein/:id',
      merchantRoute.merchant({
        summary: '一条回收申请（可报价的，或我报过价的）',
        params: IdParams,
        data: OpenRequest,
      }),
      async (req) => ok(await tradeIn.openDetail(req.actor!, req.params.id)),
    );
    m.post(
      '/api/merchant/tradein/:id/quote',
      merchantRoute.merchant({
        summary: '报价（每个商户每单一个报价，只能提高，须在报价截止前）',
        params: IdParams,
        body: QuoteBody,
        data: MerchantQuote,
      }),
      async (req) => ok(await tradeIn.quote(req.actor!, req.params.id, req.body.priceFen), '报价成功'),
    );
    m.post(
      '/api/merchant/tradein/:id/credentials',
      merchantRoute.merchant({
        summary: '查看回收账号信息（付款商户，验号完成后；每次记录）',
        params: IdParams,
        data: Credentials,
      }),
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return ok(await tradeIn.revealForMerchant(req.actor!, req.params.id, req.ip ?? null));
      },
    );
  });

  // ---- operator console (the role check runs before anything else in this scope)
  await root.register(async (admin: App) => {
    admin.get(
      '/api/admin/tradein/list',
      adminRoute.staff({
        summary: '竞价回收单（按最后变动时间，最早在前）',
        querystring: StaffListQuery,
        data: PageOf(AdminAppraisalItem),
      }),
      async (req) => ok(await tradeIn.staffList(req.query)),
    );
    admin.post(
      '/api/admin/tradein/:id/credentials',
      adminRoute.staff({
        summary: '验号：查看回收账号信息（付款后；记录并审计）',
        params: IdParams,
        data: Credentials,
      }),
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return ok(await tradeIn.revealForStaff(req.actor!, req.params.id, req.ip ?? null));
      },
    );
    admin.post(
      '/api/admin/tradein/:id/confirm',
      adminRoute.staff({
        summary: '验号通过：用户入账（报价 − 服务费），商户可查看账号',
        params: IdParams,
        data: Type.Null(),
      }),
      async (req) => {
        await tradeIn.confirm(req.actor!, req.params.id);
        return ok(null, '已确认，回收完成');
      },
    );
    admin.post(
      '/api/admin/tradein/:id/reject',
      adminRoute.staff({
        summary: '验号未通过：退款给商户，回收取消',
        params: IdParams,
        body: RejectBody,
        data: Type.Null(),
      }),
      async (req) => {
        await tradeIn.reject(req.actor!, req.params.id, req.body.reason);
        return ok(null, '已驳回，已退款给商户');
      },
    );
  });
}

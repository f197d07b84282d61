import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { Ok, SECURED, errorResponses, ok } from '../../lib/envelope.js';
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

/**
 * Trade-in routes beside the appraisal module's /api/account/backlist (which takes type-2
 * submissions, lists and cancels through the hooks this module registers there).
 */
export async function tradeInRoutes(root: App, deps: { tradeIn: TradeInService }) {
  const { tradeIn } = deps;
  const tags = ['tradein'];

  // ---- owner
  await root.register(async (app: App) => {
    app.post(
      '/api/account/backlist/:id/status',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: '竞价回收：接受报价（status 2 + quoteId）、拒绝全部报价（5）或取消（4）',
          security: SECURED,
          params: IdParams,
          body: StatusBody,
          response: { 200: Ok(AppraisalItem), ...errorResponses },
        },
      },
      async (req) => ok(await tradeIn.decide(req.actor!, req.params.id, req.body), '操作成功'),
    );

    app.post(
      '/api/account/backlist/:id/handover',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: '竞价回收：商户付款后，确认已交接账号（可更新账号信息）',
          security: SECURED,
          params: IdParams,
          body: HandoverBody,
          response: { 200: Ok(AppraisalItem), ...errorResponses },
        },
      },
      async (req) =>
        ok(await tradeIn.handover(req.actor!, req.params.id, req.body ?? {}), '已确认交接，请等待平台验号'),
    );
  });

  // ---- merchants
  await root.register(async (m: App) => {
    const mt = ['merchant'];

    m.get(
      '/api/merchant/tradein/open',
      {
        config: { auth: 'merchant' },
        schema: {
          tags: mt,
          summary: '可报价的回收申请（即将截止在前，不含账号信息）',
          security: SECURED,
          querystring: OpenQuery,
          response: { 200: Ok(PageOf(OpenRequest)), ...errorResponses },
        },
      },
      async (req) => ok(await tradeIn.open(req.actor!, req.query)),
    );
    m.get(
      '/api/merchant/tradein/quotes',
      {
        config: { auth: 'merchant' },
        schema: {
          tags: mt,
          summary: '我的回收报价（最新在前）',
          security: SECURED,
          querystring: MyQuotesQuery,
          response: { 200: Ok(PageOf(MerchantQuote)), ...errorResponses },
        },
      },
      async (req) => ok(await tradeIn.myQuotes(req.actor!, req.query)),
    );
    m.get(
      '/api/merchant/tradein/:id',
      {
        config: { auth: 'merchant' },
        schema: {
          tags: mt,
          summary: '一条回收申请（可报价的，或我报过价的）',
          security: SECURED,
          params: IdParams,
          response: { 200: Ok(OpenRequest), ...errorResponses },
        },
      },
      async (req) => ok(await tradeIn.openDetail(req.actor!, req.params.id)),
    );
    m.post(
      '/api/merchant/tradein/:id/quote',
      {
        config: { auth: 'merchant' },
        schema: {
          tags: mt,
          summary: '报价（每个商户每单一个报价，只能提高，须在报价截止前）',
          security: SECURED,
          params: IdParams,
          body: QuoteBody,
          response: { 200: Ok(MerchantQuote), ...errorResponses },
        },
      },
      async (req) => ok(await tradeIn.quote(req.actor!, req.params.id, req.body.priceFen), '报价成功'),
    );
    m.post(
      '/api/merchant/tradein/:id/credentials',
      {
        config: { auth: 'merchant' },
        schema: {
          tags: mt,
          summary: '查看回收账号信息（付款商户，验号完成后；每次记录）',
          security: SECURED,
          params: IdParams,
          response: { 200: Ok(Credentials), ...errorResponses },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return ok(await tradeIn.revealForMerchant(req.actor!, req.params.id, req.ip ?? null));
      },
    );
  });

  // ---- operator console (the role check runs before anything else in this scope)
  await root.register(async (admin: App) => {
    const at = ['admin'];

    admin.get(
      '/api/admin/tradein/list',
      {
        config: { auth: 'staff' },
        schema: {
          tags: at,
          summary: '竞价回收单（按最后变动时间，最早在前）',
          security: SECURED,
          querystring: StaffListQuery,
          response: { 200: Ok(PageOf(AdminAppraisalItem)), ...errorResponses },
        },
      },
      async (req) => ok(await tradeIn.staffList(req.query)),
    );
    admin.post(
      '/api/admin/tradein/:id/credentials',
      {
        config: { auth: 'staff' },
        schema: {
          tags: at,
          summary: '验号：查看回收账号信息（付款后；记录并审计）',
          security: SECURED,
          params: IdParams,
          response: { 200: Ok(Credentials), ...errorResponses },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return ok(await tradeIn.revealForStaff(req.actor!, req.params.id, req.ip ?? null));
      },
    );
    admin.post(
      '/api/admin/tradein/:id/confirm',
      {
        config: { auth: 'staff' },
        schema: {
          tags: at,
          summary: '验号通过：用户入账（报价 − 服务费），商户可查看账号',
          security: SECURED,
          params: IdParams,
          response: { 200: Ok(Type.Null()), ...errorResponses },
        },
      },
      async (req) => {
        await tradeIn.confirm(req.actor!, req.params.id);
        return ok(null, '已确认，回收完成');
      },
    );
    admin.post(
      '/api/admin/tradein/:id/reject',
      {
        config: { auth: 'staff' },
        schema: {
          tags: at,
          summary: '验号未通过：退款给商户，回收取消',
          security: SECURED,
          params: IdParams,
          body: RejectBody,
          response: { 200: Ok(Type.Null()), ...errorResponses },
        },
      },
      async (req) => {
        await tradeIn.reject(req.actor!, req.params.id, req.body.reason);
        return ok(null, '已驳回，已退款给商户');
      },
    );
  });
}

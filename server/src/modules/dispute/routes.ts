import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { Ok, SECURED, errorResponses, ok } from '../../lib/envelope.js';
import { PageOf } from '../../lib/pagination.js';
import { IdParams } from '../order/index.js';
import {
  AdminDisputeDetail,
  AdminDisputeItem,
  AdminDisputeQuery,
  AnswerBody,
  Dispute,
  OpenDisputeBody,
  ReasonItem,
  RefundDecisionBody,
  ReleaseDecisionBody,
} from './schema.js';
import type { Actor } from '../../lib/actor.js';
import type { DisputeService } from './service.js';

/** The parties' dispute endpoints: buyer opens/withdraws, seller answers; others 404. */
export async function disputeRoutes(root: App, deps: { disputes: DisputeService }) {
  await root.register(async (app: App) => {
    const { disputes } = deps;
    const tags = ['dispute'];
    const base = { config: { auth: 'user', authAfterValidation: true } } as const;
    const res = { 200: Ok(Dispute), ...errorResponses };

    app.get(
      '/api/dispute/reasons',
      { schema: { tags, summary: '纠纷原因列表', response: { 200: Ok(Type.Array(ReasonItem)), ...errorResponses } } },
      async () => ok(disputes.reasons()),
    );
    app.post(
      '/api/order/:id/dispute',
      {
        ...base,
        schema: {
          tags,
          summary: '买家发起纠纷（交接中的订单）：订单冻结，暂停自动确认收货',
          security: SECURED,
          params: IdParams,
          body: OpenDisputeBody,
          response: res,
        },
      },
      async (req) => ok(await disputes.open(req.actor!, req.params.id, req.body), '纠纷已提交，订单已冻结'),
    );
    app.get(
      '/api/order/:id/dispute',
      {
        ...base,
        schema: { tags, summary: '订单的纠纷（买卖双方、客服）', security: SECURED, params: IdParams, response: res },
      },
      async (req) => ok(await disputes.get(req.actor!, req.params.id)),
    );
    app.post(
      '/api/order/:id/dispute/answer',
      {
        ...base,
        schema: {
          tags,
          summary: '卖家答辩（48 小时内，一次）',
          security: SECURED,
          params: IdParams,
          body: AnswerBody,
          response: res,
        },
      },
      async (req) => ok(await disputes.answer(req.actor!, req.params.id, req.body), '答辩已提交'),
    );
    app.post(
      '/api/order/:id/dispute/withdraw',
      {
        ...base,
        schema: {
          tags,
          summary: '买家撤销纠纷（裁定前），订单恢复交接',
          security: SECURED,
          params: IdParams,
          response: res,
        },
      },
      async (req) => ok(await disputes.withdraw(req.actor!, req.params.id), '纠纷已撤销'),
    );
  });
}

/**
 * The dispute queue of the operator console; each route declares the staff check (config.auth).
 * A release completes the order: the release-dispute flow (flows/release-dispute.ts) decides it.
 */
export async function disputeAdminRoutes(
  app: App,
  deps: {
    disputes: DisputeService;
    release(actor: Actor, id: number, b: { note: string }): ReturnType<DisputeService['view']>;
  },
) {
  const { disputes, release } = deps;
  await app.register(async (admin: App) => {
    const tags = ['admin'];
    const res = { 200: Ok(Dispute), ...errorResponses };
    admin.get(
      '/api/admin/dispute/list',
      {
        config: { auth: 'staff' },
        schema: {
          tags,
          summary: '纠纷列表（按状态，最新在前）',
          security: SECURED,
          querystring: AdminDisputeQuery,
          response: { 200: Ok(PageOf(AdminDisputeItem)), ...errorResponses },
        },
      },
      async (req) => ok(await disputes.adminList(req.query)),
    );
    admin.get(
      '/api/admin/dispute/:id',
      {
        config: { auth: 'staff' },
        schema: {
          tags,
          summary: '纠纷详情：双方陈述、支付、聊天记录',
          security: SECURED,
          params: IdParams,
          response: { 200: Ok(AdminDisputeDetail), ...errorResponses },
        },
      },
      async (req) => ok(await disputes.adminDetail(req.actor!, req.params.id)),
    );
    admin.post(
      '/api/admin/dispute/:id/refund',
      {
        config: { auth: 'staff' },
        schema: {
          tags,
          summary: '裁定退款：原路退回买家；商品标记为问题账号（或重新上架）',
          security: SECURED,
          params: IdParams,
          body: RefundDecisionBody,
          response: res,
        },
      },
      async (req) => {
        const d = await disputes.refund(req.actor!, req.params.id, req.body);
        return ok(d, d.state === 3 ? '已退款' : '已裁定退款，支付渠道退款未成功，请稍后重试');
      },
    );
    admin.post(
      '/api/admin/dispute/:id/refund/retry',
      {
        config: { auth: 'staff' },
        schema: {
          tags,
          summary: '重试退款（同一退款单号，不会重复退款）',
          security: SECURED,
          params: IdParams,
          response: res,
        },
      },
      async (req) => {
        const d = await disputes.retryRefund(req.actor!, req.params.id);
        return ok(d, d.state === 3 ? '已退款' : '退款仍未成功，请稍后重试');
      },
    );
    admin.post(
      '/api/admin/dispute/:id/release',
      {
        config: { auth: 'staff' },
        schema: {
          tags,
          summary: '裁定放款给卖家：订单完成（同确认收货）',
          security: SECURED,
          params: IdParams,
          body: ReleaseDecisionBody,
          response: res,
        },
      },
      async (req) => ok(await release(req.actor!, req.params.id, req.body), '已放款给卖家'),
    );
  });
}

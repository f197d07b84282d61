import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { PageOf } from '../../lib/pagination.js';
import { IdParams } from '../order/index.js';
import {
  AdminDisputeDetail,
  AdminDisputeItem,
  AdminDisputeQuery,
  AnswerBody,
  Dispute,
  OpenDisputeBody,
  ReplyBody,
  ReasonItem,
  RefundDecisionBody,
  ReleaseDecisionBody,
} from './schema.js';
import type { Actor } from '../../lib/actor.js';
import type { DisputeService } from './service.js';

const route = routeKit({ tags: ['dispute'], authAfterValidation: true });
const adminRoute = routeKit({ tags: ['admin'] });

/** The parties' dispute endpoints: buyer opens/withdraws, seller answers; others 404. */
export async function disputeRoutes(root: App, deps: { disputes: DisputeService }) {
  await root.register(async (app: App) => {
    const { disputes } = deps;

    app.get('/api/dispute/reasons', route.public({ summary: '纠纷原因列表', data: Type.Array(ReasonItem) }), async () =>
      ok(disputes.reasons()),
    );
    app.post(
      '/api/order/:id/dispute',
      route.user({
        summary: '买家发起纠纷（交接中的订单）：订单冻结，暂停自动确认收货',
        params: IdParams,
        body: OpenDisputeBody,
        data: Dispute,
      }),
      async (req) => ok(await disputes.open(req.actor!, req.params.id, req.body), '纠纷已提交，订单已冻结'),
    );
    app.get(
      '/api/order/:id/dispute',
      route.user({ summary: '订单的纠纷（买卖双方、客服）', params: IdParams, data: Dispute }),
      async (req) => ok(await disputes.get(req.actor!, req.params.id)),
    );
    app.post(
      '/api/order/:id/dispute/answer',
      route.user({
        summary: '卖家答辩（答辩期内，一次；期限见 GET /api/rules 的 dispute.answer）',
        params: IdParams,
        body: AnswerBody,
        data: Dispute,
      }),
      async (req) => ok(await disputes.answer(req.actor!, req.params.id, req.body), '答辩已提交'),
    );
    app.post(
      '/api/order/:id/dispute/reply',
      route.user({
        summary: '买家回复卖家的答辩（回复期内，一次）：交客服裁定；逾期未回复按卖家答辩结案放款',
        params: IdParams,
        body: ReplyBody,
        data: Dispute,
      }),
      async (req) => ok(await disputes.reply(req.actor!, req.params.id, req.body), '回复已提交，等待客服裁定'),
    );
    app.post(
      '/api/order/:id/dispute/withdraw',
      route.user({ summary: '买家撤销纠纷（裁定前），订单恢复交接', params: IdParams, data: Dispute }),
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
    admin.get(
      '/api/admin/dispute/list',
      adminRoute.staff({
        summary: '纠纷列表（按状态；已升级的在前，其余最新在前）；escalated 为待处理中已升级的数量（角标）',
        querystring: AdminDisputeQuery,
        data: Type.Object({ ...PageOf(AdminDisputeItem).properties, escalated: Type.Integer() }),
      }),
      async (req) => ok(await disputes.adminList(req.query)),
    );
    admin.get(
      '/api/admin/dispute/:id',
      adminRoute.staff({ summary: '纠纷详情：双方陈述、支付、聊天记录', params: IdParams, data: AdminDisputeDetail }),
      async (req) => ok(await disputes.adminDetail(req.actor!, req.params.id)),
    );
    admin.post(
      '/api/admin/dispute/:id/refund',
      adminRoute.staff({
        summary: '裁定退款：原路退回买家；商品标记为问题账号（或重新上架）',
        params: IdParams,
        body: RefundDecisionBody,
        data: Dispute,
      }),
      async (req) => {
        const d = await disputes.refund(req.actor!, req.params.id, req.body);
        return ok(d, d.state === 3 ? '已退款' : '已裁定退款，支付渠道退款未成功，请稍后重试');
      },
    );
    admin.post(
      '/api/admin/dispute/:id/refund/retry',
      adminRoute.staff({ summary: '重试退款（同一退款单号，不会重复退款）', params: IdParams, data: Dispute }),
      async (req) => {
        const d = await disputes.retryRefund(req.actor!, req.params.id);
        return ok(d, d.state === 3 ? '已退款' : '退款仍未成功，请稍后重试');
      },
    );
    admin.post(
      '/api/admin/dispute/:id/release',
      adminRoute.staff({
        summary: '裁定放款给卖家：订单完成（同确认收货）',
        params: IdParams,
        body: ReleaseDecisionBody,
        data: Dispute,
      }),
      async (req) => ok(await release(req.actor!, req.params.id, req.body), '已放款给卖家'),
    );
  });
}

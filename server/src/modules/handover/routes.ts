import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import type { Actor } from '../../lib/actor.js';
import {
  AnswerBody,
  AnswerResult,
  BuyerCase,
  CancelBody,
  CaseDetail,
  CaseParams,
  CheckBody,
  Checklist,
  DeliverBody,
  DeskItem,
  DeskList,
  DeskQuery,
  GameParams,
  ItemParams,
  OrderParams,
  SellerCredentials,
  TemplateBody,
  TemplateList,
  TemplateQuery,
} from './schema.js';
import type { HandoverService } from './service.js';

type CaseView = Awaited<ReturnType<HandoverService['desk']['detail']>>;
/** The flows the routes reach through their ports (flows/handover-mismatch.ts, flows/handover-answer.ts). */
export interface HandoverFlows {
  cancel(actor: Actor, caseId: number, reason: string): Promise<CaseView>;
  answer(
    actor: Actor,
    orderId: number,
    answers: { key: string; ok: boolean; note?: string }[],
  ): Promise<{ state: 'confirmed' | 'disputed'; orderState: number; disputeId: number | null }>;
}

const route = routeKit({ tags: ['handover'] });
const adminRoute = routeKit({ tags: ['admin'] });

/** The handover checklists: anyone may read a game's (buyer and seller see what staff will check); operators edit them. */
export async function handoverRoutes(root: App, deps: { handover: HandoverService } & HandoverFlows) {
  const { handover } = deps;

  await root.register(async (app: App) => {
    app.get(
      '/api/handover/template',
      route.public({
        summary: '平台验号换绑：该游戏客服逐项核对的清单（未设置的游戏为通用清单）',
        querystring: TemplateQuery,
        data: Checklist,
      }),
      async (req) => ok(await handover.publicTemplate(req.query.gameId)),
    );

    // the buyer of a staff-mode order: the checklist with the staff's evidence, and the item-by-item answer
    app.get(
      '/api/handover/order/:orderId',
      route.user({
        summary: '平台验号换绑：本人所购订单的客服检查结果（逐项，附证据截图）；仅买家可见',
        params: OrderParams,
        data: BuyerCase,
      }),
      async (req) => ok(await handover.view(req.actor!, req.params.orderId)),
    );
    app.post(
      '/api/handover/order/:orderId/answer',
      route.user({
        summary: '买家逐项确认客服检查结果：全部无误则确认收货；有异议的项发起纠纷',
        params: OrderParams,
        body: AnswerBody,
        data: AnswerResult,
      }),
      async (req) => {
        const r = await deps.answer(req.actor!, req.params.orderId, req.body.answers);
        return ok(r, r.state === 'confirmed' ? '已确认收货' : '已提交异议，客服将介入处理');
      },
    );
  });

  await root.register(async (admin: App) => {
    admin.get(
      '/api/admin/handover/templates',
      adminRoute.staff({ summary: '各游戏的验号换绑清单（含最后编辑人）', data: TemplateList }),
      async () => ok({ rows: await handover.list() }),
    );

    admin.put(
      '/api/admin/handover/templates/:gameId',
      adminRoute.staff({
        summary: '修改某游戏的验号换绑清单（1-20项，记入操作日志）',
        params: GameParams,
        body: TemplateBody,
        data: Checklist,
      }),
      async (req) => ok(await handover.update(req.actor!, req.params.gameId, req.body.items), '已保存'),
    );

    // the handover desk (平台验号换绑): the queue and one case's work
    admin.get(
      '/api/admin/handover/cases',
      adminRoute.staff({
        summary: '验号换绑交接队列（待接手的等待最久在前；含处理人、进度、未读与服务时间）',
        querystring: DeskQuery,
        data: DeskList,
      }),
      async (req) => ok(await handover.desk.queue(req.actor!, req.query)),
    );
    admin.get(
      '/api/admin/handover/order/:orderId',
      adminRoute.staff({
        summary: '某订单的交接单详情（纠纷、找回处理页查看检查项与证据；本单买卖双方的客服不可查看）',
        params: OrderParams,
        data: CaseDetail,
      }),
      async (req) => ok(await handover.desk.detailOfOrder(req.actor!, req.params.orderId)),
    );
    admin.get(
      '/api/admin/handover/cases/:id',
      adminRoute.staff({
        summary: '交接单详情：检查项与证据、订单摘要、卖家回复速度（本单买卖双方的客服不可查看）',
        params: CaseParams,
        data: CaseDetail,
      }),
      async (req) => ok(await handover.desk.detail(req.actor!, req.params.id)),
    );
    admin.post(
      '/api/admin/handover/cases/:id/claim',
      adminRoute.staff({ summary: '接手交接单（同一时间只有一位客服处理）', params: CaseParams, data: CaseDetail }),
      async (req) => ok(await handover.desk.claim(req.actor!, req.params.id), '已接手'),
    );
    admin.post(
      '/api/admin/handover/cases/:id/release',
      adminRoute.staff({ summary: '放开交接单（回到队列，已检查的项保留）', params: CaseParams, data: CaseDetail }),
      async (req) => ok(await handover.desk.release(req.actor!, req.params.id), '已放开'),
    );
    admin.post(
      '/api/admin/handover/cases/:id/credentials',
      adminRoute.staff({
        summary: '查看卖家提供的账号信息（仅接手人、验号换绑中；每次记入操作日志）',
        params: CaseParams,
        data: SellerCredentials,
      }),
      async (req, reply) => {
        // a proxy or the browser must never keep a copy of the login
        reply.header('Cache-Control', 'no-store');
        reply.header('Pragma', 'no-cache');
        return ok(await handover.desk.credentials(req.actor!, req.params.id));
      },
    );
    admin.put(
      '/api/admin/handover/cases/:id/items/:key',
      adminRoute.staff({
        summary: '填写一个检查项：通过/不通过、备注、证据截图（本人上传，最多6张）',
        params: ItemParams,
        body: CheckBody,
        data: DeskItem,
      }),
      async (req) => ok(await handover.desk.check(req.actor!, req.params.id, req.params.key, req.body), '已保存'),
    );
    admin.post(
      '/api/admin/handover/cases/:id/deliver',
      adminRoute.staff({
        summary: '交付换绑后的新账号信息给买家（全部检查项通过后；加密保存，仅买家可查看）',
        params: CaseParams,
        body: DeliverBody,
        data: CaseDetail,
      }),
      async (req) => ok(await handover.desk.deliver(req.actor!, req.params.id, req.body), '已交付'),
    );
    admin.post(
      '/api/admin/handover/cases/:id/cancel',
      adminRoute.staff({
        summary: '验号不符：取消交接并为买家全额退款（仅一次）',
        params: CaseParams,
        body: CancelBody,
        data: CaseDetail,
      }),
      async (req) => ok(await deps.cancel(req.actor!, req.params.id, req.body.reason), '已取消并退款'),
    );
  });
}

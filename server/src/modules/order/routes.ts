import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { PageOf } from '../../lib/pagination.js';
import {
  ChatBody,
  ChatMessage,
  ChatPage,
  ChatQuery,
  ConfirmInfo,
  ConfirmResult,
  CreatedOrder,
  CreateOrderBody,
  Credentials,
  ConfirmQuery,
  Registration,
  IdParams,
  OrderCounts,
  OrderDetail,
  OrderListItem,
  OrderListQuery,
  OrderStatus,
} from './schema.js';
import type { Actor } from '../../lib/actor.js';
import type { OrderService } from './service.js';

const route = routeKit({ tags: ['order'], authAfterValidation: true });

/**
 * The buyer's and seller's order endpoints; every one needs a login and answers 404 to non-parties.
 * Confirming receipt is the complete-order flow's (it spans the catalogue, the wallet and messages).
 */
export async function orderRoutes(
  root: App,
  deps: { orders: OrderService; confirm(actor: Actor, id: number): Promise<{ state: number; completedAt: string }> },
) {
  await root.register(async (app: App) => {
    const { orders, confirm } = deps;

    app.get(
      '/api/order/confirm',
      route.user({
        summary: '确认订单页：商品、可选包赔、总价、能否购买（不锁定商品）',
        querystring: ConfirmQuery,
        data: ConfirmInfo,
      }),
      async (req) => ok(await orders.confirmInfo(req.actor!, req.query.goodsId, req.query.offerId)),
    );

    app.post(
      '/api/order/create',
      route.user({
        summary:
          '下单：锁定商品（在售 → 交易中），15 分钟内未支付自动关闭；并发下单只有一人成功，其余 409「已被他人下单」',
        body: CreateOrderBody,
        data: CreatedOrder,
      }),
      async (req) => ok(await orders.create(req.actor!, req.body), '下单成功，请在规定时间内完成支付'),
    );

    app.get(
      '/api/saleOrder/web/buyList',
      route.user({
        summary: '我买到的（按状态分栏，最新在前）',
        querystring: OrderListQuery,
        data: PageOf(OrderListItem),
      }),
      async (req) => ok(await orders.list(req.actor!, 'buyer', req.query)),
    );

    app.get(
      '/api/order/counts',
      route.user({
        summary: '我的订单各步的数量：我买到的、我卖出的（待付款、待交接、待确认、售后处理中）',
        data: OrderCounts,
      }),
      async (req) => ok(await orders.counts(req.actor!)),
    );

    app.get(
      '/api/order/sellList',
      route.user({
        summary: '我卖出的（按状态分栏，最新在前）',
        querystring: OrderListQuery,
        data: PageOf(OrderListItem),
      }),
      async (req) => ok(await orders.list(req.actor!, 'seller', req.query)),
    );

    app.get(
      '/api/order/:id',
      route.user({
        summary: '订单详情（买家、卖家、客服可见）：时间线、交接清单',
        params: IdParams,
        data: OrderDetail,
      }),
      async (req) => ok(await orders.detail(req.actor!, req.params.id)),
    );

    app.get(
      '/api/order/:id/status',
      route.user({ summary: '订单支付状态（支付结果页轮询，只读数据库）', params: IdParams, data: OrderStatus }),
      async (req) => ok(await orders.status(req.actor!, req.params.id)),
    );

    app.post(
      '/api/order/:id/cancel',
      route.user({ summary: '买家取消待支付订单，商品重新上架', params: IdParams, data: Type.Null() }),
      async (req) => {
        await orders.cancel(req.actor!, req.params.id);
        return ok(null, '订单已取消');
      },
    );

    app.post(
      '/api/order/:id/confirm',
      route.user({
        summary: '买家确认收货：交易完成，货款（扣除佣金）结算给卖家',
        params: IdParams,
        data: ConfirmResult,
      }),
      async (req) => ok(await confirm(req.actor!, req.params.id), '已确认收货，交易完成'),
    );

    app.post(
      '/api/order/:id/credentials',
      route.user({
        summary: '查看账号信息（仅已支付订单的买家；每次查看都会记录）',
        params: IdParams,
        data: Credentials,
      }),
      async (req, reply) => {
        // a proxy or the browser must never keep a copy of the login
        reply.header('Cache-Control', 'no-store');
        reply.header('Pragma', 'no-cache');
        return ok(await orders.reveal(req.actor!, req.params.id, req.ip ?? null));
      },
    );

    app.post(
      '/api/order/:id/registration',
      route.user({
        summary: '查看首次注册信息（仅购买付费包赔的买家，确认收货后；首次查看记入订单时间线）',
        params: IdParams,
        data: Registration,
      }),
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        reply.header('Pragma', 'no-cache');
        return ok(await orders.revealRegistration(req.actor!, req.params.id));
      },
    );

    app.get(
      '/api/order/:id/chat',
      route.user({
        summary: '订单聊天：取 afterId 之后的消息（每 3 秒轮询一次）',
        params: IdParams,
        querystring: ChatQuery,
        data: ChatPage,
      }),
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return ok(await orders.chat(req.actor!, req.params.id, req.query.afterId ?? 0, req.query.limit ?? 50));
      },
    );

    app.post(
      '/api/order/:id/chat',
      route.user({ summary: '订单聊天：发送文字或图片', params: IdParams, body: ChatBody, data: ChatMessage }),
      async (req) => ok(await orders.postChat(req.actor!, req.params.id, req.body), '已发送'),
    );
  });
}

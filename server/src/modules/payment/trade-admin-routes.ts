import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { PageOf } from '../../lib/pagination.js';
import type { PaymentService } from './service.js';
import {
  AdminWithdrawal,
  AdminWithdrawQuery,
  PaidBody,
  RejectWithdrawBody,
  Withdrawal,
  type WalletService,
} from '../wallet/index.js';
import { AdminOrderDetail, AdminOrderItem, AdminOrderQuery, IdParams, type OrderService } from '../order/index.js';

const adminRoute = routeKit({ tags: ['admin'] });

/**
 * The trade half of the operator console (orders, payments, withdrawals; here because payment is the
 * module that builds on both order and wallet), like admin/routes.ts: every route declares the staff
 * check, and the app refuses an /api/admin route without it (logged out 401, others 403).
 */
export async function tradeAdminRoutes(
  app: App,
  deps: { orders: OrderService; payments: PaymentService; wallet: WalletService },
) {
  const { orders, payments, wallet } = deps;
  await app.register(async (admin: App) => {
    admin.get(
      '/api/admin/order/list',
      adminRoute.staff({
        summary: '订单（按状态、订单号）',
        querystring: AdminOrderQuery,
        data: PageOf(AdminOrderItem),
      }),
      async (req) => ok(await orders.adminList(req.query)),
    );
    admin.get(
      '/api/admin/order/:id',
      adminRoute.staff({
        summary: '订单全貌：时间线、聊天、支付记录、账号查看记录',
        params: IdParams,
        data: AdminOrderDetail,
      }),
      async (req) => {
        const d = await orders.adminDetail(req.actor!, req.params.id);
        return ok({ ...d, payments: await payments.ofOrder(d.id) });
      },
    );

    admin.get(
      '/api/admin/withdraw/list',
      adminRoute.staff({
        summary: '提现申请（按状态，最新在前）',
        querystring: AdminWithdrawQuery,
        data: PageOf(AdminWithdrawal),
      }),
      async (req) => ok(await wallet.adminList(req.query)),
    );
    admin.post(
      '/api/admin/withdraw/:id/paid',
      adminRoute.staff({
        summary: '标记已打款（处理中 → 已打款）',
        params: IdParams,
        body: PaidBody,
        data: Withdrawal,
      }),
      async (req) => ok(await wallet.markPaid(req.actor!, req.params.id, req.body?.remark ?? null), '已标记为已打款'),
    );
    admin.post(
      '/api/admin/withdraw/:id/reject',
      adminRoute.staff({
        summary: '驳回提现（冻结金额退回余额）',
        params: IdParams,
        body: RejectWithdrawBody,
        data: Withdrawal,
      }),
      async (req) => ok(await wallet.reject(req.actor!, req.params.id, req.body.reason), '已驳回'),
    );
  });
}

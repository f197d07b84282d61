import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { PageOf } from '../../lib/pagination.js';
import type { PaymentService } from '../payment/index.js';
import {
  AdminListing,
  AdminListingsQuery,
  AdminRental,
  AdminRentalDetail,
  AdminRentalsQuery,
  CreatedRental,
  CreateRentalBody,
  IdParams,
  ListingBody,
  ListingCard,
  ListingDetail,
  ListQuery,
  MyListing,
  MyListingDetail,
  MyListingsQuery,
  MyRentalsQuery,
  Quote,
  QuoteQuery,
  RejectBody,
  Rental,
  RentalCredentials,
  RentalDetail,
  SavedListing,
  ViolationBody,
} from './schema.js';
import type { RentalService } from './service.js';

const route = routeKit({ tags: ['rental'], authAfterValidation: true });
const adminRoute = routeKit({ tags: ['admin'] });

/** 租号: the public list, renting, my rentals, my listings. Anything of another user answers 404. */
export async function rentalRoutes(root: App, deps: { rentals: RentalService }) {
  const { rentals } = deps;
  await root.register(async (app: App) => {
    // ---------------------------------------------------------------- public
    app.get(
      '/api/rent/list',
      route.public({
        summary: '可租账号（已审核、出租中；按游戏、小时租金筛选）',
        querystring: ListQuery,
        data: PageOf(ListingCard),
      }),
      async (req) => ok(await rentals.list(req.query)),
    );
    app.get(
      '/api/rent/:id',
      route.public({ summary: '出租账号详情与已被预订的时段（不含账号密码）', params: IdParams, data: ListingDetail }),
      async (req) => ok(await rentals.detail(req.params.id)),
    );

    // ---------------------------------------------------------------- renting
    app.get(
      '/api/rent/quote',
      route.user({
        summary: '租号下单页：能否租用（原因）、租期与费用（不占用时段）',
        querystring: QuoteQuery,
        data: Quote,
      }),
      async (req) => ok(await rentals.quote(req.actor!, req.query)),
    );
    app.post(
      '/api/rent/order',
      route.user({
        summary: '租号下单：占用时段 15 分钟待支付；时段重叠 409（数据库排他约束保证并发下只有一单成功）',
        body: CreateRentalBody,
        data: CreatedRental,
      }),
      async (req) => ok(await rentals.create(req.actor!, req.body), '下单成功，请在规定时间内完成支付'),
    );
    app.get(
      '/api/rent/order/:id',
      route.user({ summary: '租号订单详情（租客、号主、客服）', params: IdParams, data: RentalDetail }),
      async (req) => ok(await rentals.get(req.actor!, req.params.id)),
    );
    app.post(
      '/api/rent/order/:id/cancel',
      route.user({ summary: '取消未支付的租号订单（租客）', params: IdParams, data: Type.Null() }),
      async (req) => {
        await rentals.cancel(req.actor!, req.params.id);
        return ok(null, '租号订单已取消');
      },
    );
    app.post(
      '/api/rent/order/:id/credentials',
      route.user({
        summary: '查看租用账号的登录信息（仅租客、仅租期内；每次查看都会记录）',
        params: IdParams,
        data: RentalCredentials,
      }),
      async (req, reply) => {
        // a proxy or the browser must never keep a copy of the login
        reply.header('Cache-Control', 'no-store');
        reply.header('Pragma', 'no-cache');
        return ok(await rentals.reveal(req.actor!, req.params.id, req.ip ?? null));
      },
    );
    app.get(
      '/api/rent/my/orders',
      route.user({ summary: '我租的号（最新在前）', querystring: MyRentalsQuery, data: PageOf(Rental) }),
      async (req) => ok(await rentals.myRentals(req.actor!, 'renter', req.query)),
    );
    app.get(
      '/api/rent/my/lent',
      route.user({ summary: '我出租的号被租用的订单（号主）', querystring: MyRentalsQuery, data: PageOf(Rental) }),
      async (req) => ok(await rentals.myRentals(req.actor!, 'owner', req.query)),
    );

    // ---------------------------------------------------------------- owner: listings
    app.post(
      '/api/rent/listing',
      route.user({
        summary: '发布 / 修改出租账号（提交后进入审核；账号密码加密保存）',
        body: ListingBody,
        data: SavedListing,
      }),
      async (req) => ok(await rentals.saveListing(req.actor!, req.body), '已提交，等待审核'),
    );
    app.get(
      '/api/rent/my/listings',
      route.user({ summary: '我发布的出租账号', querystring: MyListingsQuery, data: PageOf(MyListing) }),
      async (req) => ok(await rentals.myListings(req.actor!, req.query)),
    );
    app.get(
      '/api/rent/my/listing/:id',
      route.user({ summary: '我的出租账号（编辑用；不含账号密码）', params: IdParams, data: MyListingDetail }),
      async (req) => ok(await rentals.myListing(req.actor!, req.params.id)),
    );
    app.post(
      '/api/rent/my/listing/:id/off',
      route.user({ summary: '下架（已支付的租期照常进行）', params: IdParams, data: SavedListing }),
      async (req) => ok(await rentals.setShelf(req.actor!, req.params.id, false), '已下架'),
    );
    app.post(
      '/api/rent/my/listing/:id/on',
      route.user({ summary: '重新上架（仅已下架的）', params: IdParams, data: SavedListing }),
      async (req) => ok(await rentals.setShelf(req.actor!, req.params.id, true), '已上架'),
    );
  });
}

/** The rental part of the operator console: role check on the whole plugin, every change audited. */
export async function rentalAdminRoutes(app: App, deps: { rentals: RentalService; payments: PaymentService }) {
  const { rentals, payments } = deps;
  await app.register(async (admin: App) => {
    admin.get(
      '/api/admin/rent/listing/list',
      adminRoute.staff({
        summary: '出租账号审核队列（默认待审核，最早在前；不含账号密码）',
        querystring: AdminListingsQuery,
        data: PageOf(AdminListing),
      }),
      async (req) => ok(await rentals.adminListings(req.query)),
    );
    admin.post(
      '/api/admin/rent/listing/:id/approve',
      adminRoute.staff({ summary: '审核通过：待审核 → 出租中，并通知号主', params: IdParams, data: Type.Null() }),
      async (req) => {
        await rentals.review(req.actor!, req.params.id, true);
        return ok(null, '已通过，账号已上架出租');
      },
    );
    admin.post(
      '/api/admin/rent/listing/:id/reject',
      adminRoute.staff({
        summary: '驳回（附原因），并通知号主',
        params: IdParams,
        body: RejectBody,
        data: Type.Null(),
      }),
      async (req) => {
        await rentals.review(req.actor!, req.params.id, false, req.body.reason);
        return ok(null, '已驳回');
      },
    );
    admin.get(
      '/api/admin/rent/order/list',
      adminRoute.staff({
        summary: '租号订单（按状态、订单号）',
        querystring: AdminRentalsQuery,
        data: PageOf(AdminRental),
      }),
      async (req) => ok(await rentals.adminRentals(req.query)),
    );
    admin.get(
      '/api/admin/rent/order/:id',
      adminRoute.staff({ summary: '租号订单全貌：支付记录、账号查看记录', params: IdParams, data: AdminRentalDetail }),
      async (req) => {
        const d = await rentals.get(req.actor!, req.params.id);
        const [pays, reveals] = await Promise.all([payments.ofTarget('rental', d.id), rentals.adminReveals(d.id)]);
        return ok({ ...d, payments: pays, reveals });
      },
    );
    admin.post(
      '/api/admin/rent/order/:id/violation',
      adminRoute.staff({
        summary: '记录违规：从押金中扣除部分或全部赔付号主（租期内或结束后宽限期内，一单一次）',
        params: IdParams,
        body: ViolationBody,
        data: Rental,
      }),
      async (req) =>
        ok(await rentals.recordViolation(req.actor!, req.params.id, req.body), '已记录违规，押金将在结算时扣除'),
    );
  });
}

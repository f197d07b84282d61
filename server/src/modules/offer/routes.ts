import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { PageOf } from '../../lib/pagination.js';
import { CounterBody, IdParams, MakeOfferBody, MineQuery, Offer, OfferListQuery, RefuseOfferBody } from './schema.js';
import type { OfferService } from './service.js';

const route = routeKit({ tags: ['offer'], authAfterValidation: true });

/** Price offers on negotiable goods: buyer and seller only (others 404). */
export async function offerRoutes(root: App, deps: { offers: OfferService }) {
  await root.register(async (app: App) => {
    const { offers } = deps;

    app.post(
      '/api/offer',
      route.user({
        summary: '对可议价商品出价（不低于售价 50%，每个商品同时只能有一个进行中的议价）',
        body: MakeOfferBody,
        data: Offer,
      }),
      async (req) => ok(await offers.make(req.actor!, req.body), '出价成功，等待卖家回应'),
    );
    app.get(
      '/api/offer/mine',
      route.user({
        summary: '我对该商品最近的一次议价（无则为 null）',
        querystring: MineQuery,
        data: Type.Union([Offer, Type.Null()]),
      }),
      async (req) => ok(await offers.mine(req.actor!, req.query.goodsId)),
    );
    app.get(
      '/api/offer/list',
      route.user({
        summary: '我发出的（buyer）/ 我收到的（seller）议价',
        querystring: OfferListQuery,
        data: PageOf(Offer),
      }),
      async (req) => ok(await offers.list(req.actor!, req.query)),
    );
    app.post(
      '/api/offer/:id/accept',
      route.user({
        summary: '接受：卖家接受出价 / 买家接受还价（之后 24 小时内可按议价下单）',
        params: IdParams,
        data: Offer,
      }),
      async (req) => ok(await offers.accept(req.actor!, req.params.id), '已接受'),
    );
    app.post(
      '/api/offer/:id/refuse',
      route.user({
        summary: '拒绝：卖家拒绝出价 / 买家拒绝还价',
        params: IdParams,
        body: RefuseOfferBody,
        data: Offer,
      }),
      async (req) => ok(await offers.refuse(req.actor!, req.params.id, req.body?.reason), '已拒绝'),
    );
    app.post(
      '/api/offer/:id/counter',
      route.user({ summary: '卖家还价（高于出价、低于售价）', params: IdParams, body: CounterBody, data: Offer }),
      async (req) => ok(await offers.counter(req.actor!, req.params.id, req.body.priceFen), '已还价'),
    );
    app.post(
      '/api/offer/:id/cancel',
      route.user({ summary: '买家撤销议价', params: IdParams, data: Offer }),
      async (req) => ok(await offers.cancel(req.actor!, req.params.id), '已撤销'),
    );
  });
}

import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { Ok, SECURED, errorResponses, ok } from '../../lib/envelope.js';
import { PageOf } from '../../lib/pagination.js';
import { CounterBody, IdParams, MakeOfferBody, MineQuery, Offer, OfferListQuery, RefuseOfferBody } from './schema.js';
import type { OfferService } from './service.js';

/** Price offers on negotiable goods: buyer and seller only (others 404). */
export async function offerRoutes(root: App, deps: { offers: OfferService }) {
  await root.register(async (app: App) => {
    const { offers } = deps;
    const tags = ['offer'];
    const base = { config: { auth: 'user', authAfterValidation: true } } as const;
    const res = { 200: Ok(Offer), ...errorResponses };

    app.post(
      '/api/offer',
      {
        ...base,
        schema: {
          tags,
          summary: '对可议价商品出价（不低于售价 50%，每个商品同时只能有一个进行中的议价）',
          security: SECURED,
          body: MakeOfferBody,
          response: res,
        },
      },
      async (req) => ok(await offers.make(req.actor!, req.body), '出价成功，等待卖家回应'),
    );
    app.get(
      '/api/offer/mine',
      {
        ...base,
        schema: {
          tags,
          summary: '我对该商品最近的一次议价（无则为 null）',
          security: SECURED,
          querystring: MineQuery,
          response: { 200: Ok(Type.Union([Offer, Type.Null()])), ...errorResponses },
        },
      },
      async (req) => ok(await offers.mine(req.actor!, req.query.goodsId)),
    );
    app.get(
      '/api/offer/list',
      {
        ...base,
        schema: {
          tags,
          summary: '我发出的（buyer）/ 我收到的（seller）议价',
          security: SECURED,
          querystring: OfferListQuery,
          response: { 200: Ok(PageOf(Offer)), ...errorResponses },
        },
      },
      async (req) => ok(await offers.list(req.actor!, req.query)),
    );
    app.post(
      '/api/offer/:id/accept',
      {
        ...base,
        schema: {
          tags,
          summary: '接受：卖家接受出价 / 买家接受还价（之后 24 小时内可按议价下单）',
          security: SECURED,
          params: IdParams,
          response: res,
        },
      },
      async (req) => ok(await offers.accept(req.actor!, req.params.id), '已接受'),
    );
    app.post(
      '/api/offer/:id/refuse',
      {
        ...base,
        schema: {
          tags,
          summary: '拒绝：卖家拒绝出价 / 买家拒绝还价',
          security: SECURED,
          params: IdParams,
          body: RefuseOfferBody,
          response: res,
        },
      },
      async (req) => ok(await offers.refuse(req.actor!, req.params.id, req.body?.reason), '已拒绝'),
    );
    app.post(
      '/api/offer/:id/counter',
      {
        ...base,
        schema: {
          tags,
          summary: '卖家还价（高于出价、低于售价）',
          security: SECURED,
          params: IdParams,
          body: CounterBody,
          response: res,
        },
      },
      async (req) => ok(await offers.counter(req.actor!, req.params.id, req.body.priceFen), '已还价'),
    );
    app.post(
      '/api/offer/:id/cancel',
      { ...base, schema: { tags, summary: '买家撤销议价', security: SECURED, params: IdParams, response: res } },
      async (req) => ok(await offers.cancel(req.actor!, req.params.id), '已撤销'),
    );
  });
}

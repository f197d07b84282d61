import type { App } from '../../app-types.js';
import { Ok, SECURED, errorResponses, ok } from '../../lib/envelope.js';
import { IdParams } from '../order/index.js';
import { PageQuery } from '../claim/index.js';
import { RateBody, Rating, ReplyBody, SellerRatingsPage } from './schema.js';
import type { RatingService } from './service.js';

export async function ratingRoutes(root: App, deps: { ratings: RatingService }) {
  await root.register(async (app: App) => {
    const { ratings } = deps;
    const tags = ['rating'];
    const base = { config: { auth: 'user', authAfterValidation: true } } as const;
    const res = { 200: Ok(Rating), ...errorResponses };

    app.get(
      '/api/order/:id/rating',
      {
        ...base,
        schema: { tags, summary: '订单的评价（买卖双方、客服）', security: SECURED, params: IdParams, response: res },
      },
      async (req) => ok(await ratings.get(req.actor!, req.params.id)),
    );
    app.post(
      '/api/order/:id/rating',
      {
        ...base,
        schema: {
          tags,
          summary: '买家评价卖家（订单完成后，每单一次）',
          security: SECURED,
          params: IdParams,
          body: RateBody,
          response: res,
        },
      },
      async (req) => ok(await ratings.rate(req.actor!, req.params.id, req.body), '评价成功'),
    );
    app.put(
      '/api/order/:id/rating',
      {
        ...base,
        schema: {
          tags,
          summary: '修改评价（评价后 7 天内）',
          security: SECURED,
          params: IdParams,
          body: RateBody,
          response: res,
        },
      },
      async (req) => ok(await ratings.edit(req.actor!, req.params.id, req.body), '评价已修改'),
    );
    app.post(
      '/api/order/:id/rating/reply',
      {
        ...base,
        schema: {
          tags,
          summary: '卖家回复评价（仅一次）',
          security: SECURED,
          params: IdParams,
          body: ReplyBody,
          response: res,
        },
      },
      async (req) => ok(await ratings.reply(req.actor!, req.params.id, req.body.reply), '回复成功'),
    );
    app.get(
      '/api/web/seller/:id/ratings',
      {
        schema: {
          tags,
          summary: '卖家收到的评价（公开，买家昵称脱敏）',
          params: IdParams,
          querystring: PageQuery,
          response: { 200: Ok(SellerRatingsPage), ...errorResponses },
        },
      },
      async (req) => ok(await ratings.ofSeller(req.params.id, req.query)),
    );
  });
}

import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { IdParams } from '../order/index.js';
import { PageQuery } from '../claim/index.js';
import { RateBody, Rating, ReplyBody, SellerRatingsPage } from './schema.js';
import type { RatingService } from './service.js';

const route = routeKit({ tags: ['rating'], authAfterValidation: true });

export async function ratingRoutes(root: App, deps: { ratings: RatingService }) {
  await root.register(async (app: App) => {
    const { ratings } = deps;

    app.get(
      '/api/order/:id/rating',
      route.user({ summary: '订单的评价（买卖双方、客服）', params: IdParams, data: Rating }),
      async (req) => ok(await ratings.get(req.actor!, req.params.id)),
    );
    app.post(
      '/api/order/:id/rating',
      route.user({ summary: '买家评价卖家（订单完成后，每单一次）', params: IdParams, body: RateBody, data: Rating }),
      async (req) => ok(await ratings.rate(req.actor!, req.params.id, req.body), '评价成功'),
    );
    app.put(
      '/api/order/:id/rating',
      route.user({ summary: '修改评价（评价后 7 天内）', params: IdParams, body: RateBody, data: Rating }),
      async (req) => ok(await ratings.edit(req.actor!, req.params.id, req.body), '评价已修改'),
    );
    app.post(
      '/api/order/:id/rating/reply',
      route.user({ summary: '卖家回复评价（仅一次）', params: IdParams, body: ReplyBody, data: Rating }),
      async (req) => ok(await ratings.reply(req.actor!, req.params.id, req.body.reply), '回复成功'),
    );
    app.get(
      '/api/web/seller/:id/ratings',
      route.public({
        summary: '卖家收到的评价（公开，买家昵称脱敏）',
        params: IdParams,
        querystring: PageQuery,
        data: SellerRatingsPage,
      }),
      async (req) => ok(await ratings.ofSeller(req.params.id, req.query)),
    );
  });
}

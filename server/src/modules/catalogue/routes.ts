import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { PageOf, PageQuery } from '../../lib/pagination.js';
import {
  AccountIdBody,
  BannerItem,
  BannerQuery,
  BrowsedItem,
  CollectedItem,
  DistrictItem,
  DistrictSuitQuery,
  GameIdQuery,
  GameItem,
  GoodDetail,
  GoodListItem,
  GoodListPage,
  IdParams,
  KeylistQuery,
  LevelQuery,
  ListBody,
  PriceBandItem,
  PriceBandsQuery,
  RecentDeal,
  RecommendParams,
  SuggestQuery,
  Suggestions,
  TemplateAttr,
} from './schema.js';
import type { CatalogueService, ListBody as ListInput } from './service.js';

const route = routeKit({ tags: ['catalogue'], authAfterValidation: true });

/**
 * Public catalogue reads take the token when there is a valid one (favourite flag, history) and
 * otherwise answer as for a visitor: an expired token on a public page is not a reason for a 401.
 */
export async function catalogueRoutes(app: App, deps: { catalogue: CatalogueService }) {
  const { catalogue } = deps;

  app.get(
    '/api/web/game/list',
    route.public({ summary: '游戏列表（按 sort 排序）', data: Type.Array(GameItem) }),
    async () => ok(await catalogue.games()),
  );

  app.get(
    '/api/web/keylist',
    route.public({
      summary: '区服级联：游戏的系统，或 systemKey / parentId 的下一级',
      querystring: KeylistQuery,
      data: Type.Array(DistrictItem),
    }),
    async (req) => ok(await catalogue.keylist(req.query)),
  );

  app.get(
    '/api/web/districtSuit',
    route.public({
      summary: '区服：parentId 的子节点（无 parentId 时需 gameId，返回根节点）',
      querystring: DistrictSuitQuery,
      data: Type.Array(DistrictItem),
    }),
    async (req) => ok(await catalogue.districtChildren(req.query)),
  );

  for (const level of ['operator', 'area', 'server'] as const) {
    app.get(
      `/api/need/${level}/list`,
      route.public({
        summary: `${level === 'operator' ? '运营商' : level === 'area' ? '大区' : '服务器'}列表`,
        querystring: LevelQuery,
        data: Type.Array(DistrictItem),
      }),
      async (req) => ok(await catalogue.nodesOfLevel(level, req.query)),
    );
  }

  app.get(
    '/api/web/gameTempAttr',
    route.public({ summary: '游戏属性模板', querystring: GameIdQuery, data: Type.Array(TemplateAttr) }),
    async (req) => ok(await catalogue.template(req.query.gameId)),
  );

  app.get(
    '/api/web/good/priceBands',
    route.public({
      summary: '价格筛选的预设区间（按在售商品价格的四分位切分，取整；商品太少时为空）',
      querystring: PriceBandsQuery,
      data: Type.Array(PriceBandItem),
    }),
    async (req) => ok(await catalogue.priceBands(req.query.gameId)),
  );

  app.post(
    '/api/web/good/allList',
    route.public({ summary: '商品列表（仅在售）', body: ListBody, data: GoodListPage }),
    async (req, reply) => {
      // the page comes back already serialised by this route's response schema (and may be a cache
      // hit); its rows by the schema's item, compiled once per route (Fastify caches it by schema)
      const { json, hit } = await catalogue.list(req.body as ListInput, {
        page: (data) => reply.serialize(ok(data)) as string,
        item: reply.compileSerializationSchema(GoodListItem as unknown as { [key: string]: unknown }) as (
          row: unknown,
        ) => string,
      });
      // x-cache lets the benchmark (and operators) see the hot-page cache at work
      return reply
        .type('application/json; charset=utf-8')
        .header('x-cache', hit ? 'hit' : 'miss')
        .send(json as never);
    },
  );

  app.get(
    '/api/web/good/suggest',
    route.public({
      summary: '搜索建议：输入时的游戏与热词，或搜索无结果时相近的游戏、词语与拼写',
      querystring: SuggestQuery,
      data: Suggestions,
    }),
    async (req) => ok(await catalogue.suggest(req.query)),
  );

  app.get(
    '/api/web/good/:id',
    route.public({ summary: '商品详情（登录可选）', params: IdParams, data: GoodDetail }),
    async (req) => ok(await catalogue.detail(req.actor, req.params.id)),
  );

  app.post(
    '/api/web/goods/collect',
    route.user({ summary: '收藏商品（幂等）', body: AccountIdBody, data: Type.Null() }),
    async (req) => {
      await catalogue.collect(req.actor!, req.body.accountId);
      return ok(null, '收藏成功');
    },
  );

  app.post(
    '/api/web/goods/collect/remove',
    route.user({ summary: '取消收藏', body: AccountIdBody, data: Type.Null() }),
    async (req) => {
      await catalogue.uncollect(req.actor!, req.body.accountId);
      return ok(null, '已取消收藏');
    },
  );

  app.get(
    '/api/web/goods/collect/list',
    route.user({
      summary: '我的收藏（最新在前，含已售/下架商品及其状态）',
      querystring: PageQuery,
      data: PageOf(CollectedItem),
    }),
    async (req) => ok(await catalogue.collectList(req.actor!, req.query)),
  );

  app.get(
    '/api/need/myBrowse',
    route.user({ summary: '浏览记录（最新在前，最多 200 条）', querystring: PageQuery, data: PageOf(BrowsedItem) }),
    async (req) => ok(await catalogue.browseList(req.actor!, req.query)),
  );

  app.post('/api/need/myBrowse/clear', route.user({ summary: '清空浏览记录', data: Type.Null() }), async (req) => {
    await catalogue.clearBrowse(req.actor!);
    return ok(null, '已清空');
  });

  app.get(
    '/api/account/zhubo/list',
    route.public({
      summary: '轮播图等运营位（type 1 = 首页轮播）',
      querystring: BannerQuery,
      data: Type.Array(BannerItem),
    }),
    async (req) => ok(await catalogue.banners(req.query.type)),
  );

  app.get(
    '/api/web/recommend/:id',
    route.public({
      summary: '推荐：0 = 首页推荐位，商品 id = 相似商品',
      params: RecommendParams,
      data: Type.Array(GoodListItem),
    }),
    async (req) => ok(await catalogue.recommend(req.actor, req.params.id)),
  );

  app.get(
    '/api/web/recentlydeal',
    route.public({ summary: '最近成交（标题打码）', data: Type.Array(RecentDeal) }),
    async () => ok(await catalogue.recentDeals()),
  );
}

import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { Ok, SECURED, errorResponses, ok } from '../../lib/envelope.js';
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

/**
 * Public catalogue reads take the token when there is a valid one (favourite flag, history) and
 * otherwise answer as for a visitor: an expired token on a public page is not a reason for a 401.
 */
export async function catalogueRoutes(app: App, deps: { catalogue: CatalogueService }) {
  const { catalogue } = deps;
  const tags = ['catalogue'];

  app.get(
    '/api/web/game/list',
    {
      schema: {
        tags,
        summary: '游戏列表（按 sort 排序）',
        response: { 200: Ok(Type.Array(GameItem)), ...errorResponses },
      },
    },
    async () => ok(await catalogue.games()),
  );

  app.get(
    '/api/web/keylist',
    {
      schema: {
        tags,
        summary: '区服级联：游戏的系统，或 systemKey / parentId 的下一级',
        querystring: KeylistQuery,
        response: { 200: Ok(Type.Array(DistrictItem)), ...errorResponses },
      },
    },
    async (req) => ok(await catalogue.keylist(req.query)),
  );

  app.get(
    '/api/web/districtSuit',
    {
      schema: {
        tags,
        summary: '区服：parentId 的子节点（无 parentId 时需 gameId，返回根节点）',
        querystring: DistrictSuitQuery,
        response: { 200: Ok(Type.Array(DistrictItem)), ...errorResponses },
      },
    },
    async (req) => ok(await catalogue.districtChildren(req.query)),
  );

  for (const level of ['operator', 'area', 'server'] as const) {
    app.get(
      `/api/need/${level}/list`,
      {
        schema: {
          tags,
          summary: `${level === 'operator' ? '运营商' : level === 'area' ? '大区' : '服务器'}列表`,
          querystring: LevelQuery,
          response: { 200: Ok(Type.Array(DistrictItem)), ...errorResponses },
        },
      },
      async (req) => ok(await catalogue.nodesOfLevel(level, req.query)),
    );
  }

  app.get(
    '/api/web/gameTempAttr',
    {
      schema: {
        tags,
        summary: '游戏属性模板',
        querystring: GameIdQuery,
        response: { 200: Ok(Type.Array(TemplateAttr)), ...errorResponses },
      },
    },
    async (req) => ok(await catalogue.template(req.query.gameId)),
  );

  app.get(
    '/api/web/good/priceBands',
    {
      schema: {
        tags,
        summary: '价格筛选的预设区间（按在售商品价格的四分位切分，取整；商品太少时为空）',
        querystring: PriceBandsQuery,
        response: { 200: Ok(Type.Array(PriceBandItem)), ...errorResponses },
      },
    },
    async (req) => ok(await catalogue.priceBands(req.query.gameId)),
  );

  app.post(
    '/api/web/good/allList',
    {
      schema: {
        tags,
        summary: '商品列表（仅在售）',
        body: ListBody,
        response: { 200: Ok(GoodListPage), ...errorResponses },
      },
    },
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
    {
      schema: {
        tags,
        summary: '搜索建议：输入时的游戏与热词，或搜索无结果时相近的游戏、词语与拼写',
        querystring: SuggestQuery,
        response: { 200: Ok(Suggestions), ...errorResponses },
      },
    },
    async (req) => ok(await catalogue.suggest(req.query)),
  );

  app.get(
    '/api/web/good/:id',
    {
      schema: {
        tags,
        summary: '商品详情（登录可选）',
        params: IdParams,
        response: { 200: Ok(GoodDetail), ...errorResponses },
      },
    },
    async (req) => ok(await catalogue.detail(req.actor, req.params.id)),
  );

  app.post(
    '/api/web/goods/collect',
    {
      config: { auth: 'user', authAfterValidation: true },
      schema: {
        tags,
        summary: '收藏商品（幂等）',
        security: SECURED,
        body: AccountIdBody,
        response: { 200: Ok(Type.Null()), ...errorResponses },
      },
    },
    async (req) => {
      await catalogue.collect(req.actor!, req.body.accountId);
      return ok(null, '收藏成功');
    },
  );

  app.post(
    '/api/web/goods/collect/remove',
    {
      config: { auth: 'user', authAfterValidation: true },
      schema: {
        tags,
        summary: '取消收藏',
        security: SECURED,
        body: AccountIdBody,
        response: { 200: Ok(Type.Null()), ...errorResponses },
      },
    },
    async (req) => {
      await catalogue.uncollect(req.actor!, req.body.accountId);
      return ok(null, '已取消收藏');
    },
  );

  app.get(
    '/api/web/goods/collect/list',
    {
      config: { auth: 'user', authAfterValidation: true },
      schema: {
        tags,
        summary: '我的收藏（最新在前，含已售/下架商品及其状态）',
        security: SECURED,
        querystring: PageQuery,
        response: { 200: Ok(PageOf(CollectedItem)), ...errorResponses },
      },
    },
    async (req) => ok(await catalogue.collectList(req.actor!, req.query)),
  );

  app.get(
    '/api/need/myBrowse',
    {
      config: { auth: 'user', authAfterValidation: true },
      schema: {
        tags,
        summary: '浏览记录（最新在前，最多 200 条）',
        security: SECURED,
        querystring: PageQuery,
        response: { 200: Ok(PageOf(BrowsedItem)), ...errorResponses },
      },
    },
    async (req) => ok(await catalogue.browseList(req.actor!, req.query)),
  );

  app.post(
    '/api/need/myBrowse/clear',
    {
      config: { auth: 'user', authAfterValidation: true },
      schema: {
        tags,
        summary: '清空浏览记录',
        security: SECURED,
        response: { 200: Ok(Type.Null()), ...errorResponses },
      },
    },
    async (req) => {
      await catalogue.clearBrowse(req.actor!);
      return ok(null, '已清空');
    },
  );

  app.get(
    '/api/account/zhubo/list',
    {
      schema: {
        tags,
        summary: '轮播图等运营位（type 1 = 首页轮播）',
        querystring: BannerQuery,
        response: { 200: Ok(Type.Array(BannerItem)), ...errorResponses },
      },
    },
    async (req) => ok(await catalogue.banners(req.query.type)),
  );

  app.get(
    '/api/web/recommend/:id',
    {
      schema: {
        tags,
        summary: '推荐：0 = 首页推荐位，商品 id = 相似商品',
        params: RecommendParams,
        response: { 200: Ok(Type.Array(GoodListItem)), ...errorResponses },
      },
    },
    async (req) => ok(await catalogue.recommend(req.actor, req.params.id)),
  );

  app.get(
    '/api/web/recentlydeal',
    {
      schema: {
        tags,
        summary: '最近成交（标题打码）',
        response: { 200: Ok(Type.Array(RecentDeal)), ...errorResponses },
      },
    },
    async () => ok(await catalogue.recentDeals()),
  );
}

import { Type } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Level = Type.Union([
  Type.Literal('system'),
  Type.Literal('operator'),
  Type.Literal('area'),
  Type.Literal('server'),
]);

export const GameItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Type.Union([Type.String(), Type.Null()]),
  hot: Type.Boolean(),
  sort: Type.Integer(),
});

export const DistrictItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  level: Level,
  hasChildren: Type.Boolean(),
});

export const KeylistQuery = Type.Object({
  gameId: Type.Optional(Id),
  systemKey: Type.Optional(Type.String({ maxLength: 40, description: '系统节点的 id 或名称（如“安卓”）' })),
  parentId: Type.Optional(Id),
});
export const DistrictSuitQuery = Type.Object({ parentId: Type.Optional(Id), gameId: Type.Optional(Id) });
export const LevelQuery = Type.Object({ gameId: Type.Optional(Id), parentId: Type.Optional(Id) });
export const GameIdQuery = Type.Object({ gameId: Id });

/** gameId optional: without one, the presets of every game's goods together */
export const PriceBandsQuery = Type.Object({ gameId: Type.Optional(Id) });
export const PriceBandItem = Type.Object({
  minYuan: Type.Integer({ minimum: 0 }),
  maxYuan: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
});

export const TemplateAttr = Type.Object({
  fieldKey: Type.String(),
  fieldName: Type.String(),
  fieldType: Type.Union([Type.Literal('number'), Type.Literal('select'), Type.Literal('multi'), Type.Literal('text')]),
  sort: Type.Integer(),
  must: Type.Boolean(),
  isSearch: Type.Boolean(),
  range: Type.Union([
    Type.Object({ min: Type.Number(), max: Type.Number(), unit: Type.Optional(Type.String()) }),
    Type.Null(),
  ]),
  options: Type.Union([Type.Array(Type.String()), Type.Null()]),
});

const AttrFilter = Type.Union([
  Type.String({ maxLength: 40 }),
  Type.Array(Type.String({ maxLength: 40 }), { maxItems: 30 }),
]);
const attrFilters = Object.fromEntries(
  Array.from({ length: 20 }, (_, i) => [`f${i + 1}`, Type.Optional(AttrFilter)]),
) as Record<`f${number}`, ReturnType<typeof Type.Optional<typeof AttrFilter>>>;

export const ListBody = Type.Object(
  {
    gameId: Type.Optional(Id),
    keyWord: Type.Optional(Type.String({ maxLength: 50 })),
    priceStartFen: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
    priceEndFen: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
    sortRank: Type.Optional(
      Type.Union(
        [Type.Literal('timedesc'), Type.Literal('timeasc'), Type.Literal('priceasc'), Type.Literal('pricedesc')],
        { default: 'timedesc' },
      ),
    ),
    districtId: Type.Optional(Id),
    goodsTypes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { maxItems: 10 })),
    pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
    ...attrFilters,
  },
  {
    // f21 and beyond still reach the service, which rejects them by name: the object does not set
    // additionalProperties: false, so the validator (removeAdditional: true) leaves unknown keys in.
    // No patternProperties for them: the OpenAPI document turns those into an index signature that
    // every field must match, and the client's generated body type became unusable (gameId: never).
    description:
      '属性筛选 f1…f20 按游戏模板：数值为 "最小-最大"（任一侧可空）；单选为一个字符串，或字符串数组（等于其中任一）；多选为字符串数组（含其中任一）',
  },
);

export const GoodListItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  priceFen: Type.Integer(),
  gameId: Type.Integer(),
  gameName: Type.String(),
  districtNames: Type.Array(Type.String()),
  cover: Type.Union([Type.String(), Type.Null()]),
  tags: Type.Array(Type.String()),
  isGuarantee: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  hasRegistration: Type.Boolean({
    description:
      '卖家是否已提供首次注册信息（密封保存）；未提供时不可选付费包赔（标准/至尊），须买包赔的商品仅可选基础包赔',
  }),
  viewCount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
});

/** The goods list: a page, and how the search was read when a word in it named a game. */
export const GoodListPage = Type.Object({
  rows: Type.Array(GoodListItem),
  total: Type.Integer(),
  read: Type.Optional(
    Type.Object(
      { gameId: Type.Integer(), keyWord: Type.String() },
      { description: '关键词中的游戏名（或其拼音、首字母）被读作该游戏：所选游戏，及余下的关键词' },
    ),
  ),
});

const AttrValue = Type.Union([Type.Number(), Type.String(), Type.Array(Type.String())]);

export const GoodDetail = Type.Object({
  ...GoodListItem.properties,
  description: Type.String(),
  images: Type.Array(Type.Object({ url: Type.String(), thumb: Type.String() })),
  attrs: Type.Array(Type.Object({ fieldKey: Type.String(), fieldName: Type.String(), value: AttrValue })),
  districtPath: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  saleState: Type.Integer(),
  accountType: Type.Union([Type.Literal(1), Type.Literal(2)]),
  handoverMode: Type.Union([Type.Literal('self'), Type.Literal('staff')], {
    description: 'self 自助交接 / staff 平台验号换绑（客服验号并换绑，买家付款时支付服务费）',
  }),
  seller: Type.Object({
    id: Type.Integer(),
    nickName: Type.String(),
    avatar: Type.Union([Type.String(), Type.Null()]),
    verified: Type.Boolean(),
    completedSales: Type.Integer(),
    ratingAvg: Type.Union([Type.Number(), Type.Null()], { description: '卖家评分均值（一位小数），无评价为 null' }),
    ratingCount: Type.Integer({ description: '评价数' }),
  }),
  collected: Type.Boolean(),
});

export const CollectedItem = Type.Object({
  ...GoodListItem.properties,
  saleState: Type.Integer(),
  collectedAt: Type.String({ format: 'date-time' }),
});
export const BrowsedItem = Type.Object({
  ...GoodListItem.properties,
  saleState: Type.Integer(),
  viewedAt: Type.String({ format: 'date-time' }),
});

export const IdParams = Type.Object({ id: Id });
export const RecommendParams = Type.Object({
  id: Type.Integer({ minimum: 0, maximum: 2147483647, description: '0 = 首页推荐位，其它 = 相似商品' }),
});
export const AccountIdBody = Type.Object({ accountId: Id });

export const BannerQuery = Type.Object({
  type: Type.Integer({ minimum: 1, maximum: 99, default: 1, description: '1 首页轮播' }),
});
export const BannerItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  img: Type.String(),
  h5Img: Type.Union([Type.String(), Type.Null()]),
  jumpUrl: Type.Union([Type.String(), Type.Null()]),
});

export const RecentDeal = Type.Object({
  title: Type.String(),
  priceFen: Type.Integer(),
  dealAt: Type.String({ format: 'date-time' }),
});

export const SuggestQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 30 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
});

export const Suggestions = Type.Object({
  games: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), icon: Type.Union([Type.String(), Type.Null()]) }),
  ),
  words: Type.Array(Type.String()),
});

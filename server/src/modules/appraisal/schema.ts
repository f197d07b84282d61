import { Type, type TSchema } from 'typebox';
import { CredentialsBody, TradeIn } from './trade-in-schema.js';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Fen = Type.Integer({ minimum: 0, maximum: 2147483647 });
const AttrValue = Type.Union([
  Type.Number(),
  Type.String({ maxLength: 200 }),
  Type.Array(Type.String({ maxLength: 60 }), { maxItems: 50 }),
]);
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/**
 * Types and hard size caps only; the rules (template, district, own screenshots, price steps)
 * are the service's, each with its own Chinese message.
 */
export const AppraisalBody = Type.Object({
  type: Type.Integer({ minimum: 1, maximum: 2, description: '1 估价；2 竞价回收（须填 credentials）' }),
  gameId: Id,
  districtId: Type.Integer({
    minimum: 1,
    maximum: 2147483647,
    description: '服务器级区服节点（与卖号表单的区服选择相同）',
  }),
  attrs: Type.Record(Type.String({ maxLength: 8 }), AttrValue, {
    maxProperties: 30,
    description: '按游戏属性模板（fieldKey → 值）',
  }),
  images: Type.Optional(
    Type.Array(Type.String({ maxLength: 300 }), { maxItems: 20, description: '0-9 张本人上传的截图地址' }),
  ),
  expectedPriceFen: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 2147483647, description: '期望价格，¥1-¥1,000,000，整数元' }),
  ),
  remark: Type.Optional(Type.String({ maxLength: 1000, description: '备注，≤200 字' })),
  // trade-in (type 2) only: sealed at once, handed to the paying merchant after the operator's check
  credentials: Type.Optional(CredentialsBody),
});

export const Valuation = Type.Object({
  lowFen: Nullable(Fen),
  medianFen: Nullable(Fen),
  highFen: Nullable(Fen),
  comparableCount: Type.Integer({ description: '采用的可比样本数（≤30）' }),
  dealCount: Type.Integer({ description: '其中已成交' }),
  listingCount: Type.Integer({ description: '其中在售' }),
  confidence: Type.Union([Type.Literal('enough'), Type.Literal('few')], { description: 'few：可比样本少于 5 个' }),
  note: Nullable(Type.String()),
  points: Type.Array(
    Type.Object({
      priceFen: Fen,
      kind: Type.Union([Type.Literal('deal'), Type.Literal('listing')]),
      similarity: Type.Number({ description: '0-1' }),
    }),
    { description: '图表用：可比样本的价格，按价格升序' },
  ),
  computedAt: Type.String({ format: 'date-time' }),
});

export const Manual = Nullable(
  Type.Object({
    priceFen: Fen,
    note: Type.String(),
    operatorNick: Type.String(),
    appraisedAt: Type.String({ format: 'date-time' }),
  }),
);

const ItemFields = {
  id: Type.Integer(),
  type: Type.Integer({ description: '1 估价 2 竞价回收' }),
  status: Type.Integer({
    description: '估价：0 估价中 3 已估价 4 已取消；竞价回收：0 待报价 2 已接受报价 3 已完成 4 已取消 5 已拒绝报价',
  }),
  statusText: Type.String(),
  gameId: Type.Integer(),
  gameName: Type.String(),
  districtPath: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  attrs: Type.Record(Type.String(), AttrValue),
  attrList: Type.Array(Type.Object({ fieldKey: Type.String(), fieldName: Type.String(), text: Type.String() })),
  images: Type.Array(Type.Object({ url: Type.String(), thumb: Type.String() })),
  expectedPriceFen: Nullable(Fen),
  remark: Type.String(),
  valuation: Valuation,
  manual: Manual,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  tradeIn: Nullable(TradeIn),
};
export const AppraisalItem = Type.Object(ItemFields);
export const AdminAppraisalItem = Type.Object({ ...ItemFields, userId: Type.Integer(), userNick: Type.String() });

export const MyListQuery = Type.Object({
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, default: 1, description: '1 估价（默认）' })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 5, description: '不传为全部' })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export const AdminListQuery = Type.Object({
  status: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 5, description: '不传为全部：0 估价中 3 已估价 4 已取消' }),
  ),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export const IdParams = Type.Object({ id: Id });
export const ManualBody = Type.Object({
  priceFen: Type.Integer({ minimum: 0, maximum: 2147483647, description: '¥1-¥1,000,000，整数元' }),
  note: Type.String({ maxLength: 2000, description: '估价说明，2-500 字' }),
});

export const PriceListQuery = Type.Object({ gameId: Type.Optional(Id) });
export const PriceList = Type.Object({
  recycleFactor: Type.Number({ description: '回收参考价 = 成交价中位数 × 此系数' }),
  windowDays: Type.Integer(),
  games: Type.Array(
    Type.Object({
      gameId: Type.Integer(),
      gameName: Type.String(),
      dealCount: Type.Integer({ description: '近 90 天成交数' }),
      tradeInCount: Type.Integer({ description: '近 90 天被接受的回收报价数' }),
      tradeInMedianFen: Nullable(Fen),
      tiers: Type.Array(
        Type.Object({
          name: Type.String({
            description: '入门号 / 进阶号 / 精品号 / 顶级号（按成交价四分位划分）；成交不足 4 笔时为“全部”',
          }),
          minDealFen: Fen,
          maxDealFen: Fen,
          medianDealFen: Fen,
          referenceFen: Fen,
          dealCount: Type.Integer(),
        }),
      ),
      trend: Type.Array(
        Type.Object({
          weekStart: Type.String({ description: 'YYYY-MM-DD（北京时间）' }),
          medianDealFen: Nullable(Fen),
          referenceFen: Nullable(Fen),
          dealCount: Type.Integer(),
          tradeInMedianFen: Nullable(Fen),
          tradeInCount: Type.Integer(),
        }),
        { description: '近 12 周，旧→新' },
      ),
    }),
  ),
});

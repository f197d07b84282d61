import { Type, type TSchema } from 'typebox';

/**
 * The trade-in part of a type-2 backlist item, as the appraisal module shows it. Declared here (the
 * trade-in module builds on appraisal, so appraisal must not import it back); tradein/schema.ts
 * re-exports these.
 */

const Fen = Type.Integer({ minimum: 0, maximum: 2147483647 });
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Time = Type.String({ format: 'date-time' });

export const StageSchema = Type.Union(
  [
    Type.Literal('quoting'),
    Type.Literal('accepted'),
    Type.Literal('paid'),
    Type.Literal('handedOver'),
    Type.Literal('done'),
    Type.Literal('rejected'),
    Type.Literal('cancelled'),
    Type.Literal('refused'),
  ],
  {
    description:
      'quoting 报价中 / accepted 待商户付款 / paid 待交接 / handedOver 平台验号中 / done 已完成 / rejected 验号未通过 / cancelled 已取消 / refused 已拒绝',
  },
);

export const CredentialsBody = Type.Object({
  account: Type.String({ maxLength: 200, description: '游戏登录账号，1-64 字' }),
  password: Type.String({ maxLength: 200, description: '游戏登录密码，1-64 字' }),
  boundPhone: Type.Optional(Type.String({ maxLength: 200, description: '绑定手机说明，≤40 字' })),
  boundEmail: Type.Optional(Type.String({ maxLength: 200, description: '绑定邮箱说明，≤64 字' })),
  securityNotes: Type.Optional(Type.String({ maxLength: 1000, description: '密保等说明，≤200 字' })),
});

export const QuoteItem = Type.Object({
  id: Type.Integer(),
  merchantNick: Type.String(),
  priceFen: Fen,
  status: Type.Integer({
    description: '0 有效 1 已接受（待付款） 2 已付款 3 未选中/已关闭 4 超时未付款 5 已成交 6 已退款',
  }),
  statusText: Type.String(),
  quotedAt: Type.String({ format: 'date-time', description: '当前价格的报价时间（加价时更新）' }),
  createdAt: Time,
});

/** The trade-in part of a type-2 backlist item (null on appraisals). */
export const TradeIn = Type.Object({
  stage: StageSchema,
  stageText: Type.String(),
  quoteEndsAt: Time,
  quoting: Type.Boolean({ description: '商户仍可报价（待报价且未到截止时间）' }),
  feeBps: Type.Integer({ description: '平台服务费率，万分比（300 = 3%）' }),
  quotes: Type.Array(QuoteItem, { description: '最优在前：价高者先，同价先报者先' }),
  bestPriceFen: Nullable(Fen),
  accepted: Nullable(
    Type.Object({
      quoteId: Type.Integer(),
      merchantNick: Type.String(),
      priceFen: Fen,
      feeFen: Fen,
      payoutFen: Fen,
      acceptedAt: Time,
      payDeadline: Time,
      paidAt: Nullable(Time),
    }),
  ),
  handedOverAt: Nullable(Time),
  confirmedAt: Nullable(Time),
  rejectedAt: Nullable(Time),
  rejectReason: Nullable(Type.String()),
  refund: Nullable(Type.Union([Type.Literal('provider'), Type.Literal('wallet')])),
  canAccept: Type.Boolean(),
  canRefuse: Type.Boolean(),
  canCancel: Type.Boolean(),
  canHandover: Type.Boolean(),
  serverNow: Time,
});

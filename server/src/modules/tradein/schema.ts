import { Type, type TSchema } from 'typebox';

// No import from appraisal/schema.ts: that file imports TradeIn from here.
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Fen = Type.Integer({ minimum: 0, maximum: 2147483647 });
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Time = Type.String({ format: 'date-time' });
const AttrValue = Type.Union([Type.Number(), Type.String(), Type.Array(Type.String())]);

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

export const IdParams = Type.Object({ id: Id });

export const StatusBody = Type.Object({
  status: Type.Integer({ minimum: 0, maximum: 9, description: '2 接受报价（需 quoteId）；5 拒绝全部报价；4 取消' }),
  quoteId: Type.Optional(Id),
});
export const HandoverBody = Type.Object({ credentials: Type.Optional(CredentialsBody) });

// ---------------------------------------------------------------- merchants
export const OpenQuery = Type.Object({
  gameId: Type.Optional(Id),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
const MyQuote = Type.Object({
  id: Type.Integer(),
  priceFen: Fen,
  status: Type.Integer(),
  statusText: Type.String(),
  quotedAt: Time,
});
export const OpenRequest = Type.Object({
  id: Type.Integer(),
  gameId: Type.Integer(),
  gameName: Type.String(),
  districtPath: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  attrs: Type.Record(Type.String(), AttrValue),
  attrList: Type.Array(Type.Object({ fieldKey: Type.String(), fieldName: Type.String(), text: Type.String() })),
  images: Type.Array(Type.Object({ url: Type.String(), thumb: Type.String() })),
  expectedPriceFen: Nullable(Fen),
  remark: Type.String(),
  valuation: Type.Object({
    lowFen: Nullable(Fen),
    medianFen: Nullable(Fen),
    highFen: Nullable(Fen),
    comparableCount: Type.Integer(),
    confidence: Type.Union([Type.Literal('enough'), Type.Literal('few')]),
  }),
  stage: StageSchema,
  quoteEndsAt: Time,
  quoting: Type.Boolean(),
  quoteCount: Type.Integer({ description: '有效报价数' }),
  bestPriceFen: Nullable(Fen),
  myQuote: Nullable(MyQuote),
  createdAt: Time,
  serverNow: Time,
});
export const QuoteBody = Type.Object({
  priceFen: Type.Integer({ minimum: 0, maximum: 2147483647, description: '¥1-¥1,000,000，整数元；只能提高' }),
});
export const MyQuotesQuery = Type.Object({
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 6, description: '不传为全部' })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export const MerchantQuote = Type.Object({
  id: Type.Integer(),
  requestId: Type.Integer(),
  priceFen: Fen,
  status: Type.Integer(),
  statusText: Type.String(),
  quotedAt: Time,
  createdAt: Time,
  request: Type.Object({
    gameId: Type.Integer(),
    gameName: Type.String(),
    districtPath: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
    attrList: Type.Array(Type.Object({ fieldKey: Type.String(), fieldName: Type.String(), text: Type.String() })),
    cover: Nullable(Type.String()),
    stage: StageSchema,
    stageText: Type.String(),
    quoteEndsAt: Time,
  }),
  rank: Nullable(Type.Integer({ description: '报价中时我的有效报价排名（1 = 最高）' })),
  bestPriceFen: Nullable(Fen),
  acceptedAt: Nullable(Time),
  payDeadline: Nullable(Time),
  paidAt: Nullable(Time),
  canPay: Type.Boolean(),
  credentialsAvailable: Type.Boolean(),
  serverNow: Time,
});

export const Credentials = Type.Object({
  account: Type.String(),
  password: Type.String(),
  boundPhone: Nullable(Type.String()),
  boundEmail: Nullable(Type.String()),
  securityNotes: Nullable(Type.String()),
  revealedAt: Time,
});

// ---------------------------------------------------------------- staff
export const StaffListQuery = Type.Object({
  stage: Type.Optional(StageSchema),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export const RejectBody = Type.Object({ reason: Type.String({ maxLength: 1000, description: '2-200 字' }) });

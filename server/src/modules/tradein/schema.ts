import { Type, type TSchema } from 'typebox';

import { CredentialsBody, QuoteItem, StageSchema, TradeIn } from '../appraisal/index.js';

export { CredentialsBody, QuoteItem, StageSchema, TradeIn };

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Fen = Type.Integer({ minimum: 0, maximum: 2147483647 });
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const Time = Type.String({ format: 'date-time' });
const AttrValue = Type.Union([Type.Number(), Type.String(), Type.Array(Type.String())]);

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

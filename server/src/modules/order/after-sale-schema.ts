import { Type } from 'typebox';

/**
 * The shapes of an order's after-sale side as the order detail shows them: its claim, dispute and
 * rating. The order module declares them (the after-sale modules build on orders, so order must not
 * import them back); claim/schema.ts, dispute/schema.ts and rating/schema.ts re-export them.
 */

const Time = Type.String({ format: 'date-time' });
const NullableTime = Type.Union([Time, Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);

/** One list of codes for orders, claims, insured orders and tiers. */
export const ProtectionCode = Type.Union(
  [Type.Literal('none'), Type.Literal('basic'), Type.Literal('tierA'), Type.Literal('tierB')],
  {
    description: 'none 不包赔 / basic 基础包赔（卖家赠送）/ tierA 标准包赔 / tierB 至尊包赔',
  },
);

export const Claim = Type.Object({
  id: Type.Integer(),
  orderId: Type.Integer(),
  orderNo: Type.String(),
  goodsTitle: Type.String(),
  protection: ProtectionCode,
  protectionName: Type.String(),
  status: Type.Integer({ description: '0 待处理 1 已赔付 2 已驳回' }),
  statusText: Type.String(),
  evidence: Type.String(),
  images: Type.Array(Type.String()),
  deadlineAt: Time,
  compensationFen: NullableInt,
  topUpFen: NullableInt,
  refuseReason: NullableString,
  decidedAt: NullableTime,
  createdAt: Time,
  serverNow: Time,
});

export const ReasonCode = Type.Union(
  [Type.Literal('cannot_login'), Type.Literal('not_as_described'), Type.Literal('recovered'), Type.Literal('other')],
  {
    description: 'cannot_login 无法登录 / not_as_described 与描述不符 / recovered 被卖家找回 / other 其他',
  },
);

export const RefundInfo = Type.Object({
  refundNo: Type.String(),
  amountFen: Type.Integer(),
  status: Type.Integer({ description: '0 处理中 1 已退款 2 退款失败（客服可重试）' }),
  statusText: Type.String(),
  attempts: Type.Integer(),
  lastError: NullableString,
  refundedAt: NullableTime,
});

export const Dispute = Type.Object({
  id: Type.Integer(),
  orderId: Type.Integer(),
  orderNo: Type.String(),
  state: Type.Integer({ description: '0 待卖家答辩 1 卖家已答辩 2 退款中 3 已退款 4 已放款给卖家 5 买家已撤销' }),
  stateText: Type.String(),
  reason: ReasonCode,
  reasonText: Type.String(),
  description: Type.String(),
  images: Type.Array(Type.String()),
  answerText: NullableString,
  answerImages: Type.Array(Type.String()),
  answeredAt: NullableTime,
  answerDeadline: Time,
  sellerOverdue: Type.Boolean({ description: '答辩期已过且卖家未答辩' }),
  replyDeadline: Type.Union([Time, Type.Null()], { description: '卖家答辩后买家回复的截止时间' }),
  replyText: NullableString,
  repliedAt: NullableTime,
  decideDeadline: Type.Union([Time, Type.Null()], { description: '交客服裁定后的裁定截止时间' }),
  escalated: Type.Boolean({ description: '已升级：须客服裁定（卖家逾期而买家已查看账号/已换绑），或超过裁定时限' }),
  escalatedAt: NullableTime,
  escalationText: NullableString,
  deadline: Type.Union(
    [
      Type.Object({
        party: Type.Union([Type.Literal('seller'), Type.Literal('buyer'), Type.Literal('platform')], {
          description: '该谁行动：卖家答辩、买家回复、客服裁定',
        }),
        at: Time,
        label: Type.String(),
        outcome: Type.String({ description: '到期后平台按规则的处理' }),
      }),
      Type.Null(),
    ],
    { description: '当前进行中的期限（双方倒计时），已处理为 null' },
  ),
  decision: Type.Union([Type.Literal('refund'), Type.Literal('release'), Type.Null()]),
  decisionNote: NullableString,
  decidedAt: NullableTime,
  refund: Type.Union([RefundInfo, Type.Null()]),
  createdAt: Time,
  serverNow: Time,
});

export const Rating = Type.Object({
  id: Type.Integer(),
  orderId: Type.Integer(),
  score: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.Union([Type.String(), Type.Null()]),
  reply: Type.Union([Type.String(), Type.Null()]),
  repliedAt: Type.Union([Time, Type.Null()]),
  createdAt: Time,
  updatedAt: Time,
  editableUntil: Time,
  buyerNick: Type.String({ description: '脱敏昵称' }),
});

export const SellerRating = Type.Object({
  ratingAvg: Type.Union([Type.Number(), Type.Null()], { description: '平均分（一位小数），无评价为 null' }),
  ratingCount: Type.Integer(),
});

import { Type } from 'typebox';

const Time = Type.String({ format: 'date-time' });

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
export const RateBody = Type.Object({
  score: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.Optional(Type.String({ maxLength: 1000, description: '最多 200 字' })),
});
export const ReplyBody = Type.Object({ reply: Type.String({ maxLength: 1000, description: '1-200 字' }) });
export const SellerRatingsPage = Type.Object({
  rows: Type.Array(Rating),
  total: Type.Integer(),
  ...SellerRating.properties,
});

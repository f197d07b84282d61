import { Type } from 'typebox';
import { Rating, SellerRating } from '../order/index.js';

export { Rating, SellerRating };

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

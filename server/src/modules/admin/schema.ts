import { Type } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const AttrValue = Type.Union([Type.Number(), Type.String(), Type.Array(Type.String())]);

/** What an operator sees of a pending listing: never the credentials (not even their existence). */
export const ReviewItem = Type.Object({
  id: Type.Integer(),
  goodsSn: Type.String(),
  title: Type.String(),
  gameName: Type.String(),
  districtNames: Type.Array(Type.String()),
  priceFen: Type.Integer(),
  isGuarantee: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  bargain: Type.Boolean(),
  images: Type.Array(Type.Object({ url: Type.String(), thumb: Type.String() })),
  attrs: Type.Array(Type.Object({ fieldName: Type.String(), value: AttrValue }), { description: '按模板顺序' }),
  description: Type.String(),
  seller: Type.Object({
    id: Type.Integer(),
    nickName: Type.String(),
    verified: Type.Boolean(),
    listed: Type.Integer({ description: '通过审核的商品数' }),
    sold: Type.Integer({ description: '已售出' }),
    rejected: Type.Integer({ description: '被驳回次数' }),
  }),
  createdAt: Type.String({ format: 'date-time' }),
});

export const ReviewParams = Type.Object({ id: Id });
export const RejectBody = Type.Object({
  reason: Type.String({ minLength: 2, maxLength: 200, description: '驳回原因，2-200 字，会发给卖家' }),
});

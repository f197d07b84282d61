import { Type } from 'typebox';
import { Dispute, ReasonCode, RefundInfo } from '../order/index.js';

export { Dispute, ReasonCode, RefundInfo };

const Time = Type.String({ format: 'date-time' });
const NullableString = Type.Union([Type.String(), Type.Null()]);
const Images = Type.Array(Type.String({ maxLength: 300 }), {
  maxItems: 6,
  description: '本人上传的图片地址（POST /api/common/upload），最多 6 张',
});

export const OpenDisputeBody = Type.Object({
  reason: ReasonCode,
  description: Type.String({ maxLength: 2000, description: '5-500 字' }),
  images: Type.Optional(Images),
});
export const AnswerBody = Type.Object({
  text: Type.String({ maxLength: 2000, description: '5-500 字' }),
  images: Type.Optional(Images),
});
export const ReplyBody = Type.Object({
  text: Type.String({ maxLength: 2000, description: '2-500 字' }),
});
export const ReasonItem = Type.Object({ code: ReasonCode, text: Type.String() });

// ---------------------------------------------------------------- admin
export const AdminDisputeQuery = Type.Object({
  state: Type.Optional(Type.Integer({ minimum: 0, maximum: 5 })),
  escalated: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1, description: '1：只看已升级（待客服优先裁定）的纠纷' }),
  ),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export const AdminDisputeItem = Type.Object({
  ...Dispute.properties,
  buyerNick: Type.String(),
  sellerNick: Type.String(),
  goodsTitle: Type.String(),
  totalFen: Type.Integer(),
  provider: NullableString,
});
export const AdminDisputeDetail = Type.Object({
  ...AdminDisputeItem.properties,
  priceFen: Type.Integer(),
  payment: Type.Union([
    Type.Object({ payNo: Type.String(), provider: Type.String(), amountFen: Type.Integer(), status: Type.Integer() }),
    Type.Null(),
  ]),
  chat: Type.Array(
    Type.Object({
      id: Type.Integer(),
      role: Type.String(),
      nickName: Type.String(),
      mine: Type.Boolean(),
      kind: Type.String(),
      text: NullableString,
      flagged: Type.Boolean({ description: '含联系方式（已对接收方隐藏）' }),
      notice: NullableString,
      imageUrl: NullableString,
      createdAt: Time,
    }),
  ),
});
export const RefundDecisionBody = Type.Object({
  note: Type.String({ maxLength: 1000, description: '裁定说明，2-200 字' }),
  returnToSale: Type.Optional(
    Type.Boolean({ description: 'true：商品重新上架；默认 false：标记为问题账号（saleState 5）' }),
  ),
});
export const ReleaseDecisionBody = Type.Object({
  note: Type.String({ maxLength: 1000, description: '裁定说明，2-200 字' }),
});

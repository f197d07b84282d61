import { Type } from 'typebox';

const Time = Type.String({ format: 'date-time' });
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);
const Fen = Type.Integer({ minimum: 1, maximum: 1_000_000_000 });

/** An offer's id in the path (the same bounds as an order's). */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const Offer = Type.Object({
  id: Type.Integer(),
  goodsId: Type.Integer(),
  goods: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    cover: Type.Union([Type.String(), Type.Null()]),
    priceFen: Type.Integer(),
    saleState: Type.Integer(),
  }),
  priceFen: Type.Integer({ description: '买家出价' }),
  counterFen: NullableInt,
  agreedFen: NullableInt,
  state: Type.Integer({ description: '0 待卖家处理 1 卖家已还价 2 已接受 3 已拒绝 4 已撤销 5 已过期 6 已下单' }),
  stateText: Type.String(),
  role: Type.Union([Type.Literal('buyer'), Type.Literal('seller')]),
  buyerNick: Type.String(),
  expiresAt: Type.Union([Time, Type.Null()]),
  orderId: NullableInt,
  refuseReason: Type.Union([Type.String(), Type.Null()]),
  createdAt: Time,
  updatedAt: Time,
  serverNow: Time,
});
export const MakeOfferBody = Type.Object({ goodsId: Type.Integer({ minimum: 1, maximum: 2147483647 }), priceFen: Fen });
export const CounterBody = Type.Object({ priceFen: Fen });
export const RefuseOfferBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 100 })) });
export const MineQuery = Type.Object({ goodsId: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const OfferListQuery = Type.Object({
  side: Type.Union([Type.Literal('buyer'), Type.Literal('seller')]),
  state: Type.Optional(Type.Integer({ minimum: 0, maximum: 6 })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});

import { Type } from 'typebox';
import { Claim, Dispute, ProtectionCode, Rating, SellerRating } from './after-sale-schema.js';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Time = Type.String({ format: 'date-time' });
const NullableTime = Type.Union([Time, Type.Null()]);
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);
const StateCode = Type.Integer({
  description: '0 待支付 1 交接中 2 已完成 3 已取消 4 已关闭（超时） 5 纠纷处理中 6 退款中 7 已退款',
});

export const IdParams = Type.Object({ id: Id });
export const GoodsIdQuery = Type.Object({ goodsId: Id });
export const ConfirmQuery = Type.Object({ goodsId: Id, offerId: Type.Optional(Id) });

export const ProtectionOption = Type.Object({
  code: ProtectionCode,
  name: Type.String(),
  feeFen: Type.Integer(),
  rateBps: Type.Integer({ description: '费率，万分比' }),
  periodDays: Type.Union([Type.Integer(), Type.Null()], { description: 'null 为永久（或不包赔）' }),
  description: Type.String(),
  totalFen: Type.Integer({ description: '选择此项时的应付总额' }),
});

export const ConfirmInfo = Type.Object({
  myOpenOrderId: Type.Union([Type.Integer(), Type.Null()], {
    description: '我已下单（未关闭）时的订单 id：去支付/查看',
  }),
  goods: Type.Object({
    id: Type.Integer(),
    goodsSn: Type.String(),
    title: Type.String(),
    cover: Type.Union([Type.String(), Type.Null()]),
    gameId: Type.Integer(),
    gameName: Type.String(),
    districtNames: Type.Array(Type.String()),
    priceFen: Type.Integer(),
    isGuarantee: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
    saleState: Type.Integer(),
  }),
  protections: Type.Array(ProtectionOption),
  defaultProtection: ProtectionCode,
  protectionRequired: Type.Boolean(),
  registrationNote: Type.Union([Type.String(), Type.Null()], {
    description: '卖家未提供首次注册信息时的说明（此时只列出基础包赔或不包赔）；已提供为 null',
  }),
  rulesNoticeType: Type.String(),
  expireMinutes: Type.Integer(),
  canBuy: Type.Boolean(),
  reason: Type.Union([Type.String(), Type.Null()]),
  needRealname: Type.Boolean(),
  offer: Type.Union([Type.Object({ id: Type.Integer(), agreedFen: Type.Integer(), expiresAt: Time }), Type.Null()], {
    description: '带 offerId 时：已接受的议价（页面金额均按议价计算）',
  }),
  handoverMode: Type.Union([Type.Literal('self'), Type.Literal('staff')], {
    description: 'self 自助交接 / staff 平台验号换绑（卖家所选，或平台规则要求）',
  }),
  handoverFeeFen: Type.Integer({
    description: '平台验号换绑服务费（自助交接为 0）；应付总额 = 所选包赔项的 totalFen + 此项',
  }),
});

export const CreateOrderBody = Type.Object({
  goodsId: Id,
  protection: ProtectionCode,
  acceptRules: Type.Boolean({ description: '已阅读并同意《交易须知》，须为 true' }),
  offerId: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2147483647, description: '按已接受的议价下单（24 小时内有效）' }),
  ),
});
export const CreatedOrder = Type.Object({
  orderId: Type.Integer(),
  orderNo: Type.String(),
  state: StateCode,
  totalFen: Type.Integer(),
  expiresAt: Time,
});

const OrderGoods = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.Union([Type.String(), Type.Null()]),
  gameName: Type.String(),
  districtNames: Type.Array(Type.String()),
});

export const OrderDetail = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  state: StateCode,
  stateText: Type.String(),
  role: Type.Union([Type.Literal('buyer'), Type.Literal('seller'), Type.Literal('staff')]),
  goods: Type.Object({ ...OrderGoods.properties, goodsSn: Type.String() }),
  priceFen: Type.Integer(),
  protection: ProtectionCode,
  protectionName: Type.String(),
  protectionDays: NullableInt,
  protectionFeeFen: Type.Integer(),
  handoverMode: Type.Union([Type.Literal('self'), Type.Literal('staff')], {
    description: 'self 自助交接 / staff 平台验号换绑',
  }),
  handoverFeeFen: Type.Integer({ description: '平台验号换绑服务费（已含在 totalFen 中）' }),
  totalFen: Type.Integer(),
  sellerIncomeFen: Type.Union([Type.Integer(), Type.Null()], {
    description:
      '卖家与客服可见：成交价 − 佣金（已完成为实收，待支付、交接中、纠纷中为预计实收）；订单取消、关闭或退款后为 null，卖家无所得',
  }),
  commissionFen: NullableInt,
  createdAt: Time,
  expiresAt: Time,
  paidAt: NullableTime,
  autoConfirmAt: NullableTime,
  completedAt: NullableTime,
  closedAt: NullableTime,
  serverNow: Time,
  buyer: Type.Object({ nickName: Type.String() }),
  seller: Type.Object({ id: Type.Integer(), nickName: Type.String(), ...SellerRating.properties }),
  timeline: Type.Array(Type.Object({ type: Type.String(), text: Type.String(), at: Time })),
  credentialsAvailable: Type.Boolean(),
  revealCount: Type.Integer(),
  registration: Type.Object(
    {
      available: Type.Boolean({ description: '买家现在可查看（付费包赔、已完成、未清除）' }),
      note: Type.Union([Type.String(), Type.Null()]),
    },
    { description: '首次注册信息：只对购买付费包赔的买家说明；卖家与客服的订单页不含' },
  ),
  checklist: Type.Array(Type.Object({ key: Type.String(), text: Type.String() })),
  canCancel: Type.Boolean(),
  canPay: Type.Boolean(),
  canConfirm: Type.Boolean(),
  canChat: Type.Boolean(),
  offerId: NullableInt,
  dispute: Type.Union([Dispute, Type.Null()]),
  claims: Type.Array(Claim),
  rating: Type.Union([Rating, Type.Null()]),
  protectionEndsAt: Type.Union([Time, Type.Null()], { description: '包赔截止时间；永久、不包赔或未完成为 null' }),
  canDispute: Type.Boolean(),
  canClaim: Type.Boolean(),
  canRate: Type.Boolean(),
  canEditRating: Type.Boolean(),
  canReplyRating: Type.Boolean(),
});

export const OrderStatus = Type.Object({
  orderId: Type.Integer(),
  state: StateCode,
  stateText: Type.String(),
  paid: Type.Boolean(),
  paidAt: NullableTime,
  totalFen: Type.Integer(),
});

export const ConfirmResult = Type.Object({ state: StateCode, completedAt: Time });

export const Credentials = Type.Object({
  account: Type.String(),
  password: Type.String(),
  boundPhone: Type.Union([Type.String(), Type.Null()]),
  boundEmail: Type.Union([Type.String(), Type.Null()]),
  securityNotes: Type.Union([Type.String(), Type.Null()]),
  revealedAt: Time,
});

export const Registration = Type.Object({
  firstContact: Type.String({ description: '首次绑定的手机号或邮箱（完整，申诉需要）' }),
  contactKind: Type.Union([Type.Literal('phone'), Type.Literal('email')]),
  registeredOn: Type.String({ description: '注册日期 YYYY-MM-DD' }),
  registeredPlace: Type.String(),
  securityAnswers: Type.Array(Type.Object({ question: Type.String(), answer: Type.String() })),
  revealedAt: Time,
});

export const OrderListQuery = Type.Object({
  state: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 5,
      description: '不传为全部；0 待支付 1 交接中 2 已完成 3 已取消/已关闭 5 售后（纠纷/退款中/已退款）',
    }),
  ),
  stage: Type.Optional(
    Type.Union([Type.Literal('handover'), Type.Literal('confirming')], {
      description:
        '交接中的两步（只配 state=1 或不传 state）：handover 待交接（买家尚未查看账号）、confirming 待确认（已查看，待确认收货）',
    }),
  ),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});

export const OrderListItem = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  state: StateCode,
  stateText: Type.String(),
  goods: OrderGoods,
  priceFen: Type.Integer(),
  protectionFeeFen: Type.Integer(),
  totalFen: Type.Integer(),
  sellerIncomeFen: NullableInt,
  createdAt: Time,
  expiresAt: Time,
  paidAt: NullableTime,
  completedAt: NullableTime,
  unread: Type.Integer({ description: '对方发来的未读聊天消息数' }),
});

export const ChatQuery = Type.Object({
  afterId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
});
export const ChatBody = Type.Object({
  text: Type.Optional(Type.String({ maxLength: 2000, description: '1-500 字' })),
  imageUrl: Type.Optional(
    Type.String({ maxLength: 300, description: '本人上传的图片地址（POST /api/common/upload）' }),
  ),
});
export const ChatMessage = Type.Object({
  id: Type.Integer(),
  role: Type.Union([Type.Literal('buyer'), Type.Literal('seller'), Type.Literal('staff'), Type.Literal('system')]),
  nickName: Type.String(),
  mine: Type.Boolean(),
  kind: Type.Union([Type.Literal('text'), Type.Literal('image')]),
  text: Type.Union([Type.String(), Type.Null()], {
    description: '收到的消息中的联系方式已替换为＊＊＊；自己发的与客服看到的是原文',
  }),
  flagged: Type.Boolean({ description: '这条消息含联系方式（已对接收方隐藏），供运营跟进' }),
  notice: Type.Union([Type.String(), Type.Null()], { description: '显示在消息下方的提示（联系方式已隐藏…）' }),
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  createdAt: Time,
});
export const ChatPage = Type.Object({
  rows: Type.Array(ChatMessage),
  lastId: Type.Integer({ description: '下次轮询传 afterId=lastId' }),
});

// ---------------------------------------------------------------- admin
export const AdminOrderQuery = Type.Object({
  state: Type.Optional(Type.Integer({ minimum: 0, maximum: 7 })),
  orderNo: Type.Optional(Type.String({ maxLength: 32 })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export const AdminOrderItem = Type.Object({
  ...OrderListItem.properties,
  buyerNick: Type.String(),
  sellerNick: Type.String(),
});
export const PaymentInfo = Type.Object({
  payNo: Type.String(),
  provider: Type.String(),
  target: Type.String(),
  amountFen: Type.Integer(),
  status: Type.Integer({ description: '0 待支付 1 已支付 2 已关闭 3 迟到到账待退款 4 已退款' }),
  statusText: Type.String(),
  providerTradeNo: Type.Union([Type.String(), Type.Null()]),
  notifyCount: Type.Integer(),
  createdAt: Time,
  paidAt: NullableTime,
});
export const AdminOrderDetail = Type.Object({
  ...OrderDetail.properties,
  reveals: Type.Array(Type.Object({ at: Time, ip: Type.Union([Type.String(), Type.Null()]) })),
  chat: Type.Array(ChatMessage),
  payments: Type.Array(PaymentInfo),
});

/** The orders of one side that wait on someone, by the step they are at (the shortcuts on 我的). */
const SideCounts = Type.Object({
  unpaid: Type.Integer({ description: '待付款（0）' }),
  handover: Type.Integer({ description: '待交接：已付款，买家尚未查看账号（1）' }),
  confirming: Type.Integer({ description: '待确认：买家已查看账号，待确认收货（1）' }),
  afterSale: Type.Integer({ description: '售后处理中：纠纷、退款中（5、6）' }),
});
export const OrderCounts = Type.Object({ buyer: SideCounts, seller: SideCounts });

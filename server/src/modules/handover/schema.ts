import { Type } from 'typebox';

const GameId = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const TemplateQuery = Type.Object({ gameId: GameId });
export const GameParams = Type.Object({ gameId: GameId });

export const ChecklistItem = Type.Object({
  key: Type.String({ description: '标识：小写字母开头，小写字母、数字、下划线，最多24个字符；同一清单内唯一' }),
  label: Type.String({ description: '检查项名称，2-30字' }),
  hint: Type.String({ description: '客服如何核对（可为空），最多80字' }),
});

/** An operator's list: the limits are checked by the service, so each refusal says in Chinese which line is wrong. */
export const TemplateBody = Type.Object({
  items: Type.Array(
    Type.Object({
      key: Type.String({ maxLength: 100 }),
      label: Type.String({ maxLength: 200 }),
      hint: Type.Optional(Type.String({ maxLength: 400 })),
    }),
    { maxItems: 100, description: '1-20 项' },
  ),
});

export const Checklist = Type.Object(
  { gameId: Type.Integer(), items: Type.Array(ChecklistItem) },
  { description: '平台验号换绑时客服逐项核对的清单' },
);

export const TemplateItem = Type.Object({
  gameId: Type.Integer(),
  gameKey: Type.String(),
  gameName: Type.String(),
  items: Type.Array(ChecklistItem),
  hasTemplate: Type.Boolean({ description: 'false：该游戏没有清单，使用通用清单' }),
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  updatedBy: Type.Union([Type.Integer(), Type.Null()], { description: '最后编辑的运营；null：系统默认' }),
  updatedByName: Type.Union([Type.String(), Type.Null()]),
});
export const TemplateList = Type.Object({ rows: Type.Array(TemplateItem) });

// ------------------------------------------------------------ the cases (平台验号换绑)
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Time = Type.String({ format: 'date-time' });
const OptTime = Type.Union([Time, Type.Null()]);
const CaseStateT = Type.Union(
  [
    Type.Literal('waiting'),
    Type.Literal('working'),
    Type.Literal('delivered'),
    Type.Literal('confirmed'),
    Type.Literal('disputed'),
    Type.Literal('cancelled'),
  ],
  {
    description:
      'waiting 待接手 / working 验号换绑中 / delivered 已交付待买家确认 / confirmed 买家已确认 / disputed 买家有异议 / cancelled 验号不符已退款',
  },
);

export const CaseParams = Type.Object({ id: Id });
export const ItemParams = Type.Object({ id: Id, key: Type.String({ minLength: 1, maxLength: 24 }) });
export const OrderParams = Type.Object({ orderId: Id });

export const DeskQuery = Type.Object({
  state: Type.Optional(
    Type.Union([Type.Literal('waiting'), Type.Literal('working'), Type.Literal('delivered'), Type.Literal('closed')], {
      description: 'waiting（默认，等待最久的在前）/ working / delivered / closed（已确认、有异议、已取消）',
    }),
  ),
  mine: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1：只看我接手的' })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});

export const DeskRow = Type.Object({
  caseId: Type.Integer(),
  orderId: Type.Integer(),
  orderNo: Type.String(),
  goodsTitle: Type.String(),
  gameName: Type.String(),
  priceFen: Type.Integer(),
  state: CaseStateT,
  stateText: Type.String(),
  holderId: Type.Union([Type.Integer(), Type.Null()]),
  holderName: Type.Union([Type.String(), Type.Null()]),
  waitingMinutes: Type.Union([Type.Integer(), Type.Null()], {
    description: '待接手：自付款起的分钟数；处理中：自接手起；其余为 null',
  }),
  itemsDone: Type.Integer({ description: '已通过的检查项数' }),
  itemsTotal: Type.Integer(),
  unread: Type.Integer({ description: '订单聊天中买卖双方的未读消息数' }),
  sellerDeadline: Type.Union([Time, Type.Null()], {
    description: '客服询问卖家后卖家回应的截止时间（逾期未回应：取消订单并退款）；未在等卖家为 null',
  }),
  createdAt: Time,
});
export const DeskList = Type.Object({
  rows: Type.Array(DeskRow),
  total: Type.Integer(),
  serviceHours: Type.String({ description: '客服服务时间（北京时间），如 09:00-23:00' }),
  inServiceHours: Type.Boolean({ description: '现在是否在服务时间内' }),
});

const ItemBase = {
  key: Type.String(),
  label: Type.String(),
  hint: Type.String(),
  position: Type.Integer({ minimum: 1, description: '在清单中的序号，从 1 起' }),
  result: Type.Union([Type.Literal('pass'), Type.Literal('fail'), Type.Null()], { description: '客服检查结果' }),
  note: Type.Union([Type.String(), Type.Null()]),
  evidence: Type.Array(Type.String(), { description: '客服上传的证据截图地址' }),
  checkedAt: OptTime,
  buyerAnswer: Type.Union([Type.Literal('ok'), Type.Literal('dispute'), Type.Null()]),
  buyerNote: Type.Union([Type.String(), Type.Null()]),
  answeredAt: OptTime,
};
export const DeskItem = Type.Object({ ...ItemBase, checkedBy: Type.Union([Type.Integer(), Type.Null()]) });
export const BuyerItem = Type.Object(ItemBase);

export const CaseDetail = Type.Object({
  caseId: Type.Integer(),
  orderId: Type.Integer(),
  orderNo: Type.String(),
  state: CaseStateT,
  stateText: Type.String(),
  gameId: Type.Integer(),
  gameName: Type.String(),
  holderId: Type.Union([Type.Integer(), Type.Null()]),
  holderName: Type.Union([Type.String(), Type.Null()]),
  waitingMinutes: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Time,
  claimedAt: OptTime,
  deliveredAt: OptTime,
  closedAt: OptTime,
  cancelReason: Type.Union([Type.String(), Type.Null()]),
  unread: Type.Integer(),
  sellerDeadline: Type.Union([Time, Type.Null()], {
    description: '客服询问卖家后卖家回应的截止时间（逾期未回应：取消订单并退款）；未在等卖家为 null',
  }),

  items: Type.Array(DeskItem),
  order: Type.Object({
    goodsId: Type.Integer(),
    goodsTitle: Type.String(),
    priceFen: Type.Integer(),
    handoverFeeFen: Type.Integer(),
    buyerId: Type.Integer(),
    buyerName: Type.String(),
    sellerId: Type.Integer(),
    sellerName: Type.String(),
  }),
  sellerAnswers: Type.Object(
    {
      replies: Type.Integer({ description: '卖家回复客服的次数' }),
      medianMinutes: Type.Union([Type.Number(), Type.Null()], { description: '卖家回复客服的中位分钟数' }),
      lastReplyAt: OptTime,
      waitingSince: Type.Union([Time, Type.Null()], { description: '客服消息尚未得到卖家回复的起始时间' }),
    },
    { description: '订单聊天中卖家回复客服的速度（换绑需卖家提供验证码）' },
  ),
});

export const SellerCredentials = Type.Object({
  account: Type.String(),
  password: Type.String(),
  boundPhone: Type.Union([Type.String(), Type.Null()]),
  boundEmail: Type.Union([Type.String(), Type.Null()]),
  securityNotes: Type.Union([Type.String(), Type.Null()]),
});

export const CheckBody = Type.Object({
  result: Type.Union([Type.Literal('pass'), Type.Literal('fail')]),
  note: Type.Optional(Type.String({ maxLength: 1000, description: '0-200字' })),
  evidence: Type.Optional(
    Type.Array(Type.String({ maxLength: 300 }), { maxItems: 20, description: '本人上传的截图地址，每项最多6张' }),
  ),
});

export const DeliverBody = Type.Object({
  account: Type.String({ maxLength: 200, description: '换绑后的登录账号，1-64个字符' }),
  password: Type.String({ maxLength: 200, description: '换绑后的登录密码，1-64个字符' }),
  boundPhone: Type.Optional(Type.String({ maxLength: 200, description: '现绑定手机说明，最多40字' })),
  boundEmail: Type.Optional(Type.String({ maxLength: 200, description: '现绑定邮箱说明，最多64字' })),
  note: Type.Optional(Type.String({ maxLength: 1000, description: '给买家的说明（密保等），最多200字' })),
});

export const CancelBody = Type.Object({
  reason: Type.String({ maxLength: 1000, description: '验号不符的原因，2-200字（买家全额退款）' }),
});

export const BuyerCase = Type.Object({
  caseId: Type.Integer(),
  orderId: Type.Integer(),
  state: CaseStateT,
  stateText: Type.String(),
  holderName: Type.Union([Type.String(), Type.Null()], { description: '有客服接手时为“官方客服”' }),
  createdAt: Time,
  deliveredAt: OptTime,
  closedAt: OptTime,
  cancelReason: Type.Union([Type.String(), Type.Null()]),
  canAnswer: Type.Boolean({ description: '已交付、可逐项确认' }),
  items: Type.Array(BuyerItem),
});

export const AnswerBody = Type.Object({
  answers: Type.Array(
    Type.Object({
      key: Type.String({ maxLength: 100 }),
      ok: Type.Boolean({ description: 'true：与客服检查结果一致；false：有异议' }),
      note: Type.Optional(Type.String({ maxLength: 1000, description: '说明，最多200字' })),
    }),
    { maxItems: 50, description: '每个检查项一条' },
  ),
});
export const AnswerResult = Type.Object({
  state: CaseStateT,
  orderState: Type.Integer({ description: '订单状态：2 已完成；5 纠纷处理中' }),
  disputeId: Type.Union([Type.Integer(), Type.Null()]),
});

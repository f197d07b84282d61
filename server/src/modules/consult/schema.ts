import { Type } from 'typebox';
import { PageQuery } from '../../lib/pagination.js';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Time = Type.String({ format: 'date-time' });
const NullableString = Type.Union([Type.String(), Type.Null()]);

export const OpenBody = Type.Object({ goodsId: Id });
export const ThreadParams = Type.Object({ id: Id });
export const LinesQuery = Type.Object({
  afterId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 100 })),
});
/** The same body as the order chat's: text or one image of the sender's. */
export const LineBody = Type.Object({
  text: Type.Optional(Type.String({ maxLength: 2000, description: '1-500 字' })),
  imageUrl: Type.Optional(
    Type.String({ maxLength: 300, description: '本人上传的图片地址（POST /api/common/upload）' }),
  ),
});

export const ConsultGoods = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    priceFen: Type.Integer(),
    cover: NullableString,
    gameName: Type.String(),
  },
  { description: '咨询的商品（开启咨询时的快照）' },
);
export const ConsultLine = Type.Object({
  id: Type.Integer(),
  role: Type.Union([Type.Literal('user'), Type.Literal('staff'), Type.Literal('system')]),
  nickName: Type.String({ description: '客服一律显示为「官方客服」' }),
  mine: Type.Boolean(),
  kind: Type.Union([Type.Literal('text'), Type.Literal('image')]),
  text: Type.Union([Type.String(), Type.Null()], {
    description: '收到的消息中的联系方式已替换为＊＊＊；自己发的与客服看到的是原文',
  }),
  flagged: Type.Boolean({ description: '这条消息含联系方式（已对接收方隐藏），供运营跟进' }),
  notice: Type.Union([Type.String(), Type.Null()], { description: '显示在消息下方的提示（联系方式已隐藏…）' }),
  imageUrl: NullableString,
  createdAt: Time,
});
export const ConsultLines = Type.Object({
  rows: Type.Array(ConsultLine),
  lastId: Type.Integer({ description: '下次轮询传 afterId=lastId' }),
});
export const ConsultThread = Type.Object({
  id: Type.Integer(),
  goods: ConsultGoods,
  waiting: Type.Boolean({ description: '是否在等待客服回复' }),
  lastMessageAt: Time,
  lastText: NullableString,
  unread: Type.Integer({ description: '客服的未读消息数' }),
  createdAt: Time,
});
export const UnreadCount = Type.Object({ count: Type.Integer({ description: '有未读回复的咨询数' }) });

// ---------------------------------------------------------------- console
export const QueueQuery = Type.Object({
  waiting: Type.Optional(
    Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1：只看等待回复的（等待最久的在前）' }),
  ),
  ...PageQuery.properties,
});
export const QueueItem = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  nickName: Type.String(),
  goods: ConsultGoods,
  waitingSeconds: Type.Union([Type.Integer(), Type.Null()], { description: '用户已等待的秒数；null：客服已回复' }),
  assigneeId: Type.Union([Type.Integer(), Type.Null()]),
  holder: Type.Union([Type.String(), Type.Null()], { description: '正在处理的客服昵称' }),
  unread: Type.Integer({ description: '用户的未读消息数' }),
  lastText: NullableString,
  lastMessageAt: Time,
});
export const StaffLines = Type.Object({ ...ConsultLines.properties, goods: ConsultGoods });
export const WaitingCount = Type.Object({ total: Type.Integer() });

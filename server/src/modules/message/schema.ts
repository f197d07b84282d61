import { Type } from 'typebox';
import { PageQuery } from '../../lib/pagination.js';

export const MessageListQuery = Type.Object({
  readState: Type.Optional(
    Type.Union([Type.Literal(1), Type.Literal(2)], {
      description: '1 未读 / 2 已读；不传为全部（未读在前，其次最新）',
    }),
  ),
  ...PageQuery.properties,
});

export const MessageItem = Type.Object({
  id: Type.Integer(),
  sendType: Type.Integer({
    description: '1 审核通过 2 审核未通过 3 商品售出 4 购买成功 … 10 问题已回复 11 商户申请结果 12 举报处理结果',
  }),
  title: Type.String(),
  content: Type.String(),
  readState: Type.Integer({ description: '1 未读 / 2 已读' }),
  refType: Type.Union([Type.String(), Type.Null()], {
    description: '关联对象类型，如 goods、problem、merchant、report',
  }),
  refId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});

export const MessagePage = Type.Object({
  rows: Type.Array(MessageItem),
  total: Type.Integer(),
  unread: Type.Integer({ description: '当前用户的未读总数（与筛选无关）' }),
});

export const MessageIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

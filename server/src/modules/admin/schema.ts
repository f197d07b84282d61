import { Type } from 'typebox';
import { DayRangeQuery, PageQuery } from '../../lib/pagination.js';

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
  reviewNote: Type.Union([Type.String(), Type.Null()], {
    description: '需要审核员特别留意的原因（如标题或描述含疑似联系方式及其内容）；null 为无',
  }),
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

export const AuditQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100, description: '按操作、对象类型、操作人昵称或对象编号搜索' })),
  ...DayRangeQuery.properties,
  ...PageQuery.properties,
});

export const AuditItem = Type.Object({
  id: Type.Integer(),
  actor: Type.Object({ id: Type.Integer(), nickName: Type.String() }),
  action: Type.String({ description: '如 goods.approve、site.update' }),
  targetType: Type.String(),
  targetId: Type.Integer(),
  before: Type.Union([Type.String(), Type.Null()], { description: '变更前（JSON 文本）；新建时为 null' }),
  after: Type.Union([Type.String(), Type.Null()], { description: '变更后（JSON 文本）；删除时为 null' }),
  createTime: Type.String({ format: 'date-time' }),
});

/** What waits on an operator in each console section (the side navigation's badges). */
export const ConsoleCounts = Type.Object({
  review: Type.Integer({ description: '待审核商品' }),
  orders: Type.Integer({ description: '售后中的订单' }),
  withdraw: Type.Integer({ description: '待处理提现' }),
  support: Type.Integer({ description: '待回复问题 + 待处理举报 + 待审商户申请' }),
  aftersale: Type.Integer({ description: '待裁决纠纷 + 退款中 + 待处理理赔' }),
  services: Type.Integer({ description: '待人工估价 + 待验号回收 + 待审出租' }),
});

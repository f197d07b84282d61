import { Type } from 'typebox';
import { PageQuery } from '../../lib/pagination.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const ApplyBody = Type.Object({
  companyName: Type.Optional(Nullable(Type.String({ maxLength: 100, description: '公司名称，≤50 字' }))),
  contactName: Type.String({ maxLength: 40, description: '联系人，2-20 字' }),
  phone: Type.String({ maxLength: 20, description: '11 位手机号' }),
  qq: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  games: Type.Array(Type.String({ maxLength: 60 }), { maxItems: 20, description: '经营的游戏，1-10 个' }),
  intro: Type.String({ maxLength: 1000, description: '商户介绍，10-500 字' }),
});
export const CreatedId = Type.Object({ id: Type.Integer() });

export const MyApplication = Nullable(
  Type.Object({
    id: Type.Integer(),
    status: Type.Integer({ description: '0 待审核 / 1 已通过 / 2 已驳回' }),
    reason: Nullable(Type.String({ description: '驳回原因' })),
    createdAt: Type.String({ format: 'date-time' }),
  }),
);

export const ApplicationQuery = Type.Object({
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, description: '不传为全部' })),
  ...PageQuery.properties,
});
export const ApplicationItem = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  nickName: Type.String(),
  companyName: Nullable(Type.String()),
  contactName: Type.String(),
  phone: Type.String({ description: '申请人填写的联系电话（仅运营可见）' }),
  qq: Nullable(Type.String()),
  games: Type.Array(Type.String()),
  intro: Type.String(),
  status: Type.Integer(),
  reason: Nullable(Type.String()),
  reviewedAt: Nullable(Type.String({ format: 'date-time' })),
  createdAt: Type.String({ format: 'date-time' }),
});
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const RejectBody = Type.Object({
  reason: Type.String({ maxLength: 400, description: '驳回原因，2-200 字，会发给申请人' }),
});

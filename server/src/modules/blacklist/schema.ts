import { Type } from 'typebox';
import { PageQuery } from '../../lib/pagination.js';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Kind = Type.Union([Type.Literal('qq'), Type.Literal('wechat'), Type.Literal('phone'), Type.Literal('other')], {
  description: 'qq / wechat / phone / other',
});

export const BlackListQuery = Type.Object({
  keyword: Type.Optional(
    Type.String({ maxLength: 64, description: '账号（≥3 个字符，精确或包含匹配）；不传为最新收录' }),
  ),
  ...PageQuery.properties,
});

export const BlackItem = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  kind: Kind,
  gameName: Nullable(Type.String()),
  reason: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const ReportBody = Type.Object({
  account: Type.String({ maxLength: 100, description: '被举报账号，3-64 个字符' }),
  kind: Kind,
  gameId: Type.Optional(Id),
  reason: Type.String({ maxLength: 1000, description: '经过描述，5-500 字' }),
  images: Type.Optional(
    Type.Array(Type.String({ maxLength: 300 }), {
      maxItems: 10,
      description: '≤4 张，须为 /api/common/upload 返回的本人图片地址',
    }),
  ),
});
export const CreatedId = Type.Object({ id: Type.Integer() });

// ---------------------------------------------------------------- operators
export const IdParams = Type.Object({ id: Id });
export const EntryBody = Type.Object({
  account: Type.String({ maxLength: 100, description: '3-64 个字符' }),
  kind: Kind,
  gameId: Type.Optional(Nullable(Id)),
  reason: Type.String({ maxLength: 1000, description: '公示原因，5-500 字' }),
});
export const AdminBlackItem = Type.Object({
  ...BlackItem.properties,
  gameId: Nullable(Type.Integer()),
  reportId: Nullable(Type.Integer({ description: '来源举报' })),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const ReportQuery = Type.Object({
  status: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 2, description: '0 待处理 / 1 已采纳 / 2 已驳回；不传为全部' }),
  ),
  ...PageQuery.properties,
});
export const ReportItem = Type.Object({
  id: Type.Integer(),
  reporterId: Type.Integer(),
  reporterNick: Type.String(),
  account: Type.String(),
  kind: Kind,
  gameId: Nullable(Type.Integer()),
  gameName: Nullable(Type.String()),
  reason: Type.String(),
  images: Type.Array(Type.String()),
  status: Type.Integer({ description: '0 待处理 / 1 已采纳 / 2 已驳回' }),
  note: Nullable(Type.String()),
  blacklistId: Nullable(Type.Integer()),
  handledAt: Nullable(Type.String({ format: 'date-time' })),
  createdAt: Type.String({ format: 'date-time' }),
});
export const AcceptBody = Type.Object({
  reason: Type.Optional(Type.String({ maxLength: 1000, description: '公示原因（5-500 字）；不填用举报内容' })),
});
export const DismissBody = Type.Object({
  note: Type.String({ maxLength: 400, description: '驳回说明，2-200 字，会发给举报人' }),
});

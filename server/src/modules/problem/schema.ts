import { Type } from 'typebox';
import { PageQuery } from '../../lib/pagination.js';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** Types and hard caps; the service checks category, lengths and image ownership with its own messages. */
export const ProblemBody = Type.Object({
  kind: Type.Union([Type.Literal('feedback'), Type.Literal('suggest')], {
    description: 'feedback 问题反馈 / suggest 投诉建议',
  }),
  category: Type.String({ maxLength: 20, description: '见 /api/account/problem/categories' }),
  content: Type.String({ maxLength: 2000, description: '5-1000 字' }),
  images: Type.Optional(
    Type.Array(Type.String({ maxLength: 300 }), {
      maxItems: 10,
      description: '≤4 张，须为 /api/common/upload 返回的本人图片地址',
    }),
  ),
  contact: Type.Optional(Type.String({ maxLength: 200, description: '联系方式，≤50 字' })),
});

export const ProblemCategories = Type.Object({
  feedback: Type.Array(Type.String()),
  suggest: Type.Array(Type.String()),
});

const ProblemFields = {
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('feedback'), Type.Literal('suggest')]),
  category: Type.String(),
  content: Type.String(),
  images: Type.Array(Type.String()),
  contact: Type.Union([Type.String(), Type.Null()]),
  status: Type.Integer({ description: '0 待处理 / 1 已回复 / 2 已关闭' }),
  reply: Type.Union([Type.String(), Type.Null()]),
  repliedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
};
export const ProblemItem = Type.Object(ProblemFields);
export const AdminProblemItem = Type.Object({
  ...ProblemFields,
  userId: Type.Integer(),
  nickName: Type.String(),
  closedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const AdminProblemQuery = Type.Object({
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, description: '不传为全部' })),
  ...PageQuery.properties,
});
export const ProblemIdParams = Type.Object({ id: Id });
export const ReplyBody = Type.Object({ reply: Type.String({ maxLength: 2000, description: '2-1000 字，会发给用户' }) });
export const CreatedId = Type.Object({ id: Type.Integer() });

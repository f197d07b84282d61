import { Type } from 'typebox';
import { DayRangeQuery, PageQuery } from '../../lib/pagination.js';

// generous limits: the client cuts its report to these, the service cuts again to the columns
export const ClientErrorBody = Type.Object({
  route: Type.String({ minLength: 1, maxLength: 2000, description: '出错页面的路径与参数' }),
  message: Type.String({ minLength: 1, maxLength: 4000 }),
  stack: Type.Optional(Type.String({ maxLength: 20000 })),
  appVersion: Type.Optional(Type.String({ maxLength: 100 })),
  platform: Type.Optional(Type.String({ maxLength: 40, description: 'h5 | weapp | alipay' })),
});

export const ClientErrorQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100, description: '按错误信息、页面或版本搜索' })),
  ...DayRangeQuery.properties,
  ...PageQuery.properties,
});

export const ClientErrorItem = Type.Object({
  id: Type.Integer(),
  route: Type.String(),
  message: Type.String(),
  stack: Type.String(),
  appVersion: Type.String(),
  platform: Type.String(),
  userAgent: Type.String(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  createTime: Type.String(),
});

import { Type } from 'typebox';
import { PageQuery } from '../../lib/pagination.js';

const NoticeTypeParam = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });

export const NoticeTypeQuery = Type.Object({
  noticeType: Type.String({
    ...NoticeTypeParam,
    description: '单页类型：yonghuxieyi 用户协议 / yinsizhengce 隐私政策 / jyxz 交易须知 / shhz 商户合作 / 100 找回案例 / jieshao 平台介绍 / zhaomu 人才招募 / appDownload 手机使用 / security 防骗指南',
  }),
});

export const NoticePage = Type.Object({
  noticeType: Type.String(),
  noticeTitle: Type.String(),
  noticeContent: Type.String({ description: '已净化的 HTML' }),
  updateTime: Type.String({ format: 'date-time' }),
});

const ListTypeQuery = Type.String({ ...NoticeTypeParam, description: '列表类型：gonggao 平台公告 / xinwen 行业资讯 / help 帮助中心' });

export const NoticeListQuery = Type.Object({
  noticeType: ListTypeQuery,
  category: Type.Optional(Type.String({ maxLength: 40, description: '分类，如帮助中心的“买家帮助”' })),
  keyword: Type.Optional(Type.String({ maxLength: 30, description: '按标题搜索（字面匹配）' })),
  ...PageQuery.properties,
});

export const NoticeListItem = Type.Object({
  id: Type.Integer(),
  noticeType: Type.String(),
  noticeTitle: Type.String(),
  summary: Type.String({ description: '正文前约 60 字的纯文本' }),
  cover: Type.Union([Type.String(), Type.Null()]),
  pinned: Type.Boolean(),
  category: Type.Union([Type.String(), Type.Null()]),
  createTime: Type.String({ format: 'date-time' }),
  updateTime: Type.String({ format: 'date-time' }),
});

export const NoticeIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const NoticeDetail = Type.Object({
  id: Type.Integer(),
  noticeType: Type.String(),
  noticeTitle: Type.String(),
  noticeContent: Type.String({ description: '已净化的 HTML' }),
  cover: Type.Union([Type.String(), Type.Null()]),
  category: Type.Union([Type.String(), Type.Null()]),
  createTime: Type.String({ format: 'date-time' }),
  updateTime: Type.String({ format: 'date-time' }),
});

export const CategoriesQuery = Type.Object({ noticeType: ListTypeQuery });

export const CategoryCount = Type.Object({ category: Type.String(), count: Type.Integer() });

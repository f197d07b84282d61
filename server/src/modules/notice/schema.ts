import { Type } from 'typebox';
import { PageQuery } from '../../lib/pagination.js';

const NoticeTypeParam = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });

export const NoticeTypeQuery = Type.Object({
  noticeType: Type.String({
    ...NoticeTypeParam,
    description:
      '单页类型：yonghuxieyi 用户协议 / yinsizhengce 隐私政策 / jyxz 交易须知 / shhz 商户合作 / 100 找回案例 / jieshao 平台介绍 / zhaomu 人才招募 / appDownload 手机使用 / security 防骗指南',
  }),
});

export const NoticePage = Type.Object({
  noticeType: Type.String(),
  noticeTitle: Type.String(),
  noticeContent: Type.String({ description: '已净化的 HTML' }),
  updateTime: Type.String({ format: 'date-time' }),
});

const ListTypeQuery = Type.String({
  ...NoticeTypeParam,
  description: '列表类型：gonggao 平台公告 / xinwen 行业资讯 / help 帮助中心',
});

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

// ---------------------------------------------------------------- operator editor
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const AdminNoticeQuery = Type.Object({
  noticeType: Type.Optional(Type.String({ ...NoticeTypeParam, description: '不传为全部类型' })),
  keyword: Type.Optional(Type.String({ maxLength: 30, description: '按标题搜索' })),
  ...PageQuery.properties,
});
export const AdminNoticeItem = Type.Object({ ...NoticeListItem.properties, published: Type.Boolean() });
export const AdminNoticeDetail = Type.Object({
  ...NoticeDetail.properties,
  pinned: Type.Boolean(),
  published: Type.Boolean(),
  sanitized: Type.Boolean({ description: '保存时正文被净化（去掉了脚本、事件属性、不安全链接等）' }),
});
export const NoticeBody = Type.Object({
  noticeType: Type.String({
    ...NoticeTypeParam,
    description:
      'gonggao / xinwen / help，或单页类型 yonghuxieyi、yinsizhengce、jyxz、shhz、100、jieshao、zhaomu、appDownload、security',
  }),
  title: Type.String({ maxLength: 200, description: '2-100 字' }),
  content: Type.String({ maxLength: 60000, description: 'HTML，保存时净化' }),
  category: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  cover: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
  pinned: Type.Optional(Type.Boolean()),
  published: Type.Optional(Type.Boolean({ description: '新建默认 false（草稿）' })),
});
export const PublishBody = Type.Object({ published: Type.Boolean() });
export const PinBody = Type.Object({ pinned: Type.Boolean() });

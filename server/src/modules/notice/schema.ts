import { Type } from 'typebox';

export const NoticeTypeQuery = Type.Object({
  noticeType: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$', description: 'yonghuxieyi 用户协议 / yinsizhengce 隐私政策 / …' }),
});

export const NoticePage = Type.Object({
  noticeType: Type.String(),
  noticeTitle: Type.String(),
  noticeContent: Type.String({ description: '已净化的 HTML' }),
  updateTime: Type.String({ format: 'date-time' }),
});

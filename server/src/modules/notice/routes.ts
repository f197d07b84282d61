import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { Ok, errorResponses, ok } from '../../lib/envelope.js';
import { PageOf } from '../../lib/pagination.js';
import {
  CategoriesQuery,
  CategoryCount,
  NoticeDetail,
  NoticeIdParams,
  NoticeListItem,
  NoticeListQuery,
  NoticePage,
  NoticeTypeQuery,
} from './schema.js';
import type { NoticeService } from './service.js';

export async function noticeRoutes(app: App, deps: { notice: NoticeService }) {
  app.get(
    '/api/V2/H5/gonggaoDetails',
    {
      schema: {
        tags: ['content'],
        summary: '内容页（用户协议、隐私政策、交易须知等）',
        querystring: NoticeTypeQuery,
        response: { 200: Ok(NoticePage), ...errorResponses },
      },
    },
    async (req) => ok(await deps.notice.pageOfType(req.query.noticeType)),
  );

  app.get(
    '/api/web/notice/list',
    {
      schema: {
        tags: ['content'],
        summary: '公告、资讯、帮助文章列表（置顶优先，其次最新）',
        querystring: NoticeListQuery,
        response: { 200: Ok(PageOf(NoticeListItem)), ...errorResponses },
      },
    },
    async (req) => ok(await deps.notice.list(req.query)),
  );

  app.get(
    '/api/web/notice/categories',
    {
      schema: {
        tags: ['content'],
        summary: '分类及已发布文章数（固定展示顺序）',
        querystring: CategoriesQuery,
        response: { 200: Ok(Type.Array(CategoryCount)), ...errorResponses },
      },
    },
    async (req) => ok(await deps.notice.categories(req.query.noticeType)),
  );

  for (const url of ['/api/web/notice/:id', '/api/system/notice/:id'] as const) {
    app.get(
      url,
      {
        schema: {
          tags: ['content'],
          summary: '公告 / 文章详情',
          params: NoticeIdParams,
          response: { 200: Ok(NoticeDetail), ...errorResponses },
        },
      },
      async (req) => ok(await deps.notice.detail(req.params.id)),
    );
  }
}

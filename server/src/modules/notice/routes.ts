import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
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

const route = routeKit({ tags: ['content'] });

export async function noticeRoutes(app: App, deps: { notice: NoticeService }) {
  app.get(
    '/api/V2/H5/gonggaoDetails',
    route.public({
      summary: '内容页（用户协议、隐私政策、交易须知等）',
      querystring: NoticeTypeQuery,
      data: NoticePage,
    }),
    async (req) => ok(await deps.notice.pageOfType(req.query.noticeType)),
  );

  app.get(
    '/api/web/notice/list',
    route.public({
      summary: '公告、资讯、帮助文章列表（置顶优先，其次最新）',
      querystring: NoticeListQuery,
      data: PageOf(NoticeListItem),
    }),
    async (req) => ok(await deps.notice.list(req.query)),
  );

  app.get(
    '/api/web/notice/categories',
    route.public({
      summary: '分类及已发布文章数（固定展示顺序）',
      querystring: CategoriesQuery,
      data: Type.Array(CategoryCount),
    }),
    async (req) => ok(await deps.notice.categories(req.query.noticeType)),
  );

  for (const url of ['/api/web/notice/:id', '/api/system/notice/:id'] as const) {
    app.get(
      url,
      route.public({ summary: '公告 / 文章详情', params: NoticeIdParams, data: NoticeDetail }),
      async (req) => ok(await deps.notice.detail(req.params.id)),
    );
  }
}

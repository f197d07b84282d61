import type { App } from '../../app.js';
import { Ok, errorResponses, ok } from '../../lib/envelope.js';
import { NoticePage, NoticeTypeQuery } from './schema.js';
import type { NoticeService } from './service.js';

export async function noticeRoutes(app: App, deps: { notice: NoticeService }) {
  app.get(
    '/api/V2/H5/gonggaoDetails',
    { schema: { tags: ['content'], summary: '内容页（用户协议、隐私政策等）', querystring: NoticeTypeQuery, response: { 200: Ok(NoticePage), ...errorResponses } } },
    async (req) => ok(await deps.notice.pageOfType(req.query.noticeType)),
  );
}

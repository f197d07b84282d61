import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { PageOf, PageQuery } from '../../lib/pagination.js';
import { routeKit } from '../../lib/route.js';
import {
  ConsultLine,
  ConsultLines,
  ConsultThread,
  LineBody,
  LinesQuery,
  OpenBody,
  QueueItem,
  QueueQuery,
  StaffLines,
  ThreadParams,
  UnreadCount,
} from './schema.js';
import type { ConsultService } from './service.js';

const route = routeKit({ tags: ['consult'] });
const adminRoute = routeKit({ tags: ['admin'] });

/** Pre-sale consultation: the asker's endpoints (a login; another user's thread answers 404) and the console's. */
export async function consultRoutes(root: App, deps: { consult: ConsultService }) {
  const { consult } = deps;

  await root.register(async (app: App) => {
    app.post(
      '/api/consult/open',
      route.user({
        summary: '咨询商品：打开（首次则创建）本人关于该商品的咨询会话，附带商品卡片',
        body: OpenBody,
        data: ConsultThread,
      }),
      async (req) => ok(await consult.open(req.actor!, req.body.goodsId)),
    );

    app.get(
      '/api/consult/list',
      route.user({
        summary: '我的咨询（最近有消息的在前，含未读数）',
        querystring: PageQuery,
        data: PageOf(ConsultThread),
      }),
      async (req) => ok(await consult.mine(req.actor!, req.query)),
    );

    app.get(
      '/api/consult/unread',
      route.user({ summary: '有客服新回复的咨询数（“我的”页角标）', data: UnreadCount }),
      async (req) => ok(await consult.unread(req.actor!)),
    );

    app.get(
      '/api/consult/:id',
      route.user({ summary: '我的一个咨询会话（附商品卡片与未读数）', params: ThreadParams, data: ConsultThread }),
      async (req) => ok(await consult.thread(req.actor!, req.params.id)),
    );

    app.get(
      '/api/consult/:id/lines',
      route.user({
        summary: '咨询消息（afterId 之后，轮询用；读取即标记已读）',
        params: ThreadParams,
        querystring: LinesQuery,
        data: ConsultLines,
      }),
      async (req) => ok(await consult.lines(req.actor!, req.params.id, req.query.afterId ?? 0, req.query.limit)),
    );

    app.post(
      '/api/consult/:id/lines',
      route.user({
        summary: '发送咨询消息（文字或本人上传的图片，二选一）',
        params: ThreadParams,
        body: LineBody,
        data: ConsultLine,
      }),
      async (req) => ok(await consult.post(req.actor!, req.params.id, req.body), '已发送'),
    );
  });

  // the operators' console: staff only
  await root.register(async (admin: App) => {
    admin.get(
      '/api/admin/consult/list',
      adminRoute.staff({
        summary: '售前咨询队列（waiting=1：等待回复的，等待最久的在前；含处理人）',
        querystring: QueueQuery,
        data: PageOf(QueueItem),
      }),
      async (req) => ok(await consult.staff.queue(req.actor!, req.query)),
    );

    admin.get(
      '/api/admin/consult/:id/lines',
      adminRoute.staff({
        summary: '咨询消息（客服视角，附商品卡片）',
        params: ThreadParams,
        querystring: LinesQuery,
        data: StaffLines,
      }),
      async (req) => ok(await consult.staff.lines(req.actor!, req.params.id, req.query.afterId ?? 0, req.query.limit)),
    );

    admin.post(
      '/api/admin/consult/:id/lines',
      adminRoute.staff({
        summary: '回复咨询（未被他人接手时自动接手；通知用户）',
        params: ThreadParams,
        body: LineBody,
        data: ConsultLine,
      }),
      async (req) => ok(await consult.staff.answer(req.actor!, req.params.id, req.body), '已回复'),
    );

    admin.post(
      '/api/admin/consult/:id/claim',
      adminRoute.staff({ summary: '接手咨询（同一时间只有一位客服处理）', params: ThreadParams, data: Type.Null() }),
      async (req) => {
        await consult.staff.claim(req.actor!, req.params.id);
        return ok(null, '已接手');
      },
    );

    admin.post(
      '/api/admin/consult/:id/release',
      adminRoute.staff({ summary: '放开咨询（其他客服可接手）', params: ThreadParams, data: Type.Null() }),
      async (req) => {
        await consult.staff.release(req.actor!, req.params.id);
        return ok(null, '已放开');
      },
    );
  });
}

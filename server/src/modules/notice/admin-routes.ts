import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { PageOf } from '../../lib/pagination.js';
import type { NoticeAdminService } from './admin-service.js';
import {
  AdminNoticeDetail,
  AdminNoticeItem,
  AdminNoticeQuery,
  NoticeBody,
  NoticeIdParams,
  PinBody,
  PublishBody,
} from './schema.js';

const adminRoute = routeKit({ tags: ['admin'] });

/** The notice editor of the operator console (role check first, as in admin/routes.ts). */
export async function noticeAdminRoutes(app: App, deps: { noticeAdmin: NoticeAdminService }) {
  const { noticeAdmin: na } = deps;
  await app.register(async (admin: App) => {
    admin.get(
      '/api/admin/notice/list',
      adminRoute.staff({
        summary: '公告与内容页（含草稿，最近修改在前）',
        querystring: AdminNoticeQuery,
        data: PageOf(AdminNoticeItem),
      }),
      async (req) => ok(await na.list(req.query)),
    );
    admin.get(
      '/api/admin/notice/:id',
      adminRoute.staff({
        summary: '预览（含草稿，正文为读者看到的净化结果）',
        params: NoticeIdParams,
        data: AdminNoticeDetail,
      }),
      async (req) => ok(await na.preview(req.params.id)),
    );
    admin.post(
      '/api/admin/notice',
      adminRoute.staff({ summary: '新建公告（正文保存时净化）', body: NoticeBody, data: AdminNoticeDetail }),
      async (req) => ok(await na.create(req.actor!, req.body), '已保存'),
    );
    admin.put(
      '/api/admin/notice/:id',
      adminRoute.staff({
        summary: '修改公告（正文保存时净化）',
        params: NoticeIdParams,
        body: NoticeBody,
        data: AdminNoticeDetail,
      }),
      async (req) => ok(await na.update(req.actor!, req.params.id, req.body), '已保存'),
    );
    admin.post(
      '/api/admin/notice/:id/publish',
      adminRoute.staff({ summary: '发布 / 撤回', params: NoticeIdParams, body: PublishBody, data: AdminNoticeDetail }),
      async (req) =>
        ok(await na.publish(req.actor!, req.params.id, req.body.published), req.body.published ? '已发布' : '已撤回'),
    );
    admin.post(
      '/api/admin/notice/:id/pin',
      adminRoute.staff({ summary: '置顶 / 取消置顶', params: NoticeIdParams, body: PinBody, data: AdminNoticeDetail }),
      async (req) =>
        ok(await na.pin(req.actor!, req.params.id, req.body.pinned), req.body.pinned ? '已置顶' : '已取消置顶'),
    );
    admin.delete(
      '/api/admin/notice/:id',
      adminRoute.staff({ summary: '删除公告', params: NoticeIdParams, data: Type.Null() }),
      async (req) => {
        await na.remove(req.actor!, req.params.id);
        return ok(null, '已删除');
      },
    );
  });
}

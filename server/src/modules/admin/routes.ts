import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { PageOf, PageQuery } from '../../lib/pagination.js';
import type { AuditLogService } from './audit-log.js';
import type { ConsoleCountsService } from './counts.js';
import { AuditItem, AuditQuery, ConsoleCounts, RejectBody, ReviewItem, ReviewParams } from './schema.js';
import type { ReviewService } from './service.js';

const adminRoute = routeKit({ tags: ['admin'] });

/**
 * The operator console. Every route is built by `adminRoute.staff` (`config: { auth: 'staff' }`), checked
 * in onRequest (before the body is even read); the app refuses to start with an /api/admin route that
 * does not, so a route added here later cannot forget the role check: logged out → 401, no
 * operator/admin role → 403.
 */
export async function adminRoutes(
  app: App,
  deps: { review: ReviewService; auditLog: AuditLogService; counts: ConsoleCountsService },
) {
  const { review, auditLog, counts } = deps;
  await app.register(async (admin: App) => {
    admin.get(
      '/api/admin/counts',
      adminRoute.staff({ summary: '运营后台各栏目的待处理数（侧边导航的角标）', data: ConsoleCounts }),
      async () => ok(await counts.counts()),
    );

    admin.get(
      '/api/admin/audit',
      adminRoute.staff({
        summary: '操作日志（最新在前，可按关键词与日期筛选）',
        querystring: AuditQuery,
        data: PageOf(AuditItem),
      }),
      async (req) => ok(await auditLog.list(req.query)),
    );

    admin.get(
      '/api/admin/review/list',
      adminRoute.staff({
        summary: '待审核商品（最早提交在前；不含账号密码）',
        querystring: PageQuery,
        data: PageOf(ReviewItem),
      }),
      async (req) => ok(await review.queue(req.query)),
    );

    admin.get(
      '/api/admin/review/reasons',
      adminRoute.staff({ summary: '常用驳回原因', data: Type.Array(Type.String()) }),
      async () => ok(review.reasons()),
    );

    admin.post(
      '/api/admin/review/:id/approve',
      adminRoute.staff({ summary: '审核通过：待审核 → 在售，并通知卖家', params: ReviewParams, data: Type.Null() }),
      async (req) => {
        await review.approve(req.actor!, req.params.id);
        return ok(null, '已通过，商品已上架');
      },
    );

    admin.post(
      '/api/admin/review/:id/reject',
      adminRoute.staff({
        summary: '驳回：待审核 → 审核未通过（附原因），并通知卖家',
        params: ReviewParams,
        body: RejectBody,
        data: Type.Null(),
      }),
      async (req) => {
        await review.reject(req.actor!, req.params.id, req.body.reason);
        return ok(null, '已驳回');
      },
    );
  });
}

import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { Ok, SECURED, errorResponses, ok } from '../../lib/envelope.js';
import { PageOf, PageQuery } from '../../lib/pagination.js';
import type { AuditLogService } from './audit-log.js';
import type { ConsoleCountsService } from './counts.js';
import { AuditItem, AuditQuery, ConsoleCounts, RejectBody, ReviewItem, ReviewParams } from './schema.js';
import type { ReviewService } from './service.js';

/**
 * The operator console. Every route declares `config: { auth: 'staff' }`, checked in onRequest
 * (before the body is even read); the app refuses to start with an /api/admin route that does not,
 * so a route added here later cannot forget the role check: logged out → 401, no operator/admin role → 403.
 */
export async function adminRoutes(
  app: App,
  deps: { review: ReviewService; auditLog: AuditLogService; counts: ConsoleCountsService },
) {
  const { review, auditLog, counts } = deps;
  await app.register(async (admin: App) => {
    const tags = ['admin'];

    admin.get(
      '/api/admin/counts',
      {
        config: { auth: 'staff' },
        schema: {
          tags,
          summary: '运营后台各栏目的待处理数（侧边导航的角标）',
          security: SECURED,
          response: { 200: Ok(ConsoleCounts), ...errorResponses },
        },
      },
      async () => ok(await counts.counts()),
    );

    admin.get(
      '/api/admin/audit',
      {
        config: { auth: 'staff' },
        schema: {
          tags,
          summary: '操作日志（最新在前，可按关键词与日期筛选）',
          security: SECURED,
          querystring: AuditQuery,
          response: { 200: Ok(PageOf(AuditItem)), ...errorResponses },
        },
      },
      async (req) => ok(await auditLog.list(req.query)),
    );

    admin.get(
      '/api/admin/review/list',
      {
        config: { auth: 'staff' },
        schema: {
          tags,
          summary: '待审核商品（最早提交在前；不含账号密码）',
          security: SECURED,
          querystring: PageQuery,
          response: { 200: Ok(PageOf(ReviewItem)), ...errorResponses },
        },
      },
      async (req) => ok(await review.queue(req.query)),
    );

    admin.get(
      '/api/admin/review/reasons',
      {
        config: { auth: 'staff' },
        schema: {
          tags,
          summary: '常用驳回原因',
          security: SECURED,
          response: { 200: Ok(Type.Array(Type.String())), ...errorResponses },
        },
      },
      async () => ok(review.reasons()),
    );

    admin.post(
      '/api/admin/review/:id/approve',
      {
        config: { auth: 'staff' },
        schema: {
          tags,
          summary: '审核通过：待审核 → 在售，并通知卖家',
          security: SECURED,
          params: ReviewParams,
          response: { 200: Ok(Type.Null()), ...errorResponses },
        },
      },
      async (req) => {
        await review.approve(req.actor!, req.params.id);
        return ok(null, '已通过，商品已上架');
      },
    );

    admin.post(
      '/api/admin/review/:id/reject',
      {
        config: { auth: 'staff' },
        schema: {
          tags,
          summary: '驳回：待审核 → 审核未通过（附原因），并通知卖家',
          security: SECURED,
          params: ReviewParams,
          body: RejectBody,
          response: { 200: Ok(Type.Null()), ...errorResponses },
        },
      },
      async (req) => {
        await review.reject(req.actor!, req.params.id, req.body.reason);
        return ok(null, '已驳回');
      },
    );
  });
}

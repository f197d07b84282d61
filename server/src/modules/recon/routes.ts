import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { PageOf, PageQuery } from '../../lib/pagination.js';
import { routeKit } from '../../lib/route.js';
import { IdParams } from '../order/index.js';
import { AdjustBody, ExplainBody, ReconMismatch, ReconMismatchQuery, ReconRun, RefundBody } from './schema.js';
import type { ReconService } from './service.js';

const adminRoute = routeKit({ tags: ['admin'] });

/** The console's reconciliation page: the runs, their mismatches, and the three named actions. */
export async function reconRoutes(app: App, deps: { recon: ReconService }) {
  const { recon } = deps;
  await app.register(async (admin: App) => {
    admin.get(
      '/api/admin/recon/runs',
      adminRoute.staff({
        summary: '每日对账：各渠道每天的对账记录（最新在前）',
        querystring: PageQuery,
        data: PageOf(ReconRun),
      }),
      async (req) => ok(await recon.runs(req.query)),
    );
    admin.get(
      '/api/admin/recon/mismatches',
      adminRoute.staff({
        summary: '对账差异（按状态、对账记录）',
        querystring: ReconMismatchQuery,
        data: PageOf(ReconMismatch),
      }),
      async (req) => ok(await recon.mismatches(req.query)),
    );
    admin.post(
      '/api/admin/recon/mismatch/:id/adjust',
      adminRoute.staff({
        summary: '补记账：记一笔对账调整分录（附说明）',
        params: IdParams,
        body: AdjustBody,
        data: ReconMismatch,
      }),
      async (req) => ok(await recon.adjust(req.actor!, req.params.id, req.body), '已补记账'),
    );
    admin.post(
      '/api/admin/recon/mismatch/:id/refund',
      adminRoute.staff({
        summary: '退款：按账单金额原路退回',
        params: IdParams,
        body: RefundBody,
        data: ReconMismatch,
      }),
      async (req) => ok(await recon.refund(req.actor!, req.params.id, req.body ?? {}), '已退款'),
    );
    admin.post(
      '/api/admin/recon/mismatch/:id/explain',
      adminRoute.staff({
        summary: '已核实说明：核实无误，填写说明后关闭差异',
        params: IdParams,
        body: ExplainBody,
        data: ReconMismatch,
      }),
      async (req) => ok(await recon.explain(req.actor!, req.params.id, req.body), '已记录核实说明'),
    );
  });
}

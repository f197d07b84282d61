import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { Checklist, GameParams, TemplateBody, TemplateList, TemplateQuery } from './schema.js';
import type { HandoverService } from './service.js';

const route = routeKit({ tags: ['handover'] });
const adminRoute = routeKit({ tags: ['admin'] });

/** The handover checklists: anyone may read a game's (buyer and seller see what staff will check); operators edit them. */
export async function handoverRoutes(root: App, deps: { handover: HandoverService }) {
  const { handover } = deps;

  await root.register(async (app: App) => {
    app.get(
      '/api/handover/template',
      route.public({
        summary: '平台验号换绑：该游戏客服逐项核对的清单（未设置的游戏为通用清单）',
        querystring: TemplateQuery,
        data: Checklist,
      }),
      async (req) => ok(await handover.publicTemplate(req.query.gameId)),
    );
  });

  await root.register(async (admin: App) => {
    admin.get(
      '/api/admin/handover/templates',
      adminRoute.staff({ summary: '各游戏的验号换绑清单（含最后编辑人）', data: TemplateList }),
      async () => ok({ rows: await handover.list() }),
    );

    admin.put(
      '/api/admin/handover/templates/:gameId',
      adminRoute.staff({
        summary: '修改某游戏的验号换绑清单（1-20项，记入操作日志）',
        params: GameParams,
        body: TemplateBody,
        data: Checklist,
      }),
      async (req) => ok(await handover.update(req.actor!, req.params.gameId, req.body.items), '已保存'),
    );
  });
}

import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { RealnameBody, RealnameData } from './schema.js';
import type { RealnameService } from './service.js';

const route = routeKit({ tags: ['user'], authAfterValidation: true });

export async function realnameRoutes(app: App, deps: { realname: RealnameService }) {
  app.post(
    '/api/realname/auth',
    route.user({ summary: '实名认证（年满 18 周岁）', body: RealnameBody, data: RealnameData }),
    async (req) => ok(await deps.realname.verify(req.actor!, req.body), '实名认证成功'),
  );
}

import type { App } from '../../app-types.js';
import { Ok, SECURED, errorResponses, ok } from '../../lib/envelope.js';
import { RealnameBody, RealnameData } from './schema.js';
import type { RealnameService } from './service.js';

export async function realnameRoutes(app: App, deps: { realname: RealnameService }) {
  app.post(
    '/api/realname/auth',
    {
      config: { auth: 'user', authAfterValidation: true },
      schema: {
        tags: ['user'],
        summary: '实名认证（年满 18 周岁）',
        security: SECURED,
        body: RealnameBody,
        response: { 200: Ok(RealnameData), ...errorResponses },
      },
    },
    async (req) => ok(await deps.realname.verify(req.actor!, req.body), '实名认证成功'),
  );
}

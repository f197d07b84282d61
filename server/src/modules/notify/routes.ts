import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { SubscribeBody, SubscribeResult, TemplateItem } from './schema.js';
import type { NotifyService } from './service.js';

const route = routeKit({ tags: ['notify'], authAfterValidation: true });

export async function notifyRoutes(app: App, deps: { notify: NotifyService }) {
  const { notify } = deps;
  app.get(
    '/api/notify/templates',
    route.public({
      summary: '微信订阅消息模板（小程序 requestSubscribeMessage 使用）',
      data: Type.Array(TemplateItem),
    }),
    async () => ok(notify.templates()),
  );
  app.post(
    '/api/notify/subscribe',
    route.user({ summary: '记录用户同意的订阅消息（每次同意可发送一条）', body: SubscribeBody, data: SubscribeResult }),
    async (req) => ok(await notify.subscribe(req.actor!, req.body), '订阅成功'),
  );
}

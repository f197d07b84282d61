import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { Ok, SECURED, errorResponses, ok } from '../../lib/envelope.js';
import { SubscribeBody, SubscribeResult, TemplateItem } from './schema.js';
import type { NotifyService } from './service.js';

export async function notifyRoutes(app: App, deps: { notify: NotifyService }) {
  const { notify } = deps;
  const tags = ['notify'];
  app.get(
    '/api/notify/templates',
    {
      schema: {
        tags,
        summary: '微信订阅消息模板（小程序 requestSubscribeMessage 使用）',
        response: { 200: Ok(Type.Array(TemplateItem)), ...errorResponses },
      },
    },
    async () => ok(notify.templates()),
  );
  app.post(
    '/api/notify/subscribe',
    {
      config: { auth: 'user', authAfterValidation: true },
      schema: {
        tags,
        summary: '记录用户同意的订阅消息（每次同意可发送一条）',
        security: SECURED,
        body: SubscribeBody,
        response: { 200: Ok(SubscribeResult), ...errorResponses },
      },
    },
    async (req) => ok(await notify.subscribe(req.actor!, req.body), '订阅成功'),
  );
}

import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { ok } from '../../lib/envelope.js';
import { routeKit } from '../../lib/route.js';
import { MessageIdParams, MessageItem, MessageListQuery, MessagePage } from './schema.js';
import type { MessageService } from './service.js';

const route = routeKit({ tags: ['message'] });

/** The inbox: every route needs a login and sees only the caller's messages. */
export async function messageRoutes(root: App, deps: { messages: MessageService }) {
  const { messages } = deps;
  await root.register(async (app: App) => {
    app.get(
      '/api/need/message/list',
      route.user({ summary: '我的消息（含未读总数）', querystring: MessageListQuery, data: MessagePage }),
      async (req) => ok(await messages.list(req.actor!, req.query)),
    );

    app.get(
      '/api/need/message/changeRead/:id',
      route.user({ summary: '标记已读并返回该消息（重复调用无副作用）', params: MessageIdParams, data: MessageItem }),
      async (req) => ok(await messages.changeRead(req.actor!, req.params.id)),
    );

    app.post(
      '/api/need/message/readAll',
      route.user({ summary: '全部标记已读', data: Type.Object({ changed: Type.Integer() }) }),
      async (req) => ok(await messages.readAll(req.actor!), '已全部标为已读'),
    );

    app.get(
      '/api/need/message/unreadCount',
      route.user({ summary: '未读消息数', data: Type.Object({ unread: Type.Integer() }) }),
      async (req) => ok(await messages.unreadCount(req.actor!)),
    );
  });
}

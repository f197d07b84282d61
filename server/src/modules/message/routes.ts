import { Type } from 'typebox';
import type { App } from '../../app-types.js';
import { Ok, SECURED, errorResponses, ok } from '../../lib/envelope.js';
import { MessageIdParams, MessageItem, MessageListQuery, MessagePage } from './schema.js';
import type { MessageService } from './service.js';

/** The inbox: every route needs a login and sees only the caller's messages. */
export async function messageRoutes(root: App, deps: { messages: MessageService }) {
  const { messages } = deps;
  await root.register(async (app: App) => {
    const tags = ['message'];

    app.get(
      '/api/need/message/list',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: '我的消息（含未读总数）',
          security: SECURED,
          querystring: MessageListQuery,
          response: { 200: Ok(MessagePage), ...errorResponses },
        },
      },
      async (req) => ok(await messages.list(req.actor!, req.query)),
    );

    app.get(
      '/api/need/message/changeRead/:id',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: '标记已读并返回该消息（重复调用无副作用）',
          security: SECURED,
          params: MessageIdParams,
          response: { 200: Ok(MessageItem), ...errorResponses },
        },
      },
      async (req) => ok(await messages.changeRead(req.actor!, req.params.id)),
    );

    app.post(
      '/api/need/message/readAll',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: '全部标记已读',
          security: SECURED,
          response: { 200: Ok(Type.Object({ changed: Type.Integer() })), ...errorResponses },
        },
      },
      async (req) => ok(await messages.readAll(req.actor!), '已全部标为已读'),
    );

    app.get(
      '/api/need/message/unreadCount',
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: '未读消息数',
          security: SECURED,
          response: { 200: Ok(Type.Object({ unread: Type.Integer() })), ...errorResponses },
        },
      },
      async (req) => ok(await messages.unreadCount(req.actor!)),
    );
  });
}

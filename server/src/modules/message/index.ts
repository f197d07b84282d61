/**
 * The message module's public face: what other modules may use of it. Other modules import from here,
 * never from the module's files (the boundary rule in eslint.config.mjs keeps that).
 */
export { createMessageRepo } from './repository.js';
export { createMessageService } from './service.js';
export type { MessageService } from './service.js';
export { SEND_TYPE } from './table.js';
import { defineModule, tableNames } from '../../module-kit.js';
import { createMessageRepo as messageRepoOf } from './repository.js';
import { messageRoutes } from './routes.js';
import { createMessageService as messagesOf, type MessageService as Messages } from './service.js';
import * as tables from './table.js';

declare module '../../module-kit.js' {
  interface Ports {
    messages: Messages;
  }
}

export const messageModule = defineModule({
  name: 'message',
  tables: tableNames(tables),
  needs: ['clock', 'db', 'notify'],
  build: (p) => ({ messages: messagesOf({ repo: messageRepoOf(p.db), clock: p.clock, outbox: p.notify }) }),
  routes: [{ order: 140, register: (app, p) => messageRoutes(app, { messages: p.messages }) }],
});

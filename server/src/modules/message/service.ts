import type { Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { MessageRepo } from './repository.js';
import type { SendType } from './table.js';

export interface OutgoingMessage {
  sendType: SendType;
  title: string;
  content: string;
  /** what the message is about, e.g. { type: 'goods', id: 42 }, so the inbox can link to it */
  ref?: { type: string; id: number };
}

const TITLE_MAX = 100;
const CONTENT_MAX = 2000;

/**
 * The one way any module tells a user something. Pass the caller's transaction so the message is
 * written together with the change it reports (an approval and its "审核通过" commit or roll back
 * as one). Delivery beyond the inbox (push, SMS) would hang off this function later.
 */
export function createMessageService(deps: { repo: MessageRepo; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    async sendMessage(userId: number, m: OutgoingMessage, tx?: Executor) {
      // titles and bodies are composed by our own code from user input (a rejection reason, a title): bound them
      const title = Array.from(m.title).slice(0, TITLE_MAX).join('');
      const content = Array.from(m.content).slice(0, CONTENT_MAX).join('');
      return repo.insert({ userId, sendType: m.sendType, title, content, refType: m.ref?.type ?? null, refId: m.ref?.id ?? null, createdAt: clock.now() }, tx);
    },
  };
}
export type MessageService = ReturnType<typeof createMessageService>;

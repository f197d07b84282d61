import type { Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import type { Actor } from '../../lib/actor.js';
import type { MessageRepo } from './repository.js';
import type { MessageRow, SendType } from './table.js';
import type { OutsideNotice } from '../notify/index.js';

export interface OutgoingMessage {
  sendType: SendType;
  title: string;
  content: string;
  /** what the message is about, e.g. { type: 'goods', id: 42 }, so the inbox can link to it */
  ref?: { type: string; id: number };
  /** also send it outside the app (SMS, WeChat subscription message), once per `notify.key` */
  notify?: OutsideNotice;
}

/** Where sendMessage hands notices for outside the app (the notify module's outbox). */
export interface Outbox {
  enqueue(userId: number, n: OutsideNotice & { title: string }, tx?: Executor): Promise<void>;
}

const TITLE_MAX = 100;
const CONTENT_MAX = 2000;

function toItem(m: MessageRow) {
  return {
    id: m.id,
    sendType: m.sendType,
    title: m.title,
    content: m.content,
    readState: m.readState,
    refType: m.refType,
    refId: m.refId,
    createdAt: m.createdAt.toISOString(),
  };
}

/**
 * The one way any module tells a user something. Pass the caller's transaction so the message is
 * written together with the change it reports (an approval and its "审核通过" commit or roll back
 * as one). With `notify`, the same call also queues the SMS / WeChat subscription message in the
 * outbox, in that transaction: sent after commit, once per event key.
 */
export function createMessageService(deps: { repo: MessageRepo; clock: Clock; outbox?: Outbox }) {
  const { repo, clock, outbox } = deps;
  return {
    async sendMessage(userId: number, m: OutgoingMessage, tx?: Executor) {
      // titles and bodies are composed by our own code from user input (a rejection reason, a title): bound them
      const title = Array.from(m.title).slice(0, TITLE_MAX).join('');
      const content = Array.from(m.content).slice(0, CONTENT_MAX).join('');
      const row = await repo.insert(
        {
          userId,
          sendType: m.sendType,
          title,
          content,
          refType: m.ref?.type ?? null,
          refId: m.ref?.id ?? null,
          createdAt: clock.now(),
        },
        tx,
      );
      if (m.notify && outbox) await outbox.enqueue(userId, { ...m.notify, title }, tx);
      return row;
    },

    /** The caller's inbox, and their unread count whatever the filter (the badge and the tab agree). */
    async list(actor: Actor, q: { readState?: number; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const [{ rows, total }, unread] = await Promise.all([
        repo.page(actor.userId, q.readState, p.limit, p.offset),
        repo.unreadCount(actor.userId),
      ]);
      return { rows: rows.map(toItem), total, unread };
    },

    /** Marks the caller's message read and returns it; idempotent. Someone else's id looks unknown. */
    async changeRead(actor: Actor, id: number) {
      const row = (await repo.markRead(actor.userId, id)) ?? (await repo.findOwn(actor.userId, id));
      if (!row) throw new NotFound('消息不存在');
      return toItem(row);
    },

    async readAll(actor: Actor) {
      return { changed: await repo.markAllRead(actor.userId) };
    },

    async unreadCount(actor: Actor) {
      return { unread: await repo.unreadCount(actor.userId) };
    },
  };
}
export type MessageService = ReturnType<typeof createMessageService>;

import { createAudited } from '../../lib/audited.js';
import { readChatInput } from '../../lib/chat-input.js';
import { Conflict } from '../../lib/errors.js';
import { enforce } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import type { Executor } from '../../db/client.js';
import { SEND_TYPE } from '../message/index.js';
import type { OrderContext } from './context.js';
import { ORDER_STATE, type OrderRow } from './table.js';
import { CLOSED_CHAT_MSG, staffLineText } from './texts.js';
import { chatOut } from './views.js';

/** The order's chat between buyer, seller and staff (the system's lines are written by the steps that cause them). */
export function orderChat(ctx: OrderContext) {
  const { repo, users, upload, moderation, audit, limiter, config, clock, db, load, messages, handover } = ctx;
  const audited = createAudited({ db, audit, clock });

  /**
   * A staff line reaches buyer and seller (the chat is one three-party thread): in the inbox and
   * outside the app, once per round: only when the party has read every earlier staff line, so a
   * staff member asking five things in a row is one notice, not five.
   */
  async function tellParties(o: OrderRow, lineId: number, text: string, tx: Executor) {
    for (const userId of [o.buyerId, o.sellerId]) {
      if ((await repo.unseenStaffLines(o.id, userId, lineId, tx)) > 0) continue;
      const t = staffLineText(o.orderNo, o.goodsTitle, text);
      await messages.sendMessage(
        userId,
        {
          sendType: SEND_TYPE.orderStaffMessage,
          title: t.title,
          content: t.content,
          ref: { type: 'order', id: o.id },
          notify: {
            event: 'handover_update',
            key: `handover_update:chat:${o.id}:${userId}:${lineId}`,
            sms: t.sms,
            page: `pages/orderDetail/index?id=${o.id}`,
          },
        },
        tx,
      );
    }
  }

  return {
    async chat(actor: Actor, id: number, afterId: number, limit: number) {
      const { o, role } = await load(actor, id);
      const rows = await repo.chatAfter(id, afterId, limit);
      const names = await users.nickNames([o.buyerId, o.sellerId]);
      const lastId = rows.length ? rows[rows.length - 1]!.id : afterId;
      if (rows.length && role !== 'staff') await repo.markRead(id, actor.userId, lastId);
      // the handover desk counts the parties' lines its staff have not read yet
      if (rows.length && role === 'staff' && o.handoverMode === 'staff') await handover.staffSaw(id, lastId);
      return { rows: rows.map((m) => chatOut(actor, m, names)), lastId };
    },

    async postChat(actor: Actor, id: number, b: { text?: string; imageUrl?: string }) {
      const { o, role } = await load(actor, id);
      if (o.state === ORDER_STATE.cancelled || o.state === ORDER_STATE.expired) throw new Conflict(CLOSED_CHAT_MSG);
      const line = await readChatInput({ moderation, upload }, actor.userId, b);
      await enforce(limiter, 'chat:user', String(actor.userId), config.rateLimits.chatUser);
      const now = clock.now();
      const m = await db.transaction(async (tx) => {
        const row = await repo.insertChat(
          {
            orderId: id,
            senderId: actor.userId,
            role,
            ...line,
            createdAt: now,
          },
          tx,
        );
        // staff speaking in a customer's order is an operator action: audited, and both parties told
        if (role === 'staff') {
          await audited.within(tx, actor, 'order.chat', 'order', {
            id,
            before: null,
            after: { chatId: row.id },
            at: now,
          });
          await tellParties(o, row.id, line.text ?? '[图片]', tx);
          if (o.handoverMode === 'staff') await handover.staffSaw(id, row.id, tx);
        }
        return row;
      });
      if (role !== 'staff') await repo.markRead(id, actor.userId, m.id);
      return chatOut(actor, m, await users.nickNames([o.buyerId, o.sellerId]));
    },

    /** The whole chat of an order as `actor` reads it (the dispute module's operator page shows it). */
    chatOf: async (actor: Actor, o: OrderRow) => {
      const [rows, names] = await Promise.all([
        repo.chatAfter(o.id, 0, 1000),
        users.nickNames([o.buyerId, o.sellerId]),
      ]);
      return rows.map((m) => chatOut(actor, m, names));
    },
  };
}

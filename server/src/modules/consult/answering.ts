import { createAudited } from '../../lib/audited.js';
import { readChatInput } from '../../lib/chat-input.js';
import { Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import type { Actor } from '../../lib/actor.js';
import { SEND_TYPE } from '../message/index.js';
import type { Executor } from '../../db/client.js';
import { LINES_MAX, type ConsultDeps } from './context.js';
import type { ConsultThreadRow } from './table.js';
import { TEXT } from './texts.js';
import { goodsOf, lineOut } from './views.js';

/**
 * The staff side: the console's queue (longest wait first, who holds each thread), reading a
 * thread, taking it, answering. An answer notifies the asker in the inbox and, once per waiting
 * round, outside the app (SMS, or a subscription message where granted). Staff never answer about
 * their own listing or their own question: a party does not speak as the platform.
 */
export function createAnswering(deps: ConsultDeps) {
  const { repo, users, messages, clock } = deps;
  const audited = createAudited(deps);

  async function load(id: number) {
    const t = await repo.findThread(id);
    if (!t) throw new NotFound(TEXT.notFound);
    return t;
  }
  function assertNotParty(actor: Actor, t: ConsultThreadRow) {
    if (t.sellerId === actor.userId) throw new Forbidden(TEXT.ownGoodsStaff);
    if (t.userId === actor.userId) throw new Forbidden(TEXT.ownThreadStaff);
  }
  /** The refusal naming who holds it; read in the caller's transaction (PGlite has one connection). */
  async function heldByOther(id: number, tx: Executor) {
    const now = await repo.findThread(id, tx);
    const names = await users.nickNames([now?.assigneeId ?? 0], tx);
    return new Conflict(TEXT.heldByOther(names.get(now?.assigneeId ?? 0) || '其他客服'));
  }
  return {
    async queue(actor: Actor, q: { waiting?: 0 | 1; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const now = clock.now().getTime();
      const { rows, total } = await repo.queue(q.waiting === 1, actor.userId, p.limit, p.offset);
      return {
        rows: rows.map((r) => ({
          id: r.t.id,
          userId: r.t.userId,
          nickName: r.nickName ?? '',
          goods: goodsOf(r.t),
          // seconds, from the server's clock: the console's own clock may be off
          waitingSeconds: r.t.waitingSince ? Math.max(0, Math.floor((now - r.t.waitingSince.getTime()) / 1000)) : null,
          assigneeId: r.t.assigneeId,
          holder: r.holder,
          unread: Number(r.unread),
          lastText: r.last,
          lastMessageAt: r.t.lastMessageAt.toISOString(),
        })),
        total,
      };
    },

    /** Lines after `afterId` for staff; reading moves the staff's shared mark. */
    async lines(actor: Actor, id: number, afterId: number, limit = LINES_MAX) {
      const t = await load(id);
      // a seller who is also staff does not read the questions about their own listing
      assertNotParty(actor, t);
      const rows = await repo.messagesAfter(id, afterId, Math.min(limit, LINES_MAX));
      const lastId = rows.length ? rows[rows.length - 1]!.id : afterId;
      if (rows.length) await repo.markRead(id, 'staff', lastId);
      return { rows: rows.map((m) => lineOut(actor.userId, m, new Map(), true)), lastId, goods: goodsOf(t) };
    },

    /** Takes the thread (only one staff member answers at a time; a second one is told who holds it). */
    async claim(actor: Actor, id: number) {
      const t = await load(id);
      assertNotParty(actor, t);
      await audited(actor, 'consult.claim', 'consult', async (tx) => {
        const row = await repo.assign(id, actor.userId, tx);
        if (!row) throw await heldByOther(id, tx);
        return { id, before: { assigneeId: t.assigneeId }, after: { assigneeId: actor.userId }, out: undefined };
      });
    },

    async release(actor: Actor, id: number) {
      const t = await load(id);
      await audited(actor, 'consult.release', 'consult', async (tx) => {
        if (!(await repo.release(id, actor.userId, tx))) throw new Conflict(TEXT.notHolder);
        return { id, before: { assigneeId: t.assigneeId }, after: { assigneeId: null }, out: undefined };
      });
    },

    /** Answers: takes the thread if nobody holds it, writes the line, stops the waiting clock, tells the asker. */
    async answer(actor: Actor, id: number, b: { text?: string; imageUrl?: string }) {
      const t = await load(id);
      assertNotParty(actor, t);
      const line = await readChatInput(deps, actor.userId, b, { trusted: true });
      const now = clock.now();
      const m = await audited(actor, 'consult.answer', 'consult', async (tx) => {
        if (!(await repo.assign(id, actor.userId, tx))) throw await heldByOther(id, tx);
        const row = await repo.insertMessage(
          { threadId: id, senderId: actor.userId, role: 'staff', ...line, createdAt: now },
          tx,
        );
        await repo.touch(id, row, tx);
        // staff have seen everything up to their own answer
        await repo.markRead(id, 'staff', row.id, tx);
        await messages.sendMessage(
          t.userId,
          {
            sendType: SEND_TYPE.consultAnswered,
            title: TEXT.answeredTitle,
            content: TEXT.answeredContent(t.goodsTitle, line.text ?? '[图片]'),
            ref: { type: 'consult', id },
            // once per waiting round: a burst of answers to one question is one SMS, not five
            notify: t.waitingSince
              ? {
                  event: 'consult_answered',
                  key: `consult_answered:${id}:${t.waitingSince.getTime()}`,
                  sms: TEXT.answeredSms,
                  page: `other/consult/index?id=${id}`,
                }
              : undefined,
          },
          tx,
        );
        return { id, before: null, after: { messageId: row.id, kind: row.kind }, at: now, out: row };
      });
      return lineOut(actor.userId, m, new Map(), true);
    },

    /** Threads waiting for an answer (the console's badge). */
    async waiting() {
      return { total: await repo.waitingCount() };
    },
  };
}

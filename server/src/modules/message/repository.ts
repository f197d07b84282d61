import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { paged } from '../../lib/pagination.js';
import { messages, READ_STATE, type MessageRow } from './table.js';

export type MessageRepo = ReturnType<typeof createMessageRepo>;

export function createMessageRepo(db: Db) {
  return {
    async insert(
      v: {
        userId: number;
        sendType: number;
        title: string;
        content: string;
        refType: string | null;
        refId: number | null;
        createdAt: Date;
      },
      tx: Executor = db,
    ): Promise<MessageRow> {
      const [row] = await tx.insert(messages).values(v).returning();
      return row!;
    },
    /**
     * The inbox page: with a read state, that state newest first; without, unread first and then
     * newest first (both orders walk messages_user_read_idx).
     */
    async page(userId: number, readState: number | undefined, limit: number, offset: number, tx: Executor = db) {
      const where: SQL =
        readState === undefined
          ? eq(messages.userId, userId)
          : and(eq(messages.userId, userId), eq(messages.readState, readState))!;
      const order =
        readState === undefined
          ? [asc(messages.readState), desc(messages.createdAt), desc(messages.id)]
          : [desc(messages.createdAt), desc(messages.id)];
      return paged(
        tx
          .select()
          .from(messages)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        tx.select({ n: count() }).from(messages).where(where),
      );
    },
    async unreadCount(userId: number, tx: Executor = db): Promise<number> {
      const [r] = await tx
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.userId, userId), eq(messages.readState, READ_STATE.unread)));
      return Number(r?.n ?? 0);
    },
    async findOwn(userId: number, id: number, tx: Executor = db): Promise<MessageRow | undefined> {
      const [row] = await tx
        .select()
        .from(messages)
        .where(and(eq(messages.id, id), eq(messages.userId, userId)))
        .limit(1);
      return row;
    },
    /** Unread → read for the owner's message; undefined when it is not theirs or was already read. */
    async markRead(userId: number, id: number, tx: Executor = db): Promise<MessageRow | undefined> {
      const [row] = await tx
        .update(messages)
        .set({ readState: READ_STATE.read })
        .where(and(eq(messages.id, id), eq(messages.userId, userId), eq(messages.readState, READ_STATE.unread)))
        .returning();
      return row;
    },
    /** Every unread message of the user → read; how many changed. */
    async markAllRead(userId: number, tx: Executor = db): Promise<number> {
      const rows = await tx
        .update(messages)
        .set({ readState: READ_STATE.read })
        .where(and(eq(messages.userId, userId), eq(messages.readState, READ_STATE.unread)))
        .returning({ id: messages.id });
      return rows.length;
    },
  };
}

import { and, desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { messages, type MessageRow } from './table.js';

export type MessageRepo = ReturnType<typeof createMessageRepo>;

export function createMessageRepo(db: Db) {
  return {
    async insert(
      v: { userId: number; sendType: number; title: string; content: string; refType: string | null; refId: number | null; createdAt: Date },
      tx: Executor = db,
    ): Promise<MessageRow> {
      const [row] = await tx.insert(messages).values(v).returning();
      return row!;
    },
    /** Newest first (the list endpoints of the content issue page through this). */
    async listOf(userId: number, limit: number, offset: number, tx: Executor = db): Promise<MessageRow[]> {
      return tx.select().from(messages).where(eq(messages.userId, userId)).orderBy(desc(messages.createdAt), desc(messages.id)).limit(limit).offset(offset);
    },
    async findOwn(userId: number, id: number, tx: Executor = db): Promise<MessageRow | undefined> {
      const [row] = await tx.select().from(messages).where(and(eq(messages.id, id), eq(messages.userId, userId))).limit(1);
      return row;
    },
  };
}

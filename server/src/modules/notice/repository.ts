import { and, desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { notices } from './table.js';

export type NoticeRepo = ReturnType<typeof createNoticeRepo>;

export function createNoticeRepo(db: Db) {
  return {
    /** The current published page of a type (the newest, if operators published several). */
    async latestPublishedOfType(noticeType: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(notices)
        .where(and(eq(notices.noticeType, noticeType), eq(notices.published, true)))
        .orderBy(desc(notices.updatedAt), desc(notices.id))
        .limit(1);
      return row;
    },
    async existsOfType(noticeType: string, tx: Executor = db) {
      const [row] = await tx.select({ id: notices.id }).from(notices).where(eq(notices.noticeType, noticeType)).limit(1);
      return !!row;
    },
    async insert(v: { noticeType: string; title: string; content: string; category?: string | null; createdAt: Date }, tx: Executor = db) {
      await tx.insert(notices).values({ ...v, updatedAt: v.createdAt });
    },
  };
}

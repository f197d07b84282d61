import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { uploads } from './table.js';

export type UploadRepo = ReturnType<typeof createUploadRepo>;

export function createUploadRepo(db: Db) {
  return {
    async create(v: { userId: number; path: string; mime: string; size: number; createdAt: Date }, tx: Executor = db) {
      await tx.insert(uploads).values(v);
    },
    /** The image went to an asynchronous content check named `traceId`. */
    async markPending(path: string, traceId: string, tx: Executor = db) {
      await tx.update(uploads).set({ review: 'pending', traceId }).where(eq(uploads.path, path));
    },
    /** The check's verdict; returns the image's storage key, or null for an unknown trace. */
    async settleReview(traceId: string, verdict: 'pass' | 'risky', tx: Executor = db): Promise<string | null> {
      const rows = await tx
        .update(uploads)
        .set({ review: verdict })
        .where(eq(uploads.traceId, traceId))
        .returning({ path: uploads.path });
      return rows[0]?.path ?? null;
    },
    /** Forgets these storage keys (their files are being deleted). */
    async removePaths(paths: string[], tx: Executor = db): Promise<void> {
      if (paths.length) await tx.delete(uploads).where(inArray(uploads.path, paths));
    },
    /** Which of these storage keys a content check found risky. */
    async riskyPaths(paths: string[], tx: Executor = db): Promise<string[]> {
      if (!paths.length) return [];
      const rows = await tx
        .select({ path: uploads.path })
        .from(uploads)
        .where(and(inArray(uploads.path, paths), eq(uploads.review, 'risky')));
      return rows.map((r) => r.path);
    },
    /** Which of these storage keys this user uploaded (uploads_path_uq makes it one index probe each). */
    async ownedPaths(userId: number, paths: string[], tx: Executor = db): Promise<string[]> {
      if (!paths.length) return [];
      const rows = await tx
        .select({ path: uploads.path })
        .from(uploads)
        .where(and(eq(uploads.userId, userId), inArray(uploads.path, paths)));
      return rows.map((r) => r.path);
    },
  };
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { uploads } from './table.js';

export type UploadRepo = ReturnType<typeof createUploadRepo>;

export function createUploadRepo(db: Db) {
  return {
    async create(v: { userId: number; path: string; mime: string; size: number; createdAt: Date }, tx: Executor = db) {
      await tx.insert(uploads).values(v);
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

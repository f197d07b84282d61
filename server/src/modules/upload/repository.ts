import type { Db, Executor } from '../../db/client.js';
import { uploads } from './table.js';

export type UploadRepo = ReturnType<typeof createUploadRepo>;

export function createUploadRepo(db: Db) {
  return {
    async create(v: { userId: number; path: string; mime: string; size: number; createdAt: Date }, tx: Executor = db) {
      await tx.insert(uploads).values(v);
    },
  };
}

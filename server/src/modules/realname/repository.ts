import type { Db, Executor } from '../../db/client.js';
import { realnameAttempts } from './table.js';

export type RealnameRepo = ReturnType<typeof createRealnameRepo>;

export function createRealnameRepo(db: Db) {
  return {
    async recordAttempt(
      v: { userId: number; success: boolean; reason: string | null; provider: string; createdAt: Date },
      tx: Executor = db,
    ) {
      await tx.insert(realnameAttempts).values(v);
    },
  };
}

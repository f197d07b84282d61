import { and, desc, eq } from 'drizzle-orm';
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
    /** the provider of the user's successful verification (one per user: a verified name cannot change) */
    async verifiedBy(userId: number, tx: Executor = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ provider: realnameAttempts.provider })
        .from(realnameAttempts)
        .where(and(eq(realnameAttempts.userId, userId), eq(realnameAttempts.success, true)))
        .orderBy(desc(realnameAttempts.id))
        .limit(1);
      return row?.provider;
    },
  };
}

import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { paged } from '../../lib/pagination.js';
import { users } from '../user/index.js';
import { problems, type ProblemRow } from './table.js';

export type ProblemRepo = ReturnType<typeof createProblemRepo>;

export function createProblemRepo(db: Db) {
  return {
    async insert(
      v: {
        userId: number;
        kind: string;
        category: string;
        content: string;
        images: string[];
        contact: string | null;
        createdAt: Date;
      },
      tx: Executor = db,
    ) {
      const [row] = await tx.insert(problems).values(v).returning({ id: problems.id });
      return row!;
    },
    /** The user's own questions, newest first (problems_user_time_idx). */
    async pageOfUser(userId: number, limit: number, offset: number, tx: Executor = db) {
      const where = eq(problems.userId, userId);
      return paged(
        tx
          .select()
          .from(problems)
          .where(where)
          .orderBy(desc(problems.createdAt), desc(problems.id))
          .limit(limit)
          .offset(offset),
        tx.select({ n: count() }).from(problems).where(where),
      );
    },
    /** The operators' queue: oldest first, optionally one status, with the asker's nickname. */
    async queue(status: number | undefined, limit: number, offset: number, tx: Executor = db) {
      const where: SQL | undefined = status === undefined ? undefined : eq(problems.status, status);
      return paged(
        tx
          .select({ p: problems, nickName: users.nickName })
          .from(problems)
          .innerJoin(users, eq(users.id, problems.userId))
          .where(where)
          .orderBy(asc(problems.createdAt), asc(problems.id))
          .limit(limit)
          .offset(offset),
        tx.select({ n: count() }).from(problems).where(where),
      );
    },
    async findById(id: number, tx: Executor = db): Promise<ProblemRow | undefined> {
      const [row] = await tx.select().from(problems).where(eq(problems.id, id)).limit(1);
      return row;
    },
    /** Conditional update: changes the row only while its status is one of `from`; the new row or undefined. */
    async transition(
      id: number,
      from: number[],
      set: Partial<Pick<ProblemRow, 'status' | 'reply' | 'repliedBy' | 'repliedAt' | 'closedAt'>>,
      tx: Executor = db,
    ) {
      const [row] = await tx
        .update(problems)
        .set(set)
        .where(and(eq(problems.id, id), inArray(problems.status, from)))
        .returning();
      return row;
    },
  };
}

import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { paged } from '../../lib/pagination.js';
import { users } from '../user/index.js';
import { APPLICATION_STATUS, merchantApplications, type ApplicationRow } from './table.js';

export type MerchantRepo = ReturnType<typeof createMerchantRepo>;

export function createMerchantRepo(db: Db) {
  return {
    /** Fails with a unique violation when the user already has a pending application (merchant_app_pending_uq). */
    async insert(
      v: {
        userId: number;
        companyName: string | null;
        contactName: string;
        phone: string;
        qq: string | null;
        games: string[];
        intro: string;
        createdAt: Date;
      },
      tx: Executor = db,
    ) {
      const [row] = await tx.insert(merchantApplications).values(v).returning({ id: merchantApplications.id });
      return row!;
    },
    async latestOf(userId: number, tx: Executor = db): Promise<ApplicationRow | undefined> {
      const [row] = await tx
        .select()
        .from(merchantApplications)
        .where(eq(merchantApplications.userId, userId))
        .orderBy(desc(merchantApplications.createdAt), desc(merchantApplications.id))
        .limit(1);
      return row;
    },
    async hasPending(userId: number, tx: Executor = db) {
      const [row] = await tx
        .select({ id: merchantApplications.id })
        .from(merchantApplications)
        .where(
          and(eq(merchantApplications.userId, userId), eq(merchantApplications.status, APPLICATION_STATUS.pending)),
        )
        .limit(1);
      return !!row;
    },
    async queue(status: number | undefined, limit: number, offset: number, tx: Executor = db) {
      const where = status === undefined ? undefined : eq(merchantApplications.status, status);
      return paged(
        tx
          .select({ a: merchantApplications, nickName: users.nickName })
          .from(merchantApplications)
          .innerJoin(users, eq(users.id, merchantApplications.userId))
          .where(where)
          .orderBy(asc(merchantApplications.createdAt), asc(merchantApplications.id))
          .limit(limit)
          .offset(offset),
        tx.select({ n: count() }).from(merchantApplications).where(where),
      );
    },
    async byId(id: number, tx: Executor = db) {
      const [row] = await tx.select().from(merchantApplications).where(eq(merchantApplications.id, id)).limit(1);
      return row;
    },
    /** Pending → decided; undefined when it was no longer pending (another operator was first). */
    async decide(
      id: number,
      set: Pick<ApplicationRow, 'status' | 'reason' | 'reviewedBy' | 'reviewedAt'>,
      tx: Executor = db,
    ) {
      const [row] = await tx
        .update(merchantApplications)
        .set(set)
        .where(and(eq(merchantApplications.id, id), eq(merchantApplications.status, APPLICATION_STATUS.pending)))
        .returning();
      return row;
    },
  };
}

import { and, asc, count, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { users } from '../user/index.js';
import { blacklist, scamReports, type BlacklistRow, type ReportRow } from './table.js';
import { containsPattern } from '../../lib/like.js';
import { paged } from '../../lib/pagination.js';

export type BlacklistRepo = ReturnType<typeof createBlacklistRepo>;
export type EntryInsert = Omit<BlacklistRow, 'id'>;

export function createBlacklistRepo(db: Db) {
  return {
    /**
     * Entries whose account equals or contains `norm` (exact hits first), else the newest. The
     * substring case scans account_norm; the list is operator-curated and stays small (an exact
     * lookup uses blacklist_account_uq).
     */
    async search(norm: string | undefined, limit: number, offset: number, tx: Executor = db) {
      const where: SQL | undefined = norm
        ? or(eq(blacklist.accountNorm, norm), like(blacklist.accountNorm, containsPattern(norm)))
        : undefined;
      const order = norm
        ? [sql`(${blacklist.accountNorm} = ${norm}) desc`, desc(blacklist.createdAt), desc(blacklist.id)]
        : [desc(blacklist.createdAt), desc(blacklist.id)];
      return paged(
        tx
          .select()
          .from(blacklist)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        tx.select({ n: count() }).from(blacklist).where(where),
      );
    },
    async byNorm(norm: string, tx: Executor = db) {
      const [row] = await tx.select().from(blacklist).where(eq(blacklist.accountNorm, norm)).limit(1);
      return row;
    },
    async byId(id: number, tx: Executor = db) {
      const [row] = await tx.select().from(blacklist).where(eq(blacklist.id, id)).limit(1);
      return row;
    },
    /** Undefined when the account is already listed (blacklist_account_uq), so a race cannot list it twice. */
    async insert(v: EntryInsert, tx: Executor = db) {
      const [row] = await tx
        .insert(blacklist)
        .values(v)
        .onConflictDoNothing({ target: blacklist.accountNorm })
        .returning();
      return row;
    },
    async update(id: number, v: Partial<EntryInsert>, tx: Executor = db) {
      const [row] = await tx.update(blacklist).set(v).where(eq(blacklist.id, id)).returning();
      return row;
    },
    async remove(id: number, tx: Executor = db) {
      const [row] = await tx.delete(blacklist).where(eq(blacklist.id, id)).returning();
      return row;
    },

    // ---------------------------------------------------------------- reports
    async insertReport(
      v: {
        reporterId: number;
        account: string;
        kind: string;
        gameId: number | null;
        reason: string;
        images: string[];
        createdAt: Date;
      },
      tx: Executor = db,
    ) {
      const [row] = await tx.insert(scamReports).values(v).returning({ id: scamReports.id });
      return row!;
    },
    /** The operators' queue: oldest first, optionally one status, with the reporter's nickname. */
    async reports(status: number | undefined, limit: number, offset: number, tx: Executor = db) {
      const where = status === undefined ? undefined : eq(scamReports.status, status);
      return paged(
        tx
          .select({ r: scamReports, nickName: users.nickName })
          .from(scamReports)
          .innerJoin(users, eq(users.id, scamReports.reporterId))
          .where(where)
          .orderBy(asc(scamReports.createdAt), asc(scamReports.id))
          .limit(limit)
          .offset(offset),
        tx.select({ n: count() }).from(scamReports).where(where),
      );
    },
    async reportById(id: number, tx: Executor = db): Promise<ReportRow | undefined> {
      const [row] = await tx.select().from(scamReports).where(eq(scamReports.id, id)).limit(1);
      return row;
    },
    /** Decides a pending report; undefined when it was not pending any more (another operator was first). */
    async decideReport(
      id: number,
      set: Pick<ReportRow, 'status' | 'note' | 'blacklistId' | 'handledBy' | 'handledAt'>,
      tx: Executor = db,
    ) {
      const [row] = await tx
        .update(scamReports)
        .set(set)
        .where(and(eq(scamReports.id, id), eq(scamReports.status, 0)))
        .returning();
      return row;
    },
  };
}

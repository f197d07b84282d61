import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { socialAccounts, supportGroups, supportStaff, type GroupRow, type SocialRow, type StaffRow } from './table.js';

export type SupportRepo = ReturnType<typeof createSupportRepo>;

export type StaffInsert = Omit<StaffRow, 'id'>;
export type GroupInsert = Omit<GroupRow, 'id'>;
export type SocialInsert = Omit<SocialRow, 'id'>;

/** These tables hold dozens of rows: whole-table reads are cheap and keep the order logic in one place. */
export function createSupportRepo(db: Db) {
  return {
    // ---------------------------------------------------------------- staff
    async staff(opts: { onlyEnabled: boolean; type?: number }, tx: Executor = db): Promise<StaffRow[]> {
      const conds = [];
      if (opts.onlyEnabled) conds.push(eq(supportStaff.enabled, true));
      if (opts.type !== undefined) conds.push(eq(supportStaff.type, opts.type));
      return tx
        .select()
        .from(supportStaff)
        .where(and(...conds))
        .orderBy(asc(supportStaff.type), asc(supportStaff.sort), asc(supportStaff.id));
    },
    async staffById(id: number, tx: Executor = db) {
      const [row] = await tx.select().from(supportStaff).where(eq(supportStaff.id, id)).limit(1);
      return row;
    },
    async insertStaff(v: StaffInsert, tx: Executor = db) {
      const [row] = await tx.insert(supportStaff).values(v).returning();
      return row!;
    },
    async updateStaff(id: number, v: Partial<StaffInsert>, tx: Executor = db) {
      const [row] = await tx.update(supportStaff).set(v).where(eq(supportStaff.id, id)).returning();
      return row;
    },
    async deleteStaff(id: number, tx: Executor = db) {
      const [row] = await tx.delete(supportStaff).where(eq(supportStaff.id, id)).returning();
      return row;
    },

    // ---------------------------------------------------------------- groups
    /** With a game: that game's groups and the general ones; groups with room first. */
    async groups(opts: { onlyEnabled: boolean; gameId?: number }, tx: Executor = db): Promise<GroupRow[]> {
      const conds = [];
      if (opts.onlyEnabled) conds.push(eq(supportGroups.enabled, true));
      if (opts.gameId !== undefined)
        conds.push(or(eq(supportGroups.gameId, opts.gameId), isNull(supportGroups.gameId))!);
      return tx
        .select()
        .from(supportGroups)
        .where(and(...conds))
        .orderBy(asc(supportGroups.full), asc(supportGroups.sort), asc(supportGroups.id));
    },
    async groupById(id: number, tx: Executor = db) {
      const [row] = await tx.select().from(supportGroups).where(eq(supportGroups.id, id)).limit(1);
      return row;
    },
    async insertGroup(v: GroupInsert, tx: Executor = db) {
      const [row] = await tx.insert(supportGroups).values(v).returning();
      return row!;
    },
    async updateGroup(id: number, v: Partial<GroupInsert>, tx: Executor = db) {
      const [row] = await tx.update(supportGroups).set(v).where(eq(supportGroups.id, id)).returning();
      return row;
    },
    async deleteGroup(id: number, tx: Executor = db) {
      const [row] = await tx.delete(supportGroups).where(eq(supportGroups.id, id)).returning();
      return row;
    },

    // ---------------------------------------------------------------- social
    async social(opts: { onlyEnabled: boolean }, tx: Executor = db): Promise<SocialRow[]> {
      return tx
        .select()
        .from(socialAccounts)
        .where(opts.onlyEnabled ? eq(socialAccounts.enabled, true) : undefined)
        .orderBy(asc(socialAccounts.sort), asc(socialAccounts.id));
    },
    async socialById(id: number, tx: Executor = db) {
      const [row] = await tx.select().from(socialAccounts).where(eq(socialAccounts.id, id)).limit(1);
      return row;
    },
    async insertSocial(v: SocialInsert, tx: Executor = db) {
      const [row] = await tx.insert(socialAccounts).values(v).returning();
      return row!;
    },
    async updateSocial(id: number, v: Partial<SocialInsert>, tx: Executor = db) {
      const [row] = await tx.update(socialAccounts).set(v).where(eq(socialAccounts.id, id)).returning();
      return row;
    },
    async deleteSocial(id: number, tx: Executor = db) {
      const [row] = await tx.delete(socialAccounts).where(eq(socialAccounts.id, id)).returning();
      return row;
    },

    // ---------------------------------------------------------------- checkAccount
    /**
     * Enabled contacts whose identifier equals `account` exactly (WeChat ids and social accounts
     * case-insensitively, as those platforms treat them). Never a prefix or substring match.
     */
    async exactMatches(account: string, tx: Executor = db) {
      const lower = account.toLowerCase();
      const [staff, groups, social] = await Promise.all([
        tx
          .select()
          .from(supportStaff)
          .where(
            and(
              eq(supportStaff.enabled, true),
              or(
                eq(supportStaff.qq, account),
                eq(supportStaff.phone, account),
                sql`lower(${supportStaff.wechat}) = ${lower}`,
              ),
            ),
          )
          .orderBy(asc(supportStaff.id))
          .limit(1),
        tx
          .select()
          .from(supportGroups)
          .where(and(eq(supportGroups.enabled, true), eq(supportGroups.qq, account)))
          .orderBy(asc(supportGroups.id))
          .limit(1),
        tx
          .select()
          .from(socialAccounts)
          .where(and(eq(socialAccounts.enabled, true), sql`lower(${socialAccounts.account}) = ${lower}`))
          .orderBy(asc(socialAccounts.id))
          .limit(1),
      ]);
      return { staff: staff[0], group: groups[0], social: social[0] };
    },
  };
}

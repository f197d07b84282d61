import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { REAL_STATUS, USER_STATUS, users, type UserRow } from './table.js';

export type UserRepo = ReturnType<typeof createUserRepo>;

export interface NewUser {
  userName: string;
  phone: string;
  passwordHash?: string | null;
  roles?: string[];
  nickName?: string | null;
}

export function createUserRepo(db: Db) {
  return {
    /** Nicknames by id ('' for none), for pages that name the other party; one query for any number. */
    async nickNames(ids: number[], tx: Executor = db): Promise<Map<number, string>> {
      const uniq = [...new Set(ids)];
      if (!uniq.length) return new Map();
      const rows = await tx.select({ id: users.id, n: users.nickName }).from(users).where(inArray(users.id, uniq));
      return new Map(rows.map((r) => [r.id, r.n ?? '']));
    },
    async findById(id: number, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async lockById(id: number, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
      return row;
    },
    async findActiveByPhone(phone: string, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.phone, phone), eq(users.status, USER_STATUS.active)))
        .limit(1);
      return row;
    },
    async findActiveByUserName(userName: string, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.userName, userName), eq(users.status, USER_STATUS.active)))
        .limit(1);
      return row;
    },
    async phoneTaken(phone: string, tx: Executor = db): Promise<boolean> {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
      return !!row;
    },
    async userNameTaken(userName: string, tx: Executor = db): Promise<boolean> {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.userName, userName)).limit(1);
      return !!row;
    },
    /** Insert; returns undefined when phone or user name collides (unique index), so callers can retry/409. */
    async insert(v: NewUser, now: Date, tx: Executor = db): Promise<UserRow | undefined> {
      const rows = await tx
        .insert(users)
        .values({
          userName: v.userName,
          phone: v.phone,
          passwordHash: v.passwordHash ?? null,
          nickName: v.nickName ?? null,
          roles: v.roles ?? ['user'],
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      return rows[0];
    },
    async update(
      id: number,
      patch: Partial<Omit<UserRow, 'id' | 'createdAt'>>,
      tx: Executor = db,
    ): Promise<UserRow | undefined> {
      const [row] = await tx.update(users).set(patch).where(eq(users.id, id)).returning();
      return row;
    },
    /** Change the user name only if it was never changed before (race-safe "once"). */
    async changeUserNameOnce(id: number, userName: string, now: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ userName, userNameChanged: true, updatedAt: now })
        .where(and(eq(users.id, id), eq(users.userNameChanged, false)))
        .returning({ id: users.id });
      return rows.length === 1;
    },
    /** Set real-name data only if not verified yet; undefined means someone got there first. */
    async setRealname(
      id: number,
      v: { realNameEnc: string; idCardEnc: string; idCardHash: string },
      now: Date,
      tx: Executor = db,
    ) {
      const [row] = await tx
        .update(users)
        .set({ ...v, realStatus: REAL_STATUS.verified, realVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, id), eq(users.realStatus, REAL_STATUS.unverified)))
        .returning();
      return row;
    },
    async idCardHashTaken(hashes: string[], tx: Executor = db): Promise<boolean> {
      const [row] = await tx.select({ id: users.id }).from(users).where(inArray(users.idCardHash, hashes)).limit(1);
      return !!row;
    },
    /**
     * One batch of the names ordinary accounts show (not cancelled, not staff), in id order after
     * `afterId`: the reserved-name report reads the table in such batches.
     */
    async namesAfter(afterId: number, limit: number, tx: Executor = db) {
      return tx
        .select({ id: users.id, userName: users.userName, nickName: users.nickName, createdAt: users.createdAt })
        .from(users)
        .where(
          and(
            gt(users.id, afterId),
            ne(users.status, USER_STATUS.cancelled),
            sql`not (${users.roles} && array['operator', 'admin']::text[])`,
          ),
        )
        .orderBy(asc(users.id))
        .limit(limit);
    },
    /** Account deletion keeps the row (trade records, 3 years) but removes what identifies the person. */
    async anonymise(id: number, now: Date, tx: Executor = db) {
      await tx
        .update(users)
        .set({
          userName: null,
          phone: null,
          nickName: '已注销用户',
          avatar: null,
          email: null,
          passwordHash: null,
          realNameEnc: null,
          idCardEnc: null,
          idCardHash: null,
          realStatus: REAL_STATUS.unverified,
          status: USER_STATUS.cancelled,
          cancelledAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, id));
    },
  };
}

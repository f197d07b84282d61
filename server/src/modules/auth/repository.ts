import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { users } from '../user/index.js';
import { captchas, sessions, smsCodes } from './table.js';

export type SessionRepo = ReturnType<typeof createSessionRepo>;
export type CaptchaRepo = ReturnType<typeof createCaptchaRepo>;
export type SmsCodeRepo = ReturnType<typeof createSmsCodeRepo>;

export function createSessionRepo(db: Db) {
  return {
    async create(v: { tokenHash: string; userId: number; expiresAt: Date; now: Date }, tx: Executor = db) {
      const [row] = await tx
        .insert(sessions)
        .values({
          tokenHash: v.tokenHash,
          userId: v.userId,
          expiresAt: v.expiresAt,
          renewedAt: v.now,
          createdAt: v.now,
        })
        .returning({ id: sessions.id });
      return row!;
    },
    /** The live session of an active user for this token hash, or undefined. */
    async findActive(tokenHash: string, now: Date, tx: Executor = db) {
      const [row] = await tx
        .select({
          sessionId: sessions.id,
          userId: users.id,
          roles: users.roles,
          renewedAt: sessions.renewedAt,
          expiresAt: sessions.expiresAt,
          createdAt: sessions.createdAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), eq(users.status, 0)))
        .limit(1);
      return row;
    },
    async renew(sessionId: number, expiresAt: Date, now: Date, tx: Executor = db) {
      await tx.update(sessions).set({ expiresAt, renewedAt: now }).where(eq(sessions.id, sessionId));
    },
    async deleteById(sessionId: number, tx: Executor = db) {
      await tx.delete(sessions).where(eq(sessions.id, sessionId));
    },
    async deleteByUser(userId: number, exceptSessionId?: number, tx: Executor = db) {
      await tx
        .delete(sessions)
        .where(
          exceptSessionId === undefined
            ? eq(sessions.userId, userId)
            : and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)),
        );
    },
    async purgeExpired(now: Date, tx: Executor = db) {
      await tx.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}

export function createCaptchaRepo(db: Db) {
  return {
    async create(v: { id: string; answerHash: string; expiresAt: Date }, tx: Executor = db) {
      await tx.insert(captchas).values(v);
    },
    /** Delete-and-return: a captcha can be checked exactly once, whatever the answer. */
    async consume(id: string, tx: Executor = db) {
      const [row] = await tx.delete(captchas).where(eq(captchas.id, id)).returning();
      return row;
    },
    async purgeExpired(now: Date, tx: Executor = db) {
      await tx.delete(captchas).where(lt(captchas.expiresAt, now));
    },
    /** Keeps the `cap` newest pictures (by expiry, which is creation + a fixed TTL; id breaks ties); the older ones go. */
    async keepNewest(cap: number, tx: Executor = db) {
      await tx
        .delete(captchas)
        .where(
          sql`(${captchas.expiresAt}, ${captchas.id}) < (select c.expires_at, c.id from captchas c order by c.expires_at desc, c.id desc offset ${cap - 1} limit 1)`,
        );
    },
    async count(tx: Executor = db) {
      const [r] = await tx.select({ n: sql<number>`count(*)::int` }).from(captchas);
      return Number(r?.n ?? 0);
    },
  };
}

export function createSmsCodeRepo(db: Db) {
  return {
    async create(
      v: { id: string; phone: string; type: string; codeHash: string; expiresAt: Date; createdAt: Date },
      tx: Executor = db,
    ) {
      await tx.insert(smsCodes).values(v);
    },
    async find(id: string, tx: Executor = db) {
      const [row] = await tx.select().from(smsCodes).where(eq(smsCodes.id, id)).limit(1);
      return row;
    },
    async addAttempt(id: string, tx: Executor = db) {
      const [row] = await tx
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(eq(smsCodes.id, id))
        .returning({ attempts: smsCodes.attempts });
      return row?.attempts ?? 0;
    },
    /** Conditional update so two concurrent requests cannot both use one code. */
    async markUsed(id: string, now: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(smsCodes)
        .set({ usedAt: now })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
        .returning({ id: smsCodes.id });
      return rows.length === 1;
    },
    async purgeExpired(before: Date, tx: Executor = db) {
      await tx.delete(smsCodes).where(lt(smsCodes.expiresAt, before));
    },
  };
}

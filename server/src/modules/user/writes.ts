import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { createUserRepo } from './repository.js';
import { users } from './table.js';

/**
 * The writes other modules need of `users` (issue 36: one owner per table): the wallet moves a user's cached
 * balance, the merchant review grants a role (both in the caller's transaction, so the change commits or
 * rolls back with the ledger entry or the application it belongs to); sign-up creates the account, a
 * password reset sets the hash, real-name verification records the identity. The last three are the user
 * repository's own statements, published here so that no other module is handed that repository.
 */
export type UserWrites = ReturnType<typeof createUserWrites>;

export function createUserWrites(db: Db) {
  const repo = createUserRepo(db);
  return {
    /** A new account; undefined when the phone or user name is taken (the unique indexes), so sign-up can retry. */
    insert: repo.insert,
    /** Sets real-name data once, if not verified yet; undefined means someone got there first. */
    setRealname: repo.setRealname,
    async setPassword(userId: number, passwordHash: string, at: Date, tx: Executor = db) {
      await repo.update(userId, { passwordHash, updatedAt: at }, tx);
    },
    /**
     * Moves the cached balance by `amountFen` and answers the new balance. The UPDATE row-locks the user, so
     * two bookings of one user serialise and the caller's balance_after is exact. With `requireFunds`, a debit
     * that would go below zero changes nothing and answers undefined.
     */
    async moveBalance(userId: number, amountFen: number, requireFunds: boolean, tx: Executor) {
      const conds = [eq(users.id, userId)];
      if (requireFunds && amountFen < 0) conds.push(gte(users.balanceFen, -amountFen));
      const [u] = await tx
        .update(users)
        .set({ balanceFen: sql`${users.balanceFen} + ${amountFen}` })
        .where(and(...conds))
        .returning({ balanceFen: users.balanceFen });
      return u && Number(u.balanceFen);
    },
    /** Adds a role once (no duplicates); the session reads roles afresh on every request. */
    async grantRole(userId: number, role: string, at: Date, tx: Executor = db) {
      await tx
        .update(users)
        .set({ roles: sql`array_append(array_remove(${users.roles}, ${role}), ${role})`, updatedAt: at })
        .where(eq(users.id, userId));
    },
  };
}

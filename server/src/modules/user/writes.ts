import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { users } from './table.js';

/**
 * The writes other modules need of `users` (issue 36: one owner per table): the wallet moves a user's cached
 * balance, the merchant review grants a role. Both take the caller's transaction, so the change commits or
 * rolls back with the ledger entry or the application it belongs to.
 */
export type UserWrites = ReturnType<typeof createUserWrites>;

export function createUserWrites(db: Db) {
  return {
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

import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { paged } from '../../lib/pagination.js';
import { createUserWrites, users } from '../user/index.js';
import { reserveQueries } from './reserve-repository.js';
import { walletEntries, withdrawals, WITHDRAW_STATUS, type EntryKind, type WithdrawalRow } from './table.js';

export type WalletRepo = ReturnType<typeof createWalletRepo>;

export interface EntryInput {
  kind: EntryKind;
  amountFen: number;
  refType: string;
  refId: number;
  memo?: string;
  createdAt: Date;
}

export function createWalletRepo(db: Db) {
  // the cached balance lives on `users`, which the user module owns and writes
  const balances = createUserWrites(db);
  return {
    ...reserveQueries(db),
    /**
     * Books one user entry: moves the cached balance first (which also row-locks the user, so two
     * bookings of one user serialise and balance_after is exact), then appends the entry. With
     * `requireFunds`, a debit that would go below zero changes nothing and returns undefined.
     */
    async bookUser(userId: number, e: EntryInput, tx: Executor, requireFunds = false) {
      const balanceAfterFen = await balances.moveBalance(userId, e.amountFen, requireFunds, tx);
      if (balanceAfterFen === undefined) return undefined;
      const [row] = await tx
        .insert(walletEntries)
        .values({
          userId,
          kind: e.kind,
          amountFen: e.amountFen,
          balanceAfterFen,
          refType: e.refType,
          refId: e.refId,
          memo: e.memo ?? '',
          createdAt: e.createdAt,
        })
        .returning();
      return row!;
    },
    /** A platform entry (escrow, revenue): no balance cache. */
    async bookPlatform(e: EntryInput, tx: Executor) {
      await tx.insert(walletEntries).values({
        userId: null,
        kind: e.kind,
        amountFen: e.amountFen,
        balanceAfterFen: null,
        refType: e.refType,
        refId: e.refId,
        memo: e.memo ?? '',
        createdAt: e.createdAt,
      });
    },

    async balanceOf(userId: number, tx: Executor = db): Promise<number> {
      const [u] = await tx.select({ b: users.balanceFen }).from(users).where(eq(users.id, userId)).limit(1);
      return Number(u?.b ?? 0);
    },
    /** The ledger's own answer (what the cache must always equal). */
    async sumOf(userId: number, tx: Executor = db): Promise<number> {
      const [r] = await tx
        .select({ s: sql<string>`coalesce(sum(${walletEntries.amountFen}), 0)` })
        .from(walletEntries)
        .where(eq(walletEntries.userId, userId));
      return Number(r?.s ?? 0);
    },
    async sumByKind(userId: number, kind: EntryKind, tx: Executor = db): Promise<number> {
      const [r] = await tx
        .select({ s: sql<string>`coalesce(sum(${walletEntries.amountFen}), 0)` })
        .from(walletEntries)
        .where(and(eq(walletEntries.userId, userId), eq(walletEntries.kind, kind)));
      return Number(r?.s ?? 0);
    },
    async platformSums(tx: Executor = db) {
      const rows = await tx
        .select({ kind: walletEntries.kind, s: sql<string>`sum(${walletEntries.amountFen})` })
        .from(walletEntries)
        .where(isNull(walletEntries.userId))
        .groupBy(walletEntries.kind);
      return Object.fromEntries(rows.map((r) => [r.kind, Number(r.s)])) as Record<string, number>;
    },
    async entries(userId: number, limit: number, offset: number, tx: Executor = db) {
      const where = eq(walletEntries.userId, userId);
      return paged(
        tx.select().from(walletEntries).where(where).orderBy(desc(walletEntries.id)).limit(limit).offset(offset),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(walletEntries)
          .where(where),
      );
    },

    // ------------------------------------------------------------ withdrawals
    async insertWithdrawal(v: Omit<typeof withdrawals.$inferInsert, 'id'>, tx: Executor): Promise<WithdrawalRow> {
      const [row] = await tx.insert(withdrawals).values(v).returning();
      return row!;
    },
    async pendingOf(userId: number, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, WITHDRAW_STATUS.pending)))
        .limit(1);
      return row;
    },
    async withdrawalsOf(userId: number, limit: number, offset: number, tx: Executor = db) {
      const where = eq(withdrawals.userId, userId);
      return paged(
        tx.select().from(withdrawals).where(where).orderBy(desc(withdrawals.id)).limit(limit).offset(offset),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(withdrawals)
          .where(where),
      );
    },
    async withdrawalsByStatus(status: number | undefined, limit: number, offset: number, tx: Executor = db) {
      const where = status === undefined ? undefined : eq(withdrawals.status, status);
      return paged(
        tx
          .select({ w: withdrawals, nickName: users.nickName })
          .from(withdrawals)
          .innerJoin(users, eq(users.id, withdrawals.userId))
          .where(where)
          .orderBy(desc(withdrawals.id))
          .limit(limit)
          .offset(offset),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(withdrawals)
          .where(where),
      );
    },
    async withdrawal(id: number, tx: Executor = db) {
      const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1);
      return row;
    },
    /** pending → paid / rejected, once: a second operator's click matches nothing. */
    async decideWithdrawal(
      id: number,
      to: number,
      v: { processedBy: number; processedAt: Date; rejectReason?: string | null; remark?: string | null },
      tx: Executor,
    ) {
      const [row] = await tx
        .update(withdrawals)
        .set({ status: to, ...v })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, WITHDRAW_STATUS.pending)))
        .returning();
      return row;
    },
  };
}

import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { RESERVE_STATUS, sellerDebts, sellerReserves, type SellerDebtRow, type SellerReserveRow } from './table.js';

/** The queries of the seller reserve and the sellers' debts (issue 42); the wallet repository spreads them in. */
export function reserveQueries(db: Db) {
  return {
    async insertReserve(v: Omit<typeof sellerReserves.$inferInsert, 'id'>, tx: Executor): Promise<SellerReserveRow> {
      const [row] = await tx.insert(sellerReserves).values(v).returning();
      return row!;
    },
    /** The order's reserve, row-locked: a claim's payout or filing and the release job serialise on it. */
    async lockReserveOf(orderId: number, tx: Executor): Promise<SellerReserveRow | undefined> {
      const [row] = await tx
        .select()
        .from(sellerReserves)
        .where(eq(sellerReserves.orderId, orderId))
        .limit(1)
        .for('update');
      return row;
    },
    /**
     * Held reserves whose window has passed, after `afterId`, by id, locked FOR UPDATE SKIP LOCKED: a
     * reserve another instance (or a claim being filed) holds is skipped, never waited for.
     */
    async dueReserves(now: Date, afterId: number, limit: number, tx: Executor): Promise<SellerReserveRow[]> {
      return tx
        .select()
        .from(sellerReserves)
        .where(
          and(
            eq(sellerReserves.status, RESERVE_STATUS.held),
            lte(sellerReserves.releaseAt, now),
            gt(sellerReserves.id, afterId),
          ),
        )
        .orderBy(asc(sellerReserves.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },
    /** held → released, once: a second run (any instance) matches nothing. */
    async markReleased(id: number, releasedFen: number, now: Date, tx: Executor) {
      const [row] = await tx
        .update(sellerReserves)
        .set({ status: RESERVE_STATUS.released, heldFen: 0, releasedFen, releasedAt: now })
        .where(and(eq(sellerReserves.id, id), eq(sellerReserves.status, RESERVE_STATUS.held)))
        .returning();
      return row;
    },
    /** A claim took `takeFen` of a held reserve; used up when nothing is left. */
    async drawReserve(id: number, takeFen: number, now: Date, tx: Executor) {
      const [row] = await tx
        .update(sellerReserves)
        .set({
          heldFen: sql`${sellerReserves.heldFen} - ${takeFen}`,
          status: sql`case when ${sellerReserves.heldFen} - ${takeFen} = 0 then ${RESERVE_STATUS.used} else ${sellerReserves.status} end`,
          releasedAt: sql`case when ${sellerReserves.heldFen} - ${takeFen} = 0 then ${now.toISOString()}::timestamptz else ${sellerReserves.releasedAt} end`,
        })
        .where(
          and(
            eq(sellerReserves.id, id),
            eq(sellerReserves.status, RESERVE_STATUS.held),
            sql`${sellerReserves.heldFen} >= ${takeFen}`,
          ),
        )
        .returning();
      return row;
    },
    /** What a seller's reserves hold now (not available to withdraw). */
    async heldOf(sellerId: number, tx: Executor = db): Promise<number> {
      const [r] = await tx
        .select({ s: sql<string>`coalesce(sum(${sellerReserves.heldFen}), 0)` })
        .from(sellerReserves)
        .where(and(eq(sellerReserves.sellerId, sellerId), eq(sellerReserves.status, RESERVE_STATUS.held)));
      return Number(r?.s ?? 0);
    },
    /** A seller's held reserves, the soonest release first (the wallet page lists each with its date). */
    async heldReserves(sellerId: number, tx: Executor = db): Promise<SellerReserveRow[]> {
      return tx
        .select()
        .from(sellerReserves)
        .where(and(eq(sellerReserves.sellerId, sellerId), eq(sellerReserves.status, RESERVE_STATUS.held)))
        .orderBy(asc(sellerReserves.releaseAt), asc(sellerReserves.id));
    },

    async insertDebt(v: Omit<typeof sellerDebts.$inferInsert, 'id'>, tx: Executor): Promise<SellerDebtRow> {
      const [row] = await tx.insert(sellerDebts).values(v).returning();
      return row!;
    },
    /** A seller's open debts, oldest first, row-locked (the caller has locked the seller's balance first). */
    async openDebts(sellerId: number, tx: Executor): Promise<SellerDebtRow[]> {
      return tx
        .select()
        .from(sellerDebts)
        .where(and(eq(sellerDebts.sellerId, sellerId), gt(sellerDebts.remainingFen, 0)))
        .orderBy(asc(sellerDebts.id))
        .for('update');
    },
    async repayDebt(id: number, fen: number, now: Date, tx: Executor) {
      await tx
        .update(sellerDebts)
        .set({
          remainingFen: sql`${sellerDebts.remainingFen} - ${fen}`,
          settledAt: sql`case when ${sellerDebts.remainingFen} - ${fen} = 0 then ${now.toISOString()}::timestamptz else null end`,
        })
        .where(and(eq(sellerDebts.id, id), sql`${sellerDebts.remainingFen} >= ${fen}`));
    },
    async debtOf(sellerId: number, tx: Executor = db): Promise<number> {
      const [r] = await tx
        .select({ s: sql<string>`coalesce(sum(${sellerDebts.remainingFen}), 0)` })
        .from(sellerDebts)
        .where(and(eq(sellerDebts.sellerId, sellerId), gt(sellerDebts.remainingFen, 0)));
      return Number(r?.s ?? 0);
    },
  };
}

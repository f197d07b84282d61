import type { Executor } from '../../db/client.js';
import { yuanText } from '../../lib/money.js';
import type { WalletContext } from './context.js';
import { ENTRY_KIND, RESERVE_STATUS, type SellerReserveRow } from './table.js';

/** What the entries of a reserve step point at: the order (settlement), the claim, or the reserve (release). */
interface Ref {
  refType: string;
  refId: number;
}

/** What completion held of a covered order's income, and until when. */
export interface HeldReserve {
  id: number;
  amountFen: number;
  releaseAt: Date;
}

/** What a claim's payout took from the order's reserve, and what the platform advanced beyond it. */
export interface ClaimDraw {
  fromReserveFen: number;
  advancedFen: number;
}

/**
 * The seller reserve behind 包赔 (issue 42), each step inside the caller's transaction. The reserve
 * is money in the seller's balance that is not available to withdraw until its release; a claim
 * takes from it (the seller's reserve_draw), the platform pays the rest and the seller owes it (a
 * row of seller_debts), recovered from the seller's later proceeds before they become available:
 * the seller's debt_repay and the platform's debt_recovered, equal and opposite, so every step's
 * entries sum to zero and the ledger balances to the fen.
 */
export function walletReserve(ctx: WalletContext) {
  const { repo, config } = ctx;
  const rule = config.trade.reserve;

  /**
   * Deducts the seller's open debts, oldest first, from `fromFen` of new proceeds; returns what
   * was deducted. The seller's balance is row-locked by the booking before (the proceeds' entry),
   * so two recoveries of one seller serialise.
   */
  async function recover(sellerId: number, fromFen: number, ref: Ref, memo: string, now: Date, tx: Executor) {
    if (fromFen <= 0) return 0;
    const debts = await repo.openDebts(sellerId, tx);
    let taken = 0;
    for (const d of debts) {
      const t = Math.min(d.remainingFen, fromFen - taken);
      if (t <= 0) break;
      await repo.repayDebt(d.id, t, now, tx);
      taken += t;
    }
    if (taken > 0) {
      const e = { refType: ref.refType, refId: ref.refId, createdAt: now };
      await repo.bookUser(
        sellerId,
        { ...e, kind: ENTRY_KIND.debtRepay, amountFen: -taken, memo: `${memo}：扣回包赔垫付款 ${yuanText(taken)}` },
        tx,
      );
      await repo.bookPlatform({ ...e, kind: ENTRY_KIND.debtRecovered, amountFen: taken, memo }, tx);
    }
    return taken;
  }

  return {
    recover,

    /**
     * Completion of a covered order (any 包赔 tier a claim can be filed on): the configured share
     * of the income stays held for the configured window. Null without cover, or with a share of 0.
     */
    async holdReserve(
      o: { id: number; orderNo: string; sellerId: number; protection: string },
      incomeFen: number,
      now: Date,
      tx: Executor,
    ): Promise<HeldReserve | null> {
      if (o.protection === 'none') return null;
      const amountFen = Math.floor((incomeFen * rule.percent) / 100);
      if (amountFen <= 0) return null;
      const row = await repo.insertReserve(
        {
          orderId: o.id,
          orderNo: o.orderNo,
          sellerId: o.sellerId,
          amountFen,
          heldFen: amountFen,
          status: RESERVE_STATUS.held,
          releaseAt: new Date(now.getTime() + rule.ms),
          createdAt: now,
        },
        tx,
      );
      return { id: row.id, amountFen, releaseAt: row.releaseAt };
    },

    /**
     * A claim's payout of `amountFen`: first what the order's reserve still holds (taken from the
     * seller's balance), then the platform's advance, which the seller owes. The reserve is
     * row-locked, so the release job (SKIP LOCKED) never releases what a payout is taking.
     */
    async drawForClaim(
      c: { id: number; orderId: number; sellerId: number; orderNo: string; amountFen: number },
      now: Date,
      tx: Executor,
    ): Promise<ClaimDraw> {
      const r = await repo.lockReserveOf(c.orderId, tx);
      const fromReserveFen = r && r.status === RESERVE_STATUS.held ? Math.min(r.heldFen, c.amountFen) : 0;
      if (r && fromReserveFen > 0) {
        if (!(await repo.drawReserve(r.id, fromReserveFen, now, tx)))
          throw new Error(`reserve ${r.id} of order ${c.orderId} changed under its lock`);
        await repo.bookUser(
          c.sellerId,
          {
            kind: ENTRY_KIND.reserveDraw,
            amountFen: -fromReserveFen,
            refType: 'claim',
            refId: c.id,
            memo: `订单 ${c.orderNo} 找回赔付，从保证金扣除`,
            createdAt: now,
          },
          tx,
        );
      }
      const advancedFen = c.amountFen - fromReserveFen;
      if (advancedFen > 0)
        await repo.insertDebt(
          {
            sellerId: c.sellerId,
            claimId: c.id,
            orderNo: c.orderNo,
            amountFen: advancedFen,
            remainingFen: advancedFen,
            createdAt: now,
          },
          tx,
        );
      return { fromReserveFen, advancedFen };
    },

    /** Held reserves past their window, after `afterId`, locked SKIP LOCKED (the release job's batch). */
    dueReserves: (now: Date, afterId: number, limit: number, tx: Executor) => repo.dueReserves(now, afterId, limit, tx),
    /** Locks the order's reserve, if any: filing a claim waits for a release in progress, and vice versa. */
    lockReserveOf: (orderId: number, tx: Executor) => repo.lockReserveOf(orderId, tx),

    /**
     * Releases a held reserve (locked by `dueReserves`), once: the seller's open debts are deducted
     * from it first; the rest becomes available. Null when it was no longer held.
     */
    async release(r: SellerReserveRow, now: Date, tx: Executor) {
      if (r.status !== RESERVE_STATUS.held) return null;
      const repaidFen = await recover(
        r.sellerId,
        r.heldFen,
        { refType: 'reserve', refId: r.id },
        `订单 ${r.orderNo} 保证金解冻`,
        now,
        tx,
      );
      const row = await repo.markReleased(r.id, r.heldFen - repaidFen, now, tx);
      // the row was locked held by the caller: anything else is a bug, and the rollback undoes the repayment
      if (!row) throw new Error(`reserve ${r.id} was not held`);
      return { row, heldFen: r.heldFen, repaidFen, availableFen: r.heldFen - repaidFen };
    },
  };
}

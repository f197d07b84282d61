import type { Executor } from '../../db/client.js';
import { yuanText } from '../../lib/money.js';
import type { EntryInput } from './repository.js';
import { ENTRY_KIND, type EntryKind } from './table.js';
import type { WalletContext } from './context.js';
import { walletReserve, type ClaimDraw, type HeldReserve } from './reserve.js';

/** What settlement needs of an order (the figures were fixed when it was created). */
export interface SettledOrder {
  id: number;
  orderNo: string;
  sellerId: number;
  priceFen: number;
  totalFen: number;
  commissionFen: number;
  protectionFeeFen: number;
  /** the staff handover's fee (平台验号换绑), 0 for a self-service handover */
  handoverFeeFen: number;
  /** the order's cover: with any 包赔 tier part of the income is held as the seller reserve */
  protection: string;
}

/** What a settlement paid the seller: the income, what of it is held, what repaid a debt. */
export interface Settlement {
  incomeFen: number;
  reserve: HeldReserve | null;
  /** deducted from the available part for the seller's open debts (claims the platform advanced) */
  debtRepaidFen: number;
}

/** What rental settlement needs (figures fixed when the rental was created). */
export interface SettledRental {
  id: number;
  rentalNo: string;
  ownerId: number;
  renterId: number;
  rentFen: number;
  depositFen: number;
  commissionFen: number;
}

/** What the entries of one deal point at: the order, rental or claim, and its display number. */
interface Ref {
  refType: 'order' | 'rental' | 'claim';
  refId: number;
  no: string;
}
const orderRef = (o: { id: number; orderNo: string }): Ref => ({ refType: 'order', refId: o.id, no: o.orderNo });
const rentalRef = (r: SettledRental): Ref => ({ refType: 'rental', refId: r.id, no: r.rentalNo });

/** One entry of a deal; its memo is the deal's number unless the entry says more. */
const entryOf = (ref: Ref, kind: EntryKind, amountFen: number, now: Date, memo = ref.no): EntryInput => ({
  kind,
  amountFen,
  refType: ref.refType,
  refId: ref.refId,
  memo,
  createdAt: now,
});

/**
 * How a sale and a rental pay out, the one difference between them being these figures: what
 * leaves escrow, who is paid, under which kind, from what amount, and the platform's extra fees.
 */
interface Payout {
  escrowFen: number;
  payeeId: number;
  kind: EntryKind;
  /** the price or rent, before the commission comes off */
  grossFen: number;
  commissionFen: number;
  /** the payee's memo, before "（已扣佣金 …）" */
  label: string;
  fees?: { kind: EntryKind; amountFen: number }[];
}

/**
 * The ledger's postings, each inside the caller's transaction. Every user entry goes through the
 * repository's `bookUser`, which moves the cached balance (row-locking the user); platform entries
 * (escrow, revenue) have no balance. What a deal puts into escrow leaves it again as the payee's
 * income, the commission and the fees, so the ledger balances to the fen.
 */
export function walletPostings(ctx: WalletContext) {
  const { repo } = ctx;
  const reserve = walletReserve(ctx);

  /** A payment confirmed: the money is held by the platform. */
  const holdEscrow = (ref: Ref, amountFen: number, now: Date, tx: Executor) =>
    repo.bookPlatform(entryOf(ref, ENTRY_KIND.escrowIn, amountFen, now), tx);

  /**
   * A deal completed: escrow out, the payee gets gross − commission, then the platform books the
   * commission and each fee (those that are not zero). Returns the payee's income.
   */
  async function payOut(ref: Ref, p: Payout, now: Date, tx: Executor) {
    const income = p.grossFen - p.commissionFen;
    await repo.bookPlatform(entryOf(ref, ENTRY_KIND.escrowOut, -p.escrowFen, now), tx);
    const memo = `${p.label}（已扣佣金 ${yuanText(p.commissionFen)}）`;
    await repo.bookUser(p.payeeId, entryOf(ref, p.kind, income, now, memo), tx);
    for (const fee of [{ kind: ENTRY_KIND.commission, amountFen: p.commissionFen }, ...(p.fees ?? [])])
      if (fee.amountFen) await repo.bookPlatform(entryOf(ref, fee.kind, fee.amountFen, now), tx);
    return income;
  }

  return {
    /**
     * The one way another module posts a ledger entry of its own kind (trade-in income, refunds…): a user's
     * entry moves that user's cached balance (row-locking the user, so bookings of one user serialise);
     * `userId` null books a platform entry (escrow, fees), which has no balance.
     */
    async post(userId: number | null, e: EntryInput, tx: Executor) {
      if (userId === null) await repo.bookPlatform(e, tx);
      else await repo.bookUser(userId, e, tx);
    },
    /** A confirmed payment: the buyer's money is now held by the platform. */
    async escrowIn(o: SettledOrder, now: Date, tx: Executor) {
      await holdEscrow(orderRef(o), o.totalFen, now, tx);
    },
    /**
     * Completion: escrow out; seller gets price − commission; the platform books the commission, the
     * cover fee and the handover fee (the total held = price + both fees, so the ledger balances).
     * Then, for a covered order, the seller reserve: part of that income held until its release
     * (it stays in the balance, not available to withdraw); and the seller's open debts are
     * deducted from the available part.
     */
    async settle(o: SettledOrder, now: Date, tx: Executor): Promise<Settlement> {
      const ref = orderRef(o);
      const incomeFen = await payOut(
        ref,
        {
          escrowFen: o.totalFen,
          payeeId: o.sellerId,
          kind: ENTRY_KIND.saleIncome,
          grossFen: o.priceFen,
          commissionFen: o.commissionFen,
          label: `订单 ${o.orderNo} 货款`,
          fees: [
            { kind: ENTRY_KIND.protectionFee, amountFen: o.protectionFeeFen },
            { kind: ENTRY_KIND.handoverFee, amountFen: o.handoverFeeFen },
          ],
        },
        now,
        tx,
      );
      const held = await reserve.holdReserve(o, incomeFen, now, tx);
      const available = incomeFen - (held?.amountFen ?? 0);
      const debtRepaidFen = await reserve.recover(o.sellerId, available, ref, `订单 ${o.orderNo} 货款`, now, tx);
      return { incomeFen, reserve: held, debtRepaidFen };
    },

    /** A paid rental: rent and deposit are held by the platform. */
    async rentalEscrowIn(r: SettledRental, now: Date, tx: Executor) {
      await holdEscrow(rentalRef(r), r.rentFen + r.depositFen, now, tx);
    },
    /** The window is over: the owner gets the rent − commission (the deposit stays held). */
    rentalIncome: (r: SettledRental, now: Date, tx: Executor) =>
      payOut(
        rentalRef(r),
        {
          escrowFen: r.rentFen,
          payeeId: r.ownerId,
          kind: ENTRY_KIND.rentIncome,
          grossFen: r.rentFen,
          commissionFen: r.commissionFen,
          label: `租号 ${r.rentalNo} 租金`,
        },
        now,
        tx,
      ),
    /** The grace period is over: the deposit back to the renter, less what a violation gave the owner. */
    async rentalDeposit(r: SettledRental, deductFen: number, now: Date, tx: Executor) {
      const ref = rentalRef(r);
      await repo.bookPlatform(entryOf(ref, ENTRY_KIND.depositOut, -r.depositFen, now), tx);
      const back = r.depositFen - deductFen;
      if (back > 0)
        await repo.bookUser(
          r.renterId,
          entryOf(ref, ENTRY_KIND.depositRefund, back, now, `租号 ${r.rentalNo} 押金退还`),
          tx,
        );
      if (deductFen > 0)
        await repo.bookUser(
          r.ownerId,
          entryOf(ref, ENTRY_KIND.depositComp, deductFen, now, `租号 ${r.rentalNo} 违规扣除押金赔付`),
          tx,
        );
      return back;
    },

    /** A refund went back through the provider: the escrowed total leaves the platform (once per order). */
    async refundOut(o: { id: number; orderNo: string; totalFen: number }, now: Date, tx: Executor) {
      await repo.bookPlatform(entryOf(orderRef(o), ENTRY_KIND.refund, -o.totalFen, now, `${o.orderNo} 纠纷退款`), tx);
    },
    /**
     * Recovery compensation, once per claim: credited to the buyer's wallet; taken first from what
     * the order's seller reserve still holds, the rest paid by the platform (claim_payout) and owed
     * by the seller, who repays it from later proceeds.
     */
    async compensate(
      claim: { id: number; orderId: number; buyerId: number; sellerId: number; orderNo: string; amountFen: number },
      now: Date,
      tx: Executor,
    ): Promise<ClaimDraw> {
      const ref: Ref = { refType: 'claim', refId: claim.id, no: claim.orderNo };
      const memo = `订单 ${claim.orderNo} 找回包赔赔付`;
      await repo.bookUser(claim.buyerId, entryOf(ref, ENTRY_KIND.claimCompensation, claim.amountFen, now, memo), tx);
      const draw = await reserve.drawForClaim(claim, now, tx);
      if (draw.advancedFen > 0)
        await repo.bookPlatform(entryOf(ref, ENTRY_KIND.claimPayout, -draw.advancedFen, now), tx);
      return draw;
    },
    /** The reserve's steps the release flow and the claim filing take (flows/release-reserve.ts). */
    dueReserves: reserve.dueReserves,
    lockReserveOf: reserve.lockReserveOf,
    releaseReserve: reserve.release,
  };
}

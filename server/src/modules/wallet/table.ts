import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../user/table.js';

/**
 * Ledger kinds. User entries (user_id set) make up a user's wallet; platform entries (user_id null)
 * track escrow and revenue: a payment puts the total into escrow, completion takes it out again as
 * the seller's income, the commission and the protection fee (they sum to zero).
 */
export const ENTRY_KIND = {
  saleIncome: 'sale_income',
  withdrawHold: 'withdraw_hold',
  withdrawRelease: 'withdraw_release',
  escrowIn: 'escrow_in',
  escrowOut: 'escrow_out',
  commission: 'commission',
  protectionFee: 'protection_fee',
  // the staff handover's fee (平台验号换绑, issue 40)
  handoverFee: 'handover_fee',
  withdrawFee: 'withdraw_fee',
  // trade-in: the owner's payout, the platform's fee, a merchant refunded to the wallet
  tradeInIncome: 'tradein_income',
  tradeInFee: 'tradein_fee',
  tradeInRefund: 'tradein_refund',
  // rental (租号): the owner's rent, the renter's deposit back, a deposit deduction for a violation; platform: deposit leaving escrow
  rentIncome: 'rent_income',
  depositRefund: 'deposit_refund',
  depositComp: 'deposit_comp',
  depositOut: 'deposit_out',
  // after-sale (issue 8): a refund takes the escrowed total back out to the buyer's payment channel;
  // a recovery claim pays the buyer's wallet from the platform's protection revenue
  refund: 'refund',
  claimCompensation: 'claim_comp',
  claimPayout: 'claim_payout',
  // the seller reserve behind 包赔 (issue 42): a claim takes what the order's reserve still holds from
  // the seller; what the platform advanced beyond it is recovered from the seller's later proceeds
  // (the seller's debt_repay and the platform's debt_recovered, equal and opposite)
  reserveDraw: 'reserve_draw',
  debtRepay: 'debt_repay',
  debtRecovered: 'debt_recovered',
  // daily reconciliation (issue 43): an operator's correcting entry for a mismatch with a provider's bill
  reconAdjust: 'recon_adjust',
} as const;
export type EntryKind = (typeof ENTRY_KIND)[keyof typeof ENTRY_KIND];
export const ENTRY_KIND_TEXT: Record<string, string> = {
  sale_income: '货款收入',
  withdraw_hold: '提现冻结',
  withdraw_release: '提现退回',
  escrow_in: '担保收款',
  escrow_out: '担保结算',
  commission: '平台佣金',
  protection_fee: '包赔服务费',
  handover_fee: '验号换绑服务费',
  withdraw_fee: '提现手续费',
  tradein_income: '回收款收入',
  tradein_fee: '回收服务费',
  tradein_refund: '回收退款',
  rent_income: '租金收入',
  deposit_refund: '押金退还',
  deposit_comp: '押金赔付',
  deposit_out: '押金结算',
  refund: '原路退款',
  claim_comp: '包赔赔付',
  claim_payout: '包赔支出',
  reserve_draw: '保证金赔付',
  debt_repay: '包赔追偿扣款',
  debt_recovered: '包赔追偿收回',
  recon_adjust: '对账调整',
};

/**
 * The wallet ledger: immutable rows, never updated or deleted (the repository has no such method).
 * users.balance_fen caches the sum of a user's entries and is changed in the same transaction as
 * every insert; balance_after_fen records the balance the entry produced.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id),
    kind: varchar('kind', { length: 20 }).$type<EntryKind>().notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }),
    refType: varchar('ref_type', { length: 12 }).notNull(),
    refId: integer('ref_id').notNull(),
    memo: varchar('memo', { length: 100 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    index('wallet_entries_user_idx').on(t.userId, t.id),
    // each booking of an order or withdrawal exists once, whoever retries it
    unique('wallet_entries_ref_uq').on(t.refType, t.refId, t.kind, t.userId).nullsNotDistinct(),
  ],
);
export type WalletEntryRow = typeof walletEntries.$inferSelect;

export const WITHDRAW_STATUS = { pending: 0, paid: 1, rejected: 2 } as const;
export const WITHDRAW_STATUS_TEXT: Record<number, string> = { 0: '处理中', 1: '已打款', 2: '已驳回' };

/** A withdrawal request to an Alipay account. Account and holder name are personal data: encrypted. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountFen: integer('amount_fen').notNull(),
    feeFen: integer('fee_fen').notNull(),
    payoutFen: integer('payout_fen').notNull(),
    alipayAccountEnc: varchar('alipay_account_enc', { length: 400 }).notNull(),
    alipayAccountMasked: varchar('alipay_account_masked', { length: 100 }).notNull(),
    accountNameEnc: varchar('account_name_enc', { length: 400 }).notNull(),
    status: smallint('status').notNull().default(WITHDRAW_STATUS.pending),
    rejectReason: varchar('reject_reason', { length: 200 }),
    remark: varchar('remark', { length: 200 }),
    processedBy: integer('processed_by').references(() => users.id),
    processedAt: timestamp('processed_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
    // at most one pending request per user, whatever races
    uniqueIndex('withdrawals_one_pending_uq')
      .on(t.userId)
      .where(sql`${t.status} = 0`),
  ],
);
export type WithdrawalRow = typeof withdrawals.$inferSelect;

export const RESERVE_STATUS = { held: 0, released: 1, used: 2 } as const;

/**
 * The seller reserve (保证金) of a covered order (issue 42): part of the seller's income stays held
 * from completion until `release_at`. The money is in the seller's balance (sale postings are
 * unchanged); what a reserve still holds (`held_fen`) is not available to withdraw. A claim takes
 * from it first; the release job frees the rest once the window passed with no claim open, once
 * (the conditional update held → released).
 */
export const sellerReserves = pgTable(
  'seller_reserves',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // no foreign key to orders: the wallet sits below the order module, as its ledger refs do
    orderId: integer('order_id').notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    /** what completion held */
    amountFen: integer('amount_fen').notNull(),
    /** what it still holds: less what a claim took; 0 once released or used up */
    heldFen: integer('held_fen').notNull(),
    status: smallint('status').notNull().default(RESERVE_STATUS.held),
    releaseAt: timestamp('release_at', { withTimezone: true, precision: 3 }).notNull(),
    /** what the release made available (after a debt's deduction), and when */
    releasedFen: integer('released_fen'),
    releasedAt: timestamp('released_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('seller_reserves_order_uq').on(t.orderId),
    index('seller_reserves_seller_idx').on(t.sellerId, t.status),
    // the release job walks the held reserves by id
    index('seller_reserves_due_idx')
      .on(t.releaseAt, t.id)
      .where(sql`${t.status} = 0`),
  ],
);
export type SellerReserveRow = typeof sellerReserves.$inferSelect;

/**
 * What a claim's payout cost the platform beyond the order's reserve: the seller owes it, and the
 * wallet deducts it from the seller's next proceeds (a sale's income, a reserve's release) before
 * they become available, oldest debt first.
 */
export const sellerDebts = pgTable(
  'seller_debts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    claimId: integer('claim_id').notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    remainingFen: integer('remaining_fen').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('seller_debts_claim_uq').on(t.claimId),
    index('seller_debts_open_idx')
      .on(t.sellerId, t.id)
      .where(sql`${t.remainingFen} > 0`),
  ],
);
export type SellerDebtRow = typeof sellerDebts.$inferSelect;

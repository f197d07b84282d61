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

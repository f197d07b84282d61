import { index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../user/table.js';

export const RUN_STATUS = { running: 0, done: 1, failed: 2 } as const;
export const RUN_STATUS_TEXT: Record<number, string> = { 0: '对账中', 1: '已完成', 2: '失败待重试' };

/**
 * One reconciliation of one provider's bill for one Beijing day. The unique (provider, day) is what
 * makes it happen once across instances: an instance claims the day by inserting the row (or by
 * taking over a failed or stalled one with a new token), and only the holder of the token may
 * finish it, together with its mismatches, in one transaction.
 */
export const reconRuns = pgTable(
  'recon_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: varchar('provider', { length: 12 }).notNull(),
    /** the Beijing day of the bill, YYYY-MM-DD */
    day: varchar('day', { length: 10 }).notNull(),
    status: smallint('status').notNull().default(RUN_STATUS.running),
    /** who holds the run now: a stalled holder's late finish matches nothing */
    token: varchar('token', { length: 32 }).notNull(),
    attempts: integer('attempts').notNull().default(1),
    billLines: integer('bill_lines').notNull().default(0),
    mismatchCount: integer('mismatch_count').notNull().default(0),
    error: varchar('error', { length: 200 }),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [uniqueIndex('recon_runs_provider_day_uq').on(t.provider, t.day), index('recon_runs_day_idx').on(t.day, t.id)],
);
export type ReconRunRow = typeof reconRuns.$inferSelect;

/** What a bill and our records disagree on. */
export const MISMATCH_KIND = {
  unknownPayment: 'unknown_payment',
  notInLedger: 'not_in_ledger',
  missingInBill: 'missing_in_bill',
  amountDiffers: 'amount_differs',
  statusDiffers: 'status_differs',
  refundNotMade: 'refund_not_made',
  unknownRefund: 'unknown_refund',
} as const;
export type MismatchKind = (typeof MISMATCH_KIND)[keyof typeof MISMATCH_KIND];
export const MISMATCH_KIND_TEXT: Record<string, string> = {
  unknown_payment: '账单有收款，平台无此支付',
  not_in_ledger: '已收/已退款，账本无记录',
  missing_in_bill: '平台记为已支付，账单无此收款',
  amount_differs: '金额不一致',
  status_differs: '状态不一致',
  refund_not_made: '平台记为已退款，渠道未退款',
  unknown_refund: '渠道有退款，平台无此退款',
};

export const MISMATCH_STATE = { open: 0, acting: 1, resolved: 2 } as const;
export const MISMATCH_STATE_TEXT: Record<number, string> = { 0: '待处理', 1: '退款处理中', 2: '已处理' };
export const ACTION_TEXT: Record<string, string> = { adjust: '补记账', refund: '退款', explain: '已核实说明' };

/**
 * One mismatch a run found, and what an operator did about it. An action moves it open → resolved
 * (a refund passes through "acting" while the provider is asked) with a conditional update, so a
 * second click, or a second operator, changes nothing.
 */
export const reconMismatches = pgTable(
  'recon_mismatches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    runId: integer('run_id')
      .notNull()
      .references(() => reconRuns.id),
    provider: varchar('provider', { length: 12 }).notNull(),
    day: varchar('day', { length: 10 }).notNull(),
    kind: varchar('kind', { length: 20 }).$type<MismatchKind>().notNull(),
    payNo: varchar('pay_no', { length: 64 }),
    refundNo: varchar('refund_no', { length: 64 }),
    providerTradeNo: varchar('provider_trade_no', { length: 64 }),
    /** what the bill says (null: not in the bill) */
    billAmountFen: integer('bill_amount_fen'),
    /** what our payment or refund record says (null: no record) */
    ourAmountFen: integer('our_amount_fen'),
    /** what the ledger holds for it (null: not compared) */
    ledgerAmountFen: integer('ledger_amount_fen'),
    detail: varchar('detail', { length: 200 }).notNull(),
    state: smallint('state').notNull().default(MISMATCH_STATE.open),
    action: varchar('action', { length: 12 }),
    /** the operator's memo (补记账) or explanation (已核实说明 / 退款) */
    note: varchar('note', { length: 200 }),
    /** the correcting entry's amount (补记账) */
    entryFen: integer('entry_fen'),
    /** the refund number asked of the provider (退款) */
    actionRef: varchar('action_ref', { length: 32 }),
    lastError: varchar('last_error', { length: 200 }),
    actedBy: integer('acted_by').references(() => users.id),
    actedAt: timestamp('acted_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    index('recon_mismatches_state_idx').on(t.state, t.id),
    index('recon_mismatches_run_idx').on(t.runId, t.id),
    uniqueIndex('recon_mismatches_action_ref_uq').on(t.actionRef),
  ],
);
export type ReconMismatchRow = typeof reconMismatches.$inferSelect;

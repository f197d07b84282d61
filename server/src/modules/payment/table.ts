import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orders } from '../order/table.js';

export const PAY_STATUS = { pending: 0, paid: 1, closed: 2, lateRefundDue: 3, refunded: 4 } as const;
/**
 * What a payment pays for. 'order' is a trade order (order_id); every other purpose names its
 * own row by target_id, and its module registers a handler with the payment service.
 */
export const PAY_PURPOSES = ['order', 'rental', 'tradein'] as const;
export type PayPurpose = (typeof PAY_PURPOSES)[number];

export const PAY_STATUS_TEXT: Record<number, string> = {
  0: '待支付',
  1: '已支付',
  2: '已关闭',
  3: '迟到到账待退款',
  4: '已退款',
};

/**
 * One payment attempt of an order (or of another purpose's target) with one provider. `pay_no` is our out_trade_no at the
 * provider. A notification moves it 0 → 1 with a conditional update, so however often a provider
 * repeats it, it is processed once; `notify_count` counts every verified delivery.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    payNo: varchar('pay_no', { length: 32 }).notNull(),
    purpose: varchar('purpose', { length: 12 }).$type<PayPurpose>().notNull().default('order'),
    /** set for purpose 'order' only (the foreign key keeps trade payments tied to real orders) */
    orderId: integer('order_id').references(() => orders.id),
    /** the paid row's id for every purpose ('order' too, on rows created since purposes exist) */
    targetId: integer('target_id'),
    provider: varchar('provider', { length: 12 }).notNull(),
    target: varchar('target', { length: 8 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    status: smallint('status').notNull().default(PAY_STATUS.pending),
    providerTradeNo: varchar('provider_trade_no', { length: 64 }),
    notifyCount: integer('notify_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, precision: 3 }),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_pay_no_uq').on(t.payNo),
    // one provider transaction can settle one payment only
    uniqueIndex('payments_provider_trade_uq')
      .on(t.provider, t.providerTradeNo)
      .where(sql`${t.providerTradeNo} is not null`),
    index('payments_order_idx').on(t.orderId),
    index('payments_target_idx').on(t.purpose, t.targetId),
    // an order payment names its order; any other names its target
    check(
      'payments_purpose_target_ck',
      sql`(${t.purpose} = 'order') = (${t.orderId} is not null) and (${t.purpose} = 'order' or ${t.targetId} is not null)`,
    ),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/**
 * What the sandbox cashier executed, as a real provider keeps it: one line per payment it took (one
 * per out_trade_no) and per refund it made (one per refund number, its idempotency key). The sandbox
 * serves its daily bill from these lines, so reconciliation in sandbox mode compares real records.
 */
export const sandboxBill = pgTable(
  'pay_sandbox_bill',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 8 }).$type<'pay' | 'refund'>().notNull(),
    payNo: varchar('pay_no', { length: 32 }).notNull(),
    tradeNo: varchar('trade_no', { length: 64 }).notNull(),
    refundNo: varchar('refund_no', { length: 64 }),
    amountFen: integer('amount_fen').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('pay_sandbox_bill_pay_uq')
      .on(t.payNo)
      .where(sql`${t.kind} = 'pay'`),
    uniqueIndex('pay_sandbox_bill_refund_uq').on(t.refundNo),
    index('pay_sandbox_bill_time_idx').on(t.createdAt),
  ],
);

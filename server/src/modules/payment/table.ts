import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orders } from '../order/table.js';

export const PAY_STATUS = { pending: 0, paid: 1, closed: 2, lateRefundDue: 3, refunded: 4 } as const;
export const PAY_STATUS_TEXT: Record<number, string> = { 0: '待支付', 1: '已支付', 2: '已关闭', 3: '迟到到账待退款', 4: '已退款' };

/**
 * One payment attempt of an order with one provider. `pay_no` is our out_trade_no at the
 * provider. A notification moves it 0 → 1 with a conditional update, so however often a provider
 * repeats it, it is processed once; `notify_count` counts every verified delivery.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    payNo: varchar('pay_no', { length: 32 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
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
    uniqueIndex('payments_provider_trade_uq').on(t.provider, t.providerTradeNo).where(sql`${t.providerTradeNo} is not null`),
    index('payments_order_idx').on(t.orderId),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders } from '../order/table.js';
import { users } from '../user/table.js';

export const DISPUTE_REASONS = [
  { code: 'cannot_login', text: '无法登录' },
  { code: 'not_as_described', text: '与描述不符' },
  { code: 'recovered', text: '被卖家找回' },
  { code: 'other', text: '其他' },
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number]['code'];

export type DisputeEscalation = 'revealed' | 'rebound' | 'late';
export const ESCALATION_TEXT: Record<DisputeEscalation, string> = {
  revealed: '卖家逾期未答辩，买家已查看账号，须客服裁定',
  rebound: '卖家逾期未答辩，客服已换绑，须客服裁定',
  late: '超过客服裁定时限',
};

/** 0 and 1 wait for an operator; 2 is decided "refund" but the provider has not confirmed yet. */
export const DISPUTE_STATE = { open: 0, answered: 1, refunding: 2, refunded: 3, released: 4, withdrawn: 5 } as const;
export const DISPUTE_STATE_TEXT: Record<number, string> = {
  0: '待卖家答辩',
  1: '卖家已答辩',
  2: '退款中',
  3: '已退款',
  4: '已放款给卖家',
  5: '买家已撤销',
};

/** A buyer's complaint about an order before completion; the order is frozen (state 5) while it is open. */
export const disputes = pgTable(
  'disputes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    reason: varchar('reason', { length: 20 }).$type<DisputeReason>().notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    state: smallint('state').notNull().default(DISPUTE_STATE.open),
    answerText: varchar('answer_text', { length: 500 }),
    answerImages: jsonb('answer_images').$type<string[]>().notNull().default([]),
    answeredAt: timestamp('answered_at', { withTimezone: true, precision: 3 }),
    answerDeadline: timestamp('answer_deadline', { withTimezone: true, precision: 3 }).notNull(),
    /** stamped with the seller's answer (DISPUTE_REPLY_HOURS): a buyer silent past it → released to the seller */
    replyDeadline: timestamp('reply_deadline', { withTimezone: true, precision: 3 }),
    replyText: varchar('reply_text', { length: 500 }),
    repliedAt: timestamp('replied_at', { withTimezone: true, precision: 3 }),
    /** stamped when the dispute goes to an operator (DISPUTE_DECIDE_HOURS): past it, escalated as late */
    decideDeadline: timestamp('decide_deadline', { withTimezone: true, precision: 3 }),
    /**
     * Set once by the deadline job when an operator must step in: a silent seller after the buyer
     * revealed the login or staff rebound it (no automatic refund), or a decision past its deadline.
     */
    escalatedAt: timestamp('escalated_at', { withTimezone: true, precision: 3 }),
    escalation: varchar('escalation', { length: 10 }).$type<DisputeEscalation>(),
    decision: varchar('decision', { length: 8 }).$type<'refund' | 'release'>(),
    decisionNote: varchar('decision_note', { length: 200 }),
    returnToSale: boolean('return_to_sale').notNull().default(false),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    // one live dispute per order, whatever races
    uniqueIndex('disputes_order_open_uq')
      .on(t.orderId)
      .where(sql`${t.state} in (0, 1, 2)`),
    index('disputes_order_idx').on(t.orderId, t.id),
    index('disputes_state_idx').on(t.state, t.id),
    index('disputes_escalated_idx').on(t.escalatedAt, t.id),
  ],
);
export type DisputeRow = typeof disputes.$inferSelect;

export const REFUND_STATUS = { pending: 0, done: 1, failed: 2 } as const;
export const REFUND_STATUS_TEXT: Record<number, string> = { 0: '处理中', 1: '已退款', 2: '退款失败' };

/**
 * The refund of an order's payment. `refund_no` is the provider's idempotency key
 * (out_request_no / out_refund_no): a retry sends the same number, so the provider refunds once.
 * One refund per order: the unique index makes a second decision impossible.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    refundNo: varchar('refund_no', { length: 32 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    disputeId: integer('dispute_id').references(() => disputes.id),
    payNo: varchar('pay_no', { length: 32 }).notNull(),
    provider: varchar('provider', { length: 12 }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    status: smallint('status').notNull().default(REFUND_STATUS.pending),
    attempts: integer('attempts').notNull().default(0),
    lastError: varchar('last_error', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('refunds_no_uq').on(t.refundNo),
    uniqueIndex('refunds_order_uq').on(t.orderId),
    index('refunds_status_idx').on(t.status, t.id),
  ],
);
export type RefundRow = typeof refunds.$inferSelect;

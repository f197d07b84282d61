import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { backlistRequests } from '../appraisal/table.js';
import { users } from '../user/table.js';

/**
 * Where a trade-in stands, finer than the vendor's `status` on backlist_requests (which stays the
 * code the client filters by): status 0 = quoting, 2 = accepted | paid | handedOver, 3 = done,
 * 4 = cancelled | rejected, 5 = refused.
 */
export const STAGE = {
  quoting: 'quoting',
  accepted: 'accepted',
  paid: 'paid',
  handedOver: 'handedOver',
  done: 'done',
  rejected: 'rejected',
  cancelled: 'cancelled',
  refused: 'refused',
} as const;
export type Stage = (typeof STAGE)[keyof typeof STAGE];
export const STAGE_TEXT: Record<Stage, string> = {
  quoting: '报价中',
  accepted: '待商户付款',
  paid: '待交接',
  handedOver: '平台验号中',
  done: '已完成',
  rejected: '验号未通过',
  cancelled: '已取消',
  refused: '已拒绝',
};

export const QUOTE_STATUS = { active: 0, accepted: 1, paid: 2, closed: 3, lapsed: 4, done: 5, refunded: 6 } as const;
export const QUOTE_STATUS_TEXT: Record<number, string> = {
  0: '有效',
  1: '已接受（待付款）',
  2: '已付款',
  3: '未选中/已关闭',
  4: '超时未付款',
  5: '已成交',
  6: '已退款',
};

/**
 * The trade-in half of a backlist request (type 2), one row per request. The request row keeps
 * what an appraisal has too (game, attributes, screenshots); this row keeps the login (sealed),
 * the quoting window and the acceptance. Every change locks this row first (FOR UPDATE), so a
 * quote, an acceptance, a payment and the lapse job never interleave on one request.
 */
export const tradeInDetails = pgTable(
  'tradein_details',
  {
    requestId: integer('request_id')
      .primaryKey()
      .references(() => backlistRequests.id),
    /** AES-256-GCM JSON of the login, as goods_credentials holds a good's */
    credentialsEnc: text('credentials_enc').notNull(),
    stage: varchar('stage', { length: 12 }).$type<Stage>().notNull(),
    quoteEndsAt: timestamp('quote_ends_at', { withTimezone: true, precision: 3 }).notNull(),
    feeBps: integer('fee_bps').notNull(),
    acceptedQuoteId: integer('accepted_quote_id'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, precision: 3 }),
    payDeadline: timestamp('pay_deadline', { withTimezone: true, precision: 3 }),
    paidAt: timestamp('paid_at', { withTimezone: true, precision: 3 }),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true, precision: 3 }),
    decidedBy: integer('decided_by').references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, precision: 3 }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true, precision: 3 }),
    rejectReason: varchar('reject_reason', { length: 200 }),
    refundKind: varchar('refund_kind', { length: 10 }).$type<'provider' | 'wallet'>(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    // merchants' open list (quoting, window not over); the lapse job (accepted, deadline passed)
    index('tradein_stage_ends_idx').on(t.stage, t.quoteEndsAt),
    index('tradein_stage_deadline_idx').on(t.stage, t.payDeadline),
  ],
);
export type TradeInRow = typeof tradeInDetails.$inferSelect;

/** A merchant's quote on a request: one row per merchant and request; raising updates it. */
export const tradeInQuotes = pgTable(
  'tradein_quotes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => backlistRequests.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => users.id),
    priceFen: integer('price_fen').notNull(),
    status: smallint('status').notNull().default(QUOTE_STATUS.active),
    /** when the current price was given: of two equal prices the earlier one ranks first */
    quotedAt: timestamp('quoted_at', { withTimezone: true, precision: 3 }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('tradein_quotes_request_merchant_uq').on(t.requestId, t.merchantId),
    index('tradein_quotes_merchant_idx').on(t.merchantId, t.id),
    // the price list: accepted quotes by time
    index('tradein_quotes_accepted_idx').on(t.acceptedAt),
  ],
);
export type QuoteRow = typeof tradeInQuotes.$inferSelect;

/** Every reveal of a trade-in's login (the paying merchant, or staff checking it). Append-only. */
export const tradeInReveals = pgTable(
  'tradein_reveals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => backlistRequests.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: varchar('role', { length: 8 }).$type<'merchant' | 'staff'>().notNull(),
    ip: varchar('ip', { length: 45 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('tradein_reveals_request_idx').on(t.requestId, t.id)],
);

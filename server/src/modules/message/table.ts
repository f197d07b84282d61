import { index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../user/table.js';

/** The vendor's sendType codes (kept for its existing clients); later modules add theirs here. */
export const SEND_TYPE = {
  reviewPassed: 1,
  reviewFailed: 2,
  goodSold: 3,
  purchase: 4,
  problemReplied: 10,
  merchantDecided: 11,
  reportHandled: 12,
  // trade (issue 7) uses 20+: 10-12 belong to the content issue
  orderPaidSeller: 20,
  orderCompletedSeller: 21,
  orderPaidBuyer: 22,
  orderAutoConfirmedBuyer: 23,
  withdrawPaid: 24,
  withdrawRejected: 25,
  // a staff line in an order's chat; a staff-mediated handover's delivery (平台验号换绑)
  orderStaffMessage: 26,
  handoverDelivered: 27,
  // after-sale (issue 8) uses 40–49
  disputeOpened: 40,
  disputeAnswered: 41,
  disputeDecided: 42,
  claimDecided: 43,
  offerReceived: 44,
  offerAnswered: 45,
  counterAnswered: 46,
  accountRecovered: 47,
  ratingReceived: 48,
  // 30–39: appraisal (估价)
  appraisalResult: 30,
  // 50–59: trade-in (竞价回收)
  tradeInQuoted: 50,
  tradeInAccepted: 51,
  tradeInLapsed: 52,
  tradeInPaid: 53,
  tradeInCredited: 54,
  tradeInDelivered: 55,
  tradeInRejected: 56,
  tradeInClosed: 57,
  // 60–69: rental (租号); 40–49 after-sale, 50–59 trade-in
  rentalListingPassed: 60,
  rentalListingRejected: 61,
  rentalPaidOwner: 62,
  rentalPaidRenter: 63,
  rentalEndedOwner: 64,
  rentalDepositSettled: 65,
  rentalViolation: 66,
  // 70–79: conversations (pre-sale consultation)
  consultAnswered: 70,
  // 80–89: the seller reserve behind 包赔 (issue 42)
  reserveReleased: 80,
} as const;
export type SendType = (typeof SEND_TYPE)[keyof typeof SEND_TYPE];

export const READ_STATE = { unread: 1, read: 2 } as const;

/** A user's inbox: one row per message. What a message is about is a (refType, refId) pair. */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sendType: smallint('send_type').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    readState: smallint('read_state').notNull().default(READ_STATE.unread),
    refType: varchar('ref_type', { length: 20 }),
    refId: integer('ref_id'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  // the inbox reads newest first per user; the read-state filter, the unread count and the
  // unread-first order read (user, state, time)
  (t) => [
    index('messages_user_time_idx').on(t.userId, t.createdAt, t.id),
    index('messages_user_read_idx').on(t.userId, t.readState, t.createdAt, t.id),
  ],
);

export type MessageRow = typeof messages.$inferSelect;

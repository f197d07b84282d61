import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../user/table.js';

/** Events that also leave the app (SMS, WeChat subscription message). */
export const NOTIFY_EVENTS = [
  'payment_received',
  'handover_started',
  'dispute_opened',
  'dispute_answered',
  'claim_decided',
  'withdraw_paid',
  'consult_answered',
  'handover_update',
  'reserve_update',
  'deadline_outcome',
] as const;
export type NotifyEvent = (typeof NOTIFY_EVENTS)[number];

export const OUTBOX_STATE = { pending: 0, sent: 1 } as const;

/**
 * The transactional outbox: a row is written in the same transaction as the change it reports
 * (through sendMessage), then a dispatcher sends it once. `event_key` is unique, so one event
 * produces one row however often the code path runs.
 */
export const notifyOutbox = pgTable(
  'notify_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventKey: varchar('event_key', { length: 80 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    event: varchar('event', { length: 24 }).$type<NotifyEvent>().notNull(),
    smsText: varchar('sms_text', { length: 200 }).notNull(),
    /** template fields of the subscription message and the page it opens */
    data: jsonb('data').$type<{ page: string; fields: Record<string, string> }>().notNull(),
    state: smallint('state').notNull().default(OUTBOX_STATE.pending),
    /** sent / off (user turned SMS off) / none (no phone) / failed */
    smsResult: varchar('sms_result', { length: 8 }),
    /** sent / none (not subscribed) / failed */
    wxResult: varchar('wx_result', { length: 8 }),
    error: varchar('error', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [uniqueIndex('notify_outbox_key_uq').on(t.eventKey), index('notify_outbox_state_idx').on(t.state, t.id)],
);
export type OutboxRow = typeof notifyOutbox.$inferSelect;

/** WeChat one-time subscriptions: each accept allows one message of that template. */
export const wxSubscriptions = pgTable(
  'wx_subscriptions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    templateId: varchar('template_id', { length: 64 }).notNull(),
    remaining: integer('remaining').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ name: 'wx_subscriptions_pk', columns: [t.userId, t.templateId] })],
);

/** The mini-program openid of a user (from a wx.login code), needed to address subscription messages. */
export const wxOpenids = pgTable('wx_openids', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  openid: varchar('openid', { length: 64 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
});

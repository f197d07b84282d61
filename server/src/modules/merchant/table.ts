import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../user/table.js';

/** 0 待审核 → 1 已通过 (role merchant granted) or 2 已驳回 (with a reason; the user may apply again). */
export const APPLICATION_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;

/** Applications to become a merchant (商户). */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyName: varchar('company_name', { length: 50 }),
    contactName: varchar('contact_name', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    qq: varchar('qq', { length: 20 }),
    games: text('games').array().notNull(),
    intro: varchar('intro', { length: 500 }).notNull(),
    status: smallint('status').notNull().default(APPLICATION_STATUS.pending),
    reason: varchar('reason', { length: 200 }),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    // one pending application per user, also when two requests race
    uniqueIndex('merchant_app_pending_uq')
      .on(t.userId)
      .where(sql`status = 0`),
    index('merchant_app_user_idx').on(t.userId, t.createdAt),
    index('merchant_app_status_idx').on(t.status, t.createdAt, t.id),
  ],
);
export type ApplicationRow = typeof merchantApplications.$inferSelect;

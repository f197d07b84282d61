import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A render error a client caught in its page boundary (页面出错了) and reported, so operators see
 * white-screen bugs before users write in about them. Nothing here identifies more than the user id.
 */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** the page's path and query as the client had it */
    route: varchar('route', { length: 300 }).notNull(),
    message: varchar('message', { length: 1000 }).notNull(),
    stack: text('stack').notNull().default(''),
    appVersion: varchar('app_version', { length: 40 }).notNull().default(''),
    /** h5 | weapp | alipay */
    platform: varchar('platform', { length: 20 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    /** who was logged in, if anyone (no foreign key: a report must never fail on it) */
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  // the console lists newest first
  (t) => [index('client_errors_time_idx').on(t.createdAt, t.id)],
);

import { boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../user/table.js';

/**
 * Audit trail of verification attempts. The verified data itself lives encrypted on users;
 * attempts record only the outcome, never the name or ID number.
 */
export const realnameAttempts = pgTable(
  'realname_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    success: boolean('success').notNull(),
    reason: varchar('reason', { length: 100 }),
    provider: varchar('provider', { length: 20 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('realname_attempts_user_idx').on(t.userId)],
);

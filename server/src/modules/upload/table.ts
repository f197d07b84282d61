import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../user/table.js';

/** Who uploaded which file: later modules (screenshots) check ownership against this. */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    path: varchar('path', { length: 200 }).notNull().unique('uploads_path_uq'),
    mime: varchar('mime', { length: 40 }).notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    /**
     * The image content check: 'none' (no checker for this upload), 'pending' (sent to WeChat's
     * asynchronous check, `traceId` names it), 'pass' or 'risky' (its verdict). A risky image cannot
     * be attached to anything new.
     */
    review: varchar('review', { length: 8 }).notNull().default('none'),
    traceId: varchar('trace_id', { length: 64 }),
  },
  (t) => [index('uploads_user_idx').on(t.userId), index('uploads_trace_idx').on(t.traceId)],
);

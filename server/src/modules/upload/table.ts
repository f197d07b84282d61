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
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);

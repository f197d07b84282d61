import { index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../user/table.js';

/** 0 待处理 → 1 已回复 (an operator answered) or 2 已关闭 (closed without, or after, an answer). */
export const PROBLEM_STATUS = { pending: 0, replied: 1, closed: 2 } as const;

/** A user's question, feedback or suggestion, and the operator's answer. */
export const problems = pgTable(
  'problems',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 10 }).notNull(),
    category: varchar('category', { length: 20 }).notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    contact: varchar('contact', { length: 50 }),
    status: smallint('status').notNull().default(PROBLEM_STATUS.pending),
    reply: text('reply'),
    repliedBy: integer('replied_by').references(() => users.id),
    repliedAt: timestamp('replied_at', { withTimezone: true, precision: 3 }),
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  // "my questions" newest first; the operators' queue by status, oldest first
  (t) => [
    index('problems_user_time_idx').on(t.userId, t.createdAt, t.id),
    index('problems_status_time_idx').on(t.status, t.createdAt, t.id),
  ],
);
export type ProblemRow = typeof problems.$inferSelect;

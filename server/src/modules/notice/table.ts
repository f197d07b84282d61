import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Notices and content pages (agreement, privacy policy, trading rules, announcements…). */
export const notices = pgTable(
  'notice',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    noticeType: varchar('notice_type', { length: 40 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    cover: varchar('cover', { length: 500 }),
    pinned: boolean('pinned').notNull().default(false),
    published: boolean('published').notNull().default(true),
    category: varchar('category', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('notice_type_idx').on(t.noticeType, t.published, t.updatedAt)],
);

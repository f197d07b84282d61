import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { goods } from '../catalogue/table.js';
import { users } from '../user/table.js';

/**
 * A pre-sale conversation: one user asks platform staff about one listing (交易猫 keeps these
 * questions in the app, so nobody has to add a stranger on WeChat to ask). One thread per user
 * and listing. The listing's card is copied when the thread opens, so it still reads right after
 * the good is sold or edited. `waitingSince` is when the user's oldest unanswered line arrived
 * (null: staff spoke last): the console's queue is ordered by it.
 */
export const consultThreads = pgTable(
  'consult_threads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    /** the listing's seller: staff may not answer about their own listing */
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    goodsTitle: varchar('goods_title', { length: 100 }).notNull(),
    goodsPriceFen: integer('goods_price_fen').notNull(),
    goodsCover: varchar('goods_cover', { length: 300 }),
    gameName: varchar('game_name', { length: 40 }).notNull(),
    waitingSince: timestamp('waiting_since', { withTimezone: true, precision: 3 }),
    /** the staff member holding the thread (null: anyone may take it) */
    assigneeId: integer('assignee_id').references(() => users.id),
    lastMessageId: integer('last_message_id').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, precision: 3 }).notNull(),
    /** the last message id the user has seen, and the last any staff member has seen */
    userReadId: integer('user_read_id').notNull().default(0),
    staffReadId: integer('staff_read_id').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('consult_threads_user_goods_uq').on(t.userId, t.goodsId),
    index('consult_threads_user_time_idx').on(t.userId, t.lastMessageAt, t.id),
    // the console's queue: waiting threads, longest wait first
    index('consult_threads_waiting_idx')
      .on(t.waitingSince, t.id)
      .where(sql`${t.waitingSince} is not null`),
    index('consult_threads_time_idx').on(t.lastMessageAt, t.id),
  ],
);
export type ConsultThreadRow = typeof consultThreads.$inferSelect;

/** A line of a consultation: the same shape as the order chat's (text or one image). Append-only. */
export const consultMessages = pgTable(
  'consult_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => consultThreads.id),
    senderId: integer('sender_id').references(() => users.id),
    role: varchar('role', { length: 8 }).$type<'user' | 'staff' | 'system'>().notNull(),
    kind: varchar('kind', { length: 8 }).$type<'text' | 'image'>().notNull(),
    text: varchar('text', { length: 500 }),
    imageUrl: varchar('image_url', { length: 300 }),
    /**
     * The line as its receiver reads it, contact details replaced by ＊＊＊ (issue 43); null when it
     * had none. Not null is also the operators' flag: someone tried to take the deal off the platform.
     */
    maskedText: text('masked_text'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('consult_messages_thread_idx').on(t.threadId, t.id)],
);
export type ConsultMessageRow = typeof consultMessages.$inferSelect;

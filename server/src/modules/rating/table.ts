import { index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orders } from '../order/table.js';
import { users } from '../user/table.js';

/** The buyer's rating of the seller for one completed order (one per order), with the seller's one reply. */
export const orderRatings = pgTable(
  'order_ratings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    score: smallint('score').notNull(),
    comment: varchar('comment', { length: 200 }),
    reply: varchar('reply', { length: 200 }),
    repliedAt: timestamp('replied_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  // the seller card's average and count read (seller_id) only
  (t) => [uniqueIndex('order_ratings_order_uq').on(t.orderId), index('order_ratings_seller_idx').on(t.sellerId, t.id)],
);
export type RatingRow = typeof orderRatings.$inferSelect;

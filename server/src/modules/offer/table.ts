import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { goods } from '../catalogue/table.js';
import { users } from '../user/table.js';

/** 0, 1 and 2 are open (one per buyer and good); 6: an order was created at the agreed price. */
export const OFFER_STATE = {
  pending: 0,
  countered: 1,
  accepted: 2,
  refused: 3,
  cancelled: 4,
  expired: 5,
  ordered: 6,
} as const;
export const OFFER_STATE_TEXT: Record<number, string> = {
  0: '待卖家处理',
  1: '卖家已还价',
  2: '已接受',
  3: '已拒绝',
  4: '已撤销',
  5: '已过期',
  6: '已下单',
};
export const OPEN_OFFER_STATES = [0, 1, 2] as const;

/** A buyer's price offer on a negotiable good, the seller's answer, and the agreed price. */
export const priceOffers = pgTable(
  'price_offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    /** the asking price when the offer was made */
    askFen: integer('ask_fen').notNull(),
    priceFen: integer('price_fen').notNull(),
    counterFen: integer('counter_fen'),
    agreedFen: integer('agreed_fen'),
    state: smallint('state').notNull().default(OFFER_STATE.pending),
    /** pending/countered: answer by then; accepted: order by then */
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    /** plain id, no foreign key: orders reference offers, not the other way round */
    orderId: integer('order_id'),
    refuseReason: varchar('refuse_reason', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('price_offers_open_uq')
      .on(t.goodsId, t.buyerId)
      .where(sql`${t.state} in (0, 1, 2)`),
    index('price_offers_buyer_idx').on(t.buyerId, t.id),
    index('price_offers_seller_idx').on(t.sellerId, t.id),
    index('price_offers_state_expires_idx').on(t.state, t.expiresAt),
  ],
);
export type OfferRow = typeof priceOffers.$inferSelect;

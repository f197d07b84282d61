import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  text,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { goods } from '../catalogue/table.js';
import { priceOffers } from '../offer/table.js';
import { users } from '../user/table.js';

/** Order states (trade-api.md). 0 and 1 hold the good (saleState 2); 2 sold it; 3 and 4 gave it back. */
export const ORDER_STATE = {
  unpaid: 0,
  paid: 1,
  completed: 2,
  cancelled: 3,
  expired: 4,
  disputed: 5,
  refunding: 6,
  refunded: 7,
} as const;
export type OrderState = (typeof ORDER_STATE)[keyof typeof ORDER_STATE];
export const ORDER_STATE_TEXT: Record<number, string> = {
  0: '待支付',
  1: '交接中',
  2: '已完成',
  3: '已取消',
  4: '已关闭',
  5: '纠纷处理中',
  6: '退款中',
  7: '已退款',
};
/**
 * What the seller gets from an order: the price less the commission while the deal can still
 * pay out (unpaid, in handover, disputed) or has (completed); null once it is cancelled, closed
 * or refunded, when nothing is paid to the seller (the order pages said 实收 on refunded sales).
 */
export function sellerIncomeOf(o: { state: number; priceFen: number; commissionFen: number }): number | null {
  const paysOut =
    o.state === ORDER_STATE.unpaid ||
    o.state === ORDER_STATE.paid ||
    o.state === ORDER_STATE.completed ||
    o.state === ORDER_STATE.disputed;
  return paysOut ? o.priceFen - o.commissionFen : null;
}

/** States that hold the good in trade (saleState 2): unpaid, paid, and frozen by a dispute. */
export const OPEN_ORDER_STATES = [0, 1, 5] as const;

export const PROTECTIONS = ['none', 'basic', 'tierA', 'tierB'] as const;
export type Protection = (typeof PROTECTIONS)[number];

/**
 * One purchase. Price, fees and the title are copied at creation so later edits of the good or of
 * the configuration never change what a buyer agreed to pay or what the seller is owed.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    state: smallint('state').notNull().default(ORDER_STATE.unpaid),
    goodsTitle: varchar('goods_title', { length: 100 }).notNull(),
    priceFen: integer('price_fen').notNull(),
    protection: varchar('protection', { length: 8 }).$type<Protection>().notNull(),
    protectionFeeFen: integer('protection_fee_fen').notNull(),
    /** null: lifetime cover, or no cover at all (protection 'none') */
    protectionDays: integer('protection_days'),
    /**
     * The listing's handover mode when the order was made (staff when the operators' rules required
     * it then), and the buyer's fee for it: part of totalFen, platform revenue at settlement.
     */
    handoverMode: varchar('handover_mode', { length: 8 }).$type<'self' | 'staff'>().notNull().default('self'),
    handoverFeeFen: integer('handover_fee_fen').notNull().default(0),
    totalFen: integer('total_fen').notNull(),
    commissionFen: integer('commission_fen').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, precision: 3 }),
    autoConfirmAt: timestamp('auto_confirm_at', { withTimezone: true, precision: 3 }),
    completedAt: timestamp('completed_at', { withTimezone: true, precision: 3 }),
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }),
    /** the accepted price offer this order was created from (its agreed price is priceFen) */
    offerId: integer('offer_id').references(() => priceOffers.id),
    /**
     * When the order's sealed data (credentials, the rebound login, handover evidence, chat lines
     * with codes) was purged because its purpose ended (flows/purge-sealed.ts); null: not yet. Set
     * once in the purge's transaction, so an order is never purged twice, by any instance.
     */
    purgedAt: timestamp('purged_at', { withTimezone: true, precision: 3 }),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_no_uq').on(t.orderNo),
    // a second line of defence behind the conditional goods update: one open order per good
    uniqueIndex('orders_goods_open_uq')
      .on(t.goodsId)
      .where(sql`${t.state} in (0, 1, 5)`),
    index('orders_buyer_state_idx').on(t.buyerId, t.state, t.createdAt, t.id),
    index('orders_seller_state_idx').on(t.sellerId, t.state, t.createdAt, t.id),
    // the jobs: overdue unpaid orders, overdue paid orders; recent deals: newest completions
    index('orders_state_expires_idx').on(t.state, t.expiresAt),
    index('orders_state_autoconfirm_idx').on(t.state, t.autoConfirmAt),
    index('orders_state_completed_idx').on(t.state, t.completedAt),
    index('orders_state_created_idx').on(t.state, t.createdAt, t.id),
    // the purge job walks the finished orders not yet purged, by id
    index('orders_purge_due_idx')
      .on(t.id)
      .where(sql`${t.purgedAt} is null and ${t.state} in (2, 3, 7)`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/** The order's timeline: what happened, when, by whom (null: the system or a provider). Append-only. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    type: varchar('type', { length: 20 }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    note: varchar('note', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * The order's chat thread (buyer, seller, staff; system lines have no sender). Kept with the order
 * as part of the transaction record. Polled by id: `order_id = ? and id > afterId` is one index range.
 */
export const orderChat = pgTable(
  'order_chat',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    senderId: integer('sender_id').references(() => users.id),
    role: varchar('role', { length: 8 }).$type<'buyer' | 'seller' | 'staff' | 'system'>().notNull(),
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
  (t) => [index('order_chat_order_idx').on(t.orderId, t.id)],
);

/** How far each participant has read a thread (unread badges in the order lists). */
export const orderChatReads = pgTable(
  'order_chat_reads',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    lastReadId: integer('last_read_id').notNull(),
  },
  (t) => [primaryKey({ name: 'order_chat_reads_pk', columns: [t.orderId, t.userId] })],
);

/** Every reveal of a good's credentials: who, when, from where. Append-only. */
export const credentialReveals = pgTable(
  'credential_reveals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ip: varchar('ip', { length: 45 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('credential_reveals_order_idx').on(t.orderId, t.id)],
);

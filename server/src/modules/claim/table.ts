import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { goods } from '../catalogue/table.js';
import { orders, type Protection } from '../order/table.js';
import { users } from '../user/table.js';

export const CLAIM_STATUS = { pending: 0, compensated: 1, refused: 2 } as const;
export const CLAIM_STATUS_TEXT: Record<number, string> = { 0: '待处理', 1: '已赔付', 2: '已驳回' };

/** A recovery claim (找回) on an insured, completed order, decided by an operator before `deadline_at`. */
export const claims = pgTable(
  'claims',
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
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    // copied from the order when the claim is filed
    protection: varchar('protection', { length: 8 }).$type<Protection>().notNull(),
    evidence: varchar('evidence', { length: 1000 }).notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: smallint('status').notNull().default(CLAIM_STATUS.pending),
    deadlineAt: timestamp('deadline_at', { withTimezone: true, precision: 3 }).notNull(),
    /** set once by the deadline job when a pending claim passes `deadline_at`: the console's escalated queue */
    escalatedAt: timestamp('escalated_at', { withTimezone: true, precision: 3 }),
    topUpFen: integer('top_up_fen'),
    compensationFen: integer('compensation_fen'),
    refuseReason: varchar('refuse_reason', { length: 200 }),
    note: varchar('note', { length: 200 }),
    sellerBlacklisted: boolean('seller_blacklisted').notNull().default(false),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    // one claim in the queue per order, and an order is compensated at most once
    uniqueIndex('claims_order_open_uq')
      .on(t.orderId)
      .where(sql`${t.status} = 0`),
    uniqueIndex('claims_order_paid_uq')
      .on(t.orderId)
      .where(sql`${t.status} = 1`),
    index('claims_buyer_idx').on(t.buyerId, t.id),
    index('claims_status_deadline_idx').on(t.status, t.deadlineAt, t.id),
  ],
);
export type ClaimRow = typeof claims.$inferSelect;

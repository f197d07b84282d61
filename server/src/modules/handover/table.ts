import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { games } from '../catalogue/table.js';
import { users } from '../user/table.js';

/** One line of a handover checklist: what the staff member checks, and how (the hint). */
export interface ChecklistItem {
  /** stable within the list: evidence and the buyer's item-by-item answer name it */
  key: string;
  label: string;
  hint: string;
}

/**
 * The checklist staff work through at a staff-mediated handover (平台验号换绑), one per game and
 * edited by operators: what has to be verified differs by game (a QQ-authorised login, a 网易 将军令).
 * A game without a row falls back to the generic list, so no handover ever has an empty checklist.
 */
export const handoverTemplates = pgTable('handover_templates', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => games.id),
  items: jsonb('items').$type<ChecklistItem[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  /** the operator who edited it last; null: the seeded default */
  updatedBy: integer('updated_by').references(() => users.id),
});
export type HandoverTemplateRow = typeof handoverTemplates.$inferSelect;

export const CASE_STATES = ['waiting', 'working', 'delivered', 'confirmed', 'disputed', 'cancelled'] as const;
export type CaseState = (typeof CASE_STATES)[number];

/**
 * A staff-mediated handover (平台验号换绑) of one paid order: opened in the payment's transaction,
 * waiting in the console's queue until a staff member takes it (one holder at a time), worked
 * through the checklist, delivered (the new login sealed here for the buyer's reveal), then
 * confirmed or disputed by the buyer item by item, or cancelled on a mismatch (the buyer refunded).
 * `createdAt` is the order's paid time: the queue's waiting clock.
 *
 * The order's figures are copied when the case opens (they never change after payment): the order
 * module builds on this one (a listing's handover mode), so this module neither imports the order
 * tables nor holds a foreign key to them; the unique order id still allows one case per order.
 */
export const handoverCases = pgTable(
  'handover_cases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    goodsId: integer('goods_id').notNull(),
    goodsTitle: varchar('goods_title', { length: 100 }).notNull(),
    priceFen: integer('price_fen').notNull(),
    handoverFeeFen: integer('handover_fee_fen').notNull(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    state: varchar('state', { length: 10 }).$type<CaseState>().notNull().default('waiting'),
    /** the staff member working it; null: in the queue for anyone */
    holderId: integer('holder_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, precision: 3 }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, precision: 3 }),
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }),
    cancelReason: varchar('cancel_reason', { length: 200 }),
    /** the login after rebinding (DataCrypto, the selling module's document): only the buyer's reveal opens it */
    newCredentialsEnc: text('new_credentials_enc'),
    /** the last order-chat line staff have seen (the desk's unread count of the parties' lines) */
    staffReadId: integer('staff_read_id').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('handover_cases_order_uq').on(t.orderId),
    index('handover_cases_state_idx').on(t.state, t.createdAt, t.id),
    index('handover_cases_holder_idx').on(t.holderId, t.state),
  ],
);
export type HandoverCaseRow = typeof handoverCases.$inferSelect;

/**
 * One line of a case's checklist: a snapshot of the game's template when the case opened (an
 * operator's later edit changes new cases only), the staff member's result with evidence
 * screenshots, and the buyer's answer.
 */
export const handoverItems = pgTable(
  'handover_items',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => handoverCases.id),
    position: integer('position').notNull(),
    key: varchar('key', { length: 24 }).notNull(),
    label: varchar('label', { length: 30 }).notNull(),
    hint: varchar('hint', { length: 80 }).notNull().default(''),
    staffResult: varchar('staff_result', { length: 4 }).$type<'pass' | 'fail'>(),
    staffNote: varchar('staff_note', { length: 200 }),
    /** upload URLs of the staff member's screenshots, at most 6 */
    evidence: jsonb('evidence').$type<string[]>().notNull().default([]),
    checkedBy: integer('checked_by').references(() => users.id),
    checkedAt: timestamp('checked_at', { withTimezone: true, precision: 3 }),
    buyerAnswer: varchar('buyer_answer', { length: 8 }).$type<'ok' | 'dispute'>(),
    buyerNote: varchar('buyer_note', { length: 200 }),
    answeredAt: timestamp('answered_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [primaryKey({ name: 'handover_items_pk', columns: [t.caseId, t.key] })],
);
export type HandoverItemRow = typeof handoverItems.$inferSelect;

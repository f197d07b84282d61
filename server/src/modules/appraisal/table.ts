import { index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { GoodImage } from '../catalogue/table.js';
import { games } from '../catalogue/table.js';
import { users } from '../user/table.js';

/**
 * `type` of a /account/backlist request. One table serves both services because the spec gives
 * them one pair of endpoints; trade-in (2) will add its own tables (quotes, sealed credentials)
 * keyed by the request id rather than columns here.
 */
export const BACKLIST_TYPE = { appraisal: 1, tradeIn: 2 } as const;

/**
 * The vendor's status codes (kept as the marketplace's existing clients know them): 0 awaiting quote, 2 quote accepted, 3 done, 4 cancelled,
 * 5 quote refused. An appraisal uses 0 (auto-valued, waiting for staff), 3 (staff appraised), 4
 * (cancelled by the owner); 2 and 5 belong to trade-in.
 */
export const BACKLIST_STATUS = { awaiting: 0, accepted: 2, done: 3, cancelled: 4, refused: 5 } as const;

export type AttrValues = Record<string, number | string | string[]>;

/** What the automatic valuation stored with the request (computed once, at submission). */
export interface StoredValuation {
  lowFen: number | null;
  medianFen: number | null;
  highFen: number | null;
  comparableCount: number;
  dealCount: number;
  listingCount: number;
  confidence: 'enough' | 'few';
  points: { priceFen: number; kind: 'deal' | 'listing'; similarity: number }[];
  computedAt: string;
}

export const backlistRequests = pgTable(
  'backlist_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(BACKLIST_STATUS.awaiting),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    /** full district path, root first, with the names at submission time (trees may be renamed later) */
    districtIds: integer('district_ids').array().notNull(),
    districtNames: text('district_names').array().notNull(),
    attrs: jsonb('attrs').$type<AttrValues>().notNull(),
    images: jsonb('images').$type<GoodImage[]>().notNull().default([]),
    expectedPriceFen: integer('expected_price_fen'),
    remark: varchar('remark', { length: 400 }).notNull().default(''),
    valuation: jsonb('valuation').$type<StoredValuation>(),
    /** the operator's appraisal, shown beside the automatic one */
    manualPriceFen: integer('manual_price_fen'),
    manualNote: text('manual_note'),
    manualBy: integer('manual_by').references(() => users.id),
    manualAt: timestamp('manual_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  // "my requests" of a type, newest first; the operators' queue of a type by status, oldest first
  (t) => [
    index('backlist_user_type_time_idx').on(t.userId, t.type, t.createdAt, t.id),
    index('backlist_type_status_time_idx').on(t.type, t.status, t.createdAt, t.id),
  ],
);
export type BacklistRow = typeof backlistRequests.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { GoodImage } from '../catalogue/table.js';
import { users } from '../user/table.js';

/** Listing states: reviewed like goods. Only 1 can be rented; 2 keeps paid rentals running. */
export const LISTING_STATE = { pending: 0, listed: 1, offShelf: 2, rejected: 99 } as const;
export const LISTING_STATE_TEXT: Record<number, string> = { 0: '审核中', 1: '出租中', 2: '已下架', 99: '审核未通过' };

/**
 * Rental states. 0 and 1 hold the window (the exclusion constraint below). 1 is "paid": before
 * its start it is 待开始, inside the window 租用中 (derived from the clock, not stored). 2: the
 * window is over and the rent was paid out; the deposit waits out the grace period in which an
 * operator may record a violation. 3: deposit settled, done. 4/5: never paid.
 */
export const RENTAL_STATE = { unpaid: 0, paid: 1, ended: 2, settled: 3, cancelled: 4, expired: 5 } as const;
export const RENTAL_STATE_TEXT: Record<number, string> = {
  0: '待支付',
  1: '已支付',
  2: '已结束',
  3: '已完成',
  4: '已取消',
  5: '已关闭',
};

export const RENTAL_MODES = ['hours', 'day', 'overnight'] as const;
export type RentalMode = (typeof RENTAL_MODES)[number];

/**
 * An account offered for rent. Prices are per listing; the credentials are sealed with the
 * selling module's sealCredentials (AES-256-GCM) in their own column, which no public query selects.
 */
export const rentalListings = pgTable(
  'rental_listings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    gameId: integer('game_id').notNull(),
    districtIds: integer('district_ids').array().notNull(),
    districtNames: text('district_names').array().notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    description: text('description').notNull(),
    cover: varchar('cover', { length: 300 }),
    images: jsonb('images').$type<GoodImage[]>().notNull(),
    hourlyFen: integer('hourly_fen').notNull(),
    minHours: smallint('min_hours').notNull(),
    /** null: the package is not offered */
    dayFen: integer('day_fen'),
    overnightFen: integer('overnight_fen'),
    depositFen: integer('deposit_fen').notNull(),
    credentialsEnc: text('credentials_enc').notNull(),
    state: smallint('state').notNull().default(LISTING_STATE.pending),
    rejectReason: varchar('reject_reason', { length: 200 }),
    rentCount: integer('rent_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    // the public list: listed rows of a game by price or newest; the review queue: oldest pending first
    index('rental_listings_state_game_price_idx').on(t.state, t.gameId, t.hourlyFen, t.id),
    index('rental_listings_state_updated_idx').on(t.state, t.updatedAt, t.id),
    index('rental_listings_owner_idx').on(t.ownerId, t.id),
  ],
);
export type RentalListingRow = typeof rentalListings.$inferSelect;

/**
 * One rental of a listing for the window [start_at, end_at). Prices and the title are copied at
 * creation. The exclusion constraint rental_window_excl (migration) refuses a second unpaid/paid
 * rental of the same listing whose window overlaps, whatever the application does.
 */
export const rentals = pgTable(
  'rentals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rentalNo: varchar('rental_no', { length: 32 }).notNull(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => rentalListings.id),
    renterId: integer('renter_id')
      .notNull()
      .references(() => users.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    title: varchar('title', { length: 100 }).notNull(),
    mode: varchar('mode', { length: 10 }).$type<RentalMode>().notNull(),
    hours: smallint('hours').notNull(),
    startAt: timestamp('start_at', { withTimezone: true, precision: 3 }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, precision: 3 }).notNull(),
    rentFen: integer('rent_fen').notNull(),
    depositFen: integer('deposit_fen').notNull(),
    totalFen: integer('total_fen').notNull(),
    commissionFen: integer('commission_fen').notNull(),
    state: smallint('state').notNull().default(RENTAL_STATE.unpaid),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, precision: 3 }),
    /** end_at + the grace period: when the deposit is settled */
    settleAt: timestamp('settle_at', { withTimezone: true, precision: 3 }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }),
    settledAt: timestamp('settled_at', { withTimezone: true, precision: 3 }),
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }),
    /** an operator's violation: how much of the deposit goes to the owner, and why */
    violationFen: integer('violation_fen'),
    violationReason: varchar('violation_reason', { length: 200 }),
    violationBy: integer('violation_by').references(() => users.id),
    violationAt: timestamp('violation_at', { withTimezone: true, precision: 3 }),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('rentals_no_uq').on(t.rentalNo),
    index('rentals_listing_window_idx').on(t.listingId, t.state, t.endAt),
    index('rentals_renter_idx').on(t.renterId, t.state, t.id),
    index('rentals_owner_idx').on(t.ownerId, t.state, t.id),
    // the jobs: overdue unpaid, ended windows, settled deposits
    index('rentals_state_expires_idx').on(t.state, t.expiresAt),
    index('rentals_state_end_idx').on(t.state, t.endAt),
    index('rentals_state_settle_idx').on(t.state, t.settleAt),
    check('rentals_window_ck', sql`${t.endAt} > ${t.startAt}`),
    check('rentals_violation_ck', sql`${t.violationFen} is null or (${t.violationFen} between 0 and ${t.depositFen})`),
  ],
);
export type RentalRow = typeof rentals.$inferSelect;

/** Every reveal of a rented account's login: who, when, from where. Append-only. */
export const rentalReveals = pgTable(
  'rental_reveals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ip: varchar('ip', { length: 45 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('rental_reveals_rental_idx').on(t.rentalId, t.id)],
);

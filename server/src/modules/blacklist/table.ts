import { index, integer, jsonb, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { games } from '../catalogue/table.js';
import { users } from '../user/table.js';

export const ACCOUNT_KINDS = ['qq', 'wechat', 'phone', 'other'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * The scammer blacklist. `accountNorm` (trimmed, lower case) is what searches and the uniqueness
 * check compare, so "WXabc" and "wxabc " are one entry.
 */
export const blacklist = pgTable(
  'blacklist',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    account: varchar('account', { length: 64 }).notNull(),
    accountNorm: varchar('account_norm', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    gameId: integer('game_id').references(() => games.id),
    reason: varchar('reason', { length: 500 }).notNull(),
    /** the report it came from, when an operator accepted one */
    reportId: integer('report_id'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [uniqueIndex('blacklist_account_uq').on(t.accountNorm), index('blacklist_time_idx').on(t.createdAt, t.id)],
);
export type BlacklistRow = typeof blacklist.$inferSelect;

/** 0 待处理 → 1 已采纳 (a blacklist entry exists) or 2 已驳回. */
export const REPORT_STATUS = { pending: 0, accepted: 1, dismissed: 2 } as const;

/** A user's report of a scammer, waiting in the operators' queue. */
export const scamReports = pgTable(
  'scam_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    account: varchar('account', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    gameId: integer('game_id').references(() => games.id),
    reason: varchar('reason', { length: 500 }).notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: smallint('status').notNull().default(REPORT_STATUS.pending),
    note: varchar('note', { length: 200 }),
    blacklistId: integer('blacklist_id').references(() => blacklist.id, { onDelete: 'set null' }),
    handledBy: integer('handled_by').references(() => users.id),
    handledAt: timestamp('handled_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    index('scam_reports_status_time_idx').on(t.status, t.createdAt, t.id),
    index('scam_reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
);
export type ReportRow = typeof scamReports.$inferSelect;

import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { games } from '../catalogue/table.js';

/** Staff types of the vendor's contacts page (kept as its clients know them): 1 business … 5 recovery. */
export const STAFF_TYPE_NAME = { 1: '业务', 2: '客服', 3: '寄售', 4: '包赔', 5: '找回' } as const;
export type StaffType = keyof typeof STAFF_TYPE_NAME;

/**
 * Official staff contacts. `enabled` false hides a contact and makes checkAccount stop vouching for
 * it (a former employee's QQ may end up with anyone); `offline` is the operator's "off duty now"
 * switch on top of the working hours.
 */
export const supportStaff = pgTable(
  'support_staff',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 20 }).notNull(),
    type: smallint('type').notNull(),
    qq: varchar('qq', { length: 20 }),
    wechat: varchar('wechat', { length: 40 }),
    phone: varchar('phone', { length: 20 }),
    qrCode: varchar('qr_code', { length: 300 }),
    /** 'HH:MM-HH:MM' in China Standard Time; an end before the start runs past midnight */
    workHours: varchar('work_hours', { length: 11 }).notNull(),
    /** game names served; empty = all games */
    games: text('games')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    offline: boolean('offline').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('support_staff_type_idx').on(t.type, t.sort)],
);
export type StaffRow = typeof supportStaff.$inferSelect;

/** Official QQ groups, per game or general (gameId null). */
export const supportGroups = pgTable(
  'support_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 40 }).notNull(),
    qq: varchar('qq', { length: 20 }).notNull(),
    full: boolean('full').notNull().default(false),
    gameId: integer('game_id').references(() => games.id),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('support_groups_game_idx').on(t.gameId, t.sort)],
);
export type GroupRow = typeof supportGroups.$inferSelect;

export const SOCIAL_PLATFORM_NAME = {
  wechat_mp: '微信公众号',
  weibo: '微博',
  douyin: '抖音',
  bilibili: '哔哩哔哩',
  xiaohongshu: '小红书',
} as const;
export type SocialPlatform = keyof typeof SOCIAL_PLATFORM_NAME;

/** The platform's official social-media accounts. */
export const socialAccounts = pgTable('social_accounts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  platform: varchar('platform', { length: 20 }).notNull(),
  name: varchar('name', { length: 40 }).notNull(),
  account: varchar('account', { length: 60 }).notNull(),
  url: varchar('url', { length: 300 }),
  qrCode: varchar('qr_code', { length: 300 }),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
});
export type SocialRow = typeof socialAccounts.$inferSelect;

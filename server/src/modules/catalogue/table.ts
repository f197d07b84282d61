import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from '../user/table.js';

/** Goods saleState codes (the vendor's, kept for its existing clients). */
export const SALE_STATE = {
  pending: 0,
  onSale: 1,
  inTrade: 2,
  sold: 3,
  offShelf: 4,
  problem: 5,
  recovered: 6,
  rejected: 99,
} as const;

export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: varchar('key', { length: 32 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    icon: varchar('icon', { length: 300 }),
    sort: integer('sort').notNull().default(0),
    hot: boolean('hot').notNull().default(false),
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [uniqueIndex('games_key_uq').on(t.key)],
);

/** One node of a game's district tree: system → operator → area → server. */
export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    parentId: integer('parent_id').references((): AnyPgColumn => districts.id),
    level: varchar('level', { length: 10 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('districts_game_parent_idx').on(t.gameId, t.parentId), index('districts_parent_idx').on(t.parentId)],
);

/** A game's attribute template: drives the sell form and the list filters. */
export const gameAttrs = pgTable(
  'game_attrs',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    fieldKey: varchar('field_key', { length: 4 }).notNull(),
    fieldName: varchar('field_name', { length: 40 }).notNull(),
    fieldType: varchar('field_type', { length: 10 }).notNull(),
    sort: integer('sort').notNull().default(0),
    must: boolean('must').notNull().default(false),
    isSearch: boolean('is_search').notNull().default(false),
    range: jsonb('range').$type<{ min: number; max: number; unit?: string } | null>(),
    options: jsonb('options').$type<string[] | null>(),
  },
  (t) => [primaryKey({ name: 'game_attrs_pk', columns: [t.gameId, t.fieldKey] })],
);

export type GoodImage = { url: string; thumb: string };

/**
 * Listed goods. Login credentials and cost price are deliberately not here: the selling module
 * keeps credentials encrypted in a table of their own, so no catalogue query can select them.
 */
export const goods = pgTable(
  'goods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    goodsSn: varchar('goods_sn', { length: 32 }).notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    /** full path [system, operator, area, server]: a filter on a node of any level is `district_ids @> {id}` (GIN) */
    districtIds: integer('district_ids').array().notNull(),
    districtNames: text('district_names').array().notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    /**
     * Why a listing waits for an operator beyond the routine check (issue 43: contact details found in
     * its title or description — held, not refused, so the seller cannot probe the filter); shown in
     * the review queue. null: nothing found. Rewritten with every submitted version.
     */
    reviewNote: text('review_note'),
    priceFen: integer('price_fen').notNull(),
    saleState: smallint('sale_state').notNull().default(SALE_STATE.pending),
    accountType: smallint('account_type').notNull().default(2),
    isGuarantee: smallint('is_guarantee').notNull().default(0),
    /**
     * How the account changes hands (issue 40): 'self' 自助交接 (the buyer's sealed reveal) or
     * 'staff' 平台验号换绑 (platform staff check the account and move its bindings). The seller
     * chooses it; the handover module's rules say when staff is required.
     */
    handoverMode: varchar('handover_mode', { length: 8 }).$type<'self' | 'staff'>().notNull().default('self'),
    /**
     * Whether the seller has given the account's sealed original registration data (issue 41: the
     * selling module keeps it in goods_registrations). The paid protection tiers need it, so the
     * cards, the confirm page and the order's lock read it here without opening anything sealed.
     */
    hasRegistration: boolean('has_registration').notNull().default(false),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cover: varchar('cover', { length: 300 }),
    images: jsonb('images')
      .$type<GoodImage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    attrs: jsonb('attrs')
      .$type<Record<string, number | string | string[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    /**
     * Distinct characters and character bigrams of title + description (lower-cased), computed on
     * write. pg_trgm cannot index patterns under 3 characters, and two-character Chinese words
     * (国服, 典藏) are the common search; `search_grams @> grams(keyword)` is GIN-indexed at any length.
     */
    searchGrams: text('search_grams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * 'fN=value' for every string value and every string element of an array value in attrs
     * (select and multi attributes), computed by PostgreSQL from attrs on every write, so no writer
     * has to maintain it. GIN-indexed: a select filter is `attr_tags @> {fN=v}`, a multi any-of
     * filter `attr_tags && {fN=a, fN=b}`. goods_attr_tags() is created in migration 0003.
     */
    attrTags: text('attr_tags')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`goods_attr_tags(attrs)`),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /**
     * When a column lists show or filter on last changed, by the database's clock: set on insert and
     * by the goods_list_touch trigger (migration 0011) on updates of those columns, so no writer has
     * to remember it. Every API instance's listing index follows the goods through it.
     */
    listChangedAt: timestamp('list_changed_at', { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    uniqueIndex('goods_sn_uq').on(t.goodsSn),
    index('goods_list_changed_idx').on(t.listChangedAt, t.id),
    // one composite index per list sort, ascending (PostgreSQL scans them backwards for DESC),
    // with id as the tie-breaker so pages are stable and keyset-compatible
    index('goods_state_game_time_idx').on(t.saleState, t.gameId, t.createdAt, t.id),
    index('goods_state_game_price_idx').on(t.saleState, t.gameId, t.priceFen, t.id),
    index('goods_state_time_idx').on(t.saleState, t.createdAt, t.id),
    index('goods_state_price_idx').on(t.saleState, t.priceFen, t.id),
    index('goods_state_updated_idx').on(t.saleState, t.updatedAt),
    index('goods_seller_state_idx').on(t.sellerId, t.saleState),
    index('goods_district_ids_gin').using('gin', t.districtIds),
    index('goods_search_grams_gin').using('gin', t.searchGrams),
    index('goods_attr_tags_gin').using('gin', t.attrTags),
    // completed deals of a game by deal time (a sold good's updated_at is when it sold), for the
    // appraisal module's comparables and recycle price list: partial, so it holds only sold goods
    // and a game's recent deals are an index range (price included for index-only reads)
    index('goods_sold_game_time_idx')
      .on(t.gameId, t.updatedAt, t.priceFen)
      .where(sql`sale_state = 3`),
  ],
);

export type GoodRow = typeof goods.$inferSelect;

/**
 * How often each good was opened, kept apart from goods on purpose. Counts are written every
 * second under traffic; a goods row is ≈2 KB (its bigrams), so an updated version rarely fit on
 * its page and every update wrote new entries into all of goods' indexes, the bigram GIN among
 * them, whose pending list then stalled PGlite for ≈0.5 s when it was merged. A row here is a few
 * bytes with no index but its key, so PostgreSQL updates it in place (HOT). No row: never viewed.
 */
export const goodsViews = pgTable('goods_views', {
  goodsId: integer('goods_id')
    .primaryKey()
    .references(() => goods.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
});

/** A good's view count as a column of a select from goods (one primary-key lookup a row). */
export const goodsViewCount =
  sql<number>`coalesce((select gv.views from goods_views gv where gv.goods_id = "goods"."id"), 0)`.mapWith(Number);

export const goodsCollect = pgTable(
  'goods_collect',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('goods_collect_user_goods_uq').on(t.userId, t.goodsId),
    index('goods_collect_user_time_idx').on(t.userId, t.createdAt, t.id),
  ],
);

export const goodsBrowse = pgTable(
  'goods_browse',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    viewedAt: timestamp('viewed_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('goods_browse_user_goods_uq').on(t.userId, t.goodsId),
    index('goods_browse_user_time_idx').on(t.userId, t.viewedAt, t.goodsId),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: smallint('type').notNull().default(1),
    name: varchar('name', { length: 60 }).notNull(),
    img: varchar('img', { length: 300 }).notNull(),
    h5Img: varchar('h5_img', { length: 300 }),
    jumpUrl: varchar('jump_url', { length: 300 }),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('banners_type_idx').on(t.type, t.enabled, t.sort)],
);

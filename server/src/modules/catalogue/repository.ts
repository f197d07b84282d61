import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { ORDER_STATE, orders } from '../order/table.js';
import { REAL_STATUS, users } from '../user/table.js';
import {
  banners,
  districts,
  gameAttrs,
  games,
  goods,
  goodsBrowse,
  goodsCollect,
  goodsViewCount,
  SALE_STATE,
  type GoodImage,
} from './table.js';

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;

export type SortRank = 'timedesc' | 'timeasc' | 'priceasc' | 'pricedesc';

/** A list filter after validation against the game's template (see service.ts). */
export interface GoodsFilter {
  gameId?: number;
  /**
   * each term must occur: `term` normalised (the listing index looks for it in the search text);
   * grams for the GIN lookup, `like` for the database's re-check of terms ≥ 3 characters;
   * `alts`: other spellings of the term (synonyms, the words its pinyin spells, keyword-expand.ts),
   * any of which also satisfies it
   */
  terms?: (SearchTerm & { alts?: SearchTerm[] })[];
  priceStartFen?: number;
  priceEndFen?: number;
  districtId?: number;
  tags?: string[];
  attrs?: AttrCond[];
}

export type AttrCond =
  | { key: string; kind: 'range'; min?: number; max?: number }
  | { key: string; kind: 'eq'; value: string }
  /** a select that is one of several values (never an array value that holds one of them) */
  | { key: string; kind: 'in'; values: string[] }
  | { key: string; kind: 'any'; values: string[] };

/** Columns every list shows (GoodListItem); never credentials, never cost. */
const listCols = {
  id: goods.id,
  title: goods.title,
  priceFen: goods.priceFen,
  gameId: goods.gameId,
  districtNames: goods.districtNames,
  cover: goods.cover,
  tags: goods.tags,
  isGuarantee: goods.isGuarantee,
  viewCount: goodsViewCount,
  createdAt: goods.createdAt,
  saleState: goods.saleState,
};
export interface ListRow {
  id: number;
  title: string;
  priceFen: number;
  gameId: number;
  districtNames: string[];
  cover: string | null;
  tags: string[];
  isGuarantee: number;
  viewCount: number;
  createdAt: Date;
  saleState: number;
}

/** What the listing index keeps of a good (listing-index.ts). */
const indexCols = {
  id: goods.id,
  title: goods.title,
  description: goods.description,
  gameId: goods.gameId,
  priceFen: goods.priceFen,
  createdAt: goods.createdAt,
  districtIds: goods.districtIds,
  tags: goods.tags,
  attrs: goods.attrs,
  saleState: goods.saleState,
};

/** A JS array as a PostgreSQL array parameter (both drivers bind arrays; the cast fixes the type). */
const textArr = (a: readonly string[]) => sql`${sql.param(a)}::text[]`;
/** One array parameter (a bare array in Drizzle's sql`` would expand into a list of parameters). */
const p = (a: readonly unknown[]) => sql.param(a);

export interface SearchTerm {
  term: string;
  grams: string[];
  like?: string;
}

/** A good holds the term: all its grams (GIN), and for 3+ characters the text itself. */
function holds(t: SearchTerm): SQL {
  const g = sql`${goods.searchGrams} @> ${textArr(t.grams)}`;
  return t.like ? sql`(${g} and (${goods.title} ilike ${t.like} or ${goods.description} ilike ${t.like}))` : g;
}

function whereOf(f: GoodsFilter): SQL {
  const c: SQL[] = [eq(goods.saleState, SALE_STATE.onSale)];
  if (f.gameId !== undefined) c.push(eq(goods.gameId, f.gameId));
  if (f.priceStartFen !== undefined) c.push(gte(goods.priceFen, f.priceStartFen));
  if (f.priceEndFen !== undefined) c.push(lte(goods.priceFen, f.priceEndFen));
  if (f.districtId !== undefined) c.push(sql`${goods.districtIds} @> array[${f.districtId}::int]`);
  if (f.tags?.length) c.push(sql`${goods.tags} && ${textArr(f.tags)}`);
  const plain = f.terms?.filter((t) => !t.alts?.length) ?? [];
  if (plain.length) {
    const grams = [...new Set(plain.flatMap((t) => t.grams))];
    c.push(sql`${goods.searchGrams} @> ${textArr(grams)}`);
    for (const t of plain) {
      if (t.like) c.push(sql`(${goods.title} ilike ${t.like} or ${goods.description} ilike ${t.like})`);
    }
  }
  for (const t of f.terms ?? []) if (t.alts?.length) c.push(sql`(${sql.join([t, ...t.alts].map(holds), sql` or `)})`);
  for (const a of f.attrs ?? []) {
    // attrs keys come from the template (f1…f20), never from the request verbatim; values are bound
    // select / multi go through the GIN index on attr_tags ('fN=value', see table.ts); the jsonb
    // re-check keeps a select filter from matching an array value that merely contains the option
    const v = sql`(${goods.attrs} -> ${a.key})`;
    if (a.kind === 'eq') {
      c.push(sql`${goods.attrTags} @> ${textArr([`${a.key}=${a.value}`])}`);
      c.push(sql`${goods.attrs} @> ${JSON.stringify({ [a.key]: a.value })}::jsonb`);
    } else if (a.kind === 'in') {
      c.push(sql`${goods.attrTags} && ${textArr(a.values.map((x) => `${a.key}=${x}`))}`);
      // ->> of an array is its JSON text, so only a plain string value can equal one of them
      c.push(sql`(${goods.attrs} ->> ${a.key}) = any(${textArr(a.values)})`);
    } else if (a.kind === 'any') c.push(sql`${goods.attrTags} && ${textArr(a.values.map((x) => `${a.key}=${x}`))}`);
    else {
      const n = sql`(case when jsonb_typeof(${v}) = 'number' then (${v})::numeric end)`;
      if (a.min !== undefined) c.push(sql`${n} >= ${a.min}`);
      if (a.max !== undefined) c.push(sql`${n} <= ${a.max}`);
    }
  }
  return and(...c)!;
}

function orderOf(sort: SortRank): SQL[] {
  switch (sort) {
    case 'timeasc':
      return [asc(goods.createdAt), asc(goods.id)];
    case 'priceasc':
      return [asc(goods.priceFen), asc(goods.id)];
    case 'pricedesc':
      return [desc(goods.priceFen), desc(goods.id)];
    default:
      return [desc(goods.createdAt), desc(goods.id)];
  }
}

export function createCatalogueRepo(db: Db) {
  // the two reads every list page and detail view make: prepared once, so a request does not pay
  // for building the SQL again (Drizzle's builder showed up in the profile) nor PostgreSQL for planning it;
  // both take several ids, so concurrent detail views share one round trip (see batch.ts). Built on
  // first use: the OpenAPI generator builds the app on a stub database that cannot prepare anything.
  const prepareDetail = () =>
    db
      .select({
        ...listCols,
        description: goods.description,
        images: goods.images,
        attrs: goods.attrs,
        districtIds: goods.districtIds,
        accountType: goods.accountType,
        sellerId: goods.sellerId,
        sellerNick: users.nickName,
        sellerAvatar: users.avatar,
        sellerVerified: sql<boolean>`${users.realStatus} = ${REAL_STATUS.verified}`,
      })
      .from(goods)
      .innerJoin(users, eq(users.id, goods.sellerId))
      .where(sql`${goods.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('catalogue_detail');
  const prepareByIds = () =>
    db
      .select(listCols)
      .from(goods)
      .where(and(sql`${goods.id} = any(${sql.placeholder('ids')}::int[])`, eq(goods.saleState, SALE_STATE.onSale)))
      .prepare('catalogue_list_by_ids');
  let detailQuery: ReturnType<typeof prepareDetail> | undefined;
  let byIdsQuery: ReturnType<typeof prepareByIds> | undefined;

  return {
    // ------------------------------------------------------------ reference data
    async allGames(tx: Executor = db) {
      return tx.select().from(games).orderBy(asc(games.sort), asc(games.id));
    },
    async allDistricts(tx: Executor = db) {
      return tx.select().from(districts).orderBy(asc(districts.gameId), asc(districts.sort), asc(districts.id));
    },
    async allAttrs(tx: Executor = db) {
      return tx.select().from(gameAttrs).orderBy(asc(gameAttrs.gameId), asc(gameAttrs.sort), asc(gameAttrs.fieldKey));
    },
    async banners(type: number, tx: Executor = db) {
      return tx
        .select({
          id: banners.id,
          name: banners.name,
          img: banners.img,
          h5Img: banners.h5Img,
          jumpUrl: banners.jumpUrl,
        })
        .from(banners)
        .where(and(eq(banners.type, type), eq(banners.enabled, true)))
        .orderBy(asc(banners.sort), asc(banners.id));
    },

    // ------------------------------------------------------------ lists
    async list(f: GoodsFilter, sort: SortRank, limit: number, offset: number, tx: Executor = db): Promise<ListRow[]> {
      return tx
        .select(listCols)
        .from(goods)
        .where(whereOf(f))
        .orderBy(...orderOf(sort))
        .limit(limit)
        .offset(offset);
    },
    /** Matching rows, counted only up to `cap` (the subquery stops there, so the cost is bounded). */
    async countUpTo(f: GoodsFilter, cap: number, tx: Executor = db): Promise<number> {
      const sub = tx
        .select({ one: sql`1` })
        .from(goods)
        .where(whereOf(f))
        .limit(cap)
        .as('m');
      const [r] = await tx.select({ n: sql<number>`count(*)::int` }).from(sub);
      return Number(r?.n ?? 0);
    },
    async countAll(f: GoodsFilter, tx: Executor = db): Promise<number> {
      const [r] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(goods)
        .where(whereOf(f));
      return Number(r?.n ?? 0);
    },
    /** SQL text and parameters of the list query (EXPLAIN tests look at its plan). */
    listSql(f: GoodsFilter, sort: SortRank, limit: number, offset: number, tx: Executor = db) {
      return tx
        .select(listCols)
        .from(goods)
        .where(whereOf(f))
        .orderBy(...orderOf(sort))
        .limit(limit)
        .offset(offset)
        .toSQL();
    },

    /** The list rows of these ids that are still on sale (any order: the caller orders them). */
    async listByIds(ids: number[]): Promise<ListRow[]> {
      if (!ids.length) return [];
      return (byIdsQuery ??= prepareByIds()).execute({ ids });
    },

    // ------------------------------------------------------------ the in-memory listing index's feed
    /** On-sale goods after `afterId`, by id (the index's initial load, in batches). */
    async indexRows(afterId: number, limit: number, tx: Executor = db) {
      return tx
        .select({ ...indexCols, changedAt: goods.listChangedAt })
        .from(goods)
        .where(and(eq(goods.saleState, SALE_STATE.onSale), gt(goods.id, afterId)))
        .orderBy(asc(goods.id))
        .limit(limit);
    },
    /** Goods whose listed fields changed after `since` (goods_list_changed_idx), oldest change first. */
    async changedSince(since: Date, afterId: number, limit: number, tx: Executor = db) {
      return tx
        .select({ ...indexCols, changedAt: goods.listChangedAt })
        .from(goods)
        .where(sql`(${goods.listChangedAt}, ${goods.id}) > (${since.toISOString()}::timestamptz, ${afterId})`)
        .orderBy(asc(goods.listChangedAt), asc(goods.id))
        .limit(limit);
    },
    /** The database's clock (list_changed_at is written by it, so the sync's window is measured by it too). */
    async dbNow(tx: Executor = db): Promise<Date> {
      const r = await tx.execute(sql`select clock_timestamp() as now`);
      const row = (r as unknown as { rows: { now: Date | string }[] }).rows[0]!;
      return new Date(row.now);
    },

    /** Newest on-sale goods of some games (home slot candidates); uses goods_state_time_idx. */
    async recentOnSale(gameIds: number[], limit: number, tx: Executor = db): Promise<ListRow[]> {
      if (!gameIds.length) return [];
      return tx
        .select(listCols)
        .from(goods)
        .where(and(eq(goods.saleState, SALE_STATE.onSale), inArray(goods.gameId, gameIds)))
        .orderBy(desc(goods.createdAt), desc(goods.id))
        .limit(limit);
    },
    /**
     * On-sale goods of a game nearest to a price: two range scans on goods_state_game_price_idx
     * (at or above, below), merged by distance by the caller. ORDER BY abs(price - x) could not
     * use the index.
     */
    async nearPrice(
      gameId: number,
      priceFen: number,
      lo: number,
      hi: number,
      excludeId: number,
      limit: number,
      tx: Executor = db,
    ) {
      const base = [eq(goods.saleState, SALE_STATE.onSale), eq(goods.gameId, gameId), sql`${goods.id} <> ${excludeId}`];
      const [up, down] = await Promise.all([
        tx
          .select(listCols)
          .from(goods)
          .where(and(...base, gte(goods.priceFen, priceFen), lte(goods.priceFen, hi)))
          .orderBy(asc(goods.priceFen), asc(goods.id))
          .limit(limit),
        tx
          .select(listCols)
          .from(goods)
          .where(and(...base, lt(goods.priceFen, priceFen), gte(goods.priceFen, lo)))
          .orderBy(desc(goods.priceFen), asc(goods.id))
          .limit(limit),
      ]);
      return [...up, ...down];
    },
    /**
     * The newest completed deals (orders_state_completed_idx, scanned backwards): the title as
     * sold, the price paid for the account, the completion time.
     */
    async recentlySold(limit: number, tx: Executor = db) {
      return tx
        .select({ title: orders.goodsTitle, priceFen: orders.priceFen, dealAt: orders.completedAt })
        .from(orders)
        .where(eq(orders.state, ORDER_STATE.completed))
        .orderBy(desc(orders.completedAt), desc(orders.id))
        .limit(limit);
    },

    // ------------------------------------------------------------ detail
    /** Details of several goods in one query (the detail view's batch loader), any order. */
    async detailMany(ids: number[]) {
      return (detailQuery ??= prepareDetail()).execute({ ids });
    },
    async visibility(id: number, tx: Executor = db) {
      const [row] = await tx
        .select({ saleState: goods.saleState, sellerId: goods.sellerId })
        .from(goods)
        .where(eq(goods.id, id))
        .limit(1);
      return row;
    },
    async completedSales(sellerId: number, tx: Executor = db): Promise<number> {
      const [r] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(goods)
        .where(and(eq(goods.sellerId, sellerId), eq(goods.saleState, SALE_STATE.sold)));
      return Number(r?.n ?? 0);
    },
    /** Adds batched view counts in one statement. */
    async addViews(counts: Map<number, number>, tx: Executor = db) {
      if (!counts.size) return;
      const ids = [...counts.keys()];
      const ns = ids.map((i) => counts.get(i)!);
      // joined with goods so a good deleted since its view was counted is skipped, not a failed batch;
      // rows in id order, so two instances flushing the same goods lock them in the same order
      await tx.execute(sql`insert into goods_views (goods_id, views)
        select v.id, v.n from unnest(${p(ids)}::int[], ${p(ns)}::int[]) as v(id, n) join ${goods} on ${goods.id} = v.id
        order by v.id
        on conflict (goods_id) do update set views = goods_views.views + excluded.views`);
    },

    // ------------------------------------------------------------ favourites
    async isCollected(userId: number, goodsId: number, tx: Executor = db) {
      const [r] = await tx
        .select({ id: goodsCollect.id })
        .from(goodsCollect)
        .where(and(eq(goodsCollect.userId, userId), eq(goodsCollect.goodsId, goodsId)))
        .limit(1);
      return !!r;
    },
    async collect(userId: number, goodsId: number, now: Date, tx: Executor = db) {
      await tx.insert(goodsCollect).values({ userId, goodsId, createdAt: now }).onConflictDoNothing();
    },
    async uncollect(userId: number, goodsId: number, tx: Executor = db) {
      await tx.delete(goodsCollect).where(and(eq(goodsCollect.userId, userId), eq(goodsCollect.goodsId, goodsId)));
    },
    async collectList(userId: number, limit: number, offset: number, tx: Executor = db) {
      const rows = await tx
        .select({ ...listCols, collectedAt: goodsCollect.createdAt })
        .from(goodsCollect)
        .innerJoin(goods, eq(goods.id, goodsCollect.goodsId))
        .where(eq(goodsCollect.userId, userId))
        .orderBy(desc(goodsCollect.createdAt), desc(goodsCollect.id))
        .limit(limit)
        .offset(offset);
      const [t] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(goodsCollect)
        .where(eq(goodsCollect.userId, userId));
      return { rows, total: Number(t?.n ?? 0) };
    },

    // ------------------------------------------------------------ browsing history
    /** Records a view (one row per good, newest time wins) and keeps only the newest `cap` rows. */
    async recordBrowse(userId: number, goodsId: number, now: Date, cap: number, tx: Executor = db) {
      await tx
        .insert(goodsBrowse)
        .values({ userId, goodsId, viewedAt: now })
        .onConflictDoUpdate({ target: [goodsBrowse.userId, goodsBrowse.goodsId], set: { viewedAt: now } });
      // the (cap+1)-th newest row, if any, and everything older goes (index goods_browse_user_time_idx)
      await tx.execute(sql`delete from ${goodsBrowse} b using (
          select viewed_at, goods_id from ${goodsBrowse} where user_id = ${userId}
          order by viewed_at desc, goods_id desc offset ${cap} limit 1) cut
        where b.user_id = ${userId} and (b.viewed_at, b.goods_id) <= (cut.viewed_at, cut.goods_id)`);
    },
    async browseList(userId: number, limit: number, offset: number, tx: Executor = db) {
      const rows = await tx
        .select({ ...listCols, viewedAt: goodsBrowse.viewedAt })
        .from(goodsBrowse)
        .innerJoin(goods, eq(goods.id, goodsBrowse.goodsId))
        .where(eq(goodsBrowse.userId, userId))
        .orderBy(desc(goodsBrowse.viewedAt), desc(goodsBrowse.goodsId))
        .limit(limit)
        .offset(offset);
      const [t] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(goodsBrowse)
        .where(eq(goodsBrowse.userId, userId));
      return { rows, total: Number(t?.n ?? 0) };
    },
    async clearBrowse(userId: number, tx: Executor = db) {
      await tx.delete(goodsBrowse).where(eq(goodsBrowse.userId, userId));
    },
  };
}

/** Rows of the goods table as the seeders write them (computed columns included). */
export interface GoodInsert {
  goodsSn: string;
  gameId: number;
  districtIds: number[];
  districtNames: string[];
  title: string;
  description: string;
  priceFen: number;
  saleState: number;
  accountType: number;
  isGuarantee: number;
  tags: string[];
  cover: string | null;
  images: GoodImage[];
  attrs: Record<string, unknown>;
  sellerId: number;
  searchGrams: string[];
  createdAt: Date;
  updatedAt: Date;
}

/** Unit separator: joins array elements into one text parameter per row for unnest(). */
const US = '\u001f';

/**
 * Bulk insert through `INSERT … SELECT FROM unnest(…)`: one statement with one array parameter
 * per column (Drizzle's builder spends ~40 ms per 1,000 rows just building SQL). Arrays of
 * arrays cannot go through unnest, so array columns travel as separator-joined text.
 */
export async function bulkInsertGoods(tx: Executor, rows: GoodInsert[]) {
  if (!rows.length) return;
  const col = <T>(f: (r: GoodInsert) => T) => sql.param(rows.map(f));
  await tx.execute(sql`insert into goods (goods_sn, game_id, district_ids, district_names, title, description, price_fen,
      sale_state, account_type, is_guarantee, tags, cover, images, attrs, seller_id, search_grams, created_at, updated_at)
    select sn, gid, string_to_array(dids, ',')::int[], string_to_array(dn, ${US}), t, d, p, ss, at, ig,
      case when tg = '' then '{}'::text[] else string_to_array(tg, ${US}) end, cv, im::jsonb, av::jsonb, sid,
      string_to_array(sg, ${US}), ca, ua
    from unnest(${col((r) => r.goodsSn)}::text[], ${col((r) => r.gameId)}::int[], ${col((r) => r.districtIds.join(','))}::text[],
      ${col((r) => r.districtNames.join(US))}::text[], ${col((r) => r.title)}::text[], ${col((r) => r.description)}::text[],
      ${col((r) => r.priceFen)}::int[], ${col((r) => r.saleState)}::int[], ${col((r) => r.accountType)}::int[],
      ${col((r) => r.isGuarantee)}::int[], ${col((r) => r.tags.join(US))}::text[], ${col((r) => r.cover)}::text[],
      ${col((r) => JSON.stringify(r.images))}::text[], ${col((r) => JSON.stringify(r.attrs))}::text[], ${col((r) => r.sellerId)}::int[],
      ${col((r) => r.searchGrams.join(US))}::text[], ${col((r) => r.createdAt.toISOString())}::timestamptz[],
      ${col((r) => r.updatedAt.toISOString())}::timestamptz[])
      as u(sn, gid, dids, dn, t, d, p, ss, at, ig, tg, cv, im, av, sid, sg, ca, ua)`);
}

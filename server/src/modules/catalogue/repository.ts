import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { paged } from '../../lib/pagination.js';
import { REAL_STATUS, users } from '../user/index.js';
import { banners, districts, gameAttrs, games, goods, goodsBrowse, goodsCollect, SALE_STATE } from './table.js';

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;

// the list's SQL and the seeders' bulk insert live in their own files; their names stay importable from here
export type { AttrCond, GoodsFilter, ListRow, SearchTerm, SortRank } from './list-query.js';
export { bulkInsertGoods, type GoodInsert } from './goods-bulk.js';
import {
  indexCols,
  listCols,
  orderOf,
  p,
  whereOf,
  type GoodsFilter,
  type ListRow,
  type SortRank,
} from './list-query.js';

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
        handoverMode: goods.handoverMode,
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
    /** The largest id of an on-sale good (the load sizes the index by it), 0 when none is. */
    async maxListedId(tx: Executor = db): Promise<number> {
      const [r] = await tx
        .select({ id: sql<number | null>`max(${goods.id})` })
        .from(goods)
        .where(eq(goods.saleState, SALE_STATE.onSale));
      return Number(r?.id ?? 0);
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
    /**
     * The quartiles of the prices of a game's goods on sale (all games without one) and how many
     * there are: the price filter's presets (price-bands.ts). An index range of
     * goods_state_game_price_idx; the answer is cached by the service.
     */
    async priceQuartiles(gameId: number | undefined, tx: Executor = db) {
      const [row] = await tx
        .select({
          q: sql<
            number[] | null
          >`percentile_disc(array[0.25, 0.5, 0.75]::float8[]) within group (order by ${goods.priceFen})`,
          n: sql<number>`count(*)::int`,
        })
        .from(goods)
        .where(and(eq(goods.saleState, SALE_STATE.onSale), gameId ? eq(goods.gameId, gameId) : undefined));
      return { quartilesFen: (row?.q ?? []).map(Number), count: Number(row?.n ?? 0) };
    },

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
      return paged(
        tx
          .select({ ...listCols, collectedAt: goodsCollect.createdAt })
          .from(goodsCollect)
          .innerJoin(goods, eq(goods.id, goodsCollect.goodsId))
          .where(eq(goodsCollect.userId, userId))
          .orderBy(desc(goodsCollect.createdAt), desc(goodsCollect.id))
          .limit(limit)
          .offset(offset),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(goodsCollect)
          .where(eq(goodsCollect.userId, userId)),
      );
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
      return paged(
        tx
          .select({ ...listCols, viewedAt: goodsBrowse.viewedAt })
          .from(goodsBrowse)
          .innerJoin(goods, eq(goods.id, goodsBrowse.goodsId))
          .where(eq(goodsBrowse.userId, userId))
          .orderBy(desc(goodsBrowse.viewedAt), desc(goodsBrowse.goodsId))
          .limit(limit)
          .offset(offset),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(goodsBrowse)
          .where(eq(goodsBrowse.userId, userId)),
      );
    },
    async clearBrowse(userId: number, tx: Executor = db) {
      await tx.delete(goodsBrowse).where(eq(goodsBrowse.userId, userId));
    },
  };
}

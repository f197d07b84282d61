import type { Clock } from '../../lib/clock.js';
import { batchLoader } from '../../lib/batch.js';
import { NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import type { Actor } from '../auth/service.js';
import { MemoryKv, SingleFlight, type KvStore } from './cache.js';
import type { ListingIndex } from './listing-index.js';
import type { ListingSync } from './listing-sync.js';
import type { CatalogueRepo, GoodsFilter, ListRow } from './repository.js';
import { HotKeywords, suggest } from './search-suggest.js';
import { createMetaCache, createReferenceReads, type Meta } from './catalogue-meta.js';
import { normalize, type ListBody, type NormalizedList } from './list-filter.js';
import { SALE_STATE } from './table.js';

// The catalogue's use cases are split by file: reference data and its reads (catalogue-meta.ts),
// list filters (list-filter.ts), suggestions (search-suggest.ts); this file composes them and
// keeps lists, details, favourites, history and recommendations.
export { META_TTL_MS, type AttrMeta, type DistrictMeta } from './catalogue-meta.js';
export type { ListBody } from './list-filter.js';

// ---------------------------------------------------------------- limits and cache lifetimes
/** Totals are exact up to this many matches; above it a cached count is shown (see countOf). */
export const EXACT_COUNT_CAP = 10_000;
/** Longest a shown total above EXACT_COUNT_CAP may be out of date. */
export const BIG_COUNT_TTL_MS = 30_000;
/** How far above the cap a cached full count must be to stand in for the capped exact count. */
export const BIG_COUNT_MARGIN = 2_000;
/** Hot list pages: kept this long, and dropped at once by any goods write (the version bump). */
export const PAGE_TTL_MS = 10_000;
export const HOME_RECOMMEND_TTL_MS = 30_000;
export const SELLER_SALES_TTL_MS = 30_000;
export const BROWSE_CAP = 200;
export const VIEW_FLUSH_MS = 1_000;
export const VIEW_FLUSH_CHUNK = 200;
/** saleStates anyone may open; the others only the seller sees */
const PUBLIC_STATES: ReadonlySet<number> = new Set([SALE_STATE.onSale, SALE_STATE.inTrade, SALE_STATE.sold]);
const VERSION_KEY = 'goods:ver';

interface SellerFigures {
  completedSales: number;
  ratingAvg: number | null;
  ratingCount: number;
}

/** Masks a sold good's title for the public ticker: the first characters and '***'. */
export function maskTitle(title: string, keep = 6): string {
  return Array.from(title).slice(0, keep).join('') + '***';
}

export function createCatalogueService(deps: {
  repo: CatalogueRepo;
  kv: KvStore;
  clock: Clock;
  listing?: { index: ListingIndex; sync: ListingSync };
}) {
  const { repo, kv, clock, listing } = deps;
  const flights = new SingleFlight();
  const hotKeywords = new HotKeywords();
  /**
   * Pages and totals answered from the listing index: in-process, keyed by the index's own version
   * (which moves only once this instance has applied a change), never by the shared version in
   * Redis: another instance's bump may arrive before this index has the change, and a page
   * computed in between would then stay cached under the new version.
   */
  const indexPages = new MemoryKv(clock, 5000);
  const loadDetail = batchLoader(async (ids) => new Map((await repo.detailMany(ids)).map((r) => [r.id, r])));
  const loadListRow = batchLoader(async (ids) => new Map((await repo.listByIds(ids)).map((r) => [r.id, r])), 500);
  const indexCounts = new Map<string, number>();
  /** the index version the two caches above hold entries of (see listFromIndex) */
  let cachedVersion = -1;
  const metaCache = createMetaCache(repo, clock);
  const getMeta = metaCache.getMeta;
  const pendingViews = new Map<number, number>();
  /** the seller card's figures (completed sales, rating), per seller for SELLER_SALES_TTL_MS */
  const sellerCards = new Map<number, { v: SellerFigures; exp: number }>();
  /** the ratings module fills this in (it is built later); no ratings until then */
  let sellerRating: (sellerId: number) => Promise<{ ratingAvg: number | null; ratingCount: number }> = async () => ({
    ratingAvg: null,
    ratingCount: 0,
  });

  // ------------------------------------------------------------ reference data (games, trees, templates)

  function toItem(m: Meta, r: ListRow) {
    return {
      id: r.id,
      title: r.title,
      priceFen: r.priceFen,
      gameId: r.gameId,
      gameName: m.gameById.get(r.gameId)?.name ?? '',
      districtNames: r.districtNames,
      cover: r.cover,
      tags: r.tags,
      isGuarantee: r.isGuarantee as 0 | 1 | 2,
      viewCount: r.viewCount + (pendingViews.get(r.id) ?? 0),
      createdAt: r.createdAt.toISOString(),
    };
  }

  const version = () => kv.counter(VERSION_KEY);

  /**
   * The list total without a full count on every page turn:
   * - up to EXACT_COUNT_CAP matches it is exact: `count(*)` over a subquery stopped at CAP+1 rows,
   *   remembered for PAGE_TTL_MS under the goods version, which every goods write bumps;
   * - above that it is a full count remembered for BIG_COUNT_TTL_MS per filter (shared by all
   *   sorts and pages of the filter, and by all instances through Redis). Largest error: the net
   *   number of matching goods listed, sold or taken down in the 30 s before that count ran;
   *   it is never shown at or below the cap while more than CAP goods match;
   * - while that full count is cached and at least CAP + BIG_COUNT_MARGIN, a goods write does not
   *   bring back the capped count either (it would read CAP+1 rows only to learn "more than CAP").
   */
  async function countOf(ver: number, filterKey: string, f: GoodsFilter): Promise<number> {
    const smallKey = `n:${ver}:${filterKey}`;
    const bigKey = `N:${filterKey}`;
    const small = await kv.get(smallKey);
    let capped: number;
    if (small !== null) capped = Number(small);
    else {
      // a full count of this filter from the last BIG_COUNT_TTL_MS, well above the cap, answers
      // without the capped count (up to CAP+1 rows read again after every goods write): the margin
      // keeps the total exact unless over BIG_COUNT_MARGIN matching goods went in those seconds
      const recent = await kv.get(bigKey);
      if (recent !== null && Number(recent) >= EXACT_COUNT_CAP + BIG_COUNT_MARGIN) return Number(recent);
      capped = await flights.run(smallKey, () => repo.countUpTo(f, EXACT_COUNT_CAP + 1));
      await kv.set(smallKey, String(capped), PAGE_TTL_MS);
    }
    if (capped <= EXACT_COUNT_CAP) return capped;
    const big = await kv.get(bigKey);
    if (big !== null) return Math.max(Number(big), EXACT_COUNT_CAP + 1);
    const n = await flights.run(bigKey, () => repo.countAll(f));
    await kv.set(bigKey, String(n), BIG_COUNT_TTL_MS);
    return Math.max(n, EXACT_COUNT_CAP + 1);
  }

  async function flushViews() {
    if (!pendingViews.size) return;
    const batch = [...pendingViews];
    pendingViews.clear();
    // in statements of VIEW_FLUSH_CHUNK goods: on PGlite a statement holds the event loop, and one
    // UPDATE of every good viewed in the last second held it for a few hundred milliseconds
    for (let i = 0; i < batch.length; i += VIEW_FLUSH_CHUNK) {
      const chunk = new Map(batch.slice(i, i + VIEW_FLUSH_CHUNK));
      try {
        await repo.addViews(chunk);
      } catch (e) {
        // put the unwritten ones back: counts are best effort but should not vanish on one failed flush
        for (const [id, n] of batch.slice(i)) pendingViews.set(id, (pendingViews.get(id) ?? 0) + n);
        throw e;
      }
    }
  }

  /** Completed sales and rating of a seller; cached because every detail view shows them. */
  async function sellerFigures(sellerId: number): Promise<SellerFigures> {
    const now = clock.now().getTime();
    const hit = sellerCards.get(sellerId);
    if (hit && hit.exp > now) return hit.v;
    const [completedSales, rating] = await Promise.all([repo.completedSales(sellerId), sellerRating(sellerId)]);
    const v = { completedSales, ...rating };
    if (sellerCards.size > 10_000) sellerCards.clear();
    sellerCards.set(sellerId, { v, exp: now + SELLER_SALES_TTL_MS });
    return v;
  }

  /**
   * A list page from the in-memory index: the filter runs there (total included), the database
   * only reads the page's rows by id. A good sold between the two drops out of the page.
   */
  async function listFromIndex(
    index: ListingIndex,
    m: Meta,
    n: NormalizedList,
    serialize: (data: { rows: ReturnType<typeof toItem>[]; total: number }) => string,
  ) {
    const ver = index.version;
    // entries of an older version are never read again: drop them at once rather than let them fill
    // both caches to their bounds (under steady orders the version moves every second; in three
    // minutes of verify:load on PostgreSQL RSS went 401 → 588 MB before, 388 → 332 MB after)
    if (ver !== cachedVersion) {
      cachedVersion = ver;
      indexPages.clear();
      indexCounts.clear();
    }
    const pageKey = `${ver}|${n.pageKey}`;
    const cached = await indexPages.get(pageKey);
    if (cached !== null) return { json: cached, hit: true };
    const json = await flights.run(`i${pageKey}`, async () => {
      const countKey = `${ver}|${n.filterKey}`;
      const known = indexCounts.get(countKey);
      // a district belongs to one game: its game's tables are all that needs scanning
      const gameId =
        n.f.gameId ?? (n.f.districtId !== undefined ? m.districtById.get(n.f.districtId)?.gameId : undefined);
      const r = index.query({ ...n.f, gameId }, n.sort, n.page.offset, n.page.limit, known !== undefined);
      if (!r) return null;
      const total = known ?? r.total!;
      if (known === undefined) {
        if (indexCounts.size > 20_000) indexCounts.clear();
        indexCounts.set(countKey, total);
      }
      // pages computed at the same time share one query for their rows
      const found = await Promise.all(r.ids.map(loadListRow));
      const rows = found.flatMap((row) => (row ? [toItem(m, row)] : []));
      const s = serialize({ rows, total });
      await indexPages.set(pageKey, s, PAGE_TTL_MS);
      return s;
    });
    // null: a filter value the index's dictionaries could not hold; the database answers instead
    return json === null ? undefined : { json, hit: false };
  }

  /** A list page: from the listing index when it can answer, else from the database (cached). */
  async function listPage(
    m: Meta,
    n: NormalizedList,
    serialize: (data: { rows: ReturnType<typeof toItem>[]; total: number }) => string,
  ): Promise<{ json: string; hit: boolean }> {
    if (listing?.sync.ready()) {
      const fromIndex = await listFromIndex(listing.index, m, n, serialize);
      if (fromIndex) return fromIndex;
    }
    const ver = await version();
    const pageKey = `p:${ver}:${n.pageKey}`;
    const cached = await kv.get(pageKey);
    if (cached !== null) return { json: cached, hit: true };
    const json = await flights.run(pageKey, async () => {
      const [rows, total] = await Promise.all([
        repo.list(n.f, n.sort, n.page.limit, n.page.offset),
        countOf(ver, n.filterKey, n.f),
      ]);
      const s = serialize({ rows: rows.map((r) => toItem(m, r)), total });
      await kv.set(pageKey, s, PAGE_TTL_MS);
      return s;
    });
    return { json, hit: false };
  }

  /** A good the caller may open: states 1–3 for anyone, the rest only for its seller; else 404. */
  async function requireViewable(actor: Actor | null, id: number) {
    const v = await repo.visibility(id);
    if (!v || (!PUBLIC_STATES.has(v.saleState) && v.sellerId !== actor?.userId))
      throw new NotFound('商品不存在或已下架');
    return v;
  }

  return {
    /** The seller card's rating figures come from the ratings module. */
    setSellerRating(fn: typeof sellerRating) {
      sellerRating = fn;
    },
    /** Call after any write that changes which goods a list shows or how (state, price, title…). */
    async goodsChanged() {
      await kv.bump(VERSION_KEY);
      sellerCards.clear();
      // this instance's index takes the change before the writer answers (read-your-writes);
      // a failed poll is logged by the sync and retried by its timer, it does not fail the write
      await listing?.sync.syncNow().catch(() => undefined);
    },
    /** Drops the in-memory games/trees/templates so the next call reloads them. */
    invalidateMeta() {
      metaCache.invalidate();
    },
    flushViews,
    ...createReferenceReads(getMeta),

    /**
     * The goods list. `serialize` is the route's compiled response serializer: the service caches
     * the finished page as a string (a hit costs no query and no serialisation) while the route's
     * schema still decides which fields go out.
     */
    async list(
      body: ListBody,
      serialize: (data: { rows: ReturnType<typeof toItem>[]; total: number }) => string,
    ): Promise<{ json: string; hit: boolean }> {
      const m = await getMeta();
      const n = normalize(m, body);
      const r = await listPage(m, n, serialize);
      // the page is already serialised: its total is read back from the string rather than threaded
      // through both caches. Only searches that found goods count towards the hot keywords.
      if (n.f.terms) hotKeywords.record(body.keyWord!, !r.json.includes('"total":0'));
      return r;
    },

    /** Suggestions as the user types, or for a search that found nothing (search-suggest.ts). */
    async suggest(q: { q?: string; limit?: number }) {
      const m = await getMeta();
      return suggest({ games: m.games, vocab: m.vocab, hot: hotKeywords }, q.q ?? '', q.limit ?? 8);
    },

    /** The parts of the list logic tests and the EXPLAIN check need. */
    async explainable(body: ListBody) {
      const m = await getMeta();
      const n = normalize(m, body);
      return repo.listSql(n.f, n.sort, n.page.limit, n.page.offset);
    },

    async detail(actor: Actor | null, id: number) {
      const row = await loadDetail(id);
      if (!row || (!PUBLIC_STATES.has(row.saleState) && row.sellerId !== actor?.userId))
        throw new NotFound('商品不存在或已下架');
      const m = await getMeta();
      const now = clock.now();
      // views are counted in memory and written in one batch per second (see flushViews)
      pendingViews.set(id, (pendingViews.get(id) ?? 0) + 1);
      const [figures, collected] = await Promise.all([
        sellerFigures(row.sellerId),
        actor ? repo.isCollected(actor.userId, id) : Promise.resolve(false),
        actor ? repo.recordBrowse(actor.userId, id, now, BROWSE_CAP) : Promise.resolve(),
      ]);
      const template = m.attrsByGame.get(row.gameId) ?? [];
      const attrs = [...template]
        .sort((a, b) => a.sort - b.sort)
        .filter((a) => row.attrs[a.fieldKey] !== undefined)
        .map((a) => ({ fieldKey: a.fieldKey, fieldName: a.fieldName, value: row.attrs[a.fieldKey]! }));
      return {
        ...toItem(m, row),
        description: row.description,
        images: row.images,
        attrs,
        districtPath: row.districtIds.map((did, i) => ({ id: did, name: row.districtNames[i] ?? '' })),
        saleState: row.saleState,
        accountType: row.accountType as 1 | 2,
        seller: {
          id: row.sellerId,
          nickName: row.sellerNick ?? '',
          avatar: row.sellerAvatar,
          verified: !!row.sellerVerified,
          ...figures,
        },
        collected,
      };
    },

    async collect(actor: Actor, goodsId: number) {
      await requireViewable(actor, goodsId);
      await repo.collect(actor.userId, goodsId, clock.now());
    },
    async uncollect(actor: Actor, goodsId: number) {
      // only the caller's own row can match, so someone else's favourite is never touched
      await repo.uncollect(actor.userId, goodsId);
    },
    async collectList(actor: Actor, q: { pageNum?: number; pageSize?: number }) {
      const m = await getMeta();
      const p = toPage(q);
      const { rows, total } = await repo.collectList(actor.userId, p.limit, p.offset);
      return {
        rows: rows.map((r) => ({ ...toItem(m, r), saleState: r.saleState, collectedAt: r.collectedAt.toISOString() })),
        total,
      };
    },

    async browseList(actor: Actor, q: { pageNum?: number; pageSize?: number }) {
      const m = await getMeta();
      const p = toPage(q);
      const { rows, total } = await repo.browseList(actor.userId, p.limit, p.offset);
      return {
        rows: rows.map((r) => ({ ...toItem(m, r), saleState: r.saleState, viewedAt: r.viewedAt.toISOString() })),
        total,
      };
    },
    async clearBrowse(actor: Actor) {
      await repo.clearBrowse(actor.userId);
    },

    async banners(type: number) {
      return repo.banners(type);
    },

    /**
     * id 0: the home slot, the most viewed of the newest on-sale goods of the hot games (cached
     * 30 s). Otherwise goods like good `id`: same game, on sale, price within ±40 %, nearest price first.
     */
    async recommend(actor: Actor | null, id: number) {
      const m = await getMeta();
      const ver = await version();
      if (id === 0) {
        const key = 'rec0';
        const hit = await kv.get(key);
        if (hit !== null) return JSON.parse(hit) as ReturnType<typeof toItem>[];
        const hot = m.games.filter((g) => g.hot).map((g) => g.id);
        const recent = await repo.recentOnSale(hot.length ? hot : m.games.map((g) => g.id), 60);
        const out = recent
          .sort((a, b) => b.viewCount - a.viewCount || b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
          .slice(0, 10)
          .map((r) => toItem(m, r));
        await kv.set(key, JSON.stringify(out), HOME_RECOMMEND_TTL_MS);
        return out;
      }
      const key = `rec:${ver}:${id}`;
      const hit = await kv.get(key);
      if (hit !== null) return JSON.parse(hit) as ReturnType<typeof toItem>[];
      const v = await loadDetail(id);
      if (!v || (!PUBLIC_STATES.has(v.saleState) && v.sellerId !== actor?.userId))
        throw new NotFound('商品不存在或已下架');
      const lo = Math.floor(v.priceFen * 0.6);
      const hi = Math.ceil(v.priceFen * 1.4);
      const near = await repo.nearPrice(v.gameId, v.priceFen, lo, hi, v.id, 10);
      const out = near
        .sort((a, b) => Math.abs(a.priceFen - v.priceFen) - Math.abs(b.priceFen - v.priceFen) || a.id - b.id)
        .slice(0, 10)
        .map((r) => toItem(m, r));
      await kv.set(key, JSON.stringify(out), PAGE_TTL_MS);
      return out;
    },

    async recentDeals() {
      const hit = await kv.get('deals');
      if (hit !== null) return JSON.parse(hit) as { title: string; priceFen: number; dealAt: string }[];
      const rows = await repo.recentlySold(20);
      const out = rows.map((r) => ({
        title: maskTitle(r.title),
        priceFen: r.priceFen,
        dealAt: (r.dealAt ?? new Date(0)).toISOString(),
      }));
      await kv.set('deals', JSON.stringify(out), PAGE_TTL_MS);
      return out;
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;

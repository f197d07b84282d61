import type { Clock } from '../../lib/clock.js';
import { batchLoader } from '../../lib/batch.js';
import { NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import type { Actor } from '../../lib/actor.js';
import { SingleFlight, type KvStore } from './cache.js';
import type { ListingIndex } from './listing-index.js';
import type { ListingSync } from './listing-sync.js';
import type { CatalogueRepo, ListRow } from './repository.js';
import { HotKeywords, suggest } from './search-suggest.js';
import { createMetaCache, createReferenceReads, type Meta } from './catalogue-meta.js';
import { normalize, type ListBody } from './list-filter.js';
import { createListReads, PAGE_TTL_MS, type ListSerializers } from './list-reads.js';
import { SALE_STATE } from './table.js';
import { priceBands, type PriceBand } from './price-bands.js';

// The catalogue's use cases are split by file: reference data and its reads (catalogue-meta.ts),
// list filters (list-filter.ts), suggestions (search-suggest.ts); this file composes them and
// keeps lists, details, favourites, history and recommendations.
export { META_TTL_MS, type AttrMeta, type DistrictMeta } from './catalogue-meta.js';
export type { ListBody } from './list-filter.js';

/** A list answer: the page, and how the search was read when a word in it named a game. */
export type ListAnswer<Item> = { rows: Item[]; total: number; read?: { gameId: number; keyWord: string } };

// ---------------------------------------------------------------- limits and cache lifetimes
export { BIG_COUNT_MARGIN, BIG_COUNT_TTL_MS, EXACT_COUNT_CAP, PAGE_TTL_MS } from './list-reads.js';
export const HOME_RECOMMEND_TTL_MS = 30_000;
export const SELLER_SALES_TTL_MS = 30_000;
export const BROWSE_CAP = 200;
/** The quartiles of thousands of prices move slowly: the presets are read again every 10 minutes. */
export const PRICE_BANDS_TTL_MS = 600_000;
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

/** The newest completed deals: the order module's `orderReads` port (order is built after the catalogue). */
export interface DealSource {
  recentlySold(limit: number): Promise<{ title: string; priceFen: number; dealAt: Date | null }[]>;
}

export function createCatalogueService(deps: {
  repo: CatalogueRepo;
  deals: DealSource;
  kv: KvStore;
  clock: Clock;
  listing?: { index: ListingIndex; sync: ListingSync };
  /** a seller's rating figures, the rating module's read view (none where no ratings are loaded, e.g. a seed) */
  sellerRating?: (sellerId: number) => Promise<{ ratingAvg: number | null; ratingCount: number }>;
}) {
  const { repo, deals, kv, clock, listing } = deps;
  const flights = new SingleFlight();
  const hotKeywords = new HotKeywords();
  const loadDetail = batchLoader(async (ids) => new Map((await repo.detailMany(ids)).map((r) => [r.id, r])));
  const metaCache = createMetaCache(repo, clock);
  const getMeta = metaCache.getMeta;
  const pendingViews = new Map<number, number>();
  /**
   * Views taken by a flush and not yet written: still shown. Without them a detail read while a
   * flush was writing saw neither the stored count (not committed yet) nor the pending one (already
   * taken): the count shown fell by the batch, and a test comparing it with the stored count failed
   * on PostgreSQL in CI (shown 2, stored 3).
   */
  const flushingViews = new Map<number, number>();
  /** the seller card's figures (completed sales, rating), per seller for SELLER_SALES_TTL_MS */
  const sellerCards = new Map<number, { v: SellerFigures; exp: number }>();
  const sellerRating = deps.sellerRating ?? (async () => ({ ratingAvg: null, ratingCount: 0 }));

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
      hasRegistration: r.hasRegistration,
      viewCount: r.viewCount + (pendingViews.get(r.id) ?? 0) + (flushingViews.get(r.id) ?? 0),
      createdAt: r.createdAt.toISOString(),
    };
  }

  const version = () => kv.counter(VERSION_KEY);
  const { listPage } = createListReads({ repo, kv, clock, listing, flights, toItem, version });

  /** the flush running now: the next one waits for it (see flushViews) */
  let flushing: Promise<void> = Promise.resolve();
  /**
   * Writes the counted views. One flush at a time: the close's final flush waited only for itself,
   * so a timer's flush still writing its later chunks issued them after the pool had ended, and
   * those views were lost on every restart.
   */
  function flushViews(): Promise<void> {
    const run = flushing.then(writeViews);
    flushing = run.catch(() => undefined);
    return run;
  }

  async function writeViews() {
    if (!pendingViews.size) return;
    const batch = [...pendingViews];
    pendingViews.clear();
    // in statements of VIEW_FLUSH_CHUNK goods: on PGlite a statement holds the event loop, and one
    // UPDATE of every good viewed in the last second held it for a few hundred milliseconds
    for (const [id, n] of batch) flushingViews.set(id, n);
    for (let i = 0; i < batch.length; i += VIEW_FLUSH_CHUNK) {
      const chunk = new Map(batch.slice(i, i + VIEW_FLUSH_CHUNK));
      try {
        await repo.addViews(chunk);
        for (const id of chunk.keys()) flushingViews.delete(id);
      } catch (e) {
        // put the unwritten ones back: counts are best effort but should not vanish on one failed flush
        for (const [id, n] of batch.slice(i)) {
          flushingViews.delete(id);
          pendingViews.set(id, (pendingViews.get(id) ?? 0) + n);
        }
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

  /** A good the caller may open: states 1–3 for anyone, the rest only for its seller; else 404. */
  async function requireViewable(actor: Actor | null, id: number) {
    const v = await repo.visibility(id);
    if (!v || (!PUBLIC_STATES.has(v.saleState) && v.sellerId !== actor?.userId))
      throw new NotFound('商品不存在或已下架');
    return v;
  }

  return {
    /** After any write that changes which goods a list shows or how: the catalogue's goods.changed reaction. */
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
     * The goods list. `serialize` holds the route's compiled response serializers (the answer's
     * and one row's): the service caches finished pages and serialised rows (a hit costs no query
     * and no serialisation; from the index both are UTF-8 bytes, list-reads.ts), while the route's
     * schema still decides which fields go out.
     */
    async list(
      body: ListBody,
      serialize: {
        page: (data: ListAnswer<ReturnType<typeof toItem>>) => string;
        item: ListSerializers<ReturnType<typeof toItem>>['item'];
      },
    ): Promise<{ json: string | Buffer; hit: boolean }> {
      const m = await getMeta();
      const n = normalize(m, body);
      const read = n.read;
      const r = await listPage(
        m,
        n,
        read ? { page: (data) => serialize.page({ ...data, read }), item: serialize.item } : serialize,
      );
      // the page is already serialised: its total is read back from it rather than threaded
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
      // Object.assign, not `{ ...toItem(m, row), description… }`: on this V8 a literal that spreads
      // an object and then adds properties took ≈16 µs here (its clone's map has no cached
      // transitions), a tenth of a detail request's CPU; adding to the fresh item takes ≈1 µs
      return Object.assign(toItem(m, row), {
        description: row.description,
        images: row.images,
        attrs,
        districtPath: row.districtIds.map((did, i) => ({ id: did, name: row.districtNames[i] ?? '' })),
        saleState: row.saleState,
        accountType: row.accountType as 1 | 2,
        handoverMode: row.handoverMode,
        seller: {
          id: row.sellerId,
          nickName: row.sellerNick ?? '',
          avatar: row.sellerAvatar,
          verified: !!row.sellerVerified,
          ...figures,
        },
        collected,
      });
    },

    /**
     * A public good's card and its seller, without counting a view or a browse (a conversation
     * attaches the listing it is about); null when the good is not on sale or in trade.
     */
    async cardOf(id: number) {
      const row = await loadDetail(id);
      if (!row || !PUBLIC_STATES.has(row.saleState)) return null;
      return Object.assign(toItem(await getMeta(), row), { sellerId: row.sellerId, saleState: row.saleState });
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
        // Object.assign, not a spread and more fields: see detail
        rows: rows.map((r) =>
          Object.assign(toItem(m, r), { saleState: r.saleState, collectedAt: r.collectedAt.toISOString() }),
        ),
        total,
      };
    },

    async browseList(actor: Actor, q: { pageNum?: number; pageSize?: number }) {
      const m = await getMeta();
      const p = toPage(q);
      const { rows, total } = await repo.browseList(actor.userId, p.limit, p.offset);
      return {
        rows: rows.map((r) =>
          Object.assign(toItem(m, r), { saleState: r.saleState, viewedAt: r.viewedAt.toISOString() }),
        ),
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

    /** The price filter's preset ranges for a game (all games without one), from its prices on sale. */
    async priceBands(gameId?: number): Promise<PriceBand[]> {
      const key = `priceBands:${gameId ?? 0}`;
      const hit = await kv.get(key);
      if (hit !== null) return JSON.parse(hit) as PriceBand[];
      const { quartilesFen, count } = await repo.priceQuartiles(gameId);
      const out = priceBands(quartilesFen, count);
      await kv.set(key, JSON.stringify(out), PRICE_BANDS_TTL_MS);
      return out;
    },

    async recentDeals() {
      const hit = await kv.get('deals');
      if (hit !== null) return JSON.parse(hit) as { title: string; priceFen: number; dealAt: string }[];
      const rows = await deals.recentlySold(20);
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

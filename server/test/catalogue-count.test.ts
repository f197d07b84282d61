import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { setup, TEST_DATABASE_URL, type TestCtx } from './helpers.js';
import { list } from './catalogue-helpers.js';
import { ensureCatalogueMeta, ensureSellers, seedGoods, type SeededGame } from '../src/modules/catalogue/seed.js';
import { BIG_COUNT_TTL_MS, EXACT_COUNT_CAP } from '../src/modules/catalogue/service.js';
import { goods, SALE_STATE } from '../src/modules/catalogue/table.js';

// Enough goods that the unfiltered list passes the exact-count cap (and, on PostgreSQL, that the
// planner's choices mean something for the EXPLAIN checks).
const N = TEST_DATABASE_URL ? 20_000 : 10_100;

let ctx: TestCtx;
let seeded: SeededGame[];
let sellers: number[];

// These are the database path's rules (keyword searches, and every list while the listing index
// loads); the index path has exact totals at every size and is tested in listing-index.test.ts.
before(async () => {
  ctx = await setup({ env: { LISTING_INDEX: 'false' } });
  seeded = await ensureCatalogueMeta(ctx.db.db, path.join(ctx.config.dataDir, 'uploads'));
  sellers = await ensureSellers(ctx.db.db, ctx.config.dataKey, ctx.clock.now());
  await seedGoods(ctx.db.db, seeded, {
    count: N,
    seed: 'count',
    now: ctx.clock.now(),
    sellerIds: sellers,
    images: 'none',
  });
  await ctx.db.db.execute(sql`vacuum analyze goods`);
});
after(async () => {
  await ctx.close();
});

async function onSaleCount(gameId?: number) {
  const [r] = await ctx.db.db
    .select({ n: sql<number>`count(*)::int` })
    .from(goods)
    .where(
      gameId === undefined
        ? eq(goods.saleState, SALE_STATE.onSale)
        : and(eq(goods.saleState, SALE_STATE.onSale), eq(goods.gameId, gameId)),
    );
  return Number(r!.n);
}

test('totals are exact up to the cap, also right after a write', async () => {
  const g = seeded[1]!;
  const exact = await onSaleCount(g.id);
  assert.ok(exact > 0 && exact <= EXACT_COUNT_CAP);
  assert.equal((await list(ctx, { gameId: g.id })).body.data.total, exact);
  // take one good off sale through a write path: the version bump makes the next total exact again
  const [one] = await ctx.db.db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.gameId, g.id), eq(goods.saleState, SALE_STATE.onSale)))
    .limit(1);
  await ctx.db.db.update(goods).set({ saleState: SALE_STATE.offShelf }).where(eq(goods.id, one!.id));
  await ctx.app.services.catalogue.goodsChanged();
  assert.equal((await list(ctx, { gameId: g.id })).body.data.total, exact - 1);
  await ctx.db.db.update(goods).set({ saleState: SALE_STATE.onSale }).where(eq(goods.id, one!.id));
  await ctx.app.services.catalogue.goodsChanged();
});

test('above the cap the total comes from a count at most 30 s old, never at or below the cap', async () => {
  const before = await onSaleCount();
  assert.ok(before > EXACT_COUNT_CAP);
  const first = await list(ctx, { pageSize: 10 });
  assert.equal(first.body.data.total, before);
  // 40 more goods: pages are refreshed by the version bump, the big count is not (it is shared by
  // every page and sort of the filter and costs a full count)
  await seedGoods(ctx.db.db, seeded, {
    count: 40,
    seed: 'more',
    now: ctx.clock.now(),
    sellerIds: sellers,
    images: 'none',
    startSeq: N + 1,
  });
  await ctx.app.services.catalogue.goodsChanged();
  const second = await list(ctx, { pageSize: 10, sortRank: 'priceasc', pageNum: 3 });
  assert.equal(second.body.data.total, before, 'cached big count');
  assert.ok(second.body.data.total > EXACT_COUNT_CAP);
  ctx.clock.advance(BIG_COUNT_TTL_MS + 1);
  const third = await list(ctx, { pageSize: 10 });
  assert.equal(third.body.data.total, before + 40);
});

test('a hot page is served from the cache until a goods write bumps the version', async () => {
  const g = seeded[2]!;
  const a = await ctx.app.inject({
    method: 'POST',
    url: '/api/web/good/allList',
    payload: { gameId: g.id, sortRank: 'pricedesc' },
  });
  const b = await ctx.app.inject({
    method: 'POST',
    url: '/api/web/good/allList',
    payload: { sortRank: 'pricedesc', gameId: g.id },
  });
  assert.equal(a.headers['x-cache'], 'miss');
  assert.equal(b.headers['x-cache'], 'hit');
  assert.equal(a.body, b.body);
  const top = a.json().data.rows[0];
  await ctx.db.db.update(goods).set({ priceFen: 1 }).where(eq(goods.id, top.id));
  await ctx.app.services.catalogue.goodsChanged();
  const c = await ctx.app.inject({
    method: 'POST',
    url: '/api/web/good/allList',
    payload: { gameId: g.id, sortRank: 'pricedesc' },
  });
  assert.equal(c.headers['x-cache'], 'miss');
  assert.notEqual(c.json().data.rows[0].id, top.id);
});

/** EXPLAIN of the list query the service would run for a body (PostgreSQL only). */
async function plan(body: Record<string, unknown>): Promise<string> {
  const q = await ctx.app.services.catalogue.explainable(body);
  const pool = (
    ctx.db.db as unknown as {
      $client: { query(s: string, p: unknown[]): Promise<{ rows: { 'QUERY PLAN': unknown }[] }> };
    }
  ).$client;
  const r = await pool.query(`explain (format json) ${q.sql}`, q.params);
  return JSON.stringify(r.rows[0]!['QUERY PLAN']);
}

const pgOnly = { skip: TEST_DATABASE_URL ? false : 'EXPLAIN checks run on PostgreSQL only (set TEST_DATABASE_URL)' };

test('EXPLAIN: main list queries use an index and never scan goods sequentially', pgOnly, async () => {
  const g = seeded[0]!;
  const [row] = await ctx.db.db.select({ d: goods.districtIds }).from(goods).where(eq(goods.gameId, g.id)).limit(1);
  const cases: Record<string, Record<string, unknown>> = {
    'game + timedesc': { gameId: g.id, sortRank: 'timedesc' },
    'game + priceasc': { gameId: g.id, sortRank: 'priceasc' },
    'keyword 2-char': { keyWord: '典藏' },
    'districtId (area)': { districtId: row!.d[2] },
  };
  for (const [label, body] of Object.entries(cases)) {
    const p = await plan(body);
    assert.ok(!/"Node Type":"Seq Scan"/.test(p), `${label}: sequential scan in ${p}`);
    assert.match(p, /"Node Type":"(Index Scan|Index Only Scan|Bitmap Index Scan)"/, `${label}: no index in ${p}`);
  }
});

test('EXPLAIN: the listing index reads the change feed, page rows and details through indexes', pgOnly, async () => {
  const pool = (
    ctx.db.db as unknown as {
      $client: { query(s: string, p: unknown[]): Promise<{ rows: { 'QUERY PLAN': unknown }[] }> };
    }
  ).$client;
  const explain = async (q: { sql: string; params: unknown[] }) =>
    JSON.stringify((await pool.query(`explain (format json) ${q.sql}`, q.params)).rows[0]!['QUERY PLAN']);
  const feed = ctx.db.db
    .select({ id: goods.id })
    .from(goods)
    .where(sql`(${goods.listChangedAt}, ${goods.id}) > (${new Date().toISOString()}::timestamptz, ${0})`)
    .orderBy(goods.listChangedAt, goods.id)
    .limit(5000)
    .toSQL();
  assert.match(await explain(feed), /goods_list_changed_idx/);
  const byIds = ctx.db.db
    .select({ id: goods.id })
    .from(goods)
    .where(sql`${goods.id} = any(${sql.param([1, 2, 3])}::int[])`)
    .toSQL();
  assert.match(await explain(byIds), /goods_pkey/);
});

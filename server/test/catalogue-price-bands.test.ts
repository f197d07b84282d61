import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setup, type TestCtx } from './helpers.js';
import { seedCatalogue } from './catalogue-helpers.js';
import { priceBands, roundFigure } from '../src/modules/catalogue/price-bands.js';
import { goods, SALE_STATE } from '../src/modules/catalogue/table.js';

// The price filter's presets (issue 38): ranges cut at the quartiles of a game's prices on sale.

test('round figures a person would type', () => {
  assert.deepEqual([3.4, 87, 137, 1234, 56_789].map(roundFigure), [3, 90, 140, 1200, 57_000]);
});

test('four bands from three quartiles; cuts that round alike merge; too few goods give none', () => {
  assert.deepEqual(priceBands([8_700, 13_700, 123_400], 100), [
    { minYuan: 0, maxYuan: 90 },
    { minYuan: 90, maxYuan: 140 },
    { minYuan: 140, maxYuan: 1200 },
    { minYuan: 1200, maxYuan: null },
  ]);
  assert.deepEqual(priceBands([10_000, 10_100, 20_000], 100), [
    { minYuan: 0, maxYuan: 100 },
    { minYuan: 100, maxYuan: 200 },
    { minYuan: 200, maxYuan: null },
  ]);
  assert.deepEqual(priceBands([10_000, 20_000, 30_000], 3), []);
  assert.deepEqual(priceBands([], 0), []);
});

let ctx: TestCtx;
before(async () => {
  ctx = await setup();
  await seedCatalogue(ctx, 200);
});
after(async () => {
  await ctx.close();
});

test('GET /api/web/good/priceBands cuts at the rounded quartiles of the game’s prices on sale', async () => {
  const rows = await ctx.db.db
    .select({ gameId: goods.gameId, priceFen: goods.priceFen, state: goods.saleState })
    .from(goods);
  const onSale = rows.filter((r) => r.state === SALE_STATE.onSale);
  const counts = new Map<number, number>();
  for (const r of onSale) counts.set(r.gameId, (counts.get(r.gameId) ?? 0) + 1);
  const [gameId] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  const prices = onSale
    .filter((r) => r.gameId === gameId)
    .map((r) => r.priceFen)
    .sort((a, b) => a - b);
  // percentile_disc: the first value whose cumulative share reaches the fraction
  const q = (f: number) => prices[Math.max(0, Math.ceil(f * prices.length) - 1)]!;
  const want = priceBands([q(0.25), q(0.5), q(0.75)], prices.length);
  assert.ok(want.length >= 3, JSON.stringify(want));

  const r = await ctx.app.inject({ method: 'GET', url: `/api/web/good/priceBands?gameId=${gameId}` });
  assert.equal(r.statusCode, 200, r.body);
  assert.deepEqual(r.json().data, want);
  // every game together answers too; a game with no goods answers no presets
  const all = await ctx.app.inject({ method: 'GET', url: '/api/web/good/priceBands' });
  assert.ok(all.json().data.length >= 2, all.body);
  const none = await ctx.app.inject({ method: 'GET', url: '/api/web/good/priceBands?gameId=2147483647' });
  assert.deepEqual(none.json().data, []);
});

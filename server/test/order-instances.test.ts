import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { type App } from '../src/app-types.js';
import { wrapPg, type DbHandle } from '../src/db/client.js';
import { pgUrls, setup, TEST_DATABASE_URL, type TestCtx } from './helpers.js';
import { newUser } from './selling-helpers.js';
import { count, onSaleGood, orderOf, saleState, tradeActors, type Trade } from './trade-helpers.js';

/**
 * Two API instances (two apps, two connection pools) on one PostgreSQL database, as in a
 * load-balanced deployment. PGlite is one in-process database that cannot be shared, so this
 * file only runs with TEST_DATABASE_URL.
 */
const SKIP = TEST_DATABASE_URL
  ? false
  : 'SKIPPED on PGlite: two instances need a shared PostgreSQL (set TEST_DATABASE_URL)';

describe('two instances sharing one PostgreSQL database', { skip: SKIP }, () => {
  let ctx: TestCtx;
  let t: Trade;
  let db2: DbHandle;
  let app2: App;
  before(async () => {
    ctx = await setup();
    t = await tradeActors(ctx);
    db2 = wrapPg(new pg.Pool({ connectionString: pgUrls.get(ctx.db)!, max: 6 }));
    app2 = await buildApp({
      config: ctx.config,
      db: db2,
      clock: ctx.clock,
      sms: ctx.sms,
      logStream: { write: () => undefined } as never,
    });
    await app2.ready();
  });
  after(async () => {
    await app2?.close();
    await db2?.close();
    await ctx?.close();
  });

  test('60 simultaneous orders for one good, spread over both instances → exactly one order', async () => {
    const id = await onSaleGood(ctx, t);
    const buyers = [t.buyer, t.other];
    for (let i = 0; i < 10; i++) buyers.push(await newUser(ctx));
    const res = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (i % 2 ? app2 : ctx.app).inject({
          method: 'POST',
          url: '/api/order/create',
          headers: { Token: buyers[i % buyers.length]!.token },
          payload: { goodsId: id, protection: 'tierA', acceptRules: true },
        }),
      ),
    );
    const codes = res.map((r) => r.statusCode);
    assert.equal(codes.filter((c) => c === 200).length, 1, codes.join(','));
    assert.ok(res.filter((r) => r.statusCode === 409).every((r) => r.json().msg === '已被他人下单'));
    assert.equal(await count(ctx, sql`select count(*) as n from orders where goods_id = ${id}`), 1);
    assert.equal(await saleState(ctx, id), 2);
    const winner = buyers[codes.indexOf(200) % buyers.length]!;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/order/${res[codes.indexOf(200)]!.json().data.orderId}/cancel`,
      headers: { Token: winner.token },
    });
  });

  test('the expiry job on both instances at once closes each order once', async () => {
    const b = await newUser(ctx);
    const goods = [];
    for (let i = 0; i < 3; i++) goods.push(await onSaleGood(ctx, t));
    for (const g of goods) await orderOf(ctx, b, g);
    ctx.clock.advance(16 * 60_000);
    const [x, y] = await Promise.all([ctx.app.services.orders.expireDue(1), app2.services.orders.expireDue(1)]);
    assert.equal(x + y, await count(ctx, sql`select count(*) as n from orders where state = 4`));
    assert.equal(await count(ctx, sql`select count(*) as n from order_events where type = 'expired'`), x + y);
    for (const g of goods) assert.equal(await saleState(ctx, g), 1);
  });
});

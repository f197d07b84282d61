import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, seed } from '../src/db/seed.js';
import { seedDemoCatalogue } from '../src/modules/catalogue/seed.js';
import { seedDemoCredentials, seedDemoDeals } from '../src/modules/order/seed.js';
import { seedDemoPayments } from '../src/modules/payment/seed.js';
import { seedDemoRatings } from '../src/modules/rating/seed.js';
import { seedDemoListingStates } from '../src/db/seed-listing-states.js';
import { seedDemoSelling } from '../src/modules/selling/seed.js';
import { auth, newIp, setup, type TestCtx } from './helpers.js';
import { q } from './selling-helpers.js';
import { balances, count, paySandbox } from './trade-helpers.js';

let ctx: TestCtx;
before(async () => {
  ctx = await setup();
  const db = ctx.db.db;
  await seed(db, { dataKey: ctx.config.dataKey, seedDemo: true }, ctx.clock);
  await seedDemoCatalogue(db, {
    uploadsDir: path.join(ctx.config.dataDir, 'uploads'),
    dataKey: ctx.config.dataKey,
    clock: ctx.clock,
  });
  await seedDemoSelling(db, ctx.clock);
});
after(async () => ctx.close());

describe('demo trade seed', () => {
  test('credentials for the demo goods and completed deals from the sold ones; idempotent', async () => {
    const db = ctx.db.db;
    const creds = await seedDemoCredentials(db, ctx.config.dataKey, ctx.clock);
    assert.ok(creds > 300, String(creds));
    assert.equal(await seedDemoCredentials(db, ctx.config.dataKey, ctx.clock), 0);
    const deals = await seedDemoDeals(db, { commissionBps: 500, clock: ctx.clock });
    const sold = await count(ctx, sql`select count(*) as n from goods where sale_state = 3`);
    assert.equal(deals, sold);
    assert.equal(await seedDemoDeals(db, { commissionBps: 500, clock: ctx.clock }), 0);
    // every demo deal gets a rating, once (seller cards show an average and a count)
    assert.equal(await seedDemoRatings(db, ctx.clock), deals);
    assert.equal(await seedDemoRatings(db, ctx.clock), 0);
    // the demo orders are numbered like every new order: HS + yymmddHHMMss + 6 digits (issue 20)
    const nos = await q<{ no: string }>(ctx, sql`select order_no as no from orders`);
    assert.ok(nos.length > 0);
    for (const { no } of nos) assert.match(no, /^HS\d{18}$/);
    const r = (await ctx.app.inject({ method: 'GET', url: '/api/web/recentlydeal' })).json().data;
    assert.equal(r.length, Math.min(20, deals));
    // and the sellers' balances are their ledgers
    const sellers = await q<{ id: number }>(ctx, sql`select distinct seller_id as id from orders`);
    for (const s of sellers) {
      const b = await balances(ctx, Number(s.id));
      assert.ok(b.cached > 0);
      assert.equal(b.cached, b.sum);
    }
    // no credential is stored in clear
    const plain = await count(
      ctx,
      sql`select count(*) as n from goods_credentials where credentials_enc like '%password%'`,
    );
    assert.equal(plain, 0);
  });

  test('demo goods list with a square thumbnail and open their gallery on the wide cover (lists crop covers to a square)', async () => {
    const rows = await q<{ cover: string; images: { url: string; thumb: string }[] }>(
      ctx,
      sql`select cover, images from goods order by id limit 20`,
    );
    assert.equal(rows.length, 20);
    const size = (url: string) => {
      const svg = readFileSync(path.join(ctx.config.dataDir, 'uploads', url.replace(/^\/uploads\//, '')), 'utf8');
      const m = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg);
      return m ? [Number(m[1]), Number(m[2])] : [];
    };
    for (const r of rows) {
      const [w, h] = size(r.cover);
      assert.equal(w, h, `cover ${r.cover} is ${w}×${h}`);
      assert.equal(r.images[0]!.thumb, r.cover);
      const [gw, gh] = size(r.images[0]!.url);
      assert.ok(gw! > gh!, `first gallery picture ${r.images[0]!.url} is ${gw}×${gh}`);
    }
  });

  test('demo_buyer can buy a demo good with the sandbox cashier and reveal its login', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: newIp(),
      payload: { username: 'demo_buyer', password: DEMO_PASSWORD },
    });
    assert.equal(login.statusCode, 200, login.body);
    const token = login.json().data.token as string;
    const [g] = await q<{ id: number; is_guarantee: number }>(
      ctx,
      sql`select g.id, g.is_guarantee from goods g join users u on u.id = g.seller_id where g.sale_state = 1 and u.user_name = 'demo_seller' order by g.id limit 1`,
    );
    const c = (
      await ctx.app.inject({ method: 'GET', url: `/api/order/confirm?goodsId=${g!.id}`, headers: auth(token) })
    ).json().data;
    assert.equal(c.canBuy, true, c.reason);
    const o = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: auth(token),
      payload: { goodsId: g!.id, protection: c.defaultProtection, acceptRules: true },
    });
    assert.equal(o.statusCode, 200, o.body);
    const orderId = o.json().data.orderId;
    await paySandbox(ctx, { token, id: 0 }, orderId);
    const cr = await ctx.app.inject({ method: 'POST', url: `/api/order/${orderId}/credentials`, headers: auth(token) });
    assert.equal(cr.statusCode, 200, cr.body);
    assert.ok(cr.json().data.account.length > 5);
    assert.ok(cr.json().data.password.length >= 8);
  });

  test("a dispute on the demo's order in handover is refunded through the payment that took its money", async () => {
    const db = ctx.db.db;
    const states = await seedDemoListingStates(db, ctx.clock);
    assert.ok(states.inTrade, 'the demo seeds a good in trade');
    assert.ok((await seedDemoPayments(db)) > 0);
    const login = async (username: string) => {
      const r = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: newIp(),
        payload: { username, password: DEMO_PASSWORD },
      });
      assert.equal(r.statusCode, 200, r.body);
      return r.json().data.token as string;
    };
    const buyer = await login('demo_buyer');
    const operator = await login('demo_operator');
    // the seeded order in handover (paid when seeded, never through the cashier)
    const [o] = await q<{ id: number; total_fen: number }>(
      ctx,
      sql`select id, total_fen from orders where goods_id = ${states.inTrade} and state = 1`,
    );
    assert.ok(o, 'the demo seeds an order in handover');
    const d = await ctx.app.inject({
      method: 'POST',
      url: `/api/order/${o.id}/dispute`,
      headers: auth(buyer),
      payload: { reason: 'cannot_login', description: '卖家给的密码无法登录，验证码也收不到' },
    });
    assert.equal(d.statusCode, 200, d.body);
    const r = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/dispute/${d.json().data.id}/refund`,
      headers: auth(operator),
      payload: { note: '卖家未能提供可登录的账号' },
    });
    // before the payment seed: 409 未找到该订单的支付记录，无法原路退款
    assert.equal(r.statusCode, 200, r.body);
    // the money went back the way it came: the seeded payment is refunded, for the order's total
    const [pay] = await q<{ status: number; amount_fen: number }>(
      ctx,
      sql`select status, amount_fen from payments where order_id = ${o.id}`,
    );
    assert.deepEqual(pay, { status: 4, amount_fen: o.total_fen });
    const [st] = await q<{ state: number }>(ctx, sql`select state from orders where id = ${o.id}`);
    assert.equal(st!.state, 7, 'refunded');
  });
});

import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, seed } from '../src/db/seed.js';
import { seedDemoCatalogue } from '../src/modules/catalogue/seed.js';
import { seedDemoRentals } from '../src/modules/rental/seed.js';
import { auth, newIp, setup, type TestCtx } from './helpers.js';
import { count } from './trade-helpers.js';

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
});
after(async () => ctx.close());

describe('demo rental seed', () => {
  test('approved listings of demo_seller with encrypted logins; idempotent; demo_buyer rents one for 2 hours and reveals its login', async () => {
    const n = await seedDemoRentals(ctx.db.db, ctx.config.dataKey, ctx.clock);
    assert.ok(n >= 3, String(n));
    assert.equal(await seedDemoRentals(ctx.db.db, ctx.config.dataKey, ctx.clock), 0);
    assert.equal(
      await count(ctx, sql`select count(*) as n from rental_listings where credentials_enc like '%password%'`),
      0,
    );
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/rent/list' })).json().data;
    assert.equal(list.total, n);
    assert.ok(list.rows.every((r: { cover: string | null; gameName: string }) => r.cover && r.gameName));

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: newIp(),
      payload: { username: 'demo_buyer', password: DEMO_PASSWORD },
    });
    assert.equal(login.statusCode, 200, login.body);
    const token = login.json().data.token as string;
    const id = list.rows[0].id;
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/rent/order',
      headers: auth(token),
      payload: { listingId: id, mode: 'hours', hours: list.rows[0].minHours, acceptRules: true },
    });
    assert.equal(r.statusCode, 200, r.body);
    const rentalId = r.json().data.rentalId;
    const c = await ctx.app.inject({
      method: 'POST',
      url: '/api/pay/create',
      headers: auth(token),
      payload: { purpose: 'rental', targetId: rentalId, channel: 'alipay', target: 'h5' },
    });
    const url = new URL(c.json().data.redirectUrl, 'http://x');
    const s = await ctx.app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/submit',
      payload: { payNo: url.searchParams.get('payNo'), t: url.searchParams.get('t'), result: 'success' },
    });
    assert.equal(s.statusCode, 200, s.body);
    const cr = await ctx.app.inject({
      method: 'POST',
      url: `/api/rent/order/${rentalId}/credentials`,
      headers: auth(token),
    });
    assert.equal(cr.statusCode, 200, cr.body);
    assert.ok(cr.json().data.account.length > 5);
    assert.ok(cr.json().data.password.length >= 8);
  });
});

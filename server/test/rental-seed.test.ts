import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, seed } from '../src/db/seed.js';
import { seedDemoCatalogue } from '../src/modules/catalogue/seed.js';
import { seedDemoRentals } from '../src/modules/rental/seed.js';
import { drawRentalAccounts } from '../src/db/seed-demo-rentals.js';
import { readFileSync } from 'node:fs';
import { auth, newIp, setup, type TestCtx } from './helpers.js';
import { count } from './trade-helpers.js';
import { q } from './selling-helpers.js';

let ctx: TestCtx;
const uploads = () => path.join(ctx.config.dataDir, 'uploads');
const draw = () => drawRentalAccounts(uploads(), ctx.clock.now());
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
    const n = await seedDemoRentals(ctx.db.db, ctx.config.dataKey, ctx.clock, draw());
    assert.ok(n >= 3, String(n));
    assert.equal(await seedDemoRentals(ctx.db.db, ctx.config.dataKey, ctx.clock, draw()), 0);
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

// Issue 37: the rental at /index/hire?id=4 said 全英雄 120皮肤 in its title and showed goods #13's
// picture (25英雄 / 倔强青铜); its listing date was the second the seed ran.
describe('a rental listing is one account', () => {
  test('its pictures are its own (no good has them) and draw the figures its title states', async () => {
    const listings = await q<{
      id: number;
      title: string;
      description: string;
      cover: string;
      images: { url: string }[];
      district_names: string[];
    }>(ctx, sql`select id, title, description, cover, images, district_names from rental_listings order by id`);
    assert.ok(listings.length >= 3);
    const goodsPictures = new Set(
      (
        await q<{ url: string }>(
          ctx,
          sql`select cover as url from goods union select i->>'url' from goods, jsonb_array_elements(images) i`,
        )
      ).map((r) => r.url),
    );
    const svg = (url: string) => readFileSync(path.join(uploads(), url.replace(/^\/uploads\//, '')), 'utf8');
    for (const l of listings) {
      const urls = [l.cover, ...l.images.map((i) => i.url)];
      for (const u of urls) assert.ok(!goodsPictures.has(u), `${l.title}: ${u} is a good's picture`);
      const drawn = urls.map(svg).join('\n');
      // every figure of the title (97英雄, 347皮肤, V8 …) is drawn in its pictures (a rounded 7万 aside)
      const figures = l.title.match(/(?<!\d)\d+(?![\d万])/g) ?? [];
      assert.ok(figures.length >= 2, l.title);
      for (const f of figures)
        assert.ok(new RegExp(`>[^<]*(?<!\\d)${f}(?!\\d)[^<]*<`).test(drawn), `${l.title}: ${f} not in its pictures`);
      assert.match(l.description, /^号内有/);
      // on the server the listing states
      assert.ok(drawn.includes(`>${l.district_names.at(-1)}<`), `${l.title}: not on ${l.district_names.join('/')}`);
    }
  });

  test('listed on days of their own, at minutes of their own, before the seed ran', async () => {
    const rows = await q<{ at: Date }>(ctx, sql`select created_at as at from rental_listings`);
    const now = ctx.clock.now().getTime();
    const at = rows.map((r) => new Date(r.at).getTime());
    assert.ok(at.every((t) => t < now - 86_400_000));
    assert.equal(new Set(at.map((t) => new Date(t).getUTCMinutes())).size, at.length, 'the same minute twice');
  });
});

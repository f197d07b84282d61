import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../src/config.js';
import type { DbHandle } from '../src/db/client.js';
import { DEMO_USERS, seed } from '../src/db/seed.js';
import { seedDemo } from '../src/db/seed-demo.js';
import { ManualClock } from '../src/lib/clock.js';
import { escapeXml, GAMES, generateGoods, GOOD_TAGS } from '../src/modules/catalogue/data/index.js';
import { DEMO_GOODS, DEMO_SELLERS } from '../src/modules/catalogue/seed.js';
import { SALE_STATE } from '../src/modules/catalogue/table.js';
import { freshDb, testConfig } from './helpers.js';

/**
 * The demo catalogue gives every screen something to show (issue 21): demo_seller's goods in every
 * state, every protection tier and tag on sale, screenshots drawn from each listing's own values,
 * seeded people with real-looking names and faces, nothing dated after the first start.
 */
const FIRST_START = new Date('2026-03-04T09:15:00Z');

let db: DbHandle;
let all: GoodRow[] = [];
let config: AppConfig;
const clock = new ManualClock(FIRST_START);

before(async () => {
  db = await freshDb();
  config = testConfig({ SEED_DEMO: 'true' });
  await seed(db.db, config, clock);
  await seedDemo(db.db, config, clock);
  all = await rows<GoodRow>(
    sql`select g.id, g.goods_sn, g.sale_state, g.price_fen, g.is_guarantee, g.tags, g.attrs, g.images,
               g.created_at, g.updated_at, u.user_name as seller
        from goods g join users u on u.id = g.seller_id order by g.id`,
  );
});
after(async () => {
  await db?.close();
  if (config) rmSync(config.dataDir, { recursive: true, force: true });
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const upload = (url: string) => readFileSync(path.join(config.dataDir, url.replace(/^\//, '')), 'utf8');

interface GoodRow {
  id: number;
  goods_sn: string;
  sale_state: number;
  price_fen: number;
  is_guarantee: number;
  tags: string[];
  attrs: Record<string, number | string | string[]>;
  images: Array<{ url: string; thumb: string }>;
  seller: string;
  created_at: Date;
  updated_at: Date;
}

describe('demo catalogue', () => {
  test('demo_seller has goods in every state: pending, rejected with a reason, on sale, price lowered, taken down, in trade, sold', async () => {
    const mine = all.filter((g) => g.seller === 'demo_seller');
    const states = new Set(mine.map((g) => g.sale_state));
    for (const [name, s] of Object.entries({
      pending: SALE_STATE.pending,
      rejected: SALE_STATE.rejected,
      onSale: SALE_STATE.onSale,
      offShelf: SALE_STATE.offShelf,
      inTrade: SALE_STATE.inTrade,
      sold: SALE_STATE.sold,
    }))
      assert.ok(states.has(s), `demo_seller has no ${name} good (states: ${[...states].join(',')})`);

    const [rejected] = await rows<{ reason: string | null }>(
      sql`select r.reason from goods_reviews r join goods g on g.id = r.goods_id join users u on u.id = g.seller_id
          where u.user_name = 'demo_seller' and g.sale_state = 99 order by r.id desc limit 1`,
    );
    assert.ok(rejected?.reason && rejected.reason.length > 4, 'the rejected good carries a reason');

    // the generator is deterministic: the seeded price of each good is what it drew, unless lowered
    const drawn = new Map(
      generateGoods(DEMO_GOODS, 'haoshi-demo:0', { now: FIRST_START, games: GAMES }).map((g) => [g.goodsSn, g.price]),
    );
    const lowered = mine.filter(
      (g) => g.sale_state === SALE_STATE.onSale && drawn.has(g.goods_sn) && g.price_fen < drawn.get(g.goods_sn)!,
    );
    assert.equal(lowered.length, 1, 'one on-sale listing had its price lowered');
    assert.equal(lowered[0]!.price_fen % 100, 0, 'a lowered price is whole yuan');
    assert.ok(
      new Date(lowered[0]!.updated_at).getTime() > new Date(lowered[0]!.created_at).getTime(),
      'lowered after listing',
    );

    const inTrade = mine.find((g) => g.sale_state === SALE_STATE.inTrade)!;
    const [order] = await rows<{ state: number; buyer: string; events: number; escrow: number }>(
      sql`select o.state, u.user_name as buyer,
                 (select count(*)::int from order_events e where e.order_id = o.id) as events,
                 (select count(*)::int from wallet_entries w where w.ref_type = 'order' and w.ref_id = o.id) as escrow
          from orders o join users u on u.id = o.buyer_id where o.goods_id = ${inTrade.id}`,
    );
    assert.deepEqual(
      { state: order?.state, buyer: order?.buyer },
      { state: 1, buyer: 'demo_buyer' },
      'the good in trade has demo_buyer’s paid order',
    );
    assert.ok(order!.events >= 2 && order!.escrow >= 1, 'with its timeline and escrow booked');
  });

  test('every protection tier and every tag appears on an on-sale listing', () => {
    const onSale = all.filter((g) => g.sale_state === SALE_STATE.onSale);
    for (const tier of [0, 1, 2])
      assert.ok(
        onSale.some((g) => g.is_guarantee === tier),
        `tier ${tier} on sale`,
      );
    for (const tag of GOOD_TAGS)
      assert.ok(
        onSale.some((g) => g.tags.includes(tag)),
        `tag ${tag} on sale`,
      );
  });

  test('every listing has at least 3 in-game screens drawn from its own values', () => {
    assert.ok(all.length >= 300, `${all.length} goods`);
    const games = new Map(GAMES.map((g) => [g.key, g]));
    let screens = 0;
    for (const g of all) {
      const game = games.get(g.goods_sn.replace(/\d+$/, '').toLowerCase())!;
      assert.ok(game, g.goods_sn);
      const values = Object.entries(g.attrs)
        .filter(([k]) => game.attrs.find((f) => f.fieldKey === k)?.fieldType !== 'text')
        .flatMap(([, v]) => (Array.isArray(v) ? v : [String(v)]))
        .map((v) => escapeXml(v));
      // the cover is first; the screens follow
      const gallery = g.images.slice(1).map((i) => upload(i.url));
      assert.ok(gallery.length >= 3 && gallery.length <= 5, `${g.goods_sn}: ${gallery.length} screens`);
      assert.equal(new Set(gallery).size, gallery.length, `${g.goods_sn}: screens are distinct`);
      // a value shows when a text node holds it whole (a number not as part of a longer one)
      const shows = (svg: string, v: string) =>
        [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].some((m) =>
          new RegExp(`(^|\\D)${v.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\D|$)`).test(m[1]!),
        );
      const own = gallery.filter((svg) => values.some((v) => shows(svg, v)));
      assert.ok(own.length >= 3, `${g.goods_sn}: ${own.length} screens show its values`);
      for (const svg of gallery) {
        assert.ok(!svg.includes('实拍截图仅供参考'), 'no placeholder caption');
        assert.ok(!/undefined|NaN/.test(svg), g.goods_sn);
      }
      // every number and choice of the listing is on one of its screens
      const joined = gallery.join('');
      for (const [k, v] of Object.entries(g.attrs)) {
        const f = game.attrs.find((x) => x.fieldKey === k)!;
        if (f.fieldType === 'number' || f.fieldType === 'select')
          assert.ok(joined.includes(escapeXml(String(v))), `${g.goods_sn}: ${f.fieldName} ${String(v)} on no screen`);
      }
      screens += gallery.length;
    }
    assert.ok(screens / all.length >= 3.5, `${(screens / all.length).toFixed(2)} screens per listing`);
  });

  test('a collection screen shows as many owned tiles as the listing’s count', () => {
    const g = all.find((x) => x.goods_sn.startsWith('WZRY') && typeof x.attrs.f1 === 'number' && x.attrs.f1 < 28);
    if (!g) return; // every seeded 王者荣耀 account has more heroes than one screen holds
    const heroes = g.images
      .slice(1)
      .map((i) => upload(i.url))
      .find((s) => s.includes('已拥有英雄'))!;
    // owned tiles draw the bust at full opacity; locked ones at 0.25
    const owned = (heroes.match(/<use href="#hero"[^>]*fill="hsl[^"]*"\/>/g) ?? []).length;
    assert.equal(owned, g.attrs.f1);
  });
});

describe('demo people', () => {
  test('seeded users have realistic nicknames and generated avatars; demo logins keep their user names', async () => {
    const people = await rows<{ user_name: string; nick_name: string; avatar: string | null }>(
      sql`select user_name, nick_name, avatar from users order by id`,
    );
    const names: string[] = [...DEMO_USERS.map((u) => u.userName), ...DEMO_SELLERS.map((s) => s.userName)];
    for (const n of names) {
      const u = people.find((p) => p.user_name === n);
      assert.ok(u, `${n} exists`);
      assert.ok(!u.nick_name.startsWith('演示'), `${n}: ${u.nick_name}`);
      assert.ok(u.avatar?.startsWith('/uploads/'), `${n} has an avatar`);
      const file = path.join(config.dataDir, (u.avatar ?? '').replace(/^\//, ''));
      assert.ok(existsSync(file), file);
      const svg = readFileSync(file, 'utf8');
      assert.match(svg, /^<svg[^>]*>/);
      assert.ok(svg.includes(escapeXml([...u.nick_name][0]!)), 'the avatar shows the nickname’s first character');
    }
    assert.equal(new Set(people.filter((p) => names.includes(p.user_name)).map((p) => p.avatar)).size, names.length);
    assert.ok(!people.some((p) => p.nick_name?.startsWith('演示')), 'no 演示… nickname left');
  });

  test('an old data dir gets the new nicknames, a nickname its owner changed is kept', async () => {
    await db.db.execute(sql`update users set nick_name = '演示买家', avatar = null where user_name = 'demo_buyer'`);
    await db.db.execute(sql`update users set nick_name = '我自己起的' where user_name = 'demo_seller'`);
    await seedDemo(db.db, config, clock);
    const r = await rows<{ user_name: string; nick_name: string; avatar: string | null }>(
      sql`select user_name, nick_name, avatar from users where user_name in ('demo_buyer', 'demo_seller') order by user_name`,
    );
    assert.equal(r[0]!.nick_name, DEMO_USERS[0].nickName);
    assert.ok(r[0]!.avatar);
    assert.equal(r[1]!.nick_name, '我自己起的');
  });

  test('nothing the demo seed wrote about goods and orders lies after the first start', async () => {
    const [late] = await rows<{ n: number }>(
      sql`select (select count(*)::int from goods where created_at > ${FIRST_START.toISOString()} or updated_at > ${FIRST_START.toISOString()})
               + (select count(*)::int from orders where created_at > ${FIRST_START.toISOString()} or updated_at > ${FIRST_START.toISOString()}
                    or paid_at > ${FIRST_START.toISOString()}) as n`,
    );
    assert.equal(late!.n, 0);
  });

  test("a wallet's ledger reads in time order: newest first, each balance following from the one before", async () => {
    // 收支明细 lists entries newest id first; the seeded deals were booked in the catalogue's order,
    // so the dates jumped 09-14, 09-27, 11-11, 10-20 down a balance that fell steadily
    const r = await rows<{
      user_id: number;
      id: number;
      created_at: Date;
      amount_fen: number;
      balance_after_fen: number;
    }>(
      sql`select user_id, id, created_at, amount_fen, balance_after_fen from wallet_entries
          where user_id is not null order by user_id, id`,
    );
    assert.ok(r.length >= 2, `${r.length} seeded wallet entries`);
    for (let i = 1; i < r.length; i++) {
      const [a, b] = [r[i - 1]!, r[i]!];
      if (a.user_id !== b.user_id) continue;
      assert.ok(
        new Date(b.created_at) >= new Date(a.created_at),
        `user ${b.user_id}: entry ${b.id} is older than ${a.id}`,
      );
      assert.equal(Number(b.balance_after_fen), Number(a.balance_after_fen) + Number(b.amount_fen));
    }
  });
});

describe('demo payments', () => {
  test('every paid demo order has the one sandbox payment that took its money, paid when the order was', async () => {
    const r = await rows<{
      order_id: number;
      state: number;
      total_fen: number;
      order_created: Date;
      order_paid: Date;
      n: number;
      status: number;
      provider: string;
      amount_fen: number;
      created_at: Date;
      paid_at: Date;
      pay_no: string;
    }>(
      sql`select o.id as order_id, o.state, o.total_fen, o.created_at as order_created, o.paid_at as order_paid,
                 count(p.id) over (partition by o.id)::int as n, p.status, p.provider, p.amount_fen,
                 p.created_at, p.paid_at, p.pay_no
          from orders o left join payments p on p.order_id = o.id
          where o.paid_at is not null order by o.id`,
    );
    assert.ok(r.length >= 2, `${r.length} paid demo orders`);
    // the completed deals and the order in handover (a dispute on it is refunded through this payment)
    assert.ok(r.some((x) => x.state === 1) && r.some((x) => x.state === 2), JSON.stringify(r.map((x) => x.state)));
    for (const p of r) {
      assert.equal(p.n, 1, `order ${p.order_id}`);
      assert.equal(p.status, 1);
      assert.equal(p.provider, 'sandbox');
      assert.equal(p.amount_fen, p.total_fen);
      assert.equal(new Date(p.paid_at).getTime(), new Date(p.order_paid).getTime());
      assert.ok(new Date(p.created_at) >= new Date(p.order_created) && new Date(p.created_at) <= new Date(p.paid_at));
      assert.ok(new Date(p.paid_at) <= FIRST_START);
      assert.match(p.pay_no, /^P\d{22}$/);
    }
    assert.equal(new Set(r.map((p) => p.pay_no)).size, r.length);
  });

  test('seeding again writes no second payment', async () => {
    const count = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from payments`))[0]!.n;
    const before = await count();
    await seedDemo(db.db, config, clock);
    assert.equal(await count(), before);
  });
});

describe('demo payments', () => {
  test("every paid demo payment is in the sandbox's own record, so the daily reconciliation finds the demo clean", async () => {
    const [paid] = await rows<{ n: number }>(
      sql`select count(*)::int as n from payments where provider = 'sandbox' and status = 1`,
    );
    assert.ok(paid!.n > 0, 'the demo has paid orders');
    const [missing] = await rows<{ n: number }>(
      sql`select count(*)::int as n from payments p where p.provider = 'sandbox' and p.status = 1 and not exists (
            select 1 from pay_sandbox_bill b where b.kind = 'pay' and b.pay_no = p.pay_no
              and b.amount_fen = p.amount_fen and b.trade_no = p.provider_trade_no and b.created_at = p.paid_at)`,
    );
    assert.equal(missing!.n, 0);
  });
});

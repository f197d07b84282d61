import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, DEMO_USERS, seed } from '../src/db/seed.js';
import { seedDemo } from '../src/db/seed-demo.js';
import { ManualClock } from '../src/lib/clock.js';
import { DEMO_SELLERS } from '../src/modules/catalogue/seed.js';
import { demoLoginsWithPublishedPassword, purgeDemo } from '../src/ops/purge-demo.js';
import { auth, setup, testConfig, type TestCtx } from './helpers.js';
import { CREDENTIALS, newUser, q, seedGames, validAttrs, type Seller } from './selling-helpers.js';
import { orderOf, paySandbox } from './trade-helpers.js';

/**
 * `npm run purge-demo` (issue 34): a database that ran with SEED_DEMO loses every demo account and
 * what hangs off it, a real buyer's settled order on a demo good survives, an open one blocks the
 * purge, and the ledger still balances to the fen. Runs on PostgreSQL too (TEST_DATABASE_URL).
 */
let ctx: TestCtx;
let buyer: Seller;
let completedId = 0;
let openId = 0;
let favouredGood = 0;
let tradeInId = 0;
const clock = new ManualClock(new Date('2026-03-04T09:15:00Z'));
const DEMO_NAMES = [...DEMO_USERS, ...DEMO_SELLERS].map((u) => u.userName);

const n = async (query: ReturnType<typeof sql>) => Number((await q<{ n: string }>(ctx, query))[0]!.n);

/** Every account's balance is its entries' sum and each entry's balance follows from the one before. */
async function assertLedgerBalances() {
  const users = await q<{ id: number; balance_fen: string }>(ctx, sql`select id, balance_fen from users order by id`);
  for (const u of users) {
    const entries = await q<{ amount_fen: string; balance_after_fen: string | null }>(
      ctx,
      sql`select amount_fen, balance_after_fen from wallet_entries where user_id = ${u.id} order by id`,
    );
    let run = 0;
    for (const e of entries) {
      run += Number(e.amount_fen);
      assert.equal(Number(e.balance_after_fen), run, `user ${u.id}: the chain of balances breaks`);
    }
    assert.equal(Number(u.balance_fen), run, `user ${u.id}: cached balance ≠ sum of entries`);
  }
}

/** The platform's entries per order, rental and trade-in: what escrow and revenue hold for each. */
const platformByRef = () =>
  q<{ ref_type: string; ref_id: number; s: string }>(
    ctx,
    sql`select ref_type, ref_id, sum(amount_fen)::bigint as s from wallet_entries where user_id is null
        group by ref_type, ref_id order by ref_type, ref_id`,
  );

before(async () => {
  const config = testConfig({ SEED_DEMO: 'true' });
  ctx = await setup({ config, clock });
  await seed(ctx.db.db, config, clock);
  await seedDemo(ctx.db.db, config, clock);
  buyer = await newUser(ctx);
  const onSale = await q<{ id: number }>(
    ctx,
    sql`select g.id from goods g join users u on u.id = g.seller_id
        where u.user_name = 'demo_seller' and g.sale_state = 1 order by g.id limit 3`,
  );
  // a real buyer bought one demo good and confirmed it (settled: money in demo_seller's wallet)
  completedId = await orderOf(ctx, buyer, onSale[0]!.id);
  await paySandbox(ctx, buyer, completedId);
  const c = await ctx.app.inject({
    method: 'POST',
    url: `/api/order/${completedId}/confirm`,
    headers: auth(buyer.token),
  });
  assert.equal(c.statusCode, 200, c.body);
  // ordered a second one without paying yet, and keeps a third among the favourites
  openId = await orderOf(ctx, buyer, onSale[1]!.id);
  favouredGood = onSale[2]!.id;
  await ctx.db.db.execute(
    sql`insert into goods_collect (user_id, goods_id, created_at) values (${buyer.id}, ${favouredGood}, ${clock.now()})`,
  );
  // the buyer offers an account for trade-in and demo_merchant quotes on it (not accepted)
  const { wzry } = await seedGames(ctx);
  const ti = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/backlist',
    headers: auth(buyer.token),
    payload: {
      type: 2,
      gameId: wzry.id,
      districtId: wzry.districtId,
      attrs: validAttrs(wzry.template),
      expectedPriceFen: 50000,
      remark: '想回收换新号',
      credentials: CREDENTIALS,
    },
  });
  assert.equal(ti.statusCode, 200, ti.body);
  tradeInId = ti.json().data.id;
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'demo_merchant', password: DEMO_PASSWORD },
  });
  assert.equal(login.statusCode, 200, login.body);
  const quote = await ctx.app.inject({
    method: 'POST',
    url: `/api/merchant/tradein/${tradeInId}/quote`,
    headers: auth(login.json().data.token),
    payload: { priceFen: 30000 },
  });
  assert.equal(quote.statusCode, 200, quote.body);
});
after(async () => {
  await ctx?.close();
  if (ctx) rmSync(ctx.config.dataDir, { recursive: true, force: true });
});

describe('purge-demo', () => {
  test('the demo logins are found by their published password', async () => {
    assert.deepEqual(
      (await demoLoginsWithPublishedPassword(ctx.db.db)).sort(),
      DEMO_USERS.map((u) => u.userName).sort(),
    );
  });

  test('a real buyer’s order still under way blocks the purge, which then changes nothing', async () => {
    const before = await n(sql`select count(*) as n from users`);
    const goods = await n(sql`select count(*) as n from goods`);
    const r = await purgeDemo(ctx.db.db, clock.now());
    const [o] = await q<{ order_no: string }>(ctx, sql`select order_no from orders where id = ${openId}`);
    assert.equal(r.blocked.length, 1, r.blocked.join('\n'));
    assert.match(r.blocked[0]!, new RegExp(o!.order_no));
    assert.equal(await n(sql`select count(*) as n from users`), before);
    assert.equal(await n(sql`select count(*) as n from goods`), goods);
  });

  test('after the open order is cancelled the demo goes; the real buyer’s settled order and the ledger stay whole', async () => {
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/order/${openId}/cancel`,
      headers: auth(buyer.token),
    });
    assert.equal(cancel.statusCode, 200, cancel.body);
    const platform0 = new Map((await platformByRef()).map((p) => [`${p.ref_type}:${p.ref_id}`, Number(p.s)] as const));
    const completed0 = await q<{ state: number; total_fen: string }>(
      ctx,
      sql`select state, total_fen from orders where id = ${completedId}`,
    );

    // someone logged in as demo_operator and moved it to another phone: the published password still marks it
    await ctx.db.db.execute(sql`update users set phone = '13912345678' where user_name = 'demo_operator'`);

    const r = await purgeDemo(ctx.db.db, clock.now());
    assert.deepEqual(r.blocked, []);
    assert.ok(r.goods > 300 && r.orders > 5 && r.walletEntries > 5, JSON.stringify(r));
    assert.ok(r.contacts > 0 && r.blacklist > 0, JSON.stringify(r));

    // no demo name, no published password, no login of theirs left
    assert.equal(
      await n(
        sql`select count(*) as n from users where user_name in (${sql.join(
          DEMO_NAMES.map((x) => sql`${x}`),
          sql`, `,
        )})`,
      ),
      0,
    );
    assert.deepEqual(await demoLoginsWithPublishedPassword(ctx.db.db), []);
    // demo_seller is kept only as the cancelled other side of the real buyer's order
    const [kept] = await q<{
      status: number;
      user_name: string | null;
      phone: string | null;
      password_hash: string | null;
    }>(
      ctx,
      sql`select u.status, u.user_name, u.phone, u.password_hash from orders o join users u on u.id = o.seller_id where o.id = ${completedId}`,
    );
    assert.deepEqual(kept, { status: 2, user_name: null, phone: null, password_hash: null });
    assert.equal(r.usersKept, 1);
    assert.equal(r.usersDeleted, DEMO_NAMES.length - 1);
    assert.equal(
      await n(sql`select count(*) as n from sessions s join users u on u.id = s.user_id where u.status = 2`),
      0,
    );

    // the real buyer: the settled order as it was, the favourite of a demo good gone, still logged in
    assert.deepEqual(await q(ctx, sql`select state, total_fen from orders where id = ${completedId}`), completed0);
    assert.equal(await n(sql`select count(*) as n from goods where id = ${favouredGood}`), 0);
    assert.equal(await n(sql`select count(*) as n from goods_collect where user_id = ${buyer.id}`), 0);
    assert.equal(
      await n(sql`select count(*) as n from orders where buyer_id = ${buyer.id}`),
      1,
      'the cancelled order went with its good',
    );
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/${completedId}/status`,
      headers: auth(buyer.token),
    });
    assert.equal(mine.statusCode, 200, mine.body);
    // no demo good is left for sale, and nothing of the demo's own trades remains
    assert.equal(
      await n(
        sql`select count(*) as n from goods where sale_state = 1 and seller_id not in (select id from users where status = 0)`,
      ),
      0,
    );
    assert.equal(
      await n(
        sql`select count(*) as n from goods_credentials c join goods g on g.id = c.goods_id join users u on u.id = g.seller_id where u.status = 2`,
      ),
      0,
    );
    assert.equal(await n(sql`select count(*) as n from orders`), 1);
    assert.equal(await n(sql`select count(*) as n from rentals`), 0);
    assert.equal(await n(sql`select count(*) as n from rental_listings`), 0);
    // the buyer's trade-in stays, without demo_merchant's quote
    assert.deepEqual(
      (await q<{ id: number }>(ctx, sql`select id from backlist_requests`)).map((r) => Number(r.id)),
      [tradeInId],
    );
    assert.equal(await n(sql`select count(*) as n from tradein_quotes`), 0);
    assert.equal(await n(sql`select count(*) as n from payments where order_id is distinct from ${completedId}`), 0);
    assert.equal(await n(sql`select count(*) as n from support_staff`), 0);
    assert.equal(await n(sql`select count(*) as n from support_groups`), 0);
    assert.equal(await n(sql`select count(*) as n from social_accounts`), 0);
    assert.equal(await n(sql`select count(*) as n from blacklist`), 0);

    // the ledger: every account's balance its sum, each remaining ref's platform side unchanged
    await assertLedgerBalances();
    const platform1 = await platformByRef();
    assert.ok(platform1.length > 0);
    for (const p of platform1)
      assert.equal(Number(p.s), platform0.get(`${p.ref_type}:${p.ref_id}`), `${p.ref_type} ${p.ref_id}`);
    assert.deepEqual(
      platform1.map((p) => `${p.ref_type}:${p.ref_id}`),
      [`order:${completedId}`],
      'only the real buyer’s order keeps platform entries',
    );
    assert.equal(
      await n(
        sql`select count(*) as n from wallet_entries where ref_type = 'order' and ref_id not in (select id from orders)`,
      ),
      0,
    );
  });

  test('a second run finds nothing left', async () => {
    const r = await purgeDemo(ctx.db.db, clock.now());
    assert.deepEqual(
      { ...r, blocked: r.blocked.length },
      {
        blocked: 0,
        usersDeleted: 0,
        usersKept: 0,
        goods: 0,
        orders: 0,
        rentals: 0,
        tradeIns: 0,
        walletEntries: 0,
        contacts: 0,
        blacklist: 0,
      },
    );
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { idCheckChar } from '../src/lib/idcard.js';
import { auth, setup, type TestCtx } from './helpers.js';
import { CREDENTIALS, newUser, q, SECRETS, seedGames, uploadShot, type Game, type Seller } from './selling-helpers.js';
import { balances, count, orderOf, onSaleGood, orderRow, tradeActors, type Trade } from './trade-helpers.js';

const HOUR = 3_600_000;
let ctx: TestCtx;
let game: Game;
let owner: Seller;
let renter: Seller;
let other: Seller;
let staff: Seller;

before(async () => {
  ctx = await setup();
  ({ wzry: game } = await seedGames(ctx));
  [owner, renter, other, staff] = [
    await newUser(ctx),
    await newUser(ctx),
    await newUser(ctx),
    await newUser(ctx, { roles: ['user', 'operator'] }),
  ];
});
after(async () => ctx.close());

const get = (token: string | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
const post = (token: string | null, url: string, payload?: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: token ? auth(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const svc = () => ctx.app.services.rentals;

async function listingBody(seller: Seller, patch: Record<string, unknown> = {}) {
  const shot = await uploadShot(ctx, seller.token);
  return {
    gameId: game.id,
    districtId: game.districtId,
    title: '王者荣耀 荣耀王者 全英雄 出租',
    description: '全英雄百皮肤，租期内请勿改密，违规扣押金。',
    images: [shot.url],
    hourlyFen: 500,
    minHours: 2,
    dayFen: 6800,
    overnightFen: 2800,
    depositFen: 3000,
    credentials: CREDENTIALS,
    ...patch,
  };
}

/** A listing of `seller` approved by the operator; returns its id. */
async function listed(seller: Seller = owner, patch: Record<string, unknown> = {}): Promise<number> {
  const r = await post(seller.token, '/api/rent/listing', await listingBody(seller, patch));
  assert.equal(r.statusCode, 200, r.body);
  const id = r.json().data.id as number;
  const a = await post(staff.token, `/api/admin/rent/listing/${id}/approve`);
  assert.equal(a.statusCode, 200, a.body);
  return id;
}

async function rent(who: Seller, listingId: number, b: Record<string, unknown> = {}) {
  return post(who.token, '/api/rent/order', { listingId, mode: 'hours', hours: 2, acceptRules: true, ...b });
}
async function rentOk(who: Seller, listingId: number, b: Record<string, unknown> = {}): Promise<number> {
  const r = await rent(who, listingId, b);
  assert.equal(r.statusCode, 200, r.body);
  return r.json().data.rentalId;
}

/** Pays a rental through the sandbox cashier (purpose 'rental'), as the H5 page would. */
async function payRental(who: Seller, rentalId: number) {
  const c = await post(who.token, '/api/pay/create', {
    purpose: 'rental',
    targetId: rentalId,
    channel: 'alipay',
    target: 'h5',
  });
  assert.equal(c.statusCode, 200, c.body);
  const url = new URL(c.json().data.redirectUrl, 'http://x');
  const s = await post(null, '/api/pay/sandbox/submit', {
    payNo: url.searchParams.get('payNo'),
    t: url.searchParams.get('t'),
    result: 'success',
  });
  assert.equal(s.statusCode, 200, s.body);
  return {
    create: c.json().data,
    submit: s.json().data,
    payNo: url.searchParams.get('payNo')!,
    t: url.searchParams.get('t')!,
  };
}

async function rentalRow(id: number) {
  const [r] = await q<{
    state: number;
    start_at: Date;
    end_at: Date;
    rent_fen: number;
    deposit_fen: number;
    commission_fen: number;
    violation_fen: number | null;
  }>(
    ctx,
    sql`select state, start_at, end_at, rent_fen, deposit_fen, commission_fen, violation_fen from rentals where id = ${id}`,
  );
  return r!;
}
const entries = (rentalId: number) =>
  q<{ kind: string; user_id: number | null; amount_fen: string }>(
    ctx,
    sql`select kind, user_id, amount_fen from wallet_entries where ref_type = 'rental' and ref_id = ${rentalId} order by id`,
  );
const runJobs = async () => ({
  expired: await svc().expireDue(),
  ended: await svc().endDue(),
  settled: await svc().settleDue(),
});

describe('listings: submit, review, public list', () => {
  test('bad input → 400 naming the field, nothing stored; anonymous 401', async () => {
    const before = await count(ctx, sql`select count(*) as n from rental_listings`);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ hourlyFen: 50 }, /hourlyFen/],
      [{ minHours: 0 }, /minHours/],
      [{ depositFen: 2_000_000 }, /depositFen/],
      [{ dayFen: 10 }, /dayFen/],
      [{ title: '短' }, /title/],
      [{ images: [] }, /images/],
      [{ images: ['/uploads/2026/03/not-mine.png'] }, /images/],
      // pictures are the seller's own uploads, never a link elsewhere (issue 34 §8)
      [{ images: ['//evil.example/track.png'] }, /本人上传/],
      [{ images: ['https://evil.example/a.png'] }, /本人上传/],
      [{ images: ['/\\evil.example/a.png'] }, /本人上传/],
      [{ gameId: 999999 }, /gameId/],
      [{ credentials: { account: '', password: 'x' } }, /账号/],
    ];
    for (const [patch, re] of cases) {
      const r = await post(owner.token, '/api/rent/listing', await listingBody(owner, patch));
      assert.equal(r.statusCode, 400, `${JSON.stringify(patch)} ${r.body}`);
      assert.match(r.json().msg, re);
    }
    // another user's upload is not the seller's to show
    const othersShot = await uploadShot(ctx, other.token);
    const r = await post(owner.token, '/api/rent/listing', await listingBody(owner, { images: [othersShot.url] }));
    assert.equal(r.statusCode, 400);
    assert.match(r.json().msg, /本人上传/);
    assert.equal((await post(null, '/api/rent/listing', await listingBody(owner))).statusCode, 401);
    assert.equal(await count(ctx, sql`select count(*) as n from rental_listings`), before);
  });

  test('pending listings are not public; review is for operators only (403), audited, owner messaged; credentials never leak', async () => {
    const r = await post(
      owner.token,
      '/api/rent/listing',
      await listingBody(owner, { title: '审核测试 王者荣耀 出租号' }),
    );
    const id = r.json().data.id;
    assert.equal(r.json().data.state, 0);
    assert.equal((await get(null, `/api/rent/${id}`)).statusCode, 404);
    assert.ok(
      !(await get(null, '/api/rent/list?pageSize=50')).json().data.rows.some((x: { id: number }) => x.id === id),
    );
    // ordinary users and anonymous callers cannot review
    assert.equal((await post(renter.token, `/api/admin/rent/listing/${id}/approve`)).statusCode, 403);
    assert.equal((await get(renter.token, '/api/admin/rent/listing/list')).statusCode, 403);
    assert.equal((await post(null, `/api/admin/rent/listing/${id}/approve`)).statusCode, 401);
    // the queue shows it, without credentials
    const queue = await get(staff.token, '/api/admin/rent/listing/list?pageSize=50');
    assert.ok(queue.json().data.rows.some((x: { id: number }) => x.id === id));
    for (const s of SECRETS) assert.ok(!queue.body.includes(s));
    // reject needs a reason
    assert.equal((await post(staff.token, `/api/admin/rent/listing/${id}/reject`, { reason: '' })).statusCode, 400);
    assert.equal(
      (await post(staff.token, `/api/admin/rent/listing/${id}/reject`, { reason: '截图与描述不符' })).statusCode,
      200,
    );
    assert.equal((await post(staff.token, `/api/admin/rent/listing/${id}/approve`)).statusCode, 409);
    const mine = (await get(owner.token, `/api/rent/my/listing/${id}`)).json().data;
    assert.equal(mine.state, 99);
    assert.equal(mine.rejectReason, '截图与描述不符');
    // edited → back to review → approved
    const e = await post(
      owner.token,
      '/api/rent/listing',
      await listingBody(owner, { id, title: '审核测试 王者荣耀 出租号 已修改' }),
    );
    assert.equal(e.json().data.state, 0);
    assert.equal((await post(staff.token, `/api/admin/rent/listing/${id}/approve`)).statusCode, 200);
    assert.equal((await get(null, `/api/rent/${id}`)).statusCode, 200);
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from audit_log where target_type = 'rental_listing' and target_id = ${id}`,
      ),
      2,
    );
    assert.equal(
      await count(ctx, sql`select count(*) as n from messages where ref_type = 'rental_listing' and ref_id = ${id}`),
      2,
    );
    // credentials: encrypted at rest, absent from every public/owner answer
    const [row] = await q<{ c: string }>(ctx, sql`select credentials_enc as c from rental_listings where id = ${id}`);
    for (const s of SECRETS) assert.ok(!row!.c.includes(s));
    for (const url of [
      `/api/rent/${id}`,
      '/api/rent/list?pageSize=50',
      '/api/rent/my/listings',
      `/api/rent/my/listing/${id}`,
    ]) {
      const body = (await get(owner.token, url)).body;
      for (const s of SECRETS) assert.ok(!body.includes(s), `${url} leaks ${s}`);
    }
    // another user's listing: 404 for every owner endpoint
    assert.equal((await get(other.token, `/api/rent/my/listing/${id}`)).statusCode, 404);
    assert.equal((await post(other.token, `/api/rent/my/listing/${id}/off`)).statusCode, 404);
    assert.equal((await post(other.token, '/api/rent/listing', await listingBody(other, { id }))).statusCode, 404);
    assert.ok(
      !(await get(other.token, '/api/rent/my/listings')).json().data.rows.some((x: { id: number }) => x.id === id),
    );
    // off shelf: not public, not rentable; back on
    assert.equal((await post(owner.token, `/api/rent/my/listing/${id}/off`)).statusCode, 200);
    assert.equal((await get(null, `/api/rent/${id}`)).statusCode, 404);
    assert.equal((await rent(renter, id)).statusCode, 404);
    assert.equal((await post(owner.token, `/api/rent/my/listing/${id}/on`)).statusCode, 200);
  });

  test('public list filters by game and hourly price, sorts; detail shows busy windows', async () => {
    const cheap = await listed(owner, { hourlyFen: 100, title: '便宜的王者荣耀出租号' });
    const dear = await listed(owner, { hourlyFen: 900, title: '贵一些的王者荣耀出租号' });
    const r = (await get(null, `/api/rent/list?gameId=${game.id}&priceMin=100&priceMax=100&pageSize=50`)).json().data;
    assert.ok(r.rows.some((x: { id: number }) => x.id === cheap));
    assert.ok(!r.rows.some((x: { id: number }) => x.id === dear));
    assert.ok(r.rows.every((x: { hourlyFen: number }) => x.hourlyFen === 100));
    const asc = (await get(null, `/api/rent/list?gameId=${game.id}&sort=priceasc&pageSize=50`))
      .json()
      .data.rows.map((x: { hourlyFen: number }) => x.hourlyFen);
    assert.deepEqual(
      asc,
      [...asc].sort((a, b) => a - b),
    );
    assert.equal((await get(null, '/api/rent/list?priceMin=500&priceMax=100')).statusCode, 400);
    assert.equal((await get(null, '/api/rent/list?sort=bogus')).statusCode, 400);
    const rid = await rentOk(renter, dear, { hours: 3 });
    const d = (await get(null, `/api/rent/${dear}`)).json().data;
    assert.equal(d.busy.length, 1);
    assert.equal(d.busyNow, true);
    assert.equal(d.busy[0].startAt, ctx.clock.now().toISOString());
    assert.equal(Date.parse(d.busy[0].endAt) - Date.parse(d.busy[0].startAt), 3 * HOUR);
    await post(renter.token, `/api/rent/order/${rid}/cancel`);
    assert.equal((await get(null, `/api/rent/${dear}`)).json().data.busy.length, 0);
  });
});

describe('renting: who may rent, what it costs', () => {
  test('refusals with the reason, nothing created: anonymous 401, unverified 403, minor 403, own listing 400, bad choices 400', async () => {
    const id = await listed();
    const before = await count(ctx, sql`select count(*) as n from rentals`);
    assert.equal(
      (await post(null, '/api/rent/order', { listingId: id, mode: 'hours', hours: 2, acceptRules: true })).statusCode,
      401,
    );
    const unverified = await newUser(ctx, { verified: false });
    const u = await rent(unverified, id);
    assert.equal(u.statusCode, 403);
    assert.match(u.json().msg, /实名认证.*18/);
    const qd = (await get(unverified.token, `/api/rent/quote?listingId=${id}&mode=hours&hours=2`)).json().data;
    assert.equal(qd.canRent, false);
    assert.equal(qd.needRealname, true);
    // a minor cannot get verified, so cannot rent
    const minor = await newUser(ctx, { verified: false });
    const first17 = '32010220120101123';
    const v = await post(minor.token, '/api/realname/auth', {
      realName: '李小明',
      idCard: first17 + idCheckChar(first17),
    });
    assert.notEqual(v.statusCode, 200);
    assert.match(v.json().msg, /18/);
    const m = await rent(minor, id);
    assert.equal(m.statusCode, 403);
    assert.match(m.json().msg, /年满18周岁/);
    assert.equal((await rent(owner, id)).statusCode, 400);
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ hours: 1 }, /hours.*最少租2小时/],
      [{ hours: 500 }, /hours/],
      [{ hours: undefined }, /hours/],
      [{ acceptRules: false }, /acceptRules/],
      [{ startAt: new Date(ctx.clock.now().getTime() + 8 * 24 * HOUR).toISOString() }, /startAt.*7天/],
      [{ startAt: new Date(ctx.clock.now().getTime() - 2 * HOUR).toISOString() }, /startAt/],
      [{ mode: 'weekly' }, /mode/],
    ];
    for (const [patch, re] of bad) {
      const r = await rent(renter, id, patch);
      assert.equal(r.statusCode, 400, `${JSON.stringify(patch)} ${r.body}`);
      assert.match(r.json().msg, re);
    }
    const noDay = await listed(owner, { dayFen: null, overnightFen: null });
    assert.match((await rent(renter, noDay, { mode: 'day', hours: undefined })).json().msg, /包天/);
    assert.match((await rent(renter, noDay, { mode: 'overnight', hours: undefined })).json().msg, /包夜/);
    assert.equal((await rent(renter, 999999)).statusCode, 404);
    assert.equal(await count(ctx, sql`select count(*) as n from rentals`), before);
  });

  test('prices: N hours × hourly + deposit; day and overnight packages (22:00–08:00 China time)', async () => {
    const id = await listed();
    const qh = (await get(renter.token, `/api/rent/quote?listingId=${id}&mode=hours&hours=3`)).json().data;
    assert.deepEqual([qh.canRent, qh.rentFen, qh.depositFen, qh.totalFen, qh.hours], [true, 1500, 3000, 4500, 3]);
    const qd = (await get(renter.token, `/api/rent/quote?listingId=${id}&mode=day`)).json().data;
    assert.deepEqual([qd.rentFen, qd.hours], [6800, 24]);
    // the test clock is 10:00 China time: tonight 22:00 → tomorrow 08:00
    const qn = (await get(renter.token, `/api/rent/quote?listingId=${id}&mode=overnight`)).json().data;
    assert.equal(qn.rentFen, 2800);
    assert.equal(qn.startAt, new Date(ctx.clock.now().getTime() + 12 * HOUR).toISOString());
    assert.equal(qn.hours, 10);
    const later = new Date(ctx.clock.now().getTime() + 36 * HOUR).toISOString(); // 22:00 tomorrow
    assert.equal(
      (await get(renter.token, `/api/rent/quote?listingId=${id}&mode=overnight&startAt=${later}`)).json().data.startAt,
      later,
    );
    const wrong = new Date(ctx.clock.now().getTime() + 30 * HOUR).toISOString(); // 16:00
    assert.equal(
      (await get(renter.token, `/api/rent/quote?listingId=${id}&mode=overnight&startAt=${wrong}`)).statusCode,
      400,
    );
    const r = (await rent(renter, id, { mode: 'day', hours: undefined })).json().data;
    assert.equal(r.totalFen, 6800 + 3000);
    await post(renter.token, `/api/rent/order/${r.rentalId}/cancel`);
  });
});

describe('the window: one rental at a time per account', () => {
  test('overlapping windows refused (409), adjacent ones allowed; a cancelled or expired rental frees its window', async () => {
    const id = await listed();
    const now = ctx.clock.now().getTime();
    const a = await rentOk(renter, id, { hours: 2 }); // [now, now+2h)
    const clash = await rent(other, id, { hours: 3, startAt: new Date(now + HOUR).toISOString() });
    assert.equal(clash.statusCode, 409);
    assert.match(clash.json().msg, /时段已被他人预订/);
    const q1 = (await get(other.token, `/api/rent/quote?listingId=${id}&mode=hours&hours=3`)).json().data;
    assert.equal(q1.canRent, false);
    const b = await rentOk(other, id, { hours: 2, startAt: new Date(now + 2 * HOUR).toISOString() }); // adjacent
    // cancelling a frees [now, now+2h)
    assert.equal((await post(renter.token, `/api/rent/order/${a}/cancel`)).statusCode, 200);
    assert.equal((await post(renter.token, `/api/rent/order/${a}/cancel`)).statusCode, 409);
    const c = await rentOk(renter, id, { hours: 2 });
    // expiry: 15 minutes unpaid → closed (5) by the job, payments closed, window free again
    const pay = await post(renter.token, '/api/pay/create', {
      purpose: 'rental',
      targetId: c,
      channel: 'alipay',
      target: 'h5',
    });
    assert.equal(pay.statusCode, 200);
    ctx.clock.advance(15 * 60_000);
    const j = await runJobs();
    assert.ok(j.expired >= 2);
    assert.equal((await rentalRow(c)).state, 5);
    assert.equal((await rentalRow(b)).state, 5);
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from payments where purpose = 'rental' and target_id = ${c} and status = 0`,
      ),
      0,
    );
    assert.equal(
      (
        await post(renter.token, '/api/pay/create', {
          purpose: 'rental',
          targetId: c,
          channel: 'alipay',
          target: 'h5',
        })
      ).statusCode,
      409,
    );
    await rentOk(other, id, { hours: 2 });
  });

  test('the database itself refuses an overlapping row (exclusion constraint), whatever the code does', async () => {
    const id = await listed();
    const rid = await rentOk(renter, id, { hours: 2 });
    const r = await rentalRow(rid);
    await assert.rejects(
      ctx.db.db
        .execute(sql`insert into rentals (rental_no, listing_id, renter_id, owner_id, title, mode, hours, start_at, end_at, rent_fen, deposit_fen, total_fen, commission_fen, state, created_at, expires_at, settle_at, updated_at)
        values ('ZHTESTEXCL', ${id}, ${other.id}, ${owner.id}, 't', 'hours', 2, ${new Date(new Date(r.start_at).getTime() + HOUR)}, ${new Date(new Date(r.start_at).getTime() + 3 * HOUR)}, 1, 1, 2, 0, 1, now(), now(), now(), now())`),
      (e: { code?: string; cause?: { code?: string } }) => (e.cause?.code ?? e.code) === '23P01',
    );
    await post(renter.token, `/api/rent/order/${rid}/cancel`);
  });

  test('race: 30 renters ask for overlapping windows at once → exactly one succeeds, 29 × 409', async () => {
    const id = await listed();
    const renters = await Promise.all(Array.from({ length: 30 }, () => newUser(ctx)));
    const start = ctx.clock.now().getTime() + HOUR;
    const rs = await Promise.all(
      renters.map((u, i) =>
        rent(u, id, { hours: 2 + (i % 3), startAt: new Date(start + (i % 4) * 15 * 60_000).toISOString() }),
      ),
    );
    const codes = rs.map((r) => r.statusCode);
    assert.equal(codes.filter((c) => c === 200).length, 1, codes.join(','));
    assert.equal(codes.filter((c) => c === 409).length, 29, codes.join(','));
    assert.equal(
      await count(ctx, sql`select count(*) as n from rentals where listing_id = ${id} and state in (0, 1)`),
      1,
    );
  });
});

describe('paying, revealing in the window, ending, the deposit', () => {
  test('window enforced with the clock: reveal 409 before, 200 (recorded, no-store) inside, 409 after; others 404', async () => {
    const id = await listed();
    const start = new Date(ctx.clock.now().getTime() + HOUR);
    const rid = await rentOk(renter, id, { hours: 2, startAt: start.toISOString() });
    const unpaid = await post(renter.token, `/api/rent/order/${rid}/credentials`);
    assert.equal(unpaid.statusCode, 409);
    assert.match(unpaid.json().msg, /未支付/);
    const p = await payRental(renter, rid);
    assert.equal(p.submit.purpose, 'rental');
    assert.equal(p.submit.targetId, rid);
    assert.equal(p.submit.orderId, null);
    assert.equal(p.submit.returnPath, `/index/hire?rentalId=${rid}&paid=1`);
    assert.equal((await rentalRow(rid)).state, 1);
    const d0 = (await get(renter.token, `/api/rent/order/${rid}`)).json().data;
    assert.deepEqual([d0.phase, d0.credentialsAvailable, d0.ownerIncomeFen], ['upcoming', false, null]);
    const early = await post(renter.token, `/api/rent/order/${rid}/credentials`);
    assert.equal(early.statusCode, 409);
    assert.match(early.json().msg, /尚未开始/);
    ctx.clock.advance(HOUR);
    const ok = await post(renter.token, `/api/rent/order/${rid}/credentials`);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.headers['cache-control'], 'no-store');
    assert.equal(ok.json().data.account, CREDENTIALS.account);
    assert.equal(ok.json().data.password, CREDENTIALS.password);
    assert.equal(await count(ctx, sql`select count(*) as n from rental_reveals where rental_id = ${rid}`), 1);
    // only the renter: the owner, staff and others get 404
    for (const u of [owner, staff, other])
      assert.equal((await post(u.token, `/api/rent/order/${rid}/credentials`)).statusCode, 404);
    assert.equal((await post(null, `/api/rent/order/${rid}/credentials`)).statusCode, 401);
    const d1 = (await get(renter.token, `/api/rent/order/${rid}`)).json().data;
    assert.deepEqual([d1.phase, d1.credentialsAvailable, d1.revealCount], ['active', true, 1]);
    ctx.clock.advance(2 * HOUR);
    const late = await post(renter.token, `/api/rent/order/${rid}/credentials`);
    assert.equal(late.statusCode, 409);
    assert.match(late.json().msg, /租期已结束/);
    assert.equal(await count(ctx, sql`select count(*) as n from rental_reveals where rental_id = ${rid}`), 1);
  });

  test('end job credits rent − commission to the owner; after the grace period the deposit goes back; each entry once', async () => {
    const [owner, renter] = [await newUser(ctx), await newUser(ctx)];
    const id = await listed(owner);
    const rid = await rentOk(renter, id, { hours: 2 });
    await payRental(renter, rid);
    const ownerBefore = (await balances(ctx, owner.id)).cached;
    const renterBefore = (await balances(ctx, renter.id)).cached;
    ctx.clock.advance(HOUR);
    await runJobs();
    assert.equal((await rentalRow(rid)).state, 1);
    ctx.clock.advance(HOUR);
    await runJobs();
    assert.equal((await rentalRow(rid)).state, 2);
    const r = await rentalRow(rid);
    assert.equal(r.commission_fen, 100); // 10% of ¥10
    const ob = await balances(ctx, owner.id);
    assert.equal(ob.cached - ownerBefore, 1000 - 100);
    assert.equal(ob.cached, ob.sum);
    assert.equal((await balances(ctx, renter.id)).cached, renterBefore); // deposit still held
    // grace period (2 h): not yet
    ctx.clock.advance(HOUR);
    await runJobs();
    assert.equal((await rentalRow(rid)).state, 2);
    ctx.clock.advance(HOUR);
    await runJobs();
    await runJobs(); // a second run books nothing twice
    assert.equal((await rentalRow(rid)).state, 3);
    const rb = await balances(ctx, renter.id);
    assert.equal(rb.cached - renterBefore, 3000);
    assert.equal(rb.cached, rb.sum);
    const kinds = (await entries(rid)).map(
      (e) =>
        `${e.kind}:${e.user_id === null ? 'platform' : e.user_id === owner.id ? 'owner' : 'renter'}:${e.amount_fen}`,
    );
    assert.deepEqual(kinds, [
      'escrow_in:platform:4000',
      'escrow_out:platform:-1000',
      'rent_income:owner:900',
      'commission:platform:100',
      'deposit_out:platform:-3000',
      'deposit_refund:renter:3000',
    ]);
    // the renter's wallet shows the refund with its text
    const w = (await get(renter.token, '/api/wallet/entries')).json().data.rows;
    assert.ok(
      w.some((e: { kind: string; kindText: string }) => e.kind === 'deposit_refund' && e.kindText === '押金退还'),
    );
    // messages: paid (both), ended (owner), deposit (renter)
    assert.equal(
      await count(ctx, sql`select count(*) as n from messages where ref_type = 'rental' and ref_id = ${rid}`),
      4,
    );
  });

  test('violation: operator deducts part of the deposit for the owner (audited, once, within the grace period); ordinary users 403', async () => {
    const [owner, renter] = [await newUser(ctx), await newUser(ctx)];
    const id = await listed(owner);
    const rid = await rentOk(renter, id, { hours: 2 });
    await payRental(renter, rid);
    ctx.clock.advance(2 * HOUR);
    await runJobs();
    const ownerBefore = (await balances(ctx, owner.id)).cached;
    const renterBefore = (await balances(ctx, renter.id)).cached;
    const body = { deductFen: 1200, reason: '租期内修改了账号密保' };
    assert.equal((await post(renter.token, `/api/admin/rent/order/${rid}/violation`, body)).statusCode, 403);
    assert.equal((await post(owner.token, `/api/admin/rent/order/${rid}/violation`, body)).statusCode, 403);
    assert.equal(
      (await post(staff.token, `/api/admin/rent/order/${rid}/violation`, { ...body, deductFen: 3001 })).statusCode,
      400,
    );
    assert.equal(
      (await post(staff.token, `/api/admin/rent/order/${rid}/violation`, { ...body, reason: '' })).statusCode,
      400,
    );
    assert.equal((await rentalRow(rid)).violation_fen, null);
    const v = await post(staff.token, `/api/admin/rent/order/${rid}/violation`, body);
    assert.equal(v.statusCode, 200, v.body);
    assert.equal(v.json().data.violation.deductFen, 1200);
    assert.equal((await post(staff.token, `/api/admin/rent/order/${rid}/violation`, body)).statusCode, 409);
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from audit_log where action = 'rental.violation' and target_id = ${rid}`,
      ),
      1,
    );
    const seen = (await get(renter.token, `/api/rent/order/${rid}`)).json().data;
    assert.deepEqual([seen.violation.reason, seen.depositRefundFen], ['租期内修改了账号密保', 1800]);
    ctx.clock.advance(2 * HOUR);
    await runJobs();
    assert.equal((await rentalRow(rid)).state, 3);
    assert.equal((await balances(ctx, renter.id)).cached - renterBefore, 1800);
    assert.equal((await balances(ctx, owner.id)).cached - ownerBefore, 1200);
    const ks = (await entries(rid)).map((e) => e.kind);
    assert.ok(ks.includes('deposit_comp') && ks.includes('deposit_refund'));
    // after settlement: too late
    const late = await post(staff.token, `/api/admin/rent/order/${rid}/violation`, {
      deductFen: 100,
      reason: '再次扣款测试',
    });
    assert.equal(late.statusCode, 409);
    // unpaid rental: nothing to deduct
    const u = await rentOk(renter, id, { hours: 2 });
    assert.equal((await post(staff.token, `/api/admin/rent/order/${u}/violation`, body)).statusCode, 409);
    assert.equal((await post(staff.token, '/api/admin/rent/order/999999/violation', body)).statusCode, 404);
    await post(renter.token, `/api/rent/order/${u}/cancel`);
  });

  test('a deduction of the whole deposit: nothing back to the renter, all to the owner', async () => {
    const [owner, renter] = [await newUser(ctx), await newUser(ctx)];
    const id = await listed(owner);
    const rid = await rentOk(renter, id, { hours: 2 });
    await payRental(renter, rid);
    assert.equal(
      (
        await post(staff.token, `/api/admin/rent/order/${rid}/violation`, {
          deductFen: 3000,
          reason: '租期内出售了账号物资',
        })
      ).statusCode,
      200,
    );
    ctx.clock.advance(4 * HOUR);
    await runJobs();
    const es = await entries(rid);
    assert.ok(!es.some((e) => e.kind === 'deposit_refund'));
    assert.equal(Number(es.find((e) => e.kind === 'deposit_comp')!.amount_fen), 3000);
  });
});

describe('ownership and the operator console', () => {
  test("a rental is the renter's and the owner's only: others 404 on every endpoint; lists show only mine", async () => {
    const id = await listed();
    const rid = await rentOk(renter, id, { hours: 2 });
    assert.equal((await get(other.token, `/api/rent/order/${rid}`)).statusCode, 404);
    assert.equal((await post(other.token, `/api/rent/order/${rid}/cancel`)).statusCode, 404);
    assert.equal((await post(owner.token, `/api/rent/order/${rid}/cancel`)).statusCode, 404);
    assert.equal(
      (
        await post(other.token, '/api/pay/create', {
          purpose: 'rental',
          targetId: rid,
          channel: 'alipay',
          target: 'h5',
        })
      ).statusCode,
      404,
    );
    assert.equal(
      (
        await post(owner.token, '/api/pay/create', {
          purpose: 'rental',
          targetId: rid,
          channel: 'alipay',
          target: 'h5',
        })
      ).statusCode,
      404,
    );
    assert.equal((await get(null, `/api/rent/order/${rid}`)).statusCode, 401);
    const od = (await get(owner.token, `/api/rent/order/${rid}`)).json().data;
    assert.deepEqual([od.role, od.ownerIncomeFen], ['owner', 900]);
    assert.ok(
      (await get(renter.token, '/api/rent/my/orders')).json().data.rows.some((x: { id: number }) => x.id === rid),
    );
    assert.ok(
      !(await get(other.token, '/api/rent/my/orders')).json().data.rows.some((x: { id: number }) => x.id === rid),
    );
    assert.ok((await get(owner.token, '/api/rent/my/lent')).json().data.rows.some((x: { id: number }) => x.id === rid));
    assert.ok(
      !(await get(renter.token, '/api/rent/my/lent')).json().data.rows.some((x: { id: number }) => x.id === rid),
    );
    assert.equal((await get(renter.token, '/api/rent/my/orders?state=0')).json().data.rows[0].id, rid);
    await post(renter.token, `/api/rent/order/${rid}/cancel`);
  });

  test('operator lists rentals and sees payments and reveals; ordinary users 403', async () => {
    const id = await listed();
    const rid = await rentOk(renter, id, { hours: 2 });
    await payRental(renter, rid);
    await post(renter.token, `/api/rent/order/${rid}/credentials`);
    assert.equal((await get(renter.token, '/api/admin/rent/order/list')).statusCode, 403);
    assert.equal((await get(renter.token, `/api/admin/rent/order/${rid}`)).statusCode, 403);
    const no = (await get(renter.token, `/api/rent/order/${rid}`)).json().data.rentalNo;
    const l = (await get(staff.token, `/api/admin/rent/order/list?rentalNo=${no}`)).json().data;
    assert.equal(l.total, 1);
    assert.equal(l.rows[0].renterNick !== undefined, true);
    const d = (await get(staff.token, `/api/admin/rent/order/${rid}`)).json().data;
    assert.equal(d.role, 'staff');
    assert.equal(d.payments.length, 1);
    assert.equal(d.payments[0].status, 1);
    assert.equal(d.reveals.length, 1);
    for (const s of SECRETS) assert.ok(!JSON.stringify(d).includes(s));
  });
});

describe('payment purposes', () => {
  test('rental payment: purpose dispatch, replayed notification changes nothing, wrong body shapes 400', async () => {
    const id = await listed();
    const rid = await rentOk(renter, id, { hours: 2 });
    assert.equal(
      (
        await post(renter.token, '/api/pay/create', {
          purpose: 'rental',
          orderId: rid,
          channel: 'alipay',
          target: 'h5',
        })
      ).statusCode,
      400,
    );
    assert.equal(
      (await post(renter.token, '/api/pay/create', { purpose: 'rental', channel: 'alipay', target: 'h5' })).statusCode,
      400,
    );
    assert.equal(
      (
        await post(renter.token, '/api/pay/create', {
          purpose: 'bogus',
          targetId: rid,
          channel: 'alipay',
          target: 'h5',
        })
      ).statusCode,
      400,
    );
    const p = await payRental(renter, rid);
    assert.equal(p.create.purpose, 'rental');
    assert.equal(p.create.amountFen, 4000);
    const [row] = await q<{ purpose: string; order_id: number | null; target_id: number }>(
      ctx,
      sql`select purpose, order_id, target_id from payments where pay_no = ${p.payNo}`,
    );
    assert.deepEqual([row!.purpose, row!.order_id, row!.target_id], ['rental', null, rid]);
    // the provider repeats the notification: still one escrow entry
    const n = ctx.app.services.sandbox!.notification(p.payNo, 4000);
    for (let i = 0; i < 3; i++)
      assert.equal(
        (await ctx.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', headers: n.headers, payload: n.body }))
          .statusCode,
        200,
      );
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from wallet_entries where ref_type = 'rental' and ref_id = ${rid} and kind = 'escrow_in'`,
      ),
      1,
    );
    assert.equal(
      (
        await post(renter.token, '/api/pay/create', {
          purpose: 'rental',
          targetId: rid,
          channel: 'alipay',
          target: 'h5',
        })
      ).statusCode,
      409,
    );
    // the cashier page of a rental payment names the rental
    const c2 = await rentOk(renter, id, {
      hours: 2,
      startAt: new Date(ctx.clock.now().getTime() + 5 * HOUR).toISOString(),
    });
    const pay2 = (
      await post(renter.token, '/api/pay/create', { purpose: 'rental', targetId: c2, channel: 'alipay', target: 'h5' })
    ).json().data;
    const page = await get(null, pay2.redirectUrl);
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /租号订单号/);
    const u = new URL(pay2.redirectUrl, 'http://x');
    const f = await ctx.app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/submit',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `payNo=${u.searchParams.get('payNo')}&t=${u.searchParams.get('t')}&result=fail`,
    });
    assert.equal(f.headers.location, `/index/hire?rentalId=${c2}&failed=1`);
    await post(renter.token, `/api/rent/order/${c2}/cancel`);
  });

  test('trade payments are unaffected: orderId alone pays an order (purpose order, order_id = target_id)', async () => {
    const t: Trade = await tradeActors(ctx);
    const goodsId = await onSaleGood(ctx, t);
    const oid = await orderOf(ctx, t.buyer, goodsId);
    const c = await post(t.buyer.token, '/api/pay/create', { orderId: oid, channel: 'alipay', target: 'h5' });
    assert.equal(c.statusCode, 200, c.body);
    assert.equal(c.json().data.purpose, 'order');
    const url = new URL(c.json().data.redirectUrl, 'http://x');
    const s = await post(null, '/api/pay/sandbox/submit', {
      payNo: url.searchParams.get('payNo'),
      t: url.searchParams.get('t'),
      result: 'success',
    });
    assert.equal(s.json().data.orderId, oid);
    assert.equal(s.json().data.returnPath, `/index/finish?orderId=${oid}`);
    assert.equal((await orderRow(ctx, oid)).state, 1);
    const [row] = await q<{ purpose: string; order_id: number; target_id: number }>(
      ctx,
      sql`select purpose, order_id, target_id from payments where pay_no = ${url.searchParams.get('payNo')}`,
    );
    assert.deepEqual([row!.purpose, row!.order_id, row!.target_id], ['order', oid, oid]);
    // a rental id passed as an order id is just a (missing or foreign) order
    assert.equal(
      (
        await post(t.buyer.token, '/api/pay/create', {
          purpose: 'order',
          targetId: oid,
          channel: 'alipay',
          target: 'h5',
        })
      ).statusCode,
      409,
    );
  });
});

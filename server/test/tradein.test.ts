import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { seed } from '../src/db/seed.js';
import { goods, SALE_STATE } from '../src/modules/catalogue/table.js';
import { seedDemoTradeIn } from '../src/modules/tradein/seed.js';
import { auth, newIp, setup, type TestCtx } from './helpers.js';
import { CREDENTIALS, newUser, q, SECRETS, seedGames, validAttrs, type Game, type Seller } from './selling-helpers.js';

let ctx: TestCtx;
let g: Game;
let owner: Seller;
let other: Seller;
let minor: Seller;
let staff: Seller;
const M: Seller[] = [];
const HOUR = 3_600_000;

before(async () => {
  ctx = await setup({ env: { RATE_APPRAISAL_USER: '100' } });
  g = (await seedGames(ctx)).wzry;
  owner = await newUser(ctx);
  other = await newUser(ctx);
  minor = await newUser(ctx, { verified: false });
  staff = await newUser(ctx, { verified: false, roles: ['user', 'operator'] });
  for (let i = 0; i < 3; i++) M.push(await newUser(ctx, { roles: ['user', 'merchant'] }));
});
after(async () => {
  await ctx.close();
});

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: newIp(),
    headers: { ...(token ? auth(token) : {}), 'content-type': 'application/json' },
    ...(method === 'POST' ? { payload: payload === undefined ? '' : JSON.stringify(payload) } : {}),
  });
async function okData(token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const r = await call(token, method, url, payload);
  assert.equal(r.statusCode, 200, `${method} ${url} → ${r.body}`);
  return r.json().data;
}

const body = (patch: Record<string, unknown> = {}) => ({
  type: 2,
  gameId: g.id,
  districtId: g.districtId,
  attrs: validAttrs(g.template),
  expectedPriceFen: 50000,
  remark: '想回收换新号',
  credentials: CREDENTIALS,
  ...patch,
});
const submit = async (who: Seller = owner) => okData(who.token, 'POST', '/api/account/backlist', body());
const quote = (m: Seller, id: number, priceFen: number) =>
  call(m.token, 'POST', `/api/merchant/tradein/${id}/quote`, { priceFen });
const mine = (id: number, who: Seller = owner) => okData(who.token, 'GET', `/api/account/backlist/${id}`);
const decide = (id: number, b: Record<string, unknown>, who: Seller = owner) =>
  call(who.token, 'POST', `/api/account/backlist/${id}/status`, b);
const count = async (query: ReturnType<typeof sql>) => Number((await q<{ n: number }>(ctx, query))[0]!.n);
const entries = (id: number) =>
  q<{ user_id: number | null; kind: string; amount_fen: string }>(
    ctx,
    sql`select user_id, kind, amount_fen from wallet_entries where ref_type = 'tradein' and ref_id = ${id} order by id`,
  );

/** Pays an accepted quote exactly as the payment module's purpose handler would be called. */
async function pay(quoteId: number) {
  const h = ctx.app.services.tradeIn.purpose;
  const info = await h.forPayment(quoteId);
  assert.ok(info?.open, 'quote is open for payment');
  return ctx.db.db.transaction((tx) => h.markPaid(quoteId, ctx.clock.now(), tx));
}

/** The merchant's cashier attempt for an accepted quote (purpose tradein, target = the quote). */
async function payCreate(m: Seller, quoteId: number) {
  return call(m.token, 'POST', '/api/pay/create', {
    purpose: 'tradein',
    targetId: quoteId,
    channel: 'alipay',
    target: 'h5',
  });
}
async function sandboxSubmit(redirectUrl: string, result: 'success' | 'fail' = 'success') {
  const url = new URL(redirectUrl, 'http://x');
  return call(null, 'POST', '/api/pay/sandbox/submit', {
    payNo: url.searchParams.get('payNo'),
    t: url.searchParams.get('t'),
    result,
  });
}

/** A request with quotes 100, 300, 200 (yuan) by M0, M1, M2; returns ids. */
async function quoted() {
  const it = await submit();
  for (const [i, p] of [
    [0, 10000],
    [1, 30000],
    [2, 20000],
  ] as const)
    assert.equal((await quote(M[i]!, it.id, p)).statusCode, 200);
  const t = (await mine(it.id)).tradeIn;
  return { id: it.id as number, quotes: t.quotes as { id: number; priceFen: number; status: number }[] };
}

describe('submission', () => {
  test('a verified adult submits; credentials are sealed and never returned; valuation computed', async () => {
    const it = await submit();
    assert.equal(it.type, 2);
    assert.equal(it.status, 0);
    assert.equal(it.statusText, '待报价');
    assert.equal(it.tradeIn.stage, 'quoting');
    assert.equal(it.tradeIn.quoting, true);
    assert.equal(it.tradeIn.feeBps, 300);
    assert.equal(new Date(it.tradeIn.quoteEndsAt).getTime() - new Date(it.createdAt).getTime(), 24 * HOUR);
    assert.ok(it.valuation);
    const raw = await q<{ c: string }>(
      ctx,
      sql`select credentials_enc as c from tradein_details where request_id = ${it.id}`,
    );
    for (const s of SECRETS) assert.ok(!raw[0]!.c.includes(s));
    const list = await okData(owner.token, 'GET', '/api/account/backlist/allList?type=2');
    assert.ok(list.rows.some((r: { id: number }) => r.id === it.id));
    // appraisals and trade-ins are separate lists
    assert.ok(
      !(await okData(owner.token, 'GET', '/api/account/backlist/allList?type=1')).rows.some(
        (r: { id: number }) => r.id === it.id,
      ),
    );
    for (const s of SECRETS) assert.ok(!JSON.stringify(list).includes(s));
  });

  test('unverified users 403, bad input 400, anonymous 401; nothing stored', async () => {
    const before = await count(sql`select count(*)::int as n from backlist_requests`);
    const r = await call(minor.token, 'POST', '/api/account/backlist', body());
    assert.equal(r.statusCode, 403);
    assert.match(r.json().msg, /实名认证/);
    for (const [b, msg] of [
      [body({ credentials: undefined }), /账号信息/],
      [body({ credentials: { account: '', password: 'x' } }), /登录账号/],
      [body({ credentials: { account: 'a', password: '' } }), /登录密码/],
      [body({ districtId: g.areaId }), /具体的服务器/],
      [body({ expectedPriceFen: 12345 }), /期望价格/],
    ] as const) {
      const x = await call(owner.token, 'POST', '/api/account/backlist', b);
      assert.equal(x.statusCode, 400, x.body);
      assert.match(x.json().msg, msg);
    }
    assert.equal((await call(null, 'POST', '/api/account/backlist', body())).statusCode, 401);
    assert.equal(await count(sql`select count(*)::int as n from backlist_requests`), before);
  });
});

describe('quotes', () => {
  test('best first, equal prices by time; only raising; one quote per merchant; window closes', async () => {
    const it = await submit();
    assert.equal((await quote(M[0]!, it.id, 20000)).statusCode, 200);
    ctx.clock.advance(1000);
    assert.equal((await quote(M[1]!, it.id, 20000)).statusCode, 200);
    ctx.clock.advance(1000);
    assert.equal((await quote(M[2]!, it.id, 15000)).statusCode, 200);
    let t = (await mine(it.id)).tradeIn;
    assert.deepEqual(
      t.quotes.map((x: { priceFen: number }) => x.priceFen),
      [20000, 20000, 15000],
    );
    assert.ok(t.quotes[0].quotedAt < t.quotes[1].quotedAt, 'earlier equal price first');
    assert.equal(t.bestPriceFen, 20000);

    // lower or equal → 409, nothing changed; whole yuan only
    for (const p of [15000, 15000]) {
      const r = await quote(M[2]!, it.id, p - 100);
      assert.equal(r.statusCode, 409);
      assert.match(r.json().msg, /只能提高报价/);
    }
    assert.equal((await quote(M[2]!, it.id, 15000)).statusCode, 409);
    assert.equal((await quote(M[2]!, it.id, 25050)).statusCode, 400);
    // raising moves M2 to the top; still one row per merchant
    const raised = (await quote(M[2]!, it.id, 25000)).json().data;
    assert.equal(raised.rank, 1);
    assert.equal(raised.priceFen, 25000);
    assert.equal(await count(sql`select count(*)::int as n from tradein_quotes where request_id = ${it.id}`), 3);
    t = (await mine(it.id)).tradeIn;
    assert.deepEqual(
      t.quotes.map((x: { priceFen: number }) => x.priceFen),
      [25000, 20000, 20000],
    );

    // merchants see it open, with the best price and their own quote, never the login or the owner
    const open = await okData(M[0]!.token, 'GET', `/api/merchant/tradein/open?gameId=${g.id}&pageSize=50`);
    const row = open.rows.find((x: { id: number }) => x.id === it.id);
    assert.equal(row.bestPriceFen, 25000);
    assert.equal(row.quoteCount, 3);
    assert.equal(row.myQuote.priceFen, 20000);
    for (const s of SECRETS) assert.ok(!JSON.stringify(open).includes(s));
    assert.ok(!('userId' in row));
    // the owner cannot quote on their own request (owner is not a merchant → 403; a merchant-owner → 404)
    assert.equal((await quote(owner, it.id, 30000)).statusCode, 403);
    const mOwned = await submit(M[0]!);
    assert.equal((await quote(M[0]!, mOwned.id, 30000)).statusCode, 404);
    assert.ok(
      !(await okData(M[0]!.token, 'GET', '/api/merchant/tradein/open?pageSize=50')).rows.some(
        (x: { id: number }) => x.id === mOwned.id,
      ),
    );

    // after the window: no new quotes, no raises; gone from the open list; the owner may still accept
    ctx.clock.advance(24 * HOUR);
    const late = await quote(M[1]!, it.id, 40000);
    assert.equal(late.statusCode, 409);
    assert.match(late.json().msg, /报价已截止/);
    assert.ok(
      !(await okData(M[0]!.token, 'GET', '/api/merchant/tradein/open?pageSize=50')).rows.some(
        (x: { id: number }) => x.id === it.id,
      ),
    );
    t = (await mine(it.id)).tradeIn;
    assert.equal(t.quoting, false);
    assert.equal(t.canAccept, true);
    assert.equal((await quote(M[1]!, 999999, 40000)).statusCode, 404);
  });

  test('non-merchants get 403 on every merchant route; anonymous 401', async () => {
    const it = await submit();
    for (const [m, u, b] of [
      ['GET', '/api/merchant/tradein/open', undefined],
      ['GET', '/api/merchant/tradein/quotes', undefined],
      ['GET', `/api/merchant/tradein/${it.id}`, undefined],
      ['POST', `/api/merchant/tradein/${it.id}/quote`, { priceFen: 10000 }],
      ['POST', `/api/merchant/tradein/${it.id}/credentials`, undefined],
    ] as const) {
      assert.equal((await call(other.token, m, u, b)).statusCode, 403, u);
      assert.equal((await call(staff.token, m, u, b)).statusCode, 403, u);
      assert.equal((await call(null, m, u, b)).statusCode, 401, u);
    }
  });
});

describe('owner decisions', () => {
  test('accepting one closes the others and asks that merchant to pay; another user gets 404', async () => {
    const { id, quotes } = await quoted();
    const best = quotes[0]!;
    assert.equal(best.priceFen, 30000);
    // someone else's request: 404 everywhere
    assert.equal((await call(other.token, 'GET', `/api/account/backlist/${id}`)).statusCode, 404);
    assert.equal((await decide(id, { status: 2, quoteId: best.id }, other)).statusCode, 404);
    assert.equal((await call(other.token, 'POST', `/api/account/backlist/${id}/cancel`)).statusCode, 404);
    assert.equal((await call(other.token, 'POST', `/api/account/backlist/${id}/handover`, {})).statusCode, 404);
    assert.equal((await call(null, 'POST', `/api/account/backlist/${id}/status`, { status: 5 })).statusCode, 401);
    assert.equal((await decide(id, { status: 2 })).statusCode, 400);
    assert.equal((await decide(id, { status: 3 })).statusCode, 400);

    const acc = (await decide(id, { status: 2, quoteId: best.id })).json().data;
    assert.equal(acc.status, 2);
    assert.equal(acc.tradeIn.stage, 'accepted');
    assert.deepEqual(
      acc.tradeIn.quotes.map((x: { status: number }) => x.status),
      [1, 3, 3],
    );
    assert.equal(acc.tradeIn.accepted.priceFen, 30000);
    assert.equal(acc.tradeIn.accepted.feeFen, 900);
    assert.equal(acc.tradeIn.accepted.payoutFen, 29100);
    assert.equal(new Date(acc.tradeIn.accepted.payDeadline).getTime() - ctx.clock.now().getTime(), 24 * HOUR);
    // a second acceptance, a refuse and late quotes all conflict
    assert.equal((await decide(id, { status: 2, quoteId: quotes[1]!.id })).statusCode, 409);
    assert.equal((await decide(id, { status: 5 })).statusCode, 409);
    assert.equal((await quote(M[0]!, id, 90000)).statusCode, 409);
    const msgs = await count(
      sql`select count(*)::int as n from messages where user_id = ${M[1]!.id} and send_type = 51 and ref_id = ${id}`,
    );
    assert.equal(msgs, 1);
    // the merchant sees it payable; the others see their quote closed
    const mq = (await okData(M[1]!.token, 'GET', '/api/merchant/tradein/quotes?pageSize=50')).rows.find(
      (x: { requestId: number }) => x.requestId === id,
    );
    assert.equal(mq.canPay, true);
    assert.equal(mq.status, 1);
    const oq = (await okData(M[0]!.token, 'GET', '/api/merchant/tradein/quotes?pageSize=50')).rows.find(
      (x: { requestId: number }) => x.requestId === id,
    );
    assert.equal(oq.status, 3);
    assert.equal(oq.canPay, false);
  });

  test('an unpaid acceptance lapses after 24 h (job); the owner accepts another; the lapsed merchant is out', async () => {
    const { id, quotes } = await quoted();
    const [best, second] = [quotes[0]!, quotes[1]!];
    assert.equal((await decide(id, { status: 2, quoteId: best.id })).statusCode, 200);
    const attempt = await payCreate(M[1]!, best.id);
    assert.equal(attempt.statusCode, 200, attempt.body);
    ctx.clock.advance(24 * HOUR - 1000);
    assert.equal(await ctx.app.services.tradeIn.lapseDue(), 0);
    assert.equal((await mine(id)).tradeIn.stage, 'accepted');
    ctx.clock.advance(2000);
    // (the previous test's acceptance lapses too)
    assert.ok((await ctx.app.services.tradeIn.lapseDue()) >= 1);
    assert.equal(await ctx.app.services.tradeIn.lapseDue(), 0, 'once');
    let t = await mine(id);
    assert.equal(t.status, 0);
    assert.equal(t.tradeIn.stage, 'quoting');
    assert.equal(t.tradeIn.accepted, null);
    const byId = new Map(t.tradeIn.quotes.map((x: { id: number; status: number }) => [x.id, x.status]));
    assert.equal(byId.get(best.id), 4);
    assert.equal(byId.get(second.id), 0);
    assert.equal(await count(sql`select count(*)::int as n from messages where send_type = 52 and ref_id = ${id}`), 2);
    // the lapsed quote is out: not payable (a late payment is refused), not acceptable, no re-quote
    assert.equal((await ctx.app.services.tradeIn.purpose.forPayment(best.id))!.open, false);
    assert.equal(
      await ctx.db.db.transaction((tx) => ctx.app.services.tradeIn.purpose.markPaid(best.id, ctx.clock.now(), tx)),
      false,
    );
    assert.equal((await payCreate(M[1]!, best.id)).statusCode, 409);
    assert.equal((await decide(id, { status: 2, quoteId: best.id })).statusCode, 409);
    // accept the next best, and a late payment of the lapsed merchant still cannot settle it
    t = (await decide(id, { status: 2, quoteId: second.id })).json().data;
    assert.equal(t.tradeIn.accepted.quoteId, second.id);
    assert.equal(
      await ctx.db.db.transaction((tx) => ctx.app.services.tradeIn.purpose.markPaid(best.id, ctx.clock.now(), tx)),
      false,
    );
    assert.equal((await mine(id)).tradeIn.stage, 'accepted');
    // the lapsed merchant's old cashier attempt (closed at the lapse) pays late: refunded, nothing settled
    const late = await sandboxSubmit(attempt.json().data.redirectUrl);
    assert.equal(late.statusCode, 200, late.body);
    const [lp] = await q<{ status: number }>(
      ctx,
      sql`select status from payments where pay_no = ${attempt.json().data.payNo}`,
    );
    assert.ok([3, 4].includes(Number(lp!.status)), `late payment status ${lp!.status}`);
    assert.equal((await mine(id)).tradeIn.stage, 'accepted');
    assert.equal(await pay(second.id), true);
    assert.equal((await mine(id)).tradeIn.stage, 'paid');
    assert.equal(
      await ctx.db.db.transaction((tx) => ctx.app.services.tradeIn.purpose.markPaid(second.id, ctx.clock.now(), tx)),
      false,
      'replayed',
    );
    assert.equal((await entries(id)).filter((e) => e.kind === 'escrow_in').length, 1);
  });

  test('refuse all (5) closes every quote; cancel (4) before payment, not after', async () => {
    const a = await quoted();
    const r = (await decide(a.id, { status: 5 })).json().data;
    assert.equal(r.status, 5);
    assert.equal(r.statusText, '已拒绝报价');
    assert.ok(r.tradeIn.quotes.every((x: { status: number }) => x.status === 3));
    assert.equal((await call(owner.token, 'POST', `/api/account/backlist/${a.id}/cancel`)).statusCode, 409);

    const b = await quoted();
    assert.equal((await decide(b.id, { status: 2, quoteId: b.quotes[0]!.id })).statusCode, 200);
    assert.equal((await call(owner.token, 'POST', `/api/account/backlist/${b.id}/cancel`)).statusCode, 200);
    const c = await mine(b.id);
    assert.equal(c.status, 4);
    assert.equal((await ctx.app.services.tradeIn.purpose.forPayment(b.quotes[0]!.id))!.open, false);
    assert.equal((await call(owner.token, 'POST', `/api/account/backlist/${b.id}/cancel`)).statusCode, 409);

    const d = await quoted();
    assert.equal((await decide(d.id, { status: 2, quoteId: d.quotes[0]!.id })).statusCode, 200);
    assert.equal(await pay(d.quotes[0]!.id), true);
    const x = await decide(d.id, { status: 4 });
    assert.equal(x.statusCode, 409);
    assert.match(x.json().msg, /商户已付款/);
  });
});

describe('handover, operator check, wallet and credentials', () => {
  test('confirm credits quote − 3% once, books the fee; only the paying merchant reads the login', async () => {
    const { id, quotes } = await quoted();
    const best = quotes[0]!;
    const payer = M[1]!;
    assert.equal((await decide(id, { status: 2, quoteId: best.id })).statusCode, 200);
    // nobody reads the login before payment and confirmation
    assert.equal((await call(payer.token, 'POST', `/api/merchant/tradein/${id}/credentials`)).statusCode, 404);
    assert.equal((await call(owner.token, 'POST', `/api/account/backlist/${id}/handover`, {})).statusCode, 409);
    // only the accepted merchant can pay, exactly the quote, through the sandbox cashier
    assert.equal((await payCreate(M[0]!, best.id)).statusCode, 404);
    assert.equal((await payCreate(owner, best.id)).statusCode, 404);
    const c = await payCreate(payer, best.id);
    assert.equal(c.statusCode, 200, c.body);
    assert.equal(c.json().data.amountFen, 30000);
    assert.equal(c.json().data.purpose, 'tradein');
    const done = await sandboxSubmit(c.json().data.redirectUrl);
    assert.equal(done.statusCode, 200, done.body);
    assert.match(done.json().data.returnPath, /merchantTradein\?quoteId=\d+&paid=1/);
    assert.equal((await mine(id)).tradeIn.stage, 'paid');
    assert.equal((await payCreate(payer, best.id)).statusCode, 409);
    const paidMsg = await count(sql`select count(*)::int as n from messages where send_type = 53 and ref_id = ${id}`);
    assert.equal(paidMsg, 2);
    const early = await call(payer.token, 'POST', `/api/merchant/tradein/${id}/credentials`);
    assert.equal(early.statusCode, 409);
    // the operator cannot confirm before the owner hands over
    assert.equal((await call(staff.token, 'POST', `/api/admin/tradein/${id}/confirm`)).statusCode, 409);
    const h = await okData(owner.token, 'POST', `/api/account/backlist/${id}/handover`, {
      credentials: { ...CREDENTIALS, password: 'Pw-Secret-9f3Kq!x-new' },
    });
    assert.equal(h.tradeIn.stage, 'handedOver');
    assert.equal((await call(owner.token, 'POST', `/api/account/backlist/${id}/handover`, {})).statusCode, 409);

    // staff read it to check (recorded, audited, no-store)
    const sr = await call(staff.token, 'POST', `/api/admin/tradein/${id}/credentials`);
    assert.equal(sr.statusCode, 200);
    assert.equal(sr.headers['cache-control'], 'no-store');
    assert.equal(sr.json().data.password, 'Pw-Secret-9f3Kq!x-new');

    const balance = async (u: Seller) =>
      Number((await q<{ b: string }>(ctx, sql`select balance_fen as b from users where id = ${u.id}`))[0]!.b);
    const before = await balance(owner);
    assert.equal((await call(staff.token, 'POST', `/api/admin/tradein/${id}/confirm`)).statusCode, 200);
    assert.equal((await call(staff.token, 'POST', `/api/admin/tradein/${id}/confirm`)).statusCode, 409);
    assert.equal(
      (await call(staff.token, 'POST', `/api/admin/tradein/${id}/reject`, { reason: '账号已被找回' })).statusCode,
      409,
    );
    assert.equal((await balance(owner)) - before, 29100);
    const e = await entries(id);
    const sum = (kind: string, userId: number | null = null) =>
      e.filter((x) => x.kind === kind && x.user_id === userId).reduce((s, x) => s + Number(x.amount_fen), 0);
    assert.equal(sum('escrow_in'), 30000);
    assert.equal(sum('escrow_out'), -30000);
    assert.equal(sum('tradein_income', owner.id), 29100);
    assert.equal(sum('tradein_fee'), 900);
    assert.equal(e.length, 4, 'each booking once');
    const wallet = await okData(owner.token, 'GET', '/api/wallet/entries');
    assert.equal(wallet.rows[0].kind, 'tradein_income');
    assert.equal(wallet.rows[0].kindText, '回收款收入');

    const item = await mine(id);
    assert.equal(item.status, 3);
    assert.equal(item.tradeIn.stage, 'done');
    // the paying merchant reads it (recorded, no-store); the other merchants 404; others 403
    const r = await call(payer.token, 'POST', `/api/merchant/tradein/${id}/credentials`);
    assert.equal(r.statusCode, 200);
    assert.equal(r.headers['cache-control'], 'no-store');
    assert.equal(r.json().data.account, CREDENTIALS.account);
    assert.equal(r.json().data.password, 'Pw-Secret-9f3Kq!x-new');
    assert.equal((await call(M[0]!.token, 'POST', `/api/merchant/tradein/${id}/credentials`)).statusCode, 404);
    assert.equal((await call(M[2]!.token, 'POST', `/api/merchant/tradein/${id}/credentials`)).statusCode, 404);
    assert.equal((await call(owner.token, 'POST', `/api/merchant/tradein/${id}/credentials`)).statusCode, 403);
    assert.equal(
      await count(
        sql`select count(*)::int as n from tradein_reveals where request_id = ${id} and role = 'merchant' and user_id = ${payer.id}`,
      ),
      1,
    );
    assert.equal(
      await count(sql`select count(*)::int as n from audit_log where target_type = 'tradein' and target_id = ${id}`),
      2,
    );
    const mq = (await okData(payer.token, 'GET', '/api/merchant/tradein/quotes?status=5')).rows.find(
      (x: { requestId: number }) => x.requestId === id,
    );
    assert.equal(mq.credentialsAvailable, true);
    assert.equal(
      await count(sql`select count(*)::int as n from messages where send_type in (54, 55) and ref_id = ${id}`),
      2,
    );
  });

  test('operator reject refunds the merchant to the wallet; ordinary users and merchants get 403 on admin routes', async () => {
    const { id, quotes } = await quoted();
    const best = quotes[0]!;
    for (const who of [owner, M[0]!]) {
      assert.equal((await call(who.token, 'GET', '/api/admin/tradein/list')).statusCode, 403);
      assert.equal((await call(who.token, 'POST', `/api/admin/tradein/${id}/confirm`)).statusCode, 403);
      assert.equal(
        (await call(who.token, 'POST', `/api/admin/tradein/${id}/reject`, { reason: '不通过原因' })).statusCode,
        403,
      );
      assert.equal((await call(who.token, 'POST', `/api/admin/tradein/${id}/credentials`)).statusCode, 403);
    }
    // nothing to check before payment
    assert.equal(
      (await call(staff.token, 'POST', `/api/admin/tradein/${id}/reject`, { reason: '不通过原因' })).statusCode,
      409,
    );
    assert.equal((await call(staff.token, 'POST', `/api/admin/tradein/${id}/credentials`)).statusCode, 409);
    assert.equal((await decide(id, { status: 2, quoteId: best.id })).statusCode, 200);
    assert.equal(await pay(best.id), true);
    assert.equal((await call(staff.token, 'POST', `/api/admin/tradein/${id}/reject`, { reason: '' })).statusCode, 400);
    assert.equal(
      (await call(staff.token, 'POST', `/api/admin/tradein/999999/reject`, { reason: '不通过原因' })).statusCode,
      404,
    );
    const list = await okData(staff.token, 'GET', '/api/admin/tradein/list?stage=paid&pageSize=50');
    assert.ok(list.rows.some((x: { id: number; userNick: string }) => x.id === id));
    assert.equal(
      (await call(staff.token, 'POST', `/api/admin/tradein/${id}/reject`, { reason: '账号绑定信息与描述不符' }))
        .statusCode,
      200,
    );
    const item = await mine(id);
    assert.equal(item.status, 4);
    assert.equal(item.tradeIn.stage, 'rejected');
    assert.equal(item.tradeIn.refund, 'wallet');
    assert.equal(item.tradeIn.rejectReason, '账号绑定信息与描述不符');
    const e = await entries(id);
    assert.deepEqual(
      e.map((x) => [x.kind, x.user_id, Number(x.amount_fen)]),
      [
        ['escrow_in', null, 30000],
        ['escrow_out', null, -30000],
        ['tradein_refund', M[1]!.id, 30000],
      ],
    );
    assert.equal((await call(M[1]!.token, 'POST', `/api/merchant/tradein/${id}/credentials`)).statusCode, 404);
    assert.equal((await call(staff.token, 'POST', `/api/admin/tradein/${id}/confirm`)).statusCode, 409);
  });

  test('the price list counts accepted trade-in quotes', async () => {
    const pl = await okData(null, 'GET', `/api/account/backlist/priceList?gameId=${g.id}`);
    const gl = pl.games[0];
    assert.ok(gl.tradeInCount >= 3, JSON.stringify(gl).slice(0, 200));
    assert.equal(gl.tradeInMedianFen, 30000);
    assert.equal(gl.trend.length, 12);
    assert.ok(gl.trend.some((w: { tradeInCount: number }) => w.tradeInCount > 0));
  });
});

describe('demo seed', () => {
  test("demo_buyer's trade-in with demo_merchant's quote, once", async () => {
    await ctx.db.db.insert(goods).values({
      goodsSn: 'TDEMO0000001',
      gameId: g.id,
      districtIds: g.districtIds,
      districtNames: g.districtIds.map(String),
      title: '演示在售账号',
      priceFen: 150000,
      saleState: SALE_STATE.onSale,
      attrs: validAttrs(g.template) as Record<string, number | string | string[]>,
      sellerId: other.id,
      createdAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
    });
    const config = { ...ctx.config, seedDemo: true };
    await seed(ctx.db.db, config, ctx.clock);
    assert.equal(await seedDemoTradeIn(ctx.db.db, config, ctx.clock), 1);
    assert.equal(await seedDemoTradeIn(ctx.db.db, config, ctx.clock), 0, 'idempotent');
    const rows = await q<{ status: number; n: number }>(
      ctx,
      sql`select b.status, (select count(*)::int from tradein_quotes t where t.request_id = b.id) as n from backlist_requests b join users u on u.id = b.user_id where u.user_name = 'demo_buyer' and b.type = 2`,
    );
    assert.deepEqual(
      rows.map((r) => [Number(r.status), Number(r.n)]),
      [[0, 1]],
    );
  });
});

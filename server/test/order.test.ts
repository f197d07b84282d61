import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { auth, setup, type TestCtx } from './helpers.js';
import { MemoryRateLimiter, type RateLimiter } from '../src/lib/rate-limit.js';
import { ManualClock } from '../src/lib/clock.js';
import { as, ledger, ok200, platformSum } from './aftersale-helpers.js';
import { CREDENTIALS, newUser, uploadShot } from './selling-helpers.js';
import {
  balances,
  count,
  createOrder,
  onSaleGood,
  orderOf,
  orderRow,
  paidOrder,
  paySandbox,
  saleState,
  tradeActors,
  type Trade,
} from './trade-helpers.js';
import { ORDER_STATE, sellerIncomeOf } from '../src/modules/order/table.js';

let ctx: TestCtx;
let t: Trade;
before(async () => {
  ctx = await setup();
  t = await tradeActors(ctx);
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

describe('confirm page and creating an order', () => {
  test('protection options follow isGuarantee: 2 free basic, 1 paid tier required, 0 optional', async () => {
    const expect = { 2: ['basic', 'tierA', 'tierB'], 1: ['tierA', 'tierB'], 0: ['none', 'tierA', 'tierB'] } as const;
    for (const g of [2, 1, 0] as const) {
      const id = await onSaleGood(ctx, t, { isGuarantee: g, priceFen: 100000 });
      const r = await get(t.buyer.token, `/api/order/confirm?goodsId=${id}`);
      assert.equal(r.statusCode, 200, r.body);
      const d = r.json().data;
      assert.deepEqual(
        d.protections.map((p: { code: string }) => p.code),
        expect[g],
      );
      assert.equal(d.protectionRequired, g === 1);
      assert.equal(d.canBuy, true);
      const a = d.protections.find((p: { code: string }) => p.code === 'tierA');
      assert.equal(a.feeFen, 10000); // 10% of ¥1000
      assert.equal(a.periodDays, 365);
      // the same name and period words as /api/rules and the content pages (issue 20)
      assert.equal(a.name, '标准包赔');
      assert.match(a.description, /^1 年内/);
      const b = d.protections.find((p: { code: string }) => p.code === 'tierB');
      assert.equal(b.feeFen, 20000);
      assert.equal(b.periodDays, null);
      assert.equal(b.totalFen, 120000);
      assert.equal(b.name, '至尊包赔');
      assert.match(b.description, /^永久包赔/);
    }
  });

  test('refusals: anonymous 401, unverified 403, own good 400, rules not accepted 400, wrong tier 400; nothing changes', async () => {
    const id = await onSaleGood(ctx, t); // isGuarantee 1
    const unverified = await newUser(ctx, { verified: false });
    assert.equal(
      (await post(null, '/api/order/create', { goodsId: id, protection: 'tierA', acceptRules: true })).statusCode,
      401,
    );
    const u = await createOrder(ctx, unverified, id);
    assert.equal(u.statusCode, 403);
    assert.match(u.json().msg, /实名认证/);
    const c = (await get(unverified.token, `/api/order/confirm?goodsId=${id}`)).json().data;
    assert.equal(c.canBuy, false);
    assert.equal(c.needRealname, true);
    assert.equal((await createOrder(ctx, t.seller, id)).statusCode, 400);
    const nr = await post(t.buyer.token, '/api/order/create', { goodsId: id, protection: 'tierA', acceptRules: false });
    assert.equal(nr.statusCode, 400);
    const none = await createOrder(ctx, t.buyer, id, 'none');
    assert.equal(none.statusCode, 400);
    assert.match(none.json().msg, /protection/);
    assert.equal(
      (await post(t.buyer.token, '/api/order/create', { goodsId: id, protection: 'gold', acceptRules: true }))
        .statusCode,
      400,
    );
    assert.equal((await createOrder(ctx, t.buyer, 99999999)).statusCode, 404);
    assert.equal(await saleState(ctx, id), 1);
    assert.equal(await count(ctx, sql`select count(*) as n from orders where goods_id = ${id}`), 0);
  });

  test('an order locks the good; total = price + tier fee; others get 409 已被他人下单', async () => {
    const id = await onSaleGood(ctx, t, { priceFen: 50000 });
    const r = await createOrder(ctx, t.buyer, id, 'tierB');
    assert.equal(r.statusCode, 200, r.body);
    const d = r.json().data;
    assert.equal(d.state, 0);
    assert.equal(d.totalFen, 60000);
    assert.equal(new Date(d.expiresAt).getTime() - ctx.clock.now().getTime(), 15 * 60_000);
    assert.equal(await saleState(ctx, id), 2);
    const o = await orderRow(ctx, d.orderId);
    assert.equal(o.commission_fen, 2500); // 5% of the price, not of the total
    const again = await createOrder(ctx, t.other, id);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().msg, '已被他人下单');
    const mine = await createOrder(ctx, t.buyer, id);
    assert.equal(mine.statusCode, 409);
    assert.match(mine.json().msg, /请前往支付/);
    assert.equal((await get(t.buyer.token, `/api/order/confirm?goodsId=${id}`)).json().data.myOpenOrderId, d.orderId);
    const theirs = (await get(t.other.token, `/api/order/confirm?goodsId=${id}`)).json().data;
    assert.equal(theirs.myOpenOrderId, null);
    assert.equal(theirs.reason, '已被他人下单');
    // the good left every public list
    const detail = await get(null, `/api/web/good/${id}`);
    if (detail.statusCode === 200) assert.equal(detail.json().data.saleState, 2);
  });

  test('race: 50 simultaneous orders for one good → exactly one order, 49 × 409', async () => {
    const id = await onSaleGood(ctx, t);
    const buyers = [t.buyer, t.other];
    for (let i = 0; i < 8; i++) buyers.push(await newUser(ctx));
    const res = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createOrder(ctx, buyers[i % buyers.length]!, id)),
    );
    const codes = res.map((r) => r.statusCode);
    assert.equal(codes.filter((c) => c === 200).length, 1, codes.join(','));
    assert.equal(codes.filter((c) => c === 409).length, 49);
    assert.equal(await count(ctx, sql`select count(*) as n from orders where goods_id = ${id}`), 1);
    assert.equal(await saleState(ctx, id), 2);
    // leave the winner's order cancelled so the per-buyer unpaid limit does not bite later tests
    const win = res.find((r) => r.statusCode === 200)!.json().data.orderId;
    const winner = buyers[res.findIndex((r) => r.statusCode === 200) % buyers.length]!;
    assert.equal((await post(winner.token, `/api/order/${win}/cancel`)).statusCode, 200);
  });

  test('at most 3 unpaid orders per buyer', async () => {
    const b = await newUser(ctx);
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await onSaleGood(ctx, t));
    for (let i = 0; i < 3; i++) assert.equal((await createOrder(ctx, b, ids[i]!)).statusCode, 200);
    const r = await createOrder(ctx, b, ids[3]!);
    assert.equal(r.statusCode, 409);
    assert.equal(await saleState(ctx, ids[3]!), 1);
  });
});

describe('cancel and expiry', () => {
  test('the buyer cancels an unpaid order: good back on sale; seller and others cannot', async () => {
    const id = await onSaleGood(ctx, t);
    const oid = await orderOf(ctx, t.buyer, id);
    assert.equal((await post(t.other.token, `/api/order/${oid}/cancel`)).statusCode, 404);
    assert.equal((await post(t.seller.token, `/api/order/${oid}/cancel`)).statusCode, 404);
    assert.equal((await post(t.buyer.token, `/api/order/${oid}/cancel`)).statusCode, 200);
    assert.equal((await orderRow(ctx, oid)).state, 3);
    assert.equal(await saleState(ctx, id), 1);
    assert.equal((await post(t.buyer.token, `/api/order/${oid}/cancel`)).statusCode, 409);
    // and it can be bought again
    const again = await orderOf(ctx, t.other, id);
    assert.equal((await post(t.other.token, `/api/order/${again}/cancel`)).statusCode, 200);
  });

  test('expiry job: overdue unpaid orders close, goods return to sale; idempotent; catches up after downtime', async () => {
    const goodsIds = [await onSaleGood(ctx, t), await onSaleGood(ctx, t), await onSaleGood(ctx, t)];
    const b = await newUser(ctx);
    const oids = [];
    for (const g of goodsIds) oids.push(await orderOf(ctx, b, g));
    ctx.clock.advance(14 * 60_000);
    assert.equal(await ctx.app.services.orders.expireDue(), 0);
    assert.deepEqual(await Promise.all(goodsIds.map((g) => saleState(ctx, g))), [2, 2, 2]);
    ctx.clock.advance(2 * 60 * 60_000); // the server was down for two hours
    // (earlier tests left unpaid orders too: all of them are due now)
    const due = await count(ctx, sql`select count(*) as n from orders where state = 0`);
    assert.ok(due >= 3);
    assert.equal(await ctx.app.services.orders.expireDue(2), due); // batches of 2 still drain them all
    assert.deepEqual(await Promise.all(goodsIds.map((g) => saleState(ctx, g))), [1, 1, 1]);
    for (const o of oids) assert.equal((await orderRow(ctx, o)).state, 4);
    assert.equal(await ctx.app.services.orders.expireDue(), 0);
    const d = (await get(b.token, `/api/order/${oids[0]}`)).json().data;
    assert.deepEqual(
      d.timeline.map((e: { type: string }) => e.type),
      ['created', 'expired'],
    );
    assert.equal(d.canPay, false);
    // paying a closed order is refused
    const p = await post(b.token, '/api/pay/create', { orderId: oids[0], channel: 'alipay', target: 'h5' });
    assert.equal(p.statusCode, 409);
  });
});

describe('pay, reveal, chat, confirm', () => {
  test('sandbox cashier page: real HTML with 支付 / 支付失败; form post redirects to the finish page', async () => {
    const id = await onSaleGood(ctx, t);
    const oid = await orderOf(ctx, t.buyer, id);
    const st = (await get(t.buyer.token, `/api/order/${oid}/status`)).json().data;
    assert.equal(st.paid, false);
    const c = await post(t.buyer.token, '/api/pay/create', { orderId: oid, channel: 'alipay', target: 'h5' });
    assert.equal(c.statusCode, 200, c.body);
    const pay = c.json().data;
    assert.equal(pay.action, 'redirect');
    const page = await get(null, pay.redirectUrl);
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    assert.match(page.body, /支付 ¥1,416\.80/); // 128800 + 10%, as the app writes money
    // the channel's look (H5 pays with 支付宝) in the app's palette, 演示 said once, no 测试/沙箱 in
    // its title (issue 37); its second button simulates a failure (issue 20)
    const title = /<title>([^<]*)<\/title>/.exec(page.body)![1]!;
    assert.equal(title, '支付宝 - 号市');
    assert.doesNotMatch(page.body, /测试|沙箱/);
    assert.match(page.body, /class="name">支付宝</);
    assert.match(page.body, /演示环境/);
    assert.doesNotMatch(page.body, /#1677ff/i, "not the provider's blue: the app's palette");
    assert.match(page.body, /模拟支付失败</);
    const url = new URL(pay.redirectUrl, 'http://x');
    // a forged cashier link shows an error page
    const bad = await get(
      null,
      `/api/pay/sandbox/cashier?payNo=${url.searchParams.get('payNo')}&t=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
    );
    assert.equal(bad.statusCode, 404);
    // 支付失败: back to the pay page, nothing paid
    const f = await ctx.app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/submit',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `payNo=${url.searchParams.get('payNo')}&t=${url.searchParams.get('t')}&result=fail`,
    });
    assert.equal(f.statusCode, 303);
    assert.equal(f.headers.location, `/index/pay?orderId=${oid}&failed=1`);
    assert.equal((await orderRow(ctx, oid)).state, 0);
    // a URL claiming success proves nothing: the status comes from the database
    assert.equal((await get(t.buyer.token, `/api/order/${oid}/status?paid=1&state=1`)).json().data.paid, false);
    // pay
    const c2 = (await post(t.buyer.token, '/api/pay/create', { orderId: oid, channel: 'alipay', target: 'h5' })).json()
      .data;
    const u2 = new URL(c2.redirectUrl, 'http://x');
    const s = await ctx.app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/submit',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `payNo=${u2.searchParams.get('payNo')}&t=${u2.searchParams.get('t')}&result=success`,
    });
    assert.equal(s.statusCode, 303);
    assert.equal(s.headers.location, `/index/finish?orderId=${oid}`);
    const st2 = (await get(t.buyer.token, `/api/order/${oid}/status`)).json().data;
    assert.equal(st2.paid, true);
    assert.equal(st2.state, 1);
    assert.equal(await saleState(ctx, id), 2);
    // the seller was told
    const [m] = (
      (await ctx.db.db.execute(
        sql`select title from messages where ref_type = 'order' and ref_id = ${oid} and send_type = 20`,
      )) as unknown as { rows: { title: string }[] }
    ).rows;
    assert.ok(m);
    // others cannot see the status
    assert.equal((await get(t.other.token, `/api/order/${oid}/status`)).statusCode, 404);
    assert.equal((await get(null, `/api/order/${oid}/status`)).statusCode, 401);
  });

  test('credentials: only the buyer of a paid order, every reveal recorded, no-store', async () => {
    const id = await onSaleGood(ctx, t);
    const oid = await orderOf(ctx, t.buyer, id);
    const early = await post(t.buyer.token, `/api/order/${oid}/credentials`);
    assert.equal(early.statusCode, 409);
    assert.ok(!early.body.includes(CREDENTIALS.password));
    await paySandbox(ctx, t.buyer, oid);
    for (const who of [t.seller, t.other, t.staff]) {
      const r = await post(who.token, `/api/order/${oid}/credentials`);
      assert.equal(r.statusCode, 404, r.body);
      assert.ok(!r.body.includes(CREDENTIALS.password));
    }
    assert.equal((await post(null, `/api/order/${oid}/credentials`)).statusCode, 401);
    const r = await post(t.buyer.token, `/api/order/${oid}/credentials`);
    assert.equal(r.statusCode, 200, r.body);
    assert.equal(r.headers['cache-control'], 'no-store');
    assert.deepEqual({ ...r.json().data, revealedAt: undefined }, { ...CREDENTIALS, revealedAt: undefined });
    await post(t.buyer.token, `/api/order/${oid}/credentials`);
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from credential_reveals where order_id = ${oid} and user_id = ${t.buyer.id}`,
      ),
      2,
    );
    const d = (await get(t.buyer.token, `/api/order/${oid}`)).json().data;
    assert.equal(d.revealCount, 2);
    assert.ok(d.timeline.some((e: { type: string }) => e.type === 'revealed'));
    // the order page itself never carries them, for anyone
    for (const who of [t.buyer, t.seller, t.staff])
      assert.ok(!(await get(who.token, `/api/order/${oid}`)).body.includes(CREDENTIALS.password));
  });

  test('order detail: parties and staff see it with their role; anyone else 404', async () => {
    const { orderId } = await paidOrder(ctx, t);
    const roles = await Promise.all(
      [t.buyer, t.seller, t.staff].map(async (u) => (await get(u.token, `/api/order/${orderId}`)).json().data),
    );
    assert.deepEqual(
      roles.map((d) => d.role),
      ['buyer', 'seller', 'staff'],
    );
    assert.equal(roles[0].sellerIncomeFen, null);
    assert.equal(roles[1].sellerIncomeFen, 128800 - 6440);
    assert.equal(roles[0].credentialsAvailable, true);
    assert.equal(roles[1].credentialsAvailable, false);
    assert.deepEqual(
      roles[0].timeline.map((e: { type: string }) => e.type),
      // the payment's trade agreement records its PDF's SHA-256 (issue 41)
      ['created', 'paid', 'agreement'],
    );
    assert.ok(roles[0].checklist.length >= 4);
    assert.equal((await get(t.other.token, `/api/order/${orderId}`)).statusCode, 404);
    assert.equal((await get(t.other.token, `/api/order/99999999`)).statusCode, 404);
  });

  test('chat: buyer, seller and staff share one thread, polled by afterId; others 404; images must be own uploads', async () => {
    const { orderId } = await paidOrder(ctx, t);
    const url = `/api/order/${orderId}/chat`;
    const first = (await get(t.buyer.token, url)).json().data;
    assert.equal(first.rows.length, 1); // the system line posted on payment
    assert.equal(first.rows[0].role, 'system');
    let last = first.lastId;
    assert.equal((await post(t.buyer.token, url, { text: '你好，请发一下验证码' })).statusCode, 200);
    assert.equal((await post(t.seller.token, url, { text: '验证码 381920' })).statusCode, 200);
    const shot = await uploadShot(ctx, t.seller.token);
    assert.equal((await post(t.seller.token, url, { imageUrl: shot.url })).statusCode, 200);
    const foreign = await uploadShot(ctx, t.other.token);
    assert.equal((await post(t.seller.token, url, { imageUrl: foreign.url })).statusCode, 400);
    // nor a link elsewhere (issue 34 §8): a tracking pixel in the other side's chat
    for (const imageUrl of ['//evil.example/track.png', 'https://evil.example/a.png', '/\\evil.example/a.png']) {
      const r = await post(t.seller.token, url, { imageUrl });
      assert.equal(r.statusCode, 400, imageUrl);
      assert.match(r.json().msg, /请先上传图片/, imageUrl);
    }
    assert.equal((await post(t.staff.token, url, { text: '官方客服已介入，请勿添加私人联系方式' })).statusCode, 200);
    assert.equal((await post(t.buyer.token, url, { text: '   ' })).statusCode, 400);
    assert.equal((await post(t.buyer.token, url, { text: '字'.repeat(501) })).statusCode, 400);
    assert.equal((await post(t.buyer.token, url, { text: 'a', imageUrl: shot.url })).statusCode, 400);
    const seen = (await get(t.buyer.token, `${url}?afterId=${last}`)).json().data;
    assert.deepEqual(
      seen.rows.map((m: { role: string }) => m.role),
      ['buyer', 'seller', 'seller', 'staff'],
    );
    assert.equal(seen.rows[0].mine, true);
    assert.equal(seen.rows[3].nickName, '官方客服');
    assert.equal(seen.rows[2].kind, 'image');
    last = seen.lastId;
    assert.deepEqual((await get(t.buyer.token, `${url}?afterId=${last}`)).json().data, { rows: [], lastId: last });
    assert.equal((await get(t.seller.token, url)).json().data.rows.length, 5);
    assert.equal((await get(t.other.token, url)).statusCode, 404);
    assert.equal((await post(t.other.token, url, { text: '我也来' })).statusCode, 404);
    assert.equal((await get(null, url)).statusCode, 401);
    // staff messages are audited
    assert.equal(
      await count(ctx, sql`select count(*) as n from audit_log where action = 'order.chat' and target_id = ${orderId}`),
      1,
    );
    // unread badge in the seller's list: the buyer's and staff's lines after the seller last read
    await post(t.buyer.token, url, { text: '收到，谢谢' });
    const sells = (await get(t.seller.token, '/api/order/sellList?state=1')).json().data.rows;
    assert.equal(sells.find((r: { id: number }) => r.id === orderId).unread, 1);
  });

  test('confirm: completed, good sold, seller credited price − commission, platform books commission and cover fee', async () => {
    const { goodsId, orderId } = await paidOrder(ctx, t, 'tierB');
    const before = await balances(ctx, t.seller.id);
    assert.equal((await post(t.seller.token, `/api/order/${orderId}/confirm`)).statusCode, 404);
    assert.equal((await post(t.other.token, `/api/order/${orderId}/confirm`)).statusCode, 404);
    const r = await post(t.buyer.token, `/api/order/${orderId}/confirm`);
    assert.equal(r.statusCode, 200, r.body);
    assert.equal(r.json().data.state, 2);
    assert.equal(await saleState(ctx, goodsId), 3);
    const after = await balances(ctx, t.seller.id);
    assert.equal(after.cached - before.cached, 128800 - 6440);
    assert.equal(after.cached, after.sum);
    const plat = (await ctx.db.db.execute(
      sql`select kind, sum(amount_fen)::int as s from wallet_entries where user_id is null and ref_type = 'order' and ref_id = ${orderId} group by kind order by kind`,
    )) as unknown as { rows: { kind: string; s: number }[] };
    assert.deepEqual(Object.fromEntries(plat.rows.map((x) => [x.kind, Number(x.s)])), {
      commission: 6440,
      escrow_in: 154560,
      escrow_out: -154560,
      protection_fee: 25760,
    });
    assert.equal((await post(t.buyer.token, `/api/order/${orderId}/confirm`)).statusCode, 409);
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from wallet_entries where ref_type = 'order' and ref_id = ${orderId} and kind = 'sale_income'`,
      ),
      1,
    );
    // recent deals now come from completed orders
    await ctx.app.services.catalogue.goodsChanged();
    const deals = (await get(null, '/api/web/recentlydeal')).json().data;
    assert.ok(deals.length >= 1);
    assert.ok(deals[0].title.endsWith('***'));
    assert.equal(deals[0].priceFen, 128800);
    // the seller's wallet shows the credit
    const w = (await get(t.seller.token, '/api/wallet')).json().data;
    assert.equal(w.balanceFen, after.cached);
    const e = (await get(t.seller.token, '/api/wallet/entries')).json().data.rows[0];
    assert.equal(e.kind, 'sale_income');
    assert.equal(e.amountFen, 128800 - 6440);
  });

  test('auto-confirm after 3 days: once, even if the job runs twice', async () => {
    const { goodsId, orderId } = await paidOrder(ctx, t);
    ctx.clock.advance(71 * 3600_000);
    assert.equal(await ctx.app.services.orders.autoConfirmDue(), 0);
    ctx.clock.advance(2 * 3600_000);
    const due = await count(ctx, sql`select count(*) as n from orders where state = 1`);
    const [a, b] = await Promise.all([
      ctx.app.services.orders.autoConfirmDue(),
      ctx.app.services.orders.autoConfirmDue(),
    ]);
    assert.equal(a + b, due);
    assert.equal(await ctx.app.services.orders.autoConfirmDue(), 0);
    assert.equal((await orderRow(ctx, orderId)).state, 2);
    assert.equal(await saleState(ctx, goodsId), 3);
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from wallet_entries where ref_type = 'order' and ref_id = ${orderId} and kind = 'sale_income'`,
      ),
      1,
    );
    const d = (await get(t.buyer.token, `/api/order/${orderId}`)).json().data;
    assert.ok(d.timeline.some((e: { type: string }) => e.type === 'auto_confirmed'));
  });

  test('buy list by tab and sell list', async () => {
    const b = await newUser(ctx);
    const g1 = await onSaleGood(ctx, t);
    const g2 = await onSaleGood(ctx, t);
    const o1 = await orderOf(ctx, b, g1);
    const o2 = await orderOf(ctx, b, g2);
    await post(b.token, `/api/order/${o2}/cancel`);
    const all = (await get(b.token, '/api/saleOrder/web/buyList')).json().data;
    assert.equal(all.total, 2);
    assert.deepEqual(
      all.rows.map((r: { id: number }) => r.id),
      [o2, o1],
    );
    assert.equal(all.rows[0].sellerIncomeFen, null);
    assert.deepEqual(
      (await get(b.token, '/api/saleOrder/web/buyList?state=0')).json().data.rows.map((r: { id: number }) => r.id),
      [o1],
    );
    assert.deepEqual(
      (await get(b.token, '/api/saleOrder/web/buyList?state=3')).json().data.rows.map((r: { id: number }) => r.id),
      [o2],
    );
    assert.equal((await get(b.token, '/api/saleOrder/web/buyList?state=9')).statusCode, 400);
    const sells = (await get(t.seller.token, '/api/order/sellList?pageSize=50')).json().data;
    assert.ok(
      sells.rows.some(
        (r: { id: number; sellerIncomeFen: number }) => r.id === o1 && r.sellerIncomeFen === 128800 - 6440,
      ),
    );
    // the cancelled one pays the seller nothing: no income, in the list or on the order page
    assert.equal(
      sells.rows.find((r: { id: number }) => r.id === o2)?.sellerIncomeFen,
      null,
      'a cancelled sale showed 实收',
    );
    assert.equal((await get(t.seller.token, `/api/order/${o2}`)).json().data.sellerIncomeFen, null);
    assert.equal((await get(null, '/api/saleOrder/web/buyList')).statusCode, 401);
    await post(b.token, `/api/order/${o1}/cancel`);
  });

  test("the seller's income: price less commission while the order can pay out or has, none once cancelled, closed or refunded", () => {
    const income = (state: number) => sellerIncomeOf({ state, priceFen: 10_000, commissionFen: 500 });
    const paysOut: number[] = [ORDER_STATE.unpaid, ORDER_STATE.paid, ORDER_STATE.completed, ORDER_STATE.disputed];
    for (const state of Object.values(ORDER_STATE))
      assert.equal(income(state), paysOut.includes(state) ? 9_500 : null, `state ${state}`);
  });
});

describe('account deletion waits for open orders', () => {
  test('a buyer with an unpaid order is blocked by the cancel blocker', async () => {
    const b = await newUser(ctx);
    const g = await onSaleGood(ctx, t);
    const o = await orderOf(ctx, b, g);
    const u = await ctx.app.services.user.profile({ userId: b.id, sessionId: 0, roles: ['user'] });
    assert.ok(u);
    const msg = await ctx.app.services.orders.cancelBlocker({ id: b.id } as never, ctx.db.db);
    assert.match(String(msg), /进行中的订单/);
    await post(b.token, `/api/order/${o}/cancel`);
    assert.equal(await ctx.app.services.orders.cancelBlocker({ id: b.id } as never, ctx.db.db), null);
  });
});

describe('a take-down racing an order', () => {
  let rctx: TestCtx;
  let rt: Trade;
  // runs once, inside the next order's creation: after its checks of the good, before the lock
  let between: (() => Promise<void>) | null = null;
  before(async () => {
    const clock = new ManualClock(new Date('2026-03-01T02:00:00Z'));
    const inner = new MemoryRateLimiter(clock);
    const limiter: RateLimiter = {
      async hit(name, subject, rule) {
        const run = name === 'order:create' ? between : null;
        between = null;
        if (run) await run();
        return inner.hit(name, subject, rule);
      },
      peek: (name, subject) => inner.peek(name, subject),
      close: () => inner.close(),
    };
    rctx = await setup({ clock, limiter });
    rt = await tradeActors(rctx);
  });
  after(async () => rctx.close());

  test('the seller takes the good down between the buy check and the lock: no order, the good stays down', async () => {
    const id = await onSaleGood(rctx, rt);
    between = async () => {
      const down = await rctx.app.inject({
        method: 'POST',
        url: '/api/goods/info/downGoods',
        headers: auth(rt.seller.token),
        payload: { id },
      });
      assert.equal(down.statusCode, 200, down.body);
    };
    const r = await createOrder(rctx, rt.buyer, id);
    assert.equal(between, null, 'the take-down ran inside the order');
    assert.equal(r.statusCode, 409, r.body);
    assert.equal(r.json().msg, '商品已下架');
    assert.equal(await count(rctx, sql`select count(*) as n from orders where goods_id = ${id}`), 0);
    assert.equal(await saleState(rctx, id), 4);
  });
});

describe('commission on an odd agreed price at a non-default rate', () => {
  let cctx: TestCtx;
  let ct: Trade;
  before(async () => {
    cctx = await setup({ env: { TRADE_COMMISSION_BPS: '300' } });
    ct = await tradeActors(cctx);
  });
  after(async () => cctx.close());

  test('3 % of ¥999.81 is 2,999.43 fen: 2,999 taken, 96,982 credited, the ledger balances to the fen', async () => {
    const goodsId = await onSaleGood(cctx, ct); // asks ¥1,288, negotiable
    const offer = await ok200(as(cctx, ct.buyer, 'POST', '/api/offer', { goodsId, priceFen: 99_981 }));
    const accepted = await ok200(as(cctx, ct.seller, 'POST', `/api/offer/${offer.id}/accept`));
    assert.equal(accepted.agreedFen, 99_981);
    const created = await ok200(
      as(cctx, ct.buyer, 'POST', '/api/order/create', {
        goodsId,
        protection: 'tierA',
        acceptRules: true,
        offerId: offer.id,
      }),
    );
    const row = await orderRow(cctx, created.orderId);
    assert.equal(row.price_fen, 99_981);
    assert.equal(row.commission_fen, 2_999);
    await paySandbox(cctx, ct.buyer, created.orderId);
    const before = await balances(cctx, ct.seller.id);
    await ok200(as(cctx, ct.buyer, 'POST', `/api/order/${created.orderId}/confirm`));
    const after = await balances(cctx, ct.seller.id);
    assert.equal(after.cached - before.cached, 96_982);
    assert.equal(after.cached, after.sum);
    assert.equal(await ledger(cctx, 'order', created.orderId, 'commission'), 1);
    const [c] = (
      (await cctx.db.db.execute(
        sql`select amount_fen from wallet_entries where ref_type = 'order' and ref_id = ${created.orderId} and kind = 'commission'`,
      )) as unknown as { rows: { amount_fen: number }[] }
    ).rows;
    assert.equal(Number(c!.amount_fen), 2_999);
    // what the buyer paid went to the seller, the commission and the cover fee, nothing more or less
    const all = (await cctx.db.db.execute(
      sql`select coalesce(sum(amount_fen), 0)::int as s from wallet_entries where ref_type = 'order' and ref_id = ${created.orderId} and kind in ('sale_income', 'commission', 'protection_fee')`,
    )) as unknown as { rows: { s: number }[] };
    assert.equal(Number(all.rows[0]!.s), row.total_fen);
    // the platform keeps the commission and the cover fee; the escrow in and out cancel
    assert.equal(await platformSum(cctx, 'order', created.orderId), 2_999 + row.protection_fee_fen);
  });
});

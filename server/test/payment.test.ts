import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  createCipheriv,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  X509Certificate,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { loadConfig, ConfigError } from '../src/config.js';
import { AlipayProvider } from '../src/modules/payment/alipay.js';
import { WechatPayProvider } from '../src/modules/payment/wechatpay.js';
import { type FetchLike } from '../src/lib/fetch.js';
import { systemClock } from '../src/lib/clock.js';
import { paymentBanner } from '../src/modules/payment/mode.js';
import { auth, setup, testConfig, type TestCtx } from './helpers.js';
import { count, onSaleGood, orderOf, orderRow, paySandbox, tradeActors, type Trade } from './trade-helpers.js';
import { q } from './selling-helpers.js';

const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

const escrowEntries = (ctx: TestCtx, orderId: number) =>
  count(
    ctx,
    sql`select count(*) as n from wallet_entries where ref_type = 'order' and ref_id = ${orderId} and kind = 'escrow_in'`,
  );
const notifyCount = async (ctx: TestCtx, payNo: string) =>
  count(ctx, sql`select notify_count as n from payments where pay_no = ${payNo}`);
const rejectedLogs = (ctx: TestCtx) => ctx.logs.filter((l) => l.includes('payment notification rejected'));

// ---------------------------------------------------------------------------------------- sandbox
describe('sandbox notifications', () => {
  let ctx: TestCtx;
  let t: Trade;
  before(async () => {
    ctx = await setup({ env: { LOG_LEVEL: 'warn' } });
    t = await tradeActors(ctx);
  });
  after(async () => ctx.close());

  async function pending() {
    const goodsId = await onSaleGood(ctx, t);
    const orderId = await orderOf(ctx, t.buyer, goodsId);
    const c = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/pay/create',
        headers: auth(t.buyer.token),
        payload: { orderId, channel: 'alipay', target: 'h5' },
      })
    ).json().data;
    return { goodsId, orderId, payNo: c.payNo as string, amountFen: c.amountFen as number };
  }
  const send = (body: string, sig: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': sig },
      payload: body,
    });
  const signed = (o: Record<string, unknown>) => {
    const body = JSON.stringify({
      app_id: 'haoshi-sandbox',
      trade_no: `SBX${randomBytes(6).toString('hex')}`,
      trade_status: 'SUCCESS',
      notify_time: new Date().toISOString(),
      nonce: 'n',
      ...o,
    });
    return { body, sig: ctx.app.services.sandbox!.sign(body) };
  };

  test('forged, wrong amount, wrong app id: refused, logged, nothing changes', async () => {
    const p = await pending();
    const before = rejectedLogs(ctx).length;
    const good = signed({ out_trade_no: p.payNo, total_fen: p.amountFen });
    // forged: right body, made-up signature; and a body altered after signing
    assert.equal((await send(good.body, 'ab'.repeat(32))).statusCode, 400);
    assert.equal((await send(good.body.replace(String(p.amountFen), '1'), good.sig)).statusCode, 400);
    assert.equal((await send(good.body, '')).statusCode, 400);
    const cheap = signed({ out_trade_no: p.payNo, total_fen: 1 });
    assert.equal((await send(cheap.body, cheap.sig)).statusCode, 400);
    const other = signed({ out_trade_no: p.payNo, total_fen: p.amountFen, app_id: 'someone-else' });
    assert.equal((await send(other.body, other.sig)).statusCode, 400);
    const unknown = signed({ out_trade_no: 'P000000', total_fen: p.amountFen });
    assert.equal((await send(unknown.body, unknown.sig)).statusCode, 400);
    assert.equal((await orderRow(ctx, p.orderId)).state, 0);
    assert.equal(await escrowEntries(ctx, p.orderId), 0);
    const logs = rejectedLogs(ctx).slice(before);
    assert.equal(logs.length, 6);
    for (const reason of ['bad signature', 'amount mismatch', 'app id mismatch', 'unknown payment'])
      assert.ok(
        logs.some((l) => l.includes(reason)),
        reason,
      );
    assert.ok(
      logs.every((l) => !l.includes(good.sig)),
      'signatures are not logged',
    );
  });

  test('replayed ×10: one state change, one ledger entry, every delivery counted', async () => {
    const p = await pending();
    const n = signed({ out_trade_no: p.payNo, total_fen: p.amountFen });
    const res = await Promise.all(Array.from({ length: 10 }, () => send(n.body, n.sig)));
    assert.ok(res.every((r) => r.statusCode === 200));
    assert.equal((await orderRow(ctx, p.orderId)).state, 1);
    assert.equal(await escrowEntries(ctx, p.orderId), 1);
    assert.equal(
      await count(ctx, sql`select count(*) as n from order_events where order_id = ${p.orderId} and type = 'paid'`),
      1,
    );
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from messages where ref_type = 'order' and ref_id = ${p.orderId} and send_type = 20`,
      ),
      1,
    );
    assert.equal(await notifyCount(ctx, p.payNo), 10);
    // a second, different provider trade for the same payment changes nothing either
    const again = signed({ out_trade_no: p.payNo, total_fen: p.amountFen });
    assert.equal((await send(again.body, again.sig)).statusCode, 200);
    assert.equal(await escrowEntries(ctx, p.orderId), 1);
  });

  test('money arriving after the order was cancelled is refunded, the order stays closed', async () => {
    const p = await pending();
    assert.equal(
      (await ctx.app.inject({ method: 'POST', url: `/api/order/${p.orderId}/cancel`, headers: auth(t.buyer.token) }))
        .statusCode,
      200,
    );
    // the cancel's transaction closed the pending attempt (the payment module's order.closedUnpaid reaction)
    assert.equal(await count(ctx, sql`select status as n from payments where pay_no = ${p.payNo}`), 2);
    const n = signed({ out_trade_no: p.payNo, total_fen: p.amountFen });
    assert.equal((await send(n.body, n.sig)).statusCode, 200);
    assert.equal((await orderRow(ctx, p.orderId)).state, 3);
    assert.equal(await escrowEntries(ctx, p.orderId), 0);
    assert.equal(await count(ctx, sql`select status as n from payments where pay_no = ${p.payNo}`), 4);
  });

  // issue 10: the notification arriving before, after, and twice around the unpaid expiry
  test('paid a moment before the expiry: the expiry job leaves it paid', async () => {
    const p = await pending();
    ctx.clock.advance(14 * 60_000 + 59_000);
    const n = signed({ out_trade_no: p.payNo, total_fen: p.amountFen });
    assert.equal((await send(n.body, n.sig)).statusCode, 200);
    ctx.clock.advance(2 * 60_000);
    await ctx.app.services.orders.expireDue();
    assert.equal((await orderRow(ctx, p.orderId)).state, 1);
    assert.equal(await escrowEntries(ctx, p.orderId), 1);
  });

  test('paid a moment after the expiry closed it: the order stays closed and the money is marked for refund', async () => {
    const p = await pending();
    ctx.clock.advance(15 * 60_000 + 1_000);
    assert.ok((await ctx.app.services.orders.expireDue()) >= 1);
    const n = signed({ out_trade_no: p.payNo, total_fen: p.amountFen });
    assert.equal((await send(n.body, n.sig)).statusCode, 200);
    assert.equal((await orderRow(ctx, p.orderId)).state, 4);
    assert.equal(await escrowEntries(ctx, p.orderId), 0);
    assert.equal(await count(ctx, sql`select status as n from payments where pay_no = ${p.payNo}`), 4);
  });

  test('two deliveries racing the expiry job: one outcome, never paid and closed, never escrowed twice', async () => {
    // 8 rounds: on PostgreSQL the deadlock this guards against (notification locking payment → order,
    // expiry locking order → payment) showed up in about one run of three with 3 rounds
    for (let round = 0; round < 8; round++) {
      const p = await pending();
      ctx.clock.advance(15 * 60_000 + 1_000);
      const n = signed({ out_trade_no: p.payNo, total_fen: p.amountFen });
      const [a, , b] = await Promise.all([
        send(n.body, n.sig),
        ctx.app.services.orders.expireDue(),
        send(n.body, n.sig),
      ]);
      assert.equal(a.statusCode, 200);
      assert.equal(b.statusCode, 200);
      const state = (await orderRow(ctx, p.orderId)).state;
      const escrow = await escrowEntries(ctx, p.orderId);
      const payment = await count(ctx, sql`select status as n from payments where pay_no = ${p.payNo}`);
      if (state === 1) assert.equal(escrow, 1, 'paid: escrowed once');
      else {
        assert.equal(state, 4, `either paid (1) or expired (4), got ${state}`);
        assert.equal(escrow, 0, 'expired: nothing escrowed');
        assert.equal(payment, 4, 'expired: the money is marked for refund');
      }
    }
  });

  test('sandbox mode: the same alipay/wechatpay choices as live, executed by the sandbox, and said so', async () => {
    const want: Record<string, string[]> = { h5: ['alipay'], weapp: ['wechatpay'], alipay: ['alipay'] };
    for (const target of ['h5', 'weapp', 'alipay']) {
      const r = (await ctx.app.inject({ method: 'GET', url: `/api/pay/channels?target=${target}` })).json().data;
      assert.equal(r.mode, 'sandbox');
      assert.deepEqual(
        r.channels.map((c: { channel: string }) => c.channel),
        want[target],
      );
      assert.ok(
        r.channels.every((c: { name: string }) => c.name.includes('演示')),
        'every sandbox channel says 演示',
      );
    }
    // the sandbox is no channel of its own any more: only what a user taps
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/pay/create',
      headers: auth(t.buyer.token),
      payload: { orderId: 1, channel: 'sandbox', target: 'h5' },
    });
    assert.equal(old.statusCode, 400);
    // WeChat Pay in the WeChat mini-program, executed by the sandbox: no login code needed, its cashier
    const p = await pending();
    const wx = await ctx.app.inject({
      method: 'POST',
      url: '/api/pay/create',
      headers: auth(t.buyer.token),
      payload: { orderId: p.orderId, channel: 'wechatpay', target: 'weapp' },
    });
    assert.equal(wx.statusCode, 200, wx.body);
    assert.equal(wx.json().data.channel, 'wechatpay');
    assert.equal(wx.json().data.action, 'redirect');
    assert.match(wx.json().data.redirectUrl, /\/api\/pay\/sandbox\/cashier\?payNo=/);
    assert.equal(
      (await q<{ p: string }>(ctx, sql`select provider as p from payments where pay_no = ${wx.json().data.payNo}`))[0]!
        .p,
      'sandbox',
    );
    // WeChat Pay is no choice in a browser, sandbox or not
    const h5wx = await ctx.app.inject({
      method: 'POST',
      url: '/api/pay/create',
      headers: auth(t.buyer.token),
      payload: { orderId: p.orderId, channel: 'wechatpay', target: 'h5' },
    });
    assert.equal(h5wx.statusCode, 400);
  });

  test("paying someone else's order: 404; paid order: 409", async () => {
    const p = await pending();
    assert.equal(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/pay/create',
          headers: auth(t.other.token),
          payload: { orderId: p.orderId, channel: 'alipay', target: 'h5' },
        })
      ).statusCode,
      404,
    );
    assert.equal(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/pay/create',
          headers: auth(t.seller.token),
          payload: { orderId: p.orderId, channel: 'alipay', target: 'h5' },
        })
      ).statusCode,
      404,
    );
    await paySandbox(ctx, t.buyer, p.orderId);
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/pay/create',
      headers: auth(t.buyer.token),
      payload: { orderId: p.orderId, channel: 'alipay', target: 'h5' },
    });
    assert.equal(r.statusCode, 409);
    assert.equal(r.json().msg, '订单已支付');
    // paid, then disputed: still paid, not "closed, order again" (the buyer's money is held)
    const dispute = await ctx.app.inject({
      method: 'POST',
      url: `/api/order/${p.orderId}/dispute`,
      headers: auth(t.buyer.token),
      payload: { reason: 'cannot_login', description: '卖家给的密码无法登录，验证码也收不到' },
    });
    assert.equal(dispute.statusCode, 200, dispute.body);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/pay/create',
      headers: auth(t.buyer.token),
      payload: { orderId: p.orderId, channel: 'alipay', target: 'h5' },
    });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().msg, '订单已支付');
  });
});

// ---------------------------------------------------------------------------------------- config
describe('payment configuration', () => {
  test('sandbox only without a real provider: never in production, never asked for beside keys', () => {
    const key = randomBytes(32);
    const base = { NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', DATA_KEY: key.toString('base64') };
    const k = pem();
    const alipayEnv = {
      ALIPAY_APP_ID: '2021',
      ALIPAY_PRIVATE_KEY: k.privateKey,
      ALIPAY_PUBLIC_KEY: k.publicKey,
      PUBLIC_BASE_URL: 'https://haoshi.example.com',
    };
    const wxEnv = {
      WXPAY_APP_ID: 'wx0000000000000001',
      WXPAY_APP_SECRET: 'secret',
      WXPAY_MCH_ID: '1900000109',
      WXPAY_MCH_SERIAL_NO: '3775B6A45ACD588826D15E583A95F5DD00000001',
      WXPAY_PRIVATE_KEY: k.privateKey,
      WXPAY_API_V3_KEY: 'k'.repeat(32),
      WXPAY_PLATFORM_PUBLIC_KEY: k.publicKey,
      WXPAY_PLATFORM_PUBLIC_KEY_ID: 'PUB_KEY_ID_0001',
      PUBLIC_BASE_URL: 'https://haoshi.example.com',
    };
    const dev = (env: Record<string, string>) => loadConfig(env, { dataKey: key }).payment.sandbox;
    // NODE_ENV unset (development) or test, nothing configured: the sandbox runs
    assert.equal(dev({}), true);
    assert.equal(dev({ NODE_ENV: 'test' }), true);
    assert.equal(dev({ PAY_SANDBOX: 'false' }), false);
    // real keys: the sandbox is off by itself, and asking for it beside them is refused at start
    assert.equal(dev(alipayEnv), false);
    assert.equal(dev(wxEnv), false);
    assert.throws(() => dev({ ...alipayEnv, PAY_SANDBOX: 'true' }), /PAY_SANDBOX=true is refused beside ALIPAY_\*/);
    assert.throws(() => dev({ ...wxEnv, PAY_SANDBOX: '1' }), /PAY_SANDBOX=true is refused beside WXPAY_\*/);
    assert.equal(dev({ ...alipayEnv, PAY_SANDBOX: 'false' }), false);
    // production: off, and PAY_SANDBOX=true refuses the start whatever else is set
    assert.equal(loadConfig(base).payment.sandbox, false);
    assert.equal(loadConfig({ ...base, PAY_SANDBOX: 'false' }).payment.sandbox, false);
    assert.throws(() => loadConfig({ ...base, PAY_SANDBOX: 'true' }), /PAY_SANDBOX=true is refused in production/);
    assert.throws(
      () => loadConfig({ ...base, ...alipayEnv, PAY_SANDBOX: 'true' }),
      /PAY_SANDBOX=true is refused in production/,
    );
  });

  test('the start banner says which payment mode runs', () => {
    const key = randomBytes(32);
    const k = pem();
    const sandbox = paymentBanner(loadConfig({}, { dataKey: key }).payment);
    assert.match(sandbox, /沙箱（sandbox）/);
    assert.match(sandbox, /不会真实扣款/);
    const live = paymentBanner(
      loadConfig(
        {
          ALIPAY_APP_ID: '2021',
          ALIPAY_PRIVATE_KEY: k.privateKey,
          ALIPAY_PUBLIC_KEY: k.publicKey,
          PUBLIC_BASE_URL: 'https://haoshi.example.com',
        },
        { dataKey: key },
      ).payment,
    );
    assert.equal(live, '支付模式：真实支付（live）——支付宝');
    assert.match(paymentBanner(loadConfig({ PAY_SANDBOX: 'false' }, { dataKey: key }).payment), /买家现在无法付款/);
  });

  test('half-set providers refused; PUBLIC_BASE_URL required', () => {
    const key = randomBytes(32);
    const base = { NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', DATA_KEY: key.toString('base64') };
    assert.throws(() => loadConfig({ ...base, ALIPAY_APP_ID: '2021' }), ConfigError);
    const k = pem();
    assert.throws(
      () =>
        loadConfig({
          ...base,
          ALIPAY_APP_ID: '2021',
          ALIPAY_PRIVATE_KEY: k.privateKey,
          ALIPAY_PUBLIC_KEY: k.publicKey,
        }),
      /PUBLIC_BASE_URL/,
    );
    const c = loadConfig({
      ...base,
      ALIPAY_APP_ID: '2021',
      ALIPAY_PRIVATE_KEY: k.privateKey,
      ALIPAY_PUBLIC_KEY: k.publicKey,
      PUBLIC_BASE_URL: 'https://haoshi.example.com/',
    });
    assert.equal(c.payment.alipay?.appId, '2021');
    assert.equal(c.payment.publicBaseUrl, 'https://haoshi.example.com');
    assert.equal(c.trade.commissionBps, 500);
    assert.equal(c.trade.unpaidExpireMs, 15 * 60_000);
    assert.equal(c.trade.autoConfirmMs, 3 * 24 * 3600_000);
    assert.equal(c.trade.withdraw.minFen, 1000);
    assert.throws(() => loadConfig({ ...base, TRADE_COMMISSION_BPS: '-1' }), ConfigError);
  });
});

// ---------------------------------------------------------------------------------------- alipay
describe('alipay (a local RSA key pair plays Alipay)', () => {
  let ctx: TestCtx;
  let t: Trade;
  const app = pem(); // ours: signs requests
  const ali = pem(); // Alipay's: signs notifications
  const APP_ID = '2021004100000001';
  const execCalls: { method: string; params: Record<string, unknown> }[] = [];
  before(async () => {
    const config = testConfig({
      LOG_LEVEL: 'warn',
      ALIPAY_APP_ID: APP_ID,
      ALIPAY_PRIVATE_KEY: app.privateKey,
      ALIPAY_PUBLIC_KEY: ali.publicKey,
      PUBLIC_BASE_URL: 'https://haoshi.test',
    });
    ctx = await setup({
      config,
      payment: {
        // the gateway calls of the mini-program flow; H5 needs none (the URL is signed locally)
        alipayExec: async (method, params) => {
          execCalls.push({ method, params });
          if (method === 'alipay.system.oauth.token') return { code: '10000', userId: '2088000000000001' };
          if (method === 'alipay.trade.create')
            return { code: '10000', msg: 'Success', tradeNo: '2026030122001400001' };
          if (method === 'alipay.trade.refund') return { code: '10000' };
          return { code: '40004' };
        },
      },
    });
    t = await tradeActors(ctx);
  });
  after(async () => ctx.close());

  /** What Alipay posts: fields sorted, joined k=v with &, without sign/sign_type, RSA-SHA256. */
  function notifyBody(fields: Record<string, string>, key = ali.privateKey) {
    const content = Object.keys(fields)
      .sort()
      .map((k) => `${k}=${fields[k]}`)
      .join('&');
    const sign = createSign('RSA-SHA256').update(content).sign(key, 'base64');
    return new URLSearchParams({ ...fields, sign_type: 'RSA2', sign }).toString();
  }
  const send = (body: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/pay/notify/alipay',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payload: body,
    });
  async function pending(target: 'h5' | 'alipay' = 'h5') {
    const goodsId = await onSaleGood(ctx, t);
    const orderId = await orderOf(ctx, t.buyer, goodsId);
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/pay/create',
      headers: auth(t.buyer.token),
      payload: { orderId, channel: 'alipay', target, ...(target === 'alipay' ? { authCode: 'auth-code-1' } : {}) },
    });
    assert.equal(r.statusCode, 200, r.body);
    return { orderId, pay: r.json().data };
  }
  const fields = (payNo: string, amount: string, extra: Record<string, string> = {}) => ({
    app_id: APP_ID,
    charset: 'utf-8',
    notify_id: randomBytes(8).toString('hex'),
    notify_time: '2026-03-01 10:05:00',
    notify_type: 'trade_status_sync',
    out_trade_no: payNo,
    subject: '号市-国服王者 百皮肤 荣耀典藏',
    total_amount: amount,
    trade_no: '2026030122001400002',
    trade_status: 'TRADE_SUCCESS',
    version: '1.0',
    ...extra,
  });

  test('H5: a signed alipay.trade.wap.pay URL with the return and notify URLs', async () => {
    const { orderId, pay } = await pending();
    assert.equal(pay.action, 'redirect');
    const u = new URL(pay.redirectUrl);
    assert.equal(u.origin + u.pathname, 'https://openapi.alipay.com/gateway.do');
    assert.equal(u.searchParams.get('method'), 'alipay.trade.wap.pay');
    assert.equal(u.searchParams.get('app_id'), APP_ID);
    assert.equal(u.searchParams.get('notify_url'), 'https://haoshi.test/api/pay/notify/alipay');
    assert.equal(u.searchParams.get('return_url'), `https://haoshi.test/index/finish?orderId=${orderId}`);
    const biz = JSON.parse(u.searchParams.get('biz_content')!);
    assert.equal(biz.total_amount, '1416.80');
    assert.equal(biz.product_code, 'QUICK_WAP_WAY');
    assert.equal(biz.out_trade_no, pay.payNo);
    // the URL is signed with our key: check it as Alipay would
    const params = Object.fromEntries([...u.searchParams].filter(([k]) => k !== 'sign'));
    const content = Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
    assert.ok(createVerify('RSA-SHA256').update(content).verify(app.publicKey, u.searchParams.get('sign')!, 'base64'));
    // channels: live, Alipay on H5 and in the Alipay mini-program, nothing in WeChat (no WXPAY_*)
    const channels = async (target: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/pay/channels?target=${target}` })).json().data;
    assert.deepEqual(await channels('h5'), { mode: 'live', channels: [{ channel: 'alipay', name: '支付宝' }] });
    assert.deepEqual(await channels('alipay'), { mode: 'live', channels: [{ channel: 'alipay', name: '支付宝' }] });
    assert.deepEqual(await channels('weapp'), { mode: 'live', channels: [] });
  });

  test('with Alipay keys (outside production) nobody pays for free: no sandbox cashier, notify or channel', async () => {
    assert.equal(ctx.app.services.sandbox, null);
    const { orderId, pay } = await pending();
    assert.equal(pay.channel, 'alipay');
    assert.match(pay.redirectUrl, /^https:\/\/openapi\.alipay\.com\/gateway\.do\?/);
    assert.equal(
      (await ctx.app.inject({ method: 'GET', url: `/api/pay/sandbox/cashier?payNo=${pay.payNo}&t=${'A'.repeat(32)}` }))
        .statusCode,
      404,
    );
    const submit = await ctx.app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/submit',
      payload: { payNo: pay.payNo, t: 'A'.repeat(32), result: 'success' },
    });
    assert.equal(submit.statusCode, 404);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': 'ab'.repeat(32) },
      payload: JSON.stringify({ app_id: 'haoshi-sandbox', out_trade_no: pay.payNo, total_fen: 141680 }),
    });
    assert.equal(forged.statusCode, 404);
    assert.equal((await orderRow(ctx, orderId)).state, 0);
    assert.equal(await escrowEntries(ctx, orderId), 0);
    // the buyer's unpaid orders are limited: this one is done with
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/order/${orderId}/cancel`,
      headers: auth(t.buyer.token),
    });
    assert.equal(cancel.statusCode, 200, cancel.body);
  });

  test('mini-program: alipay.trade.create for my.tradePay, buyer from the auth code', async () => {
    const { pay } = await pending('alipay');
    assert.equal(pay.action, 'alipayTradePay');
    assert.equal(pay.tradeNo, '2026030122001400001');
    const create = execCalls.find((c) => c.method === 'alipay.trade.create')!;
    const biz = create.params.bizContent as Record<string, string>;
    assert.equal(biz.buyer_id, '2088000000000001');
    assert.equal(biz.out_trade_no, pay.payNo);
    assert.equal(create.params.notifyUrl, 'https://haoshi.test/api/pay/notify/alipay');
    const noCode = await ctx.app.inject({
      method: 'POST',
      url: '/api/pay/create',
      headers: auth(t.buyer.token),
      payload: { orderId: 1, channel: 'alipay', target: 'alipay' },
    });
    assert.ok([400, 404].includes(noCode.statusCode));
  });

  test('notify: forged, wrong amount, wrong app id refused with "fail"; valid ×10 → one change, one entry', async () => {
    const { orderId, pay } = await pending();
    const logsBefore = rejectedLogs(ctx).length;
    const forger = pem();
    const forged = await send(notifyBody(fields(pay.payNo, '1416.80'), forger.privateKey));
    assert.equal(forged.body, 'fail');
    const tampered = notifyBody(fields(pay.payNo, '1416.80')).replace('total_amount=1416.80', 'total_amount=1.00');
    assert.equal((await send(tampered)).body, 'fail');
    assert.equal((await send(notifyBody(fields(pay.payNo, '1.00')))).body, 'fail');
    assert.equal((await send(notifyBody(fields(pay.payNo, '1416.80', { app_id: '2021009999999999' })))).body, 'fail');
    assert.equal((await orderRow(ctx, orderId)).state, 0);
    assert.equal(rejectedLogs(ctx).length - logsBefore, 4);
    assert.ok(
      ctx.logs.every((l) => !l.includes(app.privateKey.split('\n')[1]!) && !l.includes(ali.privateKey.split('\n')[1]!)),
      'no key material in logs',
    );
    // WAIT_BUYER_PAY: acknowledged, nothing changes
    assert.equal(
      (await send(notifyBody(fields(pay.payNo, '1416.80', { trade_status: 'WAIT_BUYER_PAY' })))).body,
      'success',
    );
    assert.equal((await orderRow(ctx, orderId)).state, 0);
    const body = notifyBody(fields(pay.payNo, '1416.80'));
    for (let i = 0; i < 10; i++) assert.equal((await send(body)).body, 'success');
    assert.equal((await orderRow(ctx, orderId)).state, 1);
    assert.equal(await escrowEntries(ctx, orderId), 1);
    assert.equal(
      await count(ctx, sql`select count(*) as n from order_events where order_id = ${orderId} and type = 'paid'`),
      1,
    );
    assert.equal(await notifyCount(ctx, pay.payNo), 11);
    assert.equal(
      await count(
        ctx,
        sql`select count(*) as n from payments where pay_no = ${pay.payNo} and provider_trade_no = '2026030122001400002'`,
      ),
      1,
    );
  });
});

// ---------------------------------------------------------------------------------------- wechat pay
function opensslCert(): { cert: string; key: string } | null {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hs-wx-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        path.join(dir, 'k.pem'),
        '-out',
        path.join(dir, 'c.pem'),
        '-days',
        '3650',
        '-subj',
        '/C=CN/O=Tenpay.com/CN=Tenpay.com Root CA',
      ],
      { stdio: 'ignore' },
    );
    return { cert: readFileSync(path.join(dir, 'c.pem'), 'utf8'), key: readFileSync(path.join(dir, 'k.pem'), 'utf8') };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const platform = opensslCert();
describe(
  'wechat pay v3 (a local certificate plays WeChat Pay)',
  { skip: platform ? false : 'SKIPPED: openssl not found, cannot make a local platform certificate' },
  () => {
    let ctx: TestCtx;
    let t: Trade;
    const merchant = pem();
    const APP_ID = 'wx1234567890abcdef';
    const MCH_ID = '1900000109';
    const API_V3_KEY = 'a'.repeat(8) + 'B'.repeat(8) + 'c'.repeat(8) + 'D'.repeat(8);
    const serial = platform ? new X509Certificate(platform.cert).serialNumber.toUpperCase() : '';
    const requests: { url: string; auth: string; body: string }[] = [];

    const platformSign = (ts: string, nonce: string, body: string) =>
      createSign('RSA-SHA256').update(`${ts}\n${nonce}\n${body}\n`).sign(platform!.key, 'base64');
    const fakeFetch: FetchLike = async (url, init) => {
      requests.push({ url, auth: init.headers.Authorization ?? '', body: init.body ?? '' });
      const reply = (status: number, body: unknown, signed = true) => {
        const text = JSON.stringify(body);
        const ts = String(Math.floor(ctx.clock.now().getTime() / 1000));
        const nonce = randomBytes(8).toString('hex');
        const h: Record<string, string> = signed
          ? {
              'wechatpay-timestamp': ts,
              'wechatpay-nonce': nonce,
              'wechatpay-serial': serial,
              'wechatpay-signature': platformSign(ts, nonce, text),
            }
          : {};
        return { status, headers: { get: (n: string) => h[n.toLowerCase()] ?? null }, text: async () => text };
      };
      if (url.startsWith('https://api.weixin.qq.com/sns/jscode2session'))
        return reply(200, { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', session_key: 'x' }, false);
      if (url.endsWith('/v3/pay/transactions/jsapi')) {
        // WeChat checks our request signature with the merchant certificate's public key
        const m = /signature="([^"]+)",timestamp="(\d+)"/.exec(init.headers.Authorization ?? '');
        const nonce = /nonce_str="([^"]+)"/.exec(init.headers.Authorization ?? '')?.[1];
        const ok =
          m &&
          createVerify('RSA-SHA256')
            .update(`POST\n/v3/pay/transactions/jsapi\n${m[2]}\n${nonce}\n${init.body}\n`)
            .verify(merchant.publicKey, m[1]!, 'base64');
        if (!ok) return reply(401, { code: 'SIGN_ERROR' });
        return reply(200, { prepay_id: 'wx01102030405060708090a0b0c0d0e0f' });
      }
      if (url.endsWith('/v3/refund/domestic/refunds')) return reply(200, { status: 'PROCESSING' });
      return reply(404, { code: 'NOT_FOUND' });
    };

    before(async () => {
      const config = testConfig({
        LOG_LEVEL: 'warn',
        WXPAY_APP_ID: APP_ID,
        WXPAY_APP_SECRET: 'appsecret',
        WXPAY_MCH_ID: MCH_ID,
        WXPAY_MCH_SERIAL_NO: '3775B6A45ACD588826D15E583A95F5DD00000001',
        WXPAY_PRIVATE_KEY: merchant.privateKey,
        WXPAY_API_V3_KEY: API_V3_KEY,
        WXPAY_PLATFORM_CERT: platform!.cert,
        PUBLIC_BASE_URL: 'https://haoshi.test',
      });
      ctx = await setup({ config, payment: { fetch: fakeFetch } });
      t = await tradeActors(ctx);
    });
    after(async () => ctx?.close());

    function notification(
      tx: Record<string, unknown>,
      opts: { key?: string; ts?: number; serial?: string; apiKey?: string } = {},
    ) {
      const nonce12 = randomBytes(6).toString('hex');
      const c = createCipheriv(
        'aes-256-gcm',
        Buffer.from(opts.apiKey ?? API_V3_KEY, 'utf8'),
        Buffer.from(nonce12, 'utf8'),
      );
      c.setAAD(Buffer.from('transaction', 'utf8'));
      const ct = Buffer.concat([c.update(JSON.stringify(tx), 'utf8'), c.final(), c.getAuthTag()]);
      const body = JSON.stringify({
        id: randomBytes(8).toString('hex'),
        create_time: '2026-03-01T10:05:00+08:00',
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: {
          original_type: 'transaction',
          algorithm: 'AEAD_AES_256_GCM',
          ciphertext: ct.toString('base64'),
          associated_data: 'transaction',
          nonce: nonce12,
        },
      });
      const ts = String(opts.ts ?? Math.floor(ctx.clock.now().getTime() / 1000));
      const nonce = randomBytes(8).toString('hex');
      const sig = createSign('RSA-SHA256')
        .update(`${ts}\n${nonce}\n${body}\n`)
        .sign(opts.key ?? platform!.key, 'base64');
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'wechatpay-timestamp': ts,
          'wechatpay-nonce': nonce,
          'wechatpay-signature': sig,
          'wechatpay-serial': opts.serial ?? serial,
        },
      };
    }
    const send = (n: { body: string; headers: Record<string, string> }) =>
      ctx.app.inject({ method: 'POST', url: '/api/pay/notify/wechatpay', headers: n.headers, payload: n.body });
    const txn = (payNo: string, total: number, extra: Record<string, unknown> = {}) => ({
      appid: APP_ID,
      mchid: MCH_ID,
      out_trade_no: payNo,
      transaction_id: '4200000000202603011234567890',
      trade_type: 'JSAPI',
      trade_state: 'SUCCESS',
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      amount: { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' },
      ...extra,
    });

    test('JSAPI prepay through the signed v3 API; requestPayment params signed with the merchant key', async () => {
      const goodsId = await onSaleGood(ctx, t);
      const orderId = await orderOf(ctx, t.buyer, goodsId);
      const r = await ctx.app.inject({
        method: 'POST',
        url: '/api/pay/create',
        headers: auth(t.buyer.token),
        payload: { orderId, channel: 'wechatpay', target: 'weapp', authCode: 'wx-login-code' },
      });
      assert.equal(r.statusCode, 200, r.body);
      const d = r.json().data;
      assert.equal(d.action, 'wxRequestPayment');
      assert.equal(
        d.wxPayParams.package,
        'package' in d.wxPayParams ? 'prepay_id=wx01102030405060708090a0b0c0d0e0f' : '',
      );
      const p = d.wxPayParams;
      assert.ok(
        createVerify('RSA-SHA256')
          .update(`${APP_ID}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`)
          .verify(merchant.publicKey, p.paySign, 'base64'),
      );
      const prepay = JSON.parse(requests.find((x) => x.url.endsWith('/jsapi'))!.body);
      assert.equal(prepay.amount.total, 141680);
      assert.equal(prepay.payer.openid, 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o');
      assert.equal(prepay.notify_url, 'https://haoshi.test/api/pay/notify/wechatpay');
      assert.match(prepay.time_expire, /\+08:00$/);
      // without the wx.login code there is no payer
      assert.equal(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/pay/create',
            headers: auth(t.buyer.token),
            payload: { orderId, channel: 'wechatpay', target: 'weapp' },
          })
        ).statusCode,
        400,
      );
      // not offered on H5
      assert.equal(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/pay/create',
            headers: auth(t.buyer.token),
            payload: { orderId, channel: 'wechatpay', target: 'h5' },
          })
        ).statusCode,
        400,
      );
    });

    test('notify: forged, stale, wrong serial, wrong key, wrong amount, wrong app id refused; replay ×10 → one change', async () => {
      const goodsId = await onSaleGood(ctx, t);
      const orderId = await orderOf(ctx, t.buyer, goodsId);
      const payNo = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/pay/create',
          headers: auth(t.buyer.token),
          payload: { orderId, channel: 'wechatpay', target: 'weapp', authCode: 'c' },
        })
      ).json().data.payNo;
      const forger = pem();
      const logsBefore = rejectedLogs(ctx).length;
      const bad = [
        notification(txn(payNo, 141680), { key: forger.privateKey }),
        notification(txn(payNo, 141680), { ts: Math.floor(ctx.clock.now().getTime() / 1000) - 3600 }),
        notification(txn(payNo, 141680), { serial: 'ABCDEF' }),
        notification(txn(payNo, 141680), { apiKey: 'z'.repeat(32) }),
        notification(txn(payNo, 100)),
        notification(txn(payNo, 141680, { appid: 'wx0000000000000000' })),
        notification(txn(payNo, 141680, { mchid: '1900000000' })),
      ];
      for (const n of bad) {
        const r = await send(n);
        assert.equal(r.statusCode, 400);
        assert.equal(r.json().code, 'FAIL');
      }
      const tampered = notification(txn(payNo, 141680));
      assert.equal(
        (await send({ ...tampered, body: tampered.body.replace('"summary":"支付成功"', '"summary":"x"') })).statusCode,
        400,
      );
      assert.equal(rejectedLogs(ctx).length - logsBefore, 8);
      assert.ok(ctx.logs.every((l) => !l.includes(API_V3_KEY)));
      assert.equal((await orderRow(ctx, orderId)).state, 0);
      const good = notification(txn(payNo, 141680));
      for (let i = 0; i < 10; i++) {
        const r = await send(good);
        assert.equal(r.statusCode, 200);
        assert.equal(r.json().code, 'SUCCESS');
      }
      assert.equal((await orderRow(ctx, orderId)).state, 1);
      assert.equal(await escrowEntries(ctx, orderId), 1);
      assert.equal(await notifyCount(ctx, payNo), 10);
    });
  },
);

// ---------------------------------------------------------------------------------------- providers over HTTP
/** A local HTTP server for one test: `handle` answers each request with its raw body. */
async function localServer(
  handle: (req: IncomingMessage, body: string) => { status: number; headers?: Record<string, string>; body: string },
) {
  const seen: { url: string; body: string }[] = [];
  const srv = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', body });
      const a = handle(req, body);
      res.writeHead(a.status, { 'content-type': 'application/json; charset=utf-8', ...a.headers });
      res.end(a.body);
    });
  });
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(srv.address() as AddressInfo).port}`;
  return { base, seen, close: () => new Promise<void>((r) => srv.close(() => r())) };
}

describe('providers against local gateways over HTTP (the real SDK and fetch code paths)', () => {
  const payReq = (target: 'alipay' | 'weapp') => ({
    payNo: 'P26030112345678901234567',
    amountFen: 141680,
    subject: '号市-测试商品',
    expiresAt: new Date(Date.now() + 15 * 60_000),
    target,
    returnUrl: 'https://haoshi.test/index/finish?orderId=1',
    notifyUrl: `https://haoshi.test/api/pay/notify/${target === 'alipay' ? 'alipay' : 'wechatpay'}`,
    authCode: 'code-from-the-phone',
  });

  test("alipay: the gateway's answers are verified with Alipay's public key; a forged answer opens no payment", async () => {
    const app = pem();
    const ali = pem();
    const forger = pem();
    let signer = ali.privateKey;
    const badRequests: string[] = [];
    const gw = await localServer((req, body) => {
      const u = new URL(req.url ?? '', 'http://x');
      // every parameter (URL and form body) but sign, sorted, k=v joined with &: what Alipay checks
      const params: Record<string, string> = Object.fromEntries([...u.searchParams, ...new URLSearchParams(body)]);
      const { sign, ...rest } = params;
      const content = Object.keys(rest)
        .sort()
        .map((k) => `${k}=${rest[k]}`)
        .join('&');
      if (!sign || !createVerify('RSA-SHA256').update(content).verify(app.publicKey, sign, 'base64'))
        badRequests.push(params.method ?? '');
      const key = `${String(params.method).replaceAll('.', '_')}_response`;
      const data =
        params.method === 'alipay.system.oauth.token'
          ? { user_id: '2088000000000009', access_token: 'at', expires_in: 1296000 }
          : {
              code: '10000',
              msg: 'Success',
              out_trade_no: JSON.parse(params.biz_content!).out_trade_no,
              trade_no: '2026030122001400009',
            };
      const inner = JSON.stringify(data);
      const s = createSign('RSA-SHA256').update(inner).sign(signer, 'base64');
      return { status: 200, body: `{"${key}":${inner},"sign":"${s}"}` };
    });
    try {
      const provider = new AlipayProvider({
        appId: '2021004100000009',
        privateKey: app.privateKey,
        alipayPublicKey: ali.publicKey,
        gateway: `${gw.base}/gateway.do`,
      });
      const ok = await provider.createPayment(payReq('alipay'));
      assert.equal(ok.tradeNo, '2026030122001400009');
      assert.deepEqual(badRequests, []);
      assert.deepEqual(
        gw.seen.map((s) => new URL(s.url, 'http://x').searchParams.get('method')),
        ['alipay.system.oauth.token', 'alipay.trade.create'],
      );
      // someone between us and Alipay answers with a trade number of their own
      signer = forger.privateKey;
      await assert.rejects(provider.createPayment(payReq('alipay')), /验签失败|sign/i);
    } finally {
      await gw.close();
    }
  });

  test('wechat pay: the openid comes from WX_API_BASE (a local WeChat), the prepay from WXPAY_API_BASE', async () => {
    const merchant = pem();
    const platformKey = pem();
    const PUB_ID = 'PUB_KEY_ID_0000000000000000000000000009';
    const wx = await localServer((req) => {
      const q = new URL(req.url ?? '', 'http://x').searchParams;
      if (req.url?.startsWith('/sns/jscode2session') && q.get('js_code') === 'code-from-the-phone')
        return { status: 200, body: JSON.stringify({ openid: 'oLocalOpenid000000000000009', session_key: 'k' }) };
      return { status: 200, body: JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }) };
    });
    const mch = await localServer((_req, body) => {
      const payer = (JSON.parse(body) as { payer?: { openid?: string } }).payer?.openid;
      const text = JSON.stringify(
        payer === 'oLocalOpenid000000000000009' ? { prepay_id: 'wx0109' } : { code: 'PARAM_ERROR' },
      );
      const ts = String(Math.floor(Date.now() / 1000));
      const nonce = randomBytes(8).toString('hex');
      const signature = createSign('RSA-SHA256')
        .update(`${ts}\n${nonce}\n${text}\n`)
        .sign(platformKey.privateKey, 'base64');
      return {
        status: payer ? 200 : 400,
        headers: {
          'wechatpay-timestamp': ts,
          'wechatpay-nonce': nonce,
          'wechatpay-serial': PUB_ID,
          'wechatpay-signature': signature,
        },
        body: text,
      };
    });
    try {
      const cfg = loadConfig(
        {
          NODE_ENV: 'test',
          WXPAY_APP_ID: 'wx0000000000000009',
          WXPAY_APP_SECRET: 'secret',
          WXPAY_MCH_ID: '1900000109',
          WXPAY_MCH_SERIAL_NO: '3775B6A45ACD588826D15E583A95F5DD00000009',
          WXPAY_PRIVATE_KEY: merchant.privateKey,
          WXPAY_API_V3_KEY: 'k'.repeat(32),
          WXPAY_PLATFORM_PUBLIC_KEY: platformKey.publicKey,
          WXPAY_PLATFORM_PUBLIC_KEY_ID: PUB_ID,
          WXPAY_API_BASE: `${mch.base}/`,
          WX_API_BASE: wx.base,
          PUBLIC_BASE_URL: 'https://haoshi.test',
        },
        { dataKey: randomBytes(32) },
      );
      const provider = new WechatPayProvider(cfg.payment.wechatpay!, { clock: systemClock });
      const r = await provider.createPayment(payReq('weapp'));
      assert.equal(r.wxPayParams?.package, 'prepay_id=wx0109');
      assert.equal(wx.seen.length, 1, 'jscode2session was not asked at WX_API_BASE');
      assert.deepEqual(
        mch.seen.map((s) => s.url),
        ['/v3/pay/transactions/jsapi'],
      );
    } finally {
      await wx.close();
      await mch.close();
    }
  });
});

/**
 * `npm run verify:paymodes` (issue 34, item 3: no free payments): the server started as production
 * starts it (server/src/server.ts), over a real socket, in each payment mode.
 *
 * - Alipay's keys with NODE_ENV unset: live. The banner says so, the channels are 支付宝 only, the
 *   sandbox's cashier, submit and notify paths answer 404, and an order is paid only by a
 *   notification signed with Alipay's key (a local key pair plays Alipay).
 * - PAY_SANDBOX=true beside the keys, and PAY_SANDBOX=true in production: the start is refused
 *   with a message that says why.
 * - No keys, NODE_ENV unset: sandbox. The banner and the channels say so.
 */
import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { call, login, Report, startApi } from './lib/harness.js';

const report = new Report('paymodes');

const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/** Alipay's asynchronous notification: fields sorted, k=v joined with &, RSA2 with Alipay's key. */
function alipayNotify(fields: Record<string, string>, key: string): string {
  const content = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  const sign = createSign('RSA-SHA256').update(content).sign(key, 'base64');
  return new URLSearchParams({ ...fields, sign_type: 'RSA2', sign }).toString();
}

/** Starts a server that must refuse to start; returns what it printed. */
async function refusedStart(env: NodeJS.ProcessEnv): Promise<string> {
  try {
    const api = await startApi({ env, seedDemo: false, timeoutMs: 60_000 });
    await api.stop();
    return '';
  } catch (e) {
    return (e as Error).message;
  }
}

/** The banner is printed just after listen: wait for it rather than race the health check. */
async function banner(logs: string[]): Promise<string> {
  for (let i = 0; i < 100 && !logs.join('').includes('支付模式'); i++) await new Promise((r) => setTimeout(r, 50));
  return logs.join('').match(/支付模式.*/)?.[0] ?? '';
}

async function main() {
  const app = pem();
  const ali = pem();
  const APP_ID = '2021004100000777';
  const keys = {
    ALIPAY_APP_ID: APP_ID,
    ALIPAY_PRIVATE_KEY: app.privateKey,
    ALIPAY_PUBLIC_KEY: ali.publicKey,
    PUBLIC_BASE_URL: 'https://haoshi.verify.test',
  };

  // ---- live: Alipay's keys, NODE_ENV unset (what the probe found paying for free)
  const live = await startApi({ env: { ...keys, NODE_ENV: '' } });
  try {
    const line = await banner(live.logs);
    report.check(line === '支付模式：真实支付（live）——支付宝', `live banner: ${line}`);
    const h5 = await call<{ mode: string; channels: { channel: string }[] }>(
      live.base,
      'GET',
      '/api/pay/channels?target=h5',
    );
    report.check(
      h5.body?.data.mode === 'live' && h5.body.data.channels.map((c) => c.channel).join() === 'alipay',
      `live channels on H5: ${h5.text}`,
    );
    const wx = await call<{ mode: string; channels: unknown[] }>(live.base, 'GET', '/api/pay/channels?target=weapp');
    report.check(wx.body?.data.channels.length === 0, `live channels in WeChat (no WXPAY_*): ${wx.text}`);

    const buyer = await login(live.base, 'demo_buyer');
    const seller = await login(live.base, 'demo_seller');
    const onSale = await call<{ rows: { id: number }[] }>(
      live.base,
      'GET',
      '/api/need/myConsignment?saleState=1&pageNum=1&pageSize=5',
      { token: seller },
    );
    const goodsId = onSale.body!.data.rows[0]!.id;
    const confirm = await call<{ defaultProtection: string }>(
      live.base,
      'GET',
      `/api/order/confirm?goodsId=${goodsId}`,
      { token: buyer },
    );
    const created = await call<{ orderId: number }>(live.base, 'POST', '/api/order/create', {
      token: buyer,
      body: { goodsId, protection: confirm.body!.data.defaultProtection, acceptRules: true },
    });
    const orderId = created.body!.data.orderId;
    const sandboxChannel = await call(live.base, 'POST', '/api/pay/create', {
      token: buyer,
      body: { orderId, channel: 'sandbox', target: 'h5' },
    });
    report.check(sandboxChannel.status === 400, `channel sandbox in live mode: ${sandboxChannel.status}`);
    const pay = await call<{ payNo: string; amountFen: number; redirectUrl: string }>(
      live.base,
      'POST',
      '/api/pay/create',
      { token: buyer, body: { orderId, channel: 'alipay', target: 'h5' } },
    );
    const p = pay.body?.data;
    report.check(
      !!p && p.redirectUrl.startsWith('https://openapi.alipay.com/gateway.do?'),
      `Alipay H5 link: ${pay.text.slice(0, 200)}`,
    );
    const cashier = await call(live.base, 'GET', `/api/pay/sandbox/cashier?payNo=${p?.payNo}&t=${'A'.repeat(32)}`);
    report.check(cashier.status === 404, `sandbox cashier in live mode: ${cashier.status}`);
    const submit = await call(live.base, 'POST', '/api/pay/sandbox/submit', {
      body: { payNo: p?.payNo, t: 'A'.repeat(32), result: 'success' },
    });
    report.check(submit.status === 404, `sandbox submit in live mode: ${submit.status}`);
    const forged = await call(live.base, 'POST', '/api/pay/notify/sandbox', {
      raw: JSON.stringify({ app_id: 'haoshi-sandbox', out_trade_no: p?.payNo, total_fen: p?.amountFen }),
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': 'ab'.repeat(32) },
    });
    report.check(forged.status === 404, `sandbox notify in live mode: ${forged.status}`);
    const status = async () =>
      (await call<{ state: number }>(live.base, 'GET', `/api/order/${orderId}/status`, { token: buyer })).body?.data
        .state;
    report.check((await status()) === 0, 'the order is unpaid after the sandbox attempts');
    const fields = {
      app_id: APP_ID,
      charset: 'utf-8',
      notify_id: randomBytes(8).toString('hex'),
      notify_time: '2026-03-01 10:05:00',
      notify_type: 'trade_status_sync',
      out_trade_no: p?.payNo ?? '',
      total_amount: `${Math.floor((p?.amountFen ?? 0) / 100)}.${String((p?.amountFen ?? 0) % 100).padStart(2, '0')}`,
      trade_no: `2026${randomBytes(8).toString('hex')}`,
      trade_status: 'TRADE_SUCCESS',
      version: '1.0',
    };
    const notified = await call(live.base, 'POST', '/api/pay/notify/alipay', {
      raw: alipayNotify(fields, ali.privateKey),
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    });
    report.check(notified.text === 'success', `Alipay's signed notification: ${notified.status} ${notified.text}`);
    report.check((await status()) === 1, 'the order is paid by Alipay, not before');
  } finally {
    await live.stop();
  }

  // ---- refused starts
  const beside = await refusedStart({ ...keys, NODE_ENV: '', PAY_SANDBOX: 'true' });
  report.check(
    /PAY_SANDBOX=true is refused beside ALIPAY_\*/.test(beside),
    `PAY_SANDBOX=true beside Alipay's keys: ${beside.slice(0, 200) || 'started'}`,
  );
  const production = await refusedStart({
    NODE_ENV: 'production',
    PAY_SANDBOX: 'true',
    DATA_KEY: randomBytes(32).toString('base64'),
  });
  report.check(
    /PAY_SANDBOX=true is refused in production/.test(production),
    `PAY_SANDBOX=true in production: ${production.slice(0, 200) || 'started'}`,
  );

  // ---- sandbox: no keys, NODE_ENV unset
  const sandbox = await startApi({ env: { NODE_ENV: '' }, seedDemo: false });
  try {
    const line = await banner(sandbox.logs);
    report.check(line.startsWith('支付模式：沙箱（sandbox）'), `sandbox banner: ${line}`);
    const h5 = await call<{ mode: string; channels: { channel: string; name: string }[] }>(
      sandbox.base,
      'GET',
      '/api/pay/channels?target=h5',
    );
    report.check(
      h5.body?.data.mode === 'sandbox' &&
        h5.body.data.channels.map((c) => c.channel).join() === 'alipay' &&
        h5.body.data.channels.every((c) => c.name.includes('演示')),
      `sandbox channels on H5: ${h5.text}`,
    );
  } finally {
    await sandbox.stop();
  }
  report.finish();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

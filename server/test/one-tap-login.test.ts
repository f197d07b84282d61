import assert from 'node:assert/strict';
import { createCipheriv, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { loadConfig } from '../src/config.js';
import { maskPhone } from '../src/lib/mask.js';
import { AlipayAesPhoneProvider } from '../src/modules/auth/phone-provider.js';
import type { FetchLike } from '../src/lib/fetch.js';
import { auth, call, freshDb, newIp, newPhone, registerUser, setup, testConfig, type TestCtx } from './helpers.js';

// Issue 19 item 5: one-tap login in the mini-programs. WeChat's getPhoneNumber code is exchanged
// by the server (getuserphonenumber, played here by a fake WeChat), Alipay's encrypted
// my.getPhoneNumber answer is verified and decrypted with the app's keys (played here by keys made
// for the test). The outcomes are SMS login's: a registered phone logs in, a new one registers only
// with the agreement accepted.

const APP_ID = 'wx_onetap_test';

/** WeChat's side: a stable token, and single-use codes that stand for a phone (or an errcode). */
function fakeWechat() {
  const codes = new Map<string, { phone?: string; countryCode?: string; errcode?: number; appid?: string }>();
  const state = { token: '', tokens: 0, exchanges: 0, staleNext: false, down: false };
  const fetch: FetchLike = async (url, init) => {
    if (state.down) throw new Error('connect ECONNREFUSED');
    const u = new URL(url);
    const body = init.body ? (JSON.parse(init.body) as Record<string, string>) : {};
    let out: Record<string, unknown>;
    if (u.pathname === '/cgi-bin/stable_token') {
      assert.equal(body.appid, APP_ID);
      state.token = `tok-${++state.tokens}`;
      out = { access_token: state.token, expires_in: 7200 };
    } else if (u.pathname === '/wxa/business/getuserphonenumber') {
      state.exchanges++;
      const c = codes.get(body.code ?? '');
      if (state.staleNext || u.searchParams.get('access_token') !== state.token) {
        state.staleNext = false;
        out = { errcode: 40001, errmsg: 'invalid credential' };
      } else if (!c) out = { errcode: 40029, errmsg: 'invalid code' };
      else if (c.errcode) out = { errcode: c.errcode, errmsg: 'error' };
      else {
        codes.delete(body.code!); // single use, as WeChat's
        out = {
          errcode: 0,
          errmsg: 'ok',
          phone_info: {
            phoneNumber: c.countryCode && c.countryCode !== '86' ? `+${c.countryCode} ${c.phone}` : c.phone,
            purePhoneNumber: c.phone,
            countryCode: c.countryCode ?? '86',
            watermark: { timestamp: 1772330400, appid: c.appid ?? APP_ID },
          },
        };
      }
    } else out = { errcode: 40066, errmsg: 'invalid url' };
    return { status: 200, headers: new Headers(), text: async () => JSON.stringify(out) };
  };
  let seq = 0;
  const code = (v: { phone?: string; countryCode?: string; errcode?: number; appid?: string }) => {
    const c = `wxcode-${++seq}-${randomBytes(4).toString('hex')}`;
    codes.set(c, v);
    return c;
  };
  return { fetch, code, state };
}

// Alipay's side: its signing key, and the app's AES key
const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const otherKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const AES_KEY = randomBytes(16);
const alipayPublicPem = alipayKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString();

function alipayAnswer(data: object, { key = alipayKeys.privateKey, aes = AES_KEY } = {}) {
  const c = createCipheriv('aes-128-cbc', aes, Buffer.alloc(16));
  const response = Buffer.concat([c.update(JSON.stringify(data), 'utf8'), c.final()]).toString('base64');
  const sign = createSign('RSA-SHA256').update(`"${response}"`, 'utf8').sign(key, 'base64');
  return { response, sign };
}
const alipayPhone = (phone: string) => alipayAnswer({ code: '10000', msg: 'Success', mobile: phone });

let ctx: TestCtx;
let wx: ReturnType<typeof fakeWechat>;
before(async () => {
  wx = fakeWechat();
  ctx = await setup({
    env: {
      WX_MP_APP_ID: APP_ID,
      WX_MP_APP_SECRET: 'secret-onetap',
      WX_API_BASE: 'https://wx.example.test',
      ALIPAY_AES_KEY: AES_KEY.toString('base64'),
      ALIPAY_MP_PUBLIC_KEY: alipayPublicPem,
    },
    payment: { fetch: wx.fetch },
  });
});
after(async () => {
  await ctx.close();
});

const wechatLogin = (payload: object, ip = newIp()) =>
  call(ctx, { method: 'POST', url: '/api/login/wechatPhone', payload, remoteAddress: ip });
const alipayLogin = (payload: object, ip = newIp()) =>
  call(ctx, { method: 'POST', url: '/api/login/alipayPhone', payload, remoteAddress: ip });
const profilePhone = async (token: string) =>
  (await call(ctx, { method: 'GET', url: '/api/system/user/profile', headers: auth(token) })).json().data.phone;

test('WeChat: a registered phone logs in (agreement not needed) and gets a session of that account', async () => {
  const { phone } = await registerUser(ctx);
  const r = await wechatLogin({ code: wx.code({ phone }) });
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(r.json().msg, '登录成功');
  assert.equal(r.json().data.isNew, false);
  assert.equal(await profilePhone(r.json().data.token), maskPhone(phone));
});

test('WeChat: a new phone with the agreement registers; without it nothing is created and the answer asks for it', async () => {
  const phone = newPhone();
  const refused = await wechatLogin({ code: wx.code({ phone }) });
  assert.equal(refused.statusCode, 400);
  assert.equal(refused.json().msg, '请先阅读并同意用户协议和隐私政策');
  const refusedFalse = await wechatLogin({ code: wx.code({ phone }), agreed: false });
  assert.equal(refusedFalse.json().msg, '请先阅读并同意用户协议和隐私政策');
  // nothing was created: SMS login of that phone still sees a new phone
  const ok = await wechatLogin({ code: wx.code({ phone }), agreed: true });
  assert.equal(ok.statusCode, 200, ok.body);
  assert.equal(ok.json().data.isNew, true, 'the refused tries created an account');
  assert.equal(await profilePhone(ok.json().data.token), maskPhone(phone));
  // the same phone again is a login, not a second account
  const again = await wechatLogin({ code: wx.code({ phone }), agreed: true });
  assert.equal(again.json().data.isNew, false);
});

test("WeChat's error codes become Chinese answers; a used code is refused; foreign numbers are refused", async () => {
  const phone = newPhone();
  const used = wx.code({ phone });
  assert.equal((await wechatLogin({ code: used, agreed: true })).statusCode, 200);
  const cases: [object, number, string][] = [
    [{ code: used }, 400, '手机号授权已失效，请重新点击手机号快捷登录'],
    [{ code: 'never-issued' }, 400, '手机号授权已失效，请重新点击手机号快捷登录'],
    [{ code: wx.code({ errcode: -1 }) }, 400, '微信系统繁忙，请稍后再试'],
    [{ code: wx.code({ errcode: 45011 }) }, 400, '操作过于频繁，请稍后再试'],
    [{ code: wx.code({ errcode: 40163 }) }, 400, '手机号授权已使用过，请重新点击手机号快捷登录'],
    [{ code: wx.code({ errcode: 61234 }) }, 400, '微信手机号验证失败（错误码 61234），请使用短信验证码登录'],
    [{ code: wx.code({ phone: '91234567', countryCode: '852' }) }, 400, '暂只支持中国大陆手机号，请使用短信验证码登录'],
    [{ code: wx.code({ phone: newPhone(), appid: 'wx_other_app' }) }, 400, '手机号授权不属于本小程序，请重新授权'],
  ];
  for (const [payload, status, msg] of cases) {
    const r = await wechatLogin({ ...payload, agreed: true });
    assert.equal(r.statusCode, status, JSON.stringify(payload));
    assert.equal(r.json().msg, msg, JSON.stringify(payload));
  }
  const empty = await wechatLogin({ code: '', agreed: true });
  assert.equal(empty.statusCode, 400);
  assert.match(empty.json().msg, /^参数错误：code/);
});

test('WeChat: a token WeChat stopped accepting is renewed and the code exchanged once more; WeChat unreachable is a 503', async () => {
  const phone = newPhone();
  const tokensBefore = wx.state.tokens;
  wx.state.staleNext = true;
  const r = await wechatLogin({ code: wx.code({ phone }), agreed: true });
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(wx.state.tokens, tokensBefore + 1, 'a new token was fetched');
  wx.state.down = true;
  try {
    const down = await wechatLogin({ code: wx.code({ phone }), agreed: true });
    assert.equal(down.statusCode, 503);
    assert.equal(down.json().msg, '微信服务暂时不可用，请稍后再试或使用短信验证码登录');
  } finally {
    wx.state.down = false;
  }
});

test('Alipay: a registered phone logs in; a new one registers only with the agreement', async () => {
  const { phone } = await registerUser(ctx);
  const r = await alipayLogin(alipayPhone(phone));
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(r.json().data.isNew, false);
  assert.equal(await profilePhone(r.json().data.token), maskPhone(phone));

  const fresh = newPhone();
  const refused = await alipayLogin(alipayPhone(fresh));
  assert.equal(refused.statusCode, 400);
  assert.equal(refused.json().msg, '请先阅读并同意用户协议和隐私政策');
  const ok = await alipayLogin({ ...alipayPhone(fresh), agreed: true });
  assert.equal(ok.statusCode, 200, ok.body);
  assert.equal(ok.json().data.isNew, true);
  assert.equal(await profilePhone(ok.json().data.token), maskPhone(fresh));
});

test("Alipay: a bad signature, another key's signature or a bit-flipped answer is refused; no phone, no account", async () => {
  const phone = newPhone();
  const good = alipayPhone(phone);
  const badSign = good.sign.slice(0, 10) + (good.sign[10] === 'A' ? 'B' : 'A') + good.sign.slice(11);
  // flipping bits of the second block changes the third (the digits) without the key: the signature catches it
  const raw = Buffer.from(good.response, 'base64');
  raw[40] = raw[40]! ^ 0x01;
  const cases = [
    { response: good.response, sign: badSign },
    alipayAnswer({ code: '10000', msg: 'Success', mobile: phone }, { key: otherKeys.privateKey }),
    { response: raw.toString('base64'), sign: good.sign },
    { response: good.response, sign: 'not base64 at all!' },
  ];
  for (const c of cases) {
    const r = await alipayLogin({ ...c, agreed: true });
    assert.equal(r.statusCode, 400, r.body);
    assert.equal(r.json().msg, '支付宝手机号数据验签失败，请重新授权');
  }
  const missing = await alipayLogin({ response: good.response, agreed: true });
  assert.equal(missing.statusCode, 400);
  // the genuine answer still works: nothing was created by the refusals
  const ok = await alipayLogin({ ...good, agreed: true });
  assert.equal(ok.json().data.isNew, true);
});

test("Alipay: an answer without the phone (no permission) or with a foreign number is refused in Chinese; Alipay's plain signed JSON is accepted", async () => {
  const denied = await alipayLogin({
    ...alipayAnswer({ code: '40006', msg: 'Insufficient Permissions', subCode: 'isv.insufficient-isv-permissions' }),
    agreed: true,
  });
  assert.equal(denied.statusCode, 400);
  assert.equal(denied.json().msg, '支付宝未授权手机号，请重新授权或使用短信验证码登录');
  const foreign = await alipayLogin({ ...alipayAnswer({ code: '10000', mobile: '85291234567' }), agreed: true });
  assert.equal(foreign.json().msg, '暂只支持中国大陆手机号，请使用短信验证码登录');
  // an app without content encryption gets the JSON itself, signed as it is
  const phone = newPhone();
  const plain = JSON.stringify({ code: '10000', msg: 'Success', mobile: phone });
  const sign = createSign('RSA-SHA256').update(plain, 'utf8').sign(alipayKeys.privateKey, 'base64');
  const r = await alipayLogin({ response: plain, sign, agreed: true });
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(await profilePhone(r.json().data.token), maskPhone(phone));
});

test('one-tap tries from one IP are limited like SMS checks', async () => {
  const limited = await setup({
    config: testConfig({ WX_MP_APP_ID: APP_ID, WX_MP_APP_SECRET: 's', RATE_SMS_IP: '3' }),
    payment: { fetch: wx.fetch },
  });
  try {
    const ip = newIp();
    for (let i = 0; i < 3; i++) {
      const r = await limited.app.inject({
        method: 'POST',
        url: '/api/login/wechatPhone',
        remoteAddress: ip,
        payload: { code: 'guess' },
      });
      assert.equal(r.statusCode, 400);
    }
    const over = await limited.app.inject({
      method: 'POST',
      url: '/api/login/alipayPhone',
      remoteAddress: ip,
      payload: { response: 'x', sign: 'y' },
    });
    assert.equal(over.statusCode, 429);
    assert.match(over.json().msg, /^操作过于频繁/);
  } finally {
    await limited.close();
  }
});

test('without the platform settings the one-tap endpoints say so; ALIPAY_AES_KEY is checked at start', async () => {
  const db = await freshDb();
  const bare = await setup({ db });
  try {
    const w = await bare.app.inject({ method: 'POST', url: '/api/login/wechatPhone', payload: { code: 'c' } });
    // a deployment without the feature is not a server failure: no 5xx (the fuzzer found the 503)
    assert.equal(w.statusCode, 404);
    assert.equal(w.json().msg, '未开通微信手机号快捷登录，请使用短信验证码登录');
    const a = await bare.app.inject({
      method: 'POST',
      url: '/api/login/alipayPhone',
      payload: { response: 'r', sign: 's' },
    });
    assert.equal(a.statusCode, 404);
    assert.equal(a.json().msg, '未开通支付宝手机号快捷登录，请使用短信验证码登录');
  } finally {
    await bare.close();
  }
  const env = { NODE_ENV: 'test', DATA_DIR: '/tmp', LOG_LEVEL: 'silent' };
  const opts = { dataKey: randomBytes(32) };
  assert.throws(() => loadConfig({ ...env, ALIPAY_AES_KEY: AES_KEY.toString('base64') }, opts), /ALIPAY_MP_PUBLIC_KEY/);
  assert.throws(
    () => loadConfig({ ...env, ALIPAY_AES_KEY: 'c2hvcnQ=', ALIPAY_MP_PUBLIC_KEY: alipayPublicPem }, opts),
    /16, 24 or 32 bytes/,
  );
  // Alipay's console shows the public key as bare base64: that works too
  const bareKey = alipayKeys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const cfg = loadConfig({ ...env, ALIPAY_AES_KEY: AES_KEY.toString('base64'), ALIPAY_MP_PUBLIC_KEY: bareKey }, opts);
  const phone = newPhone();
  assert.equal(await new AlipayAesPhoneProvider(cfg.alipayMp!).phoneOf(alipayPhone(phone)), phone);
});

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { auth, newIp, newPhone, PASSWORD, registerUser, setup, smsCode, testConfig, type TestCtx } from './helpers.js';

// Security probe (issue 16 §5): wrong-code answers and sendYzm told registered phones from
// unregistered ones (300 probes in 1.6 s found every demo phone). Now both get the same answer,
// and every such answer counts against the same per-IP limit as sending a code.
const PER_IP = 6;
let ctx: TestCtx;
let registered: string[] = [];
let fresh: string[] = [];
before(async () => {
  ctx = await setup({ config: testConfig({ RATE_SMS_IP: String(PER_IP) }) });
  registered = [];
  for (let i = 0; i < PER_IP / 2; i++) registered.push((await registerUser(ctx)).phone);
  fresh = Array.from({ length: PER_IP / 2 }, () => newPhone());
});
after(async () => {
  await ctx.close();
});

/** Status and body, with the one-off key replaced, so two answers can be compared whole. */
function shape(r: { statusCode: number; json(): { code: number; msg: string; data: unknown } }) {
  const b = r.json();
  const data =
    b.data && typeof b.data === 'object' ? { ...b.data, yzmRankey: typeof (b.data as never)['yzmRankey'] } : b.data;
  return { status: r.statusCode, code: b.code, msg: b.msg, data };
}

test('SMS login with a wrong code: the same answer for registered and unregistered phones; the (N+1)th from one IP is limited', async () => {
  const ip = newIp();
  const answers = [];
  for (const phone of [...registered, ...fresh]) {
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/h5/login',
      remoteAddress: ip,
      payload: { phone, dxyzm: '123456', yzmRankey: 'guessed-key-0000000000' },
    });
    answers.push(shape(r));
  }
  assert.equal(answers[0]!.status, 400);
  assert.equal(answers[0]!.msg, '短信验证码已失效，请重新获取');
  for (const a of answers) assert.deepEqual(a, answers[0]);
  const over = await ctx.app.inject({
    method: 'POST',
    url: '/api/h5/login',
    remoteAddress: ip,
    payload: { phone: registered[0], dxyzm: '123456', yzmRankey: 'guessed-key-0000000000' },
  });
  assert.equal(over.statusCode, 429);
  assert.match(over.json().msg, /^操作过于频繁/);
});

test('sendYzm type=register and type=mima: the same answer for both; only the right phones get an SMS; then limited', async () => {
  ctx.clock.advance(61_000); // past the one-per-minute window of the codes registration sent
  for (const type of ['register', 'mima'] as const) {
    const ip = newIp();
    const sentBefore = ctx.sms.sent.length;
    const answers = [];
    for (const phone of [...registered, ...fresh]) {
      const r = await ctx.app.inject({
        method: 'GET',
        url: `/api/sms/sendYzm?phone=${phone}&type=${type}`,
        remoteAddress: ip,
      });
      answers.push(shape(r));
    }
    assert.deepEqual(answers[0], { status: 200, code: 200, msg: '验证码已发送', data: { yzmRankey: 'string' } });
    for (const a of answers) assert.deepEqual(a, answers[0], type);
    // nothing is sent where it would be useless: registration codes to new phones, reset codes to accounts
    const to = ctx.sms.sent.slice(sentBefore).map((s) => s.phone);
    assert.deepEqual(to.sort(), (type === 'register' ? fresh : registered).slice().sort(), type);
    const over = await ctx.app.inject({
      method: 'GET',
      url: `/api/sms/sendYzm?phone=${type === 'register' ? registered[0] : newPhone()}&type=${type}`,
      remoteAddress: ip,
    });
    assert.equal(over.statusCode, 429, `${type}: the (N+1)th probe from one IP`);
  }
});

test('registration with a wrong code: the same answer for registered and unregistered phones', async () => {
  const answers = [];
  for (const phone of [registered[0], fresh[0]]) {
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: newIp(),
      payload: { phone, dxyzm: '123456', yzmRankey: 'guessed-key-0000000000', password: PASSWORD, agreed: true },
    });
    answers.push(shape(r));
  }
  assert.equal(answers[0]!.msg, '短信验证码已失效，请重新获取');
  assert.deepEqual(answers[1], answers[0]);
});

test('the flows still work: registration, login by code (with consent for a new phone), password change by SMS', async () => {
  const phone = newPhone();
  const s = await smsCode(ctx, phone, 'phoneLogin');
  const noConsent = await ctx.app.inject({
    method: 'POST',
    url: '/api/h5/login',
    remoteAddress: newIp(),
    payload: { phone, dxyzm: s.code, yzmRankey: s.yzmRankey },
  });
  assert.equal(noConsent.json().msg, '请先阅读并同意用户协议和隐私政策', 'asked only once the code is right');
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/h5/login',
    remoteAddress: newIp(),
    payload: { phone, dxyzm: s.code, yzmRankey: s.yzmRankey, agreed: true },
  });
  assert.equal(login.statusCode, 200, login.body);
  const token = login.json().data.token as string;
  const m = await smsCode(ctx, phone, 'mima');
  assert.equal(ctx.sms.last(phone, 'mima'), m.code, 'a reset code reaches a registered phone');
  const change = await ctx.app.inject({
    method: 'POST',
    url: '/api/h5/SmsforPwd',
    remoteAddress: newIp(),
    headers: auth(token),
    payload: { phonenumber: phone, dxyzm: m.code, yzmRankey: m.yzmRankey, password: 'NewPass123' },
  });
  assert.equal(change.statusCode, 200, change.body);
  const pw = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: newIp(),
    payload: { username: phone, password: 'NewPass123' },
  });
  assert.equal(pw.statusCode, 200);
});

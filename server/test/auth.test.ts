import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import {
  auth,
  call,
  newIp,
  newPhone,
  PASSWORD,
  registerUser,
  setup,
  smsCode,
  testConfig,
  type TestCtx,
} from './helpers.js';

let ctx: TestCtx;
before(async () => {
  ctx = await setup();
});
after(async () => {
  await ctx.close();
});

async function profile(token: string) {
  return call(ctx, { method: 'GET', url: '/api/system/user/profile', headers: auth(token) });
}

async function countUsers(): Promise<number> {
  const r = await ctx.db.db.execute<{ n: number }>(`select count(*)::int as n from users` as never);
  return Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

describe('captcha and password login', () => {
  let c: TestCtx;
  before(async () => {
    c = await setup({ config: testConfig({ CAPTCHA_ENABLED: 'true' }) });
  });
  after(async () => {
    await c.close();
  });

  async function captcha() {
    const r = await c.app.inject({ method: 'GET', url: '/api/captchaImage' });
    assert.equal(r.statusCode, 200);
    const d = r.json().data;
    assert.equal(d.captchaEnabled, true);
    assert.match(d.img, /^data:image\/svg\+xml;base64,/);
    return d.uuid as string;
  }
  /** Tests cannot read the picture; they plant a known answer through the service's own hashing. */
  async function knownCaptcha(answer: string) {
    const uuid = await captcha();
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(`${uuid}:${answer.toLowerCase()}`).digest('hex');
    await c.db.db.execute(`update captchas set answer_hash = '${hash}' where id = '${uuid}'` as never);
    return uuid;
  }

  test('captcha is required, single use, case-insensitive, and a wrong answer consumes it', async () => {
    const { phone } = await registerUser(c);
    const ip = newIp();
    const noCode = await c.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: ip,
      payload: { username: phone, password: PASSWORD },
    });
    assert.equal(noCode.statusCode, 400);
    const uuid = await knownCaptcha('AbC9');
    const wrong = await c.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: ip,
      payload: { username: phone, password: PASSWORD, uuid, code: 'zzzz' },
    });
    assert.equal(wrong.json().msg, '图形验证码错误');
    const again = await c.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: ip,
      payload: { username: phone, password: PASSWORD, uuid, code: 'abc9' },
    });
    assert.equal(again.json().msg, '图形验证码已失效，请刷新后重试');
    const uuid2 = await knownCaptcha('AbC9');
    const ok = await c.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: ip,
      payload: { username: phone, password: PASSWORD, uuid: uuid2, code: 'aBc9' },
    });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.ok(ok.json().data.token);
  });

  test('captcha expires after 2 minutes', async () => {
    const uuid = await knownCaptcha('wxyz');
    c.clock.advance(2 * 60_000 + 1);
    const r = await c.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: newIp(),
      payload: { username: 'x_user', password: 'x', uuid, code: 'wxyz' },
    });
    assert.equal(r.json().msg, '图形验证码已失效，请刷新后重试');
  });

  test('CAPTCHA_ENABLED=false reports it off', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/captchaImage' });
    assert.deepEqual(r.json().data, { captchaEnabled: false, uuid: '', img: '' });
  });
});

describe('password login', () => {
  test('by phone and by user name; generic message for unknown user and wrong password', async () => {
    const { token, phone } = await registerUser(ctx);
    const userName = (await profile(token)).json().data.userName;
    assert.match(userName, /^hs_[a-z0-9]{8}$/);
    for (const username of [phone, userName]) {
      const r = await call(ctx, {
        method: 'POST',
        url: '/api/login',
        remoteAddress: newIp(),
        payload: { username, password: PASSWORD },
      });
      assert.equal(r.statusCode, 200);
      assert.equal((await profile(r.json().data.token)).statusCode, 200);
    }
    const unknown = await call(ctx, {
      method: 'POST',
      url: '/api/login',
      remoteAddress: newIp(),
      payload: { username: 'nobody_here', password: PASSWORD },
    });
    const wrong = await call(ctx, {
      method: 'POST',
      url: '/api/login',
      remoteAddress: newIp(),
      payload: { username: phone, password: 'Wrong1234' },
    });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().msg, '用户名或密码错误');
    assert.equal(wrong.json().msg, unknown.json().msg);
  });

  test('five wrong passwords from one source lock that source out for 15 minutes; SMS login still works; unlock afterwards', async () => {
    const { phone } = await registerUser(ctx);
    const ip = newIp();
    const login = (password: string) =>
      call(ctx, { method: 'POST', url: '/api/login', remoteAddress: ip, payload: { username: phone, password } });
    for (let i = 0; i < 4; i++) assert.equal((await login('Wrong1234')).json().msg, '用户名或密码错误');
    const fifth = await login('Wrong1234');
    assert.equal(fifth.statusCode, 429);
    // ManualClock starts 2026-03-01T02:00Z = 10:00 Beijing; lock ends at 10:15
    assert.equal(fifth.json().msg, '密码错误次数过多，请于 10:15 后再试或使用短信登录');
    const right = await login(PASSWORD);
    assert.equal(right.statusCode, 429, 'even the right password is refused from the locked source');
    assert.ok(Number(right.headers['retry-after']) > 0);
    const s = await smsCode(ctx, phone, 'phoneLogin');
    const viaSms = await call(ctx, {
      method: 'POST',
      url: '/api/h5/login',
      remoteAddress: ip,
      payload: { phone, dxyzm: s.code, yzmRankey: s.yzmRankey },
    });
    assert.equal(viaSms.statusCode, 200);
    assert.equal(viaSms.json().data.isNew, false);
    ctx.clock.advance(15 * 60_000 + 1000);
    assert.equal((await login(PASSWORD)).statusCode, 200);
  });

  test('wrong passwords from one source neither lock nor slow down the owner logging in from another (issue 16 §5)', async () => {
    const { phone } = await registerUser(ctx);
    const [a, b] = [newIp(), newIp()];
    const login = (ip: string, password: string) =>
      call(ctx, { method: 'POST', url: '/api/login', remoteAddress: ip, payload: { username: phone, password } });
    const sleeps = ctx.sleeps.length;
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push((await login(a, 'Wrong1234')).statusCode);
    // four plain refusals, then the pair (account, source A) is locked
    assert.deepEqual(answers, [400, 400, 400, 400, 429, 429, 429, 429, 429, 429]);
    // stepped up before the lock: after 3 failures the source's next tries are held back, longer each time
    const held = ctx.sleeps.slice(sleeps);
    assert.deepEqual(held, [1000, 2000], 'the 4th and 5th tries from A were delayed');
    assert.equal((await login(a, PASSWORD)).statusCode, 429, 'source A stays locked, even with the right password');
    const fromB = await login(b, PASSWORD);
    assert.equal(fromB.statusCode, 200, fromB.body);
    assert.equal(ctx.sleeps.length, sleeps + 2, 'B was not slowed down either');
    // the same source trying another account is stepped up too (its failures count per source)
    const other = await registerUser(ctx);
    ctx.clock.advance(61_000); // past A's 10-per-minute window of login attempts
    const r = await call(ctx, {
      method: 'POST',
      url: '/api/login',
      remoteAddress: a,
      payload: { username: other.phone, password: PASSWORD },
    });
    assert.equal(r.statusCode, 200, 'the right password from A works for an account A has not failed on');
    assert.ok(ctx.sleeps.length > sleeps + 2, '…after a delay, as A is a failing source');
  });

  test('20 addresses × 1 wrong guess, then the owner from an address it logged in from before waits for nothing; a new address still waits (issue 34 §6)', async () => {
    const { phone } = await registerUser(ctx);
    const home = newIp();
    const login = (ip: string, password: string) =>
      call(ctx, { method: 'POST', url: '/api/login', remoteAddress: ip, payload: { username: phone, password } });
    assert.equal((await login(home, PASSWORD)).statusCode, 200, 'the owner logs in from home once');
    // an IPv6 line is known by its /64: the phone takes a fresh address from it for each connection
    assert.equal((await login('2001:db8:60:1::a', PASSWORD)).statusCode, 200);
    for (let i = 0; i < 20; i++) assert.equal((await login(newIp(), 'Wrong1234')).statusCode, 400);
    const before = ctx.sleeps.length;
    assert.equal((await login(home, PASSWORD)).statusCode, 200);
    assert.equal((await login('2001:db8:60:1::b', PASSWORD)).statusCode, 200);
    assert.deepEqual(ctx.sleeps.slice(before), [], 'no delay for the owner from a known address');
    // a stranger's next guess, and even the right password from a new address, pays the full step-up
    assert.equal((await login(newIp(), 'Wrong1234')).statusCode, 400);
    assert.equal((await login('2001:db8:60:2::b', PASSWORD)).statusCode, 200);
    assert.deepEqual(ctx.sleeps.slice(before), [8000, 8000], 'unknown addresses still wait 8 s');
    // a successful login from the new address makes it known too
    const next = ctx.sleeps.length;
    assert.equal((await login('2001:db8:60:2::c', PASSWORD)).statusCode, 200);
    assert.deepEqual(ctx.sleeps.slice(next), []);
  });

  test('an account remembers at most 10 sources, the most recent', async () => {
    const { phone, token } = await registerUser(ctx);
    const me = (await profile(token)).json().data.id as number;
    for (let i = 0; i < 12; i++) {
      const r = await call(ctx, {
        method: 'POST',
        url: '/api/login',
        remoteAddress: newIp(),
        payload: { username: phone, password: PASSWORD },
      });
      assert.equal(r.statusCode, 200);
      ctx.clock.advance(1000);
    }
    const r = await ctx.db.db.execute(`select count(*)::int as n from login_sources where user_id = ${me}` as never);
    assert.equal(Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n), 10);
  });

  test('an unknown user name locks the same way as a real one (no hint which accounts exist)', async () => {
    const ip = newIp();
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await call(ctx, {
        method: 'POST',
        url: '/api/login',
        remoteAddress: ip,
        payload: { username: 'nobody_at_all', password: 'Wrong1234' },
      });
      answers.push(r.statusCode);
    }
    assert.deepEqual(answers, [400, 400, 400, 400, 429]);
  });

  test('password login is limited to 10 per minute per IP', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) {
      const r = await call(ctx, {
        method: 'POST',
        url: '/api/login',
        remoteAddress: ip,
        payload: { username: `ghost_${i}`, password: 'x' },
      });
      assert.equal(r.statusCode, 400);
    }
    const r = await call(ctx, {
      method: 'POST',
      url: '/api/login',
      remoteAddress: ip,
      payload: { username: 'ghost', password: 'x' },
    });
    assert.equal(r.statusCode, 429);
    assert.match(r.json().msg, /^操作过于频繁，请于 \d+ 秒后再试$/);
    assert.ok(Number(r.headers['retry-after']) >= 1);
  });
});

describe('sms codes', () => {
  test('send answers only a key, never the code; bad input is 400 and sends nothing', async () => {
    const phone = newPhone();
    const before = ctx.sms.sent.length;
    const r = await call(ctx, {
      method: 'GET',
      url: `/api/sms/sendYzm?phone=${phone}&type=register`,
      remoteAddress: newIp(),
    });
    assert.equal(r.statusCode, 200);
    const code = ctx.sms.last(phone)!;
    assert.match(code, /^\d{6}$/);
    assert.ok(!r.body.includes(code));
    assert.deepEqual(Object.keys(r.json().data), ['yzmRankey']);
    for (const q of [
      'phone=12345&type=register',
      `phone=${newPhone()}&type=bogus`,
      `type=register`,
      `phone=${newPhone()}`,
    ]) {
      const b = await call(ctx, { method: 'GET', url: `/api/sms/sendYzm?${q}`, remoteAddress: newIp() });
      assert.equal(b.statusCode, 400, q);
    }
    assert.equal(ctx.sms.sent.length, before + 1);
  });

  test('register for a taken phone and mima for an unknown phone: the usual answer, but no SMS goes out', async () => {
    const { phone } = await registerUser(ctx);
    ctx.clock.advance(61_000);
    const before = ctx.sms.sent.length;
    const r = await call(ctx, {
      method: 'GET',
      url: `/api/sms/sendYzm?phone=${phone}&type=register`,
      remoteAddress: newIp(),
    });
    assert.equal(r.statusCode, 200);
    assert.equal(r.json().msg, '验证码已发送');
    const m = await call(ctx, {
      method: 'GET',
      url: `/api/sms/sendYzm?phone=${newPhone()}&type=mima`,
      remoteAddress: newIp(),
    });
    assert.equal(m.statusCode, 200);
    assert.equal(ctx.sms.sent.length, before, 'nothing sent');
  });

  test('one send per phone and type per 60 s; 10 per phone per day; 20 per IP per hour', async () => {
    const phone = newPhone();
    const send = (type: string, ip = newIp(), p = phone) =>
      call(ctx, { method: 'GET', url: `/api/sms/sendYzm?phone=${p}&type=${type}`, remoteAddress: ip });
    assert.equal((await send('phoneLogin')).statusCode, 200);
    const again = await send('phoneLogin');
    assert.equal(again.statusCode, 429);
    assert.ok(Number(again.headers['retry-after']) <= 60);
    assert.equal((await send('register')).statusCode, 200, 'another type is a separate window');
    for (let i = 0; i < 8; i++) {
      ctx.clock.advance(61_000);
      assert.equal((await send('phoneLogin')).statusCode, 200, `send ${i}`);
    }
    ctx.clock.advance(61_000);
    assert.equal((await send('phoneLogin')).statusCode, 429, '11th send of the day');
    const ip = newIp();
    for (let i = 0; i < 20; i++) assert.equal((await send('phoneLogin', ip, newPhone())).statusCode, 200);
    assert.equal((await send('phoneLogin', ip, newPhone())).statusCode, 429);
  });

  test('codes expire after 5 minutes, are single use, and die after 5 wrong tries', async () => {
    const phone = newPhone();
    const login = (s: { yzmRankey: string }, dxyzm: string) =>
      call(ctx, {
        method: 'POST',
        url: '/api/h5/login',
        remoteAddress: newIp(),
        payload: { phone, dxyzm, yzmRankey: s.yzmRankey, agreed: true },
      });

    const s1 = await smsCode(ctx, phone, 'phoneLogin');
    ctx.clock.advance(5 * 60_000 + 1);
    assert.equal((await login(s1, s1.code)).json().msg, '短信验证码已失效，请重新获取');

    ctx.clock.advance(61_000);
    const s2 = await smsCode(ctx, phone, 'phoneLogin');
    const wrongCode = s2.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) assert.equal((await login(s2, wrongCode)).json().msg, '短信验证码错误');
    assert.equal((await login(s2, wrongCode)).json().msg, '验证码错误次数过多，请重新获取');
    assert.equal((await login(s2, s2.code)).statusCode, 400, 'the right code no longer works after 5 wrong tries');

    ctx.clock.advance(61_000);
    const s3 = await smsCode(ctx, phone, 'phoneLogin');
    const first = await login(s3, s3.code);
    assert.equal(first.statusCode, 200);
    assert.equal(first.json().data.isNew, true);
    assert.equal((await login(s3, s3.code)).statusCode, 400, 'reuse is refused');
  });

  test('a code of one type or phone cannot be used for another', async () => {
    const phone = newPhone();
    const s = await smsCode(ctx, phone, 'register');
    const r = await call(ctx, {
      method: 'POST',
      url: '/api/h5/login',
      remoteAddress: newIp(),
      payload: { phone, dxyzm: s.code, yzmRankey: s.yzmRankey, agreed: true },
    });
    assert.equal(r.statusCode, 400);
  });
});

describe('h5 (SMS) login', () => {
  test('unknown phone without agreement → 400 and nothing stored; the code stays usable', async () => {
    const phone = newPhone();
    const n = await countUsers();
    const s = await smsCode(ctx, phone, 'phoneLogin');
    const r = await call(ctx, {
      method: 'POST',
      url: '/api/h5/login',
      remoteAddress: newIp(),
      payload: { phone, dxyzm: s.code, yzmRankey: s.yzmRankey },
    });
    assert.equal(r.statusCode, 400);
    assert.equal(r.json().msg, '请先阅读并同意用户协议和隐私政策');
    assert.equal(await countUsers(), n);
    const ok = await call(ctx, {
      method: 'POST',
      url: '/api/h5/login',
      remoteAddress: newIp(),
      payload: { phone, dxyzm: s.code, yzmRankey: s.yzmRankey, agreed: true },
    });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().data.isNew, true);
    assert.equal(await countUsers(), n + 1);
    const p = (await profile(ok.json().data.token)).json().data;
    assert.equal(p.phone, `${phone.slice(0, 3)}****${phone.slice(-4)}`);
  });

  test('bad input → 400', async () => {
    for (const payload of [
      { phone: '123', dxyzm: '123456', yzmRankey: 'k' },
      { phone: newPhone(), dxyzm: '12', yzmRankey: 'k' },
      { phone: newPhone(), dxyzm: '123456' },
    ]) {
      const r = await call(ctx, { method: 'POST', url: '/api/h5/login', remoteAddress: newIp(), payload });
      assert.equal(r.statusCode, 400);
    }
  });
});

describe('register', () => {
  test('success returns a token; a second registration of the phone (with a code sent before the first) → 409', async () => {
    const phone = newPhone();
    const early = await smsCode(ctx, phone, 'register');
    ctx.clock.advance(61_000);
    const { token } = await registerUser(ctx, phone);
    assert.equal((await profile(token)).statusCode, 200);
    const r = await call(ctx, {
      method: 'POST',
      url: '/api/register',
      remoteAddress: newIp(),
      payload: { phone, dxyzm: early.code, yzmRankey: early.yzmRankey, password: PASSWORD, agreed: true },
    });
    assert.equal(r.statusCode, 409);
    assert.equal(r.json().msg, '该手机号已注册');
  });

  test('bad input → 400 and no user stored', async () => {
    const phone = newPhone();
    const s = await smsCode(ctx, phone, 'register');
    const n = await countUsers();
    const base = { phone, dxyzm: s.code, yzmRankey: s.yzmRankey, password: PASSWORD, agreed: true };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, password: 'short1' }, /password/],
      [{ ...base, password: 'onlyletters' }, /字母和数字/],
      [{ ...base, password: '1234567890' }, /字母和数字/],
      [{ ...base, password: 'a1'.repeat(11) }, /password/],
      [{ ...base, agreed: false }, /同意用户协议/],
      [{ ...base, phone: '2345' }, /phone/],
      [{ ...base, dxyzm: 'abcdef' }, /dxyzm/],
    ];
    for (const [payload, msg] of cases) {
      const r = await call(ctx, { method: 'POST', url: '/api/register', remoteAddress: newIp(), payload });
      assert.equal(r.statusCode, 400, JSON.stringify(payload));
      assert.match(r.json().msg, msg);
    }
    assert.equal(await countUsers(), n);
    const ok = await call(ctx, { method: 'POST', url: '/api/register', remoteAddress: newIp(), payload: base });
    assert.equal(ok.statusCode, 200, 'the code was not consumed by the rejected attempts');
  });

  test('register is limited to 5 per hour per IP', async () => {
    const ip = newIp();
    let last;
    for (let i = 0; i < 6; i++) {
      last = await call(ctx, {
        method: 'POST',
        url: '/api/register',
        remoteAddress: ip,
        payload: { phone: newPhone(), dxyzm: '123456', yzmRankey: 'nokey', password: PASSWORD, agreed: true },
      });
      if (i < 5) assert.equal(last.statusCode, 400);
    }
    assert.equal(last!.statusCode, 429);
  });
});

describe('sessions', () => {
  test('logout revokes the token', async () => {
    const { token } = await registerUser(ctx);
    assert.equal((await call(ctx, { method: 'POST', url: '/api/logout', headers: auth(token) })).statusCode, 200);
    assert.equal((await profile(token)).statusCode, 401);
  });

  test('a token expires after 7 days without use and is renewed by use', async () => {
    const { token: idle } = await registerUser(ctx);
    const { token: busy } = await registerUser(ctx);
    for (let day = 0; day < 8; day++) {
      ctx.clock.advance(24 * 3600_000);
      assert.equal((await profile(busy)).statusCode, 200, `day ${day}`);
    }
    const r = await profile(idle);
    assert.equal(r.statusCode, 401);
    assert.equal(r.json().code, 401);
  });

  test('a session used every day still ends 30 days after its login (SESSION_MAX_DAYS); a new login works', async () => {
    const { token, phone } = await registerUser(ctx);
    // a session renewed before the absolute end existed may carry a later expiry: the login time still decides
    const { token: legacy } = await registerUser(ctx);
    await ctx.db.db.execute(
      `update sessions set expires_at = now() + interval '10 years' where token_hash = '${createHash('sha256').update(legacy).digest('hex')}'` as never,
    );
    for (let day = 1; day < 30; day++) {
      ctx.clock.advance(24 * 3600_000);
      assert.equal((await profile(token)).statusCode, 200, `day ${day}`);
    }
    ctx.clock.advance(24 * 3600_000);
    const r = await profile(token);
    assert.equal(r.statusCode, 401, 'day 30: past the absolute end');
    assert.equal(r.json().code, 401);
    assert.equal((await profile(legacy)).statusCode, 401, 'an old far-off expiry does not outlive the absolute end');
    const again = await call(ctx, {
      method: 'POST',
      url: '/api/login',
      remoteAddress: newIp(),
      payload: { username: phone, password: PASSWORD },
    });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal((await profile(again.json().data.token)).statusCode, 200);
  });

  test('SESSION_MAX_DAYS sets the absolute end and refuses nonsense', () => {
    assert.equal(testConfig().sessionMaxDays, 30);
    assert.equal(testConfig({ SESSION_MAX_DAYS: '14' }).sessionMaxDays, 14);
    assert.throws(() => testConfig({ SESSION_MAX_DAYS: '0' }), /SESSION_MAX_DAYS/);
  });

  test('changing the password by SMS keeps this session and revokes the others', async () => {
    const { token: a, phone } = await registerUser(ctx);
    const b = (
      await call(ctx, {
        method: 'POST',
        url: '/api/login',
        remoteAddress: newIp(),
        payload: { username: phone, password: PASSWORD },
      })
    ).json().data.token;
    const s = await smsCode(ctx, phone, 'mima');
    const newPw = 'Changed999x';
    const bad = await call(ctx, {
      method: 'POST',
      url: '/api/h5/SmsforPwd',
      headers: auth(a),
      payload: { phonenumber: newPhone(), dxyzm: s.code, yzmRankey: s.yzmRankey, password: newPw },
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().msg, '手机号与当前账号不符');
    const noAuth = await call(ctx, {
      method: 'POST',
      url: '/api/h5/SmsforPwd',
      payload: { phonenumber: phone, dxyzm: s.code, yzmRankey: s.yzmRankey, password: newPw },
    });
    assert.equal(noAuth.statusCode, 401);
    const ok = await call(ctx, {
      method: 'POST',
      url: '/api/h5/SmsforPwd',
      headers: auth(a),
      payload: { phonenumber: phone, dxyzm: s.code, yzmRankey: s.yzmRankey, password: newPw },
    });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal((await profile(a)).statusCode, 200);
    assert.equal((await profile(b)).statusCode, 401);
    const oldPw = await call(ctx, {
      method: 'POST',
      url: '/api/login',
      remoteAddress: newIp(),
      payload: { username: phone, password: PASSWORD },
    });
    assert.equal(oldPw.statusCode, 400);
    const newLogin = await call(ctx, {
      method: 'POST',
      url: '/api/login',
      remoteAddress: newIp(),
      payload: { username: phone, password: newPw },
    });
    assert.equal(newLogin.statusCode, 200);
  });
});

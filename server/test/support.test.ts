import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { seedDemoSupport } from '../src/modules/support/seed.js';
import { beijingMinutes, guessKind, parseWorkHours, withinWorkHours } from '../src/modules/support/validate.js';
import { auth, newIp, setup, type TestCtx } from './helpers.js';
import { newUser, q, seedGames, uploadShot, type Game, type Seller } from './selling-helpers.js';

let ctx: TestCtx;
let operator: Seller;
let wzry: Game;
before(async () => {
  ctx = await setup({ env: { RATE_REPORT_USER: '3' } });
  ({ wzry } = await seedGames(ctx));
  await seedDemoSupport(ctx.db.db, ctx.clock);
  await seedDemoSupport(ctx.db.db, ctx.clock); // idempotent
  operator = await newUser(ctx, { verified: false, roles: ['user', 'operator'] });
});
after(async () => {
  await ctx.close();
});

const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
  ip?: string,
) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: ip ?? newIp(),
    headers: { ...(token ? auth(token) : {}), 'content-type': 'application/json' },
    ...(method !== 'GET' ? { payload: payload === undefined ? '' : JSON.stringify(payload) } : {}),
  });
const get = async (url: string, ip?: string) => {
  const r = await call(null, 'GET', url, undefined, ip);
  assert.equal(r.statusCode, 200, r.body);
  return r.json().data;
};
interface Staff {
  id: number;
  name: string;
  qq: string | null;
  wechat: string | null;
  type: number;
  typeName: string;
  onDuty: boolean;
  workHours: string;
  games: string[];
}
const staffNamed = async (name: string) =>
  ((await get('/api/V2/H5/allQQlist')) as Staff[]).find((s) => s.name === name)!;

describe('official contacts', () => {
  test("allQQlist: all enabled staff by type, the contract's fields, never the phone", async () => {
    const all = (await get('/api/V2/H5/allQQlist')) as Staff[];
    assert.equal(all.length, 8);
    assert.deepEqual([...new Set(all.map((s) => s.type))], [1, 2, 3, 4, 5]);
    assert.deepEqual(
      all.map((s) => s.type),
      [...all.map((s) => s.type)].sort(),
    );
    assert.deepEqual(Object.keys(all[0]!).sort(), [
      'games',
      'id',
      'name',
      'onDuty',
      'qq',
      'qrCode',
      'type',
      'typeName',
      'wechat',
      'workHours',
    ]);
    assert.deepEqual(Object.fromEntries(all.map((s) => [s.type, s.typeName])), {
      1: '业务',
      2: '客服',
      3: '寄售',
      4: '包赔',
      5: '找回',
    });
    const byType = (await get('/api/V2/H5/account?type=3')) as Staff[];
    assert.deepEqual(
      byType.map((s) => s.name),
      ['大壮', '可乐'],
    );
    assert.equal((await call(null, 'GET', '/api/V2/H5/account?type=9')).statusCode, 400);
  });

  test("onDuty follows the working hours in Beijing time, including shifts past midnight, and the operator's offline switch", async () => {
    ctx.clock.set(new Date('2026-03-01T02:00:00Z')); // 10:00 in Beijing
    assert.equal((await staffNamed('小鱼')).onDuty, true, '09:00-23:00 at 10:00');
    assert.equal((await staffNamed('阿杰')).onDuty, false, '13:00-02:00 at 10:00');
    assert.equal((await staffNamed('木木')).onDuty, false, 'set offline by an operator, inside 10:00-19:00');
    ctx.clock.set(new Date('2026-03-01T17:30:00Z')); // 01:30 in Beijing
    assert.equal((await staffNamed('小鱼')).onDuty, false);
    assert.equal((await staffNamed('阿杰')).onDuty, true);
    ctx.clock.set(new Date('2026-03-01T15:00:00Z')); // 23:00 in Beijing: the end is exclusive
    assert.equal((await staffNamed('小鱼')).onDuty, false);

    ctx.clock.set(new Date('2026-03-01T02:00:00Z'));
    const xy = await staffNamed('小鱼');
    const off = await call(operator.token, 'POST', `/api/admin/staff/${xy.id}/offline`, { offline: true });
    assert.equal(off.statusCode, 200, off.body);
    assert.equal((await staffNamed('小鱼')).onDuty, false, 'offline overrides the hours');
    await call(operator.token, 'POST', `/api/admin/staff/${xy.id}/offline`, { offline: false });
    assert.equal((await staffNamed('小鱼')).onDuty, true);
    const audit = await q<{ action: string }>(
      ctx,
      sql`select action from audit_log where target_type = 'staff' and target_id = ${xy.id} order by id`,
    );
    assert.deepEqual(
      audit.map((a) => a.action),
      ['staff.offline', 'staff.online'],
    );
  });

  test('work hours parsing and Beijing time', () => {
    assert.deepEqual(parseWorkHours('09:00-23:00'), { start: 540, end: 1380 });
    assert.deepEqual(parseWorkHours('00:00-24:00'), { start: 0, end: 1440 });
    for (const bad of ['9:00-23:00', '09:00-09:00', '25:00-26:00', '09:60-10:00', '24:30-01:00', '09:00~23:00'])
      assert.equal(parseWorkHours(bad), null, bad);
    assert.equal(beijingMinutes(new Date('2026-03-01T16:00:00Z')), 0);
    assert.equal(withinWorkHours('00:00-24:00', new Date('2026-03-01T15:59:00Z')), true);
    assert.equal(withinWorkHours('21:00-02:00', new Date('2026-03-01T13:00:00Z')), true);
    assert.equal(withinWorkHours('21:00-02:00', new Date('2026-03-01T18:00:00Z')), false);
    assert.equal(withinWorkHours('garbage', new Date()), false);
  });

  test("qqGroup: a game's groups and the general ones, open groups first; all without a game", async () => {
    const all = (await get('/api/V2/H5/qqGroup')) as {
      name: string;
      full: boolean;
      gameId: number | null;
      gameName: string | null;
    }[];
    assert.equal(all.length, 9);
    const ofWzry = (await get(`/api/V2/H5/qqGroup?gameId=${wzry.id}`)) as typeof all;
    assert.deepEqual(
      ofWzry.map((g) => g.name),
      ['号市防骗互助群', '王者荣耀交易2群', '号市官方交流群', '王者荣耀交易1群'],
    );
    assert.deepEqual(
      ofWzry.map((g) => g.full),
      [false, false, true, true],
    );
    assert.equal(ofWzry.find((g) => g.name === '王者荣耀交易1群')!.gameName, '王者荣耀');
    assert.equal(ofWzry.find((g) => g.name === '号市官方交流群')!.gameName, null);
  });

  test('social accounts with platform names', async () => {
    const list = (await get('/api/web/social/list')) as { platform: string; platformName: string; account: string }[];
    assert.deepEqual(
      list.map((s) => [s.platform, s.platformName]),
      [
        ['wechat_mp', '微信公众号'],
        ['weibo', '微博'],
        ['douyin', '抖音'],
        ['bilibili', '哔哩哔哩'],
        ['xiaohongshu', '小红书'],
      ],
    );
  });
});

describe('checkAccount', () => {
  const check = async (account: string) =>
    (await get(`/api/V2/H5/checkAccount?account=${encodeURIComponent(account)}`)) as {
      account: string;
      official: boolean;
      kind: string;
      matched: { as: string; name: string; typeName: string } | null;
      blacklisted: boolean;
    };

  test('staff QQ, WeChat (any case), phone; group QQ; social account → official with what it is', async () => {
    assert.deepEqual(await check(' 9185726409 '), {
      account: '9185726409',
      official: true,
      kind: 'qq',
      matched: { as: 'staff', name: '小鱼', typeName: '客服' },
      blacklisted: false,
    });
    // the demo staff have no WeChat id (none is safe to invent, see the seed): an operator adds one
    const staff = (await call(operator.token, 'GET', '/api/admin/staff/list')).json().data as Staff[];
    const aj = staff.find((s) => s.name === '阿杰')!;
    assert.equal(aj.wechat, null);
    const put = await call(operator.token, 'PUT', `/api/admin/staff/${aj.id}`, {
      name: aj.name,
      type: aj.type,
      qq: aj.qq,
      wechat: 'haoshi_kf02',
      workHours: aj.workHours,
      games: aj.games,
      enabled: true,
    });
    assert.equal(put.statusCode, 200, put.body);
    assert.deepEqual((await check('HaoShi_KF02')).matched, { as: 'staff', name: '阿杰', typeName: '客服' });
    assert.equal((await check('haoshi_kf02')).kind, 'wechat');
    const phone = await check('15400138000');
    assert.deepEqual(
      [phone.official, phone.kind, phone.matched?.name, phone.matched?.typeName],
      [true, 'phone', '老周', '找回'],
    );
    assert.deepEqual((await check('9738215946')).matched, {
      as: 'group',
      name: '王者荣耀交易1群',
      typeName: '官方QQ群',
    });
    assert.deepEqual((await check('haoshi_official')).matched, {
      as: 'social',
      name: '号市HaoShi',
      typeName: '微信公众号',
    });
  });

  test('unknown, prefixes and substrings are not official; a blacklisted account says so', async () => {
    const unknown = await check('1234567890');
    assert.deepEqual(unknown, {
      account: '1234567890',
      official: false,
      kind: 'qq',
      matched: null,
      blacklisted: false,
    });
    for (const partial of ['91857', '918572640', '91857264091', 'haoshi_kf', 'kf01'])
      assert.equal((await check(partial)).official, false, partial);
    const scam = await check('HS_KEFU_VIP888');
    assert.deepEqual([scam.official, scam.blacklisted, scam.kind], [false, true, 'wechat']);
    assert.equal((await check('星铁代练-阿峰')).kind, 'unknown');
  });

  test('a disabled staff member is no longer vouched for', async () => {
    const staff = (await call(operator.token, 'GET', '/api/admin/staff/list')).json().data as (Staff & {
      phone: string | null;
      enabled: boolean;
    })[];
    const am = staff.find((s) => s.name === '安安')!;
    const r = await call(operator.token, 'PUT', `/api/admin/staff/${am.id}`, {
      name: am.name,
      type: am.type,
      qq: am.qq,
      wechat: am.wechat,
      workHours: am.workHours,
      games: am.games,
      enabled: false,
    });
    assert.equal(r.statusCode, 200, r.body);
    assert.equal((await check(am.qq!)).official, false);
    assert.ok(!((await get('/api/V2/H5/allQQlist')) as Staff[]).some((s) => s.name === '安安'));
    await call(operator.token, 'PUT', `/api/admin/staff/${am.id}`, {
      name: am.name,
      type: am.type,
      qq: am.qq,
      wechat: am.wechat,
      workHours: am.workHours,
      games: am.games,
      enabled: true,
    });
    assert.equal((await check(am.qq!)).official, true);
  });

  test('3–50 characters, else 400; 30 checks a minute per IP, then 429 until the window ends', async () => {
    for (const bad of ['ab', '  a ', 'x'.repeat(51)]) {
      const r = await call(null, 'GET', `/api/V2/H5/checkAccount?account=${encodeURIComponent(bad)}`);
      assert.equal(r.statusCode, 400, bad);
      assert.match(r.json().msg, /3-50位/);
    }
    const ip = newIp();
    for (let i = 0; i < 30; i++)
      assert.equal(
        (await call(null, 'GET', `/api/V2/H5/checkAccount?account=1000${i}000`, undefined, ip)).statusCode,
        200,
      );
    const r = await call(null, 'GET', '/api/V2/H5/checkAccount?account=9185726409', undefined, ip);
    assert.equal(r.statusCode, 429);
    assert.ok(Number(r.headers['retry-after']) > 0);
    assert.equal(
      (await call(null, 'GET', '/api/V2/H5/checkAccount?account=9185726409', undefined, newIp())).statusCode,
      200,
      'another IP is not affected',
    );
    ctx.clock.advance(61_000);
    assert.equal(
      (await call(null, 'GET', '/api/V2/H5/checkAccount?account=9185726409', undefined, ip)).statusCode,
      200,
    );
  });
});

describe('blacklist and reports', () => {
  interface Entry {
    id: number;
    account: string;
    kind: string;
    gameName: string | null;
    reason: string;
    createdAt: string;
  }
  const search = async (query = '') => (await get(`/api/black/blackList${query}`)) as { rows: Entry[]; total: number };

  test('without a keyword: the newest entries; with one: exact or substring, any case; short keyword → 400', async () => {
    const all = await search('?pageSize=50');
    assert.equal(all.total, 12);
    const times = all.rows.map((r) => r.createdAt);
    assert.deepEqual(times, [...times].sort().reverse());
    assert.equal(all.rows[0]!.account, '9736481059');
    assert.equal(all.rows[0]!.gameName, '王者荣耀');
    const exact = await search('?keyword=9736481059');
    assert.deepEqual(
      exact.rows.map((r) => r.account),
      ['9736481059'],
    );
    const sub = await search('?keyword=KEFU');
    assert.deepEqual(sub.rows.map((r) => r.account).sort(), ['hs_kefu_vip888']);
    assert.equal((await search('?keyword=%25%25%25')).total, 0, 'LIKE wildcards are literal');
    const short = await call(null, 'GET', '/api/black/blackList?keyword=ab');
    assert.equal(short.statusCode, 400);
    assert.match(short.json().msg, /至少3个字符/);
  });

  test('report → operator accepts → the account is on the blacklist and the reporter is told; a second decision → 409', async () => {
    const reporter = await newUser(ctx, { verified: false });
    const shot = await uploadShot(ctx, reporter.token);
    const body = {
      account: 'Fake_KeFu_2026',
      kind: 'wechat',
      gameId: wzry.id,
      reason: '冒充客服索要“解冻费”，聊天截图见附件。',
      images: [shot.url],
    };
    assert.equal((await call(null, 'POST', '/api/black/report', body)).statusCode, 401);
    const r = await call(reporter.token, 'POST', '/api/black/report', body);
    assert.equal(r.statusCode, 200, r.body);
    const id = r.json().data.id as number;
    assert.equal((await search('?keyword=fake_kefu')).total, 0, 'not listed before review');

    const queue = (await call(operator.token, 'GET', '/api/admin/report/list?status=0')).json().data;
    const item = queue.rows.find((x: { id: number }) => x.id === id);
    assert.deepEqual(
      [item.account, item.gameName, item.images, item.reporterId],
      ['Fake_KeFu_2026', '王者荣耀', [shot.url], reporter.id],
    );

    const acc = await call(operator.token, 'POST', `/api/admin/report/${id}/accept`);
    assert.equal(acc.statusCode, 200, acc.body);
    const found = await search('?keyword=fake_kefu_2026');
    assert.deepEqual(
      found.rows.map((x) => [x.account, x.kind, x.gameName, x.reason]),
      [['Fake_KeFu_2026', 'wechat', '王者荣耀', body.reason]],
    );
    assert.equal(found.rows[0]!.id, acc.json().data.blacklistId);
    const msgs = await q<{ send_type: number; ref_type: string; ref_id: number }>(
      ctx,
      sql`select * from messages where user_id = ${reporter.id}`,
    );
    assert.deepEqual(
      msgs.map((m) => [m.send_type, m.ref_type, m.ref_id]),
      [[12, 'report', id]],
    );
    const audit = await q<{ action: string }>(
      ctx,
      sql`select action from audit_log where target_type = 'report' and target_id = ${id}`,
    );
    assert.deepEqual(
      audit.map((a) => a.action),
      ['report.accept'],
    );
    assert.equal((await call(operator.token, 'POST', `/api/admin/report/${id}/accept`)).statusCode, 409);
    assert.equal(
      (await call(operator.token, 'POST', `/api/admin/report/${id}/dismiss`, { note: '重复处理' })).statusCode,
      409,
    );
    // checkAccount now warns about it
    assert.equal((await get('/api/V2/H5/checkAccount?account=fake_kefu_2026')).blacklisted, true);

    // a second report of a listed account links to the existing entry instead of listing it twice
    const r2 = await call(reporter.token, 'POST', '/api/black/report', { ...body, images: [] });
    const acc2 = await call(operator.token, 'POST', `/api/admin/report/${r2.json().data.id}/accept`, {
      reason: '多名用户举报冒充客服。',
    });
    assert.equal(acc2.json().data.blacklistId, acc.json().data.blacklistId);
    assert.equal((await search('?keyword=fake_kefu')).total, 1);
  });

  test("dismiss: the reporter gets the operator's note; nothing is listed", async () => {
    const reporter = await newUser(ctx, { verified: false });
    const id = (
      await call(reporter.token, 'POST', '/api/black/report', {
        account: '2233445566',
        kind: 'qq',
        reason: '感觉这个人像骗子。',
      })
    ).json().data.id;
    assert.equal((await call(operator.token, 'POST', `/api/admin/report/${id}/dismiss`, { note: '' })).statusCode, 400);
    assert.equal(
      (await call(operator.token, 'POST', `/api/admin/report/${id}/dismiss`, { note: '证据不足' })).statusCode,
      200,
    );
    assert.equal((await search('?keyword=2233445566')).total, 0);
    const msgs = await q<{ content: string }>(ctx, sql`select content from messages where user_id = ${reporter.id}`);
    assert.match(msgs[0]!.content, /证据不足/);
  });

  test('report: bad input → 400 and nothing stored; rate-limited per user', async () => {
    const u = await newUser(ctx, { verified: false });
    const other = await newUser(ctx, { verified: false });
    const foreign = await uploadShot(ctx, other.token);
    const ok = { account: '9988776655', kind: 'qq', reason: '收款后拉黑，骗走 500 元。' };
    for (const [body, msg] of [
      [{ ...ok, account: 'ab' }, /3-64/],
      [{ ...ok, kind: 'email' }, /kind/],
      [{ ...ok, reason: '骗子' }, /5-500/],
      [{ ...ok, gameId: 999999 }, /游戏不存在/],
      [{ ...ok, images: [foreign.url] }, /本人上传/],
    ] as [Record<string, unknown>, RegExp][]) {
      const r = await call(u.token, 'POST', '/api/black/report', body);
      assert.equal(r.statusCode, 400, JSON.stringify(body));
      assert.match(r.json().msg, msg);
    }
    const n = async () =>
      (await q<{ n: number }>(ctx, sql`select count(*)::int as n from scam_reports where reporter_id = ${u.id}`))[0]!.n;
    assert.equal(await n(), 0);
    for (let i = 0; i < 3; i++) assert.equal((await call(u.token, 'POST', '/api/black/report', ok)).statusCode, 200);
    assert.equal((await call(u.token, 'POST', '/api/black/report', ok)).statusCode, 429);
    assert.equal(await n(), 3);
  });
});

describe('merchant application', () => {
  const apply = {
    companyName: '杭州好号网络科技有限公司',
    contactName: '陈立',
    phone: '13700001234',
    qq: '20481357',
    games: ['王者荣耀', '原神'],
    intro: '专注王者荣耀、原神账号回收三年，日均回收 50 单以上。',
  };

  test('apply → one pending at a time → reject with reason → apply again → approve grants the role and messages the user', async () => {
    const u = await newUser(ctx, { verified: false });
    assert.equal((await call(u.token, 'GET', '/api/merchant/apply/mine')).json().data, null);
    const a1 = await call(u.token, 'POST', '/api/merchant/apply', apply);
    assert.equal(a1.statusCode, 200, a1.body);
    const dup = await call(u.token, 'POST', '/api/merchant/apply', apply);
    assert.equal(dup.statusCode, 409);
    assert.equal(dup.json().msg, '已有待审核的申请');
    const mine = (await call(u.token, 'GET', '/api/merchant/apply/mine')).json().data;
    assert.deepEqual([mine.id, mine.status, mine.reason], [a1.json().data.id, 0, null]);

    const rej = await call(operator.token, 'POST', `/api/admin/merchant/${a1.json().data.id}/reject`, {
      reason: '请补充营业执照',
    });
    assert.equal(rej.statusCode, 200, rej.body);
    const after = (await call(u.token, 'GET', '/api/merchant/apply/mine')).json().data;
    assert.deepEqual([after.status, after.reason], [2, '请补充营业执照']);

    ctx.clock.advance(1000);
    const a2 = await call(u.token, 'POST', '/api/merchant/apply', apply);
    assert.equal(a2.statusCode, 200);
    const list = (await call(operator.token, 'GET', '/api/admin/merchant/list?status=0&pageSize=50')).json().data;
    assert.ok(
      list.rows.some(
        (r: { id: number; contactName: string }) => r.id === a2.json().data.id && r.contactName === '陈立',
      ),
    );
    assert.equal(
      (await call(operator.token, 'POST', `/api/admin/merchant/${a2.json().data.id}/approve`)).statusCode,
      200,
    );
    assert.equal(
      (await call(operator.token, 'POST', `/api/admin/merchant/${a2.json().data.id}/approve`)).statusCode,
      409,
      'decided once',
    );

    const profile = (await call(u.token, 'GET', '/api/system/user/profile')).json().data;
    assert.deepEqual(profile.roles, ['user', 'merchant']);
    const again = await call(u.token, 'POST', '/api/merchant/apply', apply);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().msg, '您已是认证商户');
    const msgs = await q<{ send_type: number; title: string }>(
      ctx,
      sql`select send_type, title from messages where user_id = ${u.id} order by id`,
    );
    assert.deepEqual(
      msgs.map((m) => [m.send_type, m.title]),
      [
        [11, '商户申请未通过'],
        [11, '商户申请已通过'],
      ],
    );
    const audit = await q<{ action: string }>(
      ctx,
      sql`select action from audit_log where target_type = 'merchant_app' and actor_id = ${operator.id} order by id`,
    );
    assert.deepEqual(audit.map((a) => a.action).slice(-2), ['merchant.reject', 'merchant.approve']);
  });

  test('two applications at once: exactly one is stored', async () => {
    const u = await newUser(ctx, { verified: false });
    const rs = await Promise.all([
      call(u.token, 'POST', '/api/merchant/apply', apply),
      call(u.token, 'POST', '/api/merchant/apply', apply),
    ]);
    assert.deepEqual(rs.map((r) => r.statusCode).sort(), [200, 409]);
    const n = await q<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from merchant_applications where user_id = ${u.id}`,
    );
    assert.equal(n[0]!.n, 1);
  });

  test('bad input → 400 and nothing stored; logged out → 401', async () => {
    const u = await newUser(ctx, { verified: false });
    for (const [body, msg] of [
      [{ ...apply, phone: '12345' }, /11位手机号/],
      [{ ...apply, contactName: '陈' }, /2-20字/],
      [{ ...apply, games: [] }, /1-10个/],
      [{ ...apply, intro: '太短了' }, /10-500字/],
      [{ ...apply, qq: 'abc' }, /QQ号/],
      [{ ...apply, companyName: '公'.repeat(51) }, /50字/],
    ] as [Record<string, unknown>, RegExp][]) {
      const r = await call(u.token, 'POST', '/api/merchant/apply', body);
      assert.equal(r.statusCode, 400, JSON.stringify(body).slice(0, 60));
      assert.match(r.json().msg, msg);
    }
    assert.equal((await call(u.token, 'GET', '/api/merchant/apply/mine')).json().data, null);
    assert.equal((await call(null, 'POST', '/api/merchant/apply', apply)).statusCode, 401);
    assert.equal((await call(null, 'GET', '/api/merchant/apply/mine')).statusCode, 401);
  });
});

test('guessKind', () => {
  assert.equal(guessKind('13800138000'), 'phone');
  assert.equal(guessKind('12345'), 'qq');
  assert.equal(guessKind('wxid_abc123'), 'wechat');
  assert.equal(guessKind('01234'), 'unknown');
  assert.equal(guessKind('ab'), 'unknown');
});

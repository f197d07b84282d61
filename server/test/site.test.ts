import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app.js';
import { type App } from '../src/app-types.js';
import { MemoryKv, RedisKv } from '../src/modules/catalogue/cache.js';
import { seedNoticeContent } from '../src/modules/notice/seed.js';
import { CONTENT_PAGES } from '../src/modules/notice/seed-content.js';
import { singlePages } from '../src/modules/notice/pages-content.js';
import { SAMPLE_VALUES, SITE_IMAGE_KEYS, SITE_KEYS, nest, type SiteValues } from '../src/modules/site/fields.js';
import { seedSiteSettings } from '../src/modules/site/seed.js';
import { SITE_TTL_MS } from '../src/modules/site/service.js';
import { auth, setup, type TestCtx } from './helpers.js';
import { newUser, q, type Seller } from './selling-helpers.js';

/** What an operator types into the form: every field different from the sample. */
const EDITED: SiteValues = {
  company: '上海澄明数码科技有限公司',
  website: 'https://www.chengming.example',
  icp: '沪ICP备2026004417号-2',
  serviceHours: '工作日 10:00–22:00',
  'phone.service': '400-611-2088',
  'phone.business': '021-61234567',
  'email.service': 'help@chengming.example',
  'email.privacy': 'dpo@chengming.example',
  'email.hr': 'jobs@chengming.example',
  'email.business': 'partner@chengming.example',
  'address.office': '上海市徐汇区漕溪北路 88 号 16 层',
  'address.registered': '上海市徐汇区漕溪北路 88 号 1602 室',
};

/** Where each value must appear: the content types of the five pages (and the agreement). */
const SHOWN_ON: Record<string, (keyof SiteValues)[]> = {
  yinsizhengce: ['company', 'email.privacy', 'phone.service', 'serviceHours', 'address.office'],
  yonghuxieyi: ['company', 'email.service', 'phone.service', 'address.registered'],
  zhaomu: ['email.hr', 'address.office', 'company'],
  shhz: ['email.business', 'phone.business', 'address.office'],
  jieshao: ['company', 'icp', 'website', 'phone.service', 'email.service', 'serviceHours', 'address.office'],
};

let ctx: TestCtx;
let operator: Seller;
let admin: Seller;
let plain: Seller;
let merchant: Seller;

before(async () => {
  ctx = await setup();
  await seedNoticeContent(ctx.db.db, ctx.clock.now());
  // the agreement and the privacy policy are seeded by db/seed.ts; same content, same way
  await ctx.app.services.notice.addMissing(
    CONTENT_PAGES.map((p) => ({ ...p, category: 'page', createdAt: ctx.clock.now() })),
    'type',
  );
  await seedSiteSettings(ctx.db.db, ctx.clock.now());
  operator = await newUser(ctx, { verified: false, roles: ['user', 'operator'] });
  admin = await newUser(ctx, { verified: false, roles: ['user', 'admin'] });
  plain = await newUser(ctx, { verified: false });
  merchant = await newUser(ctx, { verified: false, roles: ['user', 'merchant'] });
});
after(async () => {
  await ctx.close();
});

const put = (token: string | null, body: unknown, app: App = ctx.app) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/site',
    headers: { ...(token ? auth(token) : {}), 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
const publicSettings = async (app: App = ctx.app) => {
  const r = await app.inject({ method: 'GET', url: '/api/site/settings' });
  assert.equal(r.statusCode, 200, r.body);
  return r.json().data;
};
const page = async (noticeType: string, app: App = ctx.app) => {
  const r = await app.inject({ method: 'GET', url: `/api/V2/H5/gonggaoDetails?noticeType=${noticeType}` });
  assert.equal(r.statusCode, 200, r.body);
  return r.json().data.noticeContent as string;
};
const rows = () =>
  q<{ key: string; value: string; sample: boolean; updated_by: number | null }>(
    ctx,
    sql`select key, value, sample, updated_by from site_settings order by key`,
  );
const auditRows = () =>
  q<{
    action: string;
    actor_id: number;
    target_type: string;
    before: Record<string, string>;
    after: Record<string, string>;
  }>(
    ctx,
    sql`select action, actor_id, target_type, before, after from audit_log where target_type = 'site' order by id`,
  );
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('reading', () => {
  test('the seed writes every key once, as sample data; a second run adds nothing', async () => {
    const r = await rows();
    assert.deepEqual(r.map((x) => x.key).sort(), [...SITE_KEYS].sort());
    assert.ok(r.every((x) => x.sample && x.updated_by === null));
    assert.equal(await seedSiteSettings(ctx.db.db, ctx.clock.now()), 0);
  });

  test('GET /api/site/settings: a visitor reads the nested values', async () => {
    assert.deepEqual(await publicSettings(), nest(SAMPLE_VALUES));
  });

  test('the content pages show the values instead of placeholders', async () => {
    for (const [type, keys] of Object.entries(SHOWN_ON)) {
      const html = await page(type);
      assert.doesNotMatch(html, /\{\{\s*site\./, `${type} still has a placeholder`);
      for (const k of keys) assert.ok(html.includes(escapeHtml(SAMPLE_VALUES[k])), `${type} shows ${k}`);
    }
    // e-mail links keep their mailto: target through the sanitiser
    assert.ok((await page('zhaomu')).includes(`href="mailto:${SAMPLE_VALUES['email.hr']}"`));
  });

  test('no seeded content names a contact itself: every address and number comes from the settings', () => {
    const seeded = [...CONTENT_PAGES, ...singlePages(new Date())].map((p) => p.content).join('\n');
    assert.doesNotMatch(seeded, /[\w.]+@[\w-]+\.\w+/, 'an e-mail address written into content');
    assert.doesNotMatch(seeded, /ICP备|400-\d|0\d{2,3}-\d{7,8}/, 'a number written into content');
    for (const v of Object.values(SAMPLE_VALUES)) assert.ok(!seeded.includes(v), `content states "${v}" itself`);
  });

  test('the operator form: values, every key marked sample, field descriptions, no last save', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/admin/site', headers: auth(operator.token) });
    assert.equal(r.statusCode, 200, r.body);
    const d = r.json().data;
    assert.deepEqual(d.values, nest(SAMPLE_VALUES));
    assert.deepEqual([...d.samples].sort(), [...SITE_KEYS].sort());
    assert.equal(d.updateTime, null);
    assert.equal(d.updatedBy, null);
    // the optional mini-program codes come last (site-codes.test.ts)
    assert.deepEqual(
      d.fields.map((f: { key: string }) => f.key),
      [...SITE_KEYS, ...SITE_IMAGE_KEYS],
    );
    assert.ok(d.fields.every((f: { label: string; hint: string }) => f.label && f.hint));
  });
});

describe('who may edit', () => {
  test('a visitor gets 401, a user or a merchant 403, on reading and on saving; nothing changes', async () => {
    const before = await rows();
    const audits = (await auditRows()).length;
    for (const [token, code] of [
      [null, 401],
      [plain.token, 403],
      [merchant.token, 403],
    ] as const) {
      const g = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/site',
        headers: token ? auth(token) : {},
      });
      assert.equal(g.statusCode, code, g.body);
      const p = await put(token, nest(EDITED));
      assert.equal(p.statusCode, code, p.body);
    }
    assert.deepEqual(await rows(), before);
    assert.equal((await auditRows()).length, audits);
    assert.deepEqual(await publicSettings(), nest(SAMPLE_VALUES));
  });
});

describe('validation: a bad value is refused with a message naming the field, and nothing is saved', () => {
  const bad: [keyof SiteValues, unknown, RegExp][] = [
    ['email.hr', 'hr.haoshi.example', /招聘邮箱格式不正确/],
    ['email.hr', 'hr@localhost', /招聘邮箱格式不正确/],
    ['email.privacy', 'a b@example.com', /个人信息保护邮箱格式不正确/],
    ['email.service', 'kefu@例子.中国', /客服邮箱格式不正确/],
    ['email.service', `${'a'.repeat(95)}@x.com`, /客服邮箱应为6-100个字符/],
    ['phone.service', '400-abc-1234', /客服电话格式不正确/],
    ['phone.business', '12345', /商务电话应为7-20个字符/],
    ['phone.business', '+86 571 8888', /商务电话格式不正确/],
    ['website', 'http://www.haoshi.example', /官方网址须为 https/],
    ['website', 'javascript:alert(1)//x.com', /官方网址须为 https/],
    ['website', 'https://user:pw@haoshi.example', /官方网址须为 https/],
    ['icp', '浙ICP备1234号-1', /ICP 备案号格式不正确/],
    ['icp', '浙ICP备123号', /ICP 备案号应为10-30个字符/],
    ['icp', 'ICP备12345678号', /ICP 备案号格式不正确/],
    ['company', '', /请填写运营主体/],
    ['company', '   ', /请填写运营主体/],
    ['company', { name: '号市' }, /参数错误|company/],
    ['company', '号'.repeat(61), /运营主体应为4-60个字符/],
    ['company', '号市<script>alert(1)</script>公司', /运营主体不能包含/],
    ['company', '号市{{site.icp}}科技有限公司', /运营主体不能包含/],
    ['company', '号市\u200b科技有限公司', /运营主体不能包含/],
    // refused before the settings' own check, for every field (issue 34 §10)
    ['company', '号市\u202e司公限有技科', /内容不能包含改变文字方向的隐藏字符/],
    ['address.office', '杭州市\n滨江区某路 1 号', /办公地址不能包含/],
    ['address.office', '杭州市\u2028滨江区某路 1 号', /办公地址不能包含/],
    ['address.registered', '杭州市\ue000滨江区某路', /注册地址不能包含/],
    ['serviceHours', '每天\t9 点到 24 点', /客服时间不能包含/],
  ];
  for (const [key, value, msg] of bad) {
    test(`${key} = ${JSON.stringify(value)}`, async () => {
      const before = await rows();
      const audits = (await auditRows()).length;
      const r = await put(operator.token, nest({ ...EDITED, [key]: value } as SiteValues));
      assert.equal(r.statusCode, 400, r.body);
      assert.match(r.json().msg, msg);
      assert.deepEqual(await rows(), before);
      assert.equal((await auditRows()).length, audits);
    });
  }

  test('NUL and other control bytes anywhere in the body: 400 before the service runs', async () => {
    const before = await rows();
    for (const v of ['号市\u0000科技有限公司', '号市\u0007科技有限公司', '号市\ud800科技有限公司']) {
      const r = await put(operator.token, nest({ ...EDITED, company: v }));
      assert.equal(r.statusCode, 400, r.body);
      assert.match(r.json().msg, /控制字符|无效字符/);
    }
    assert.deepEqual(await rows(), before);
  });

  test('a missing field, a missing group, malformed JSON, an empty body: 400, nothing saved', async () => {
    const before = await rows();
    const noHr = nest(EDITED) as Record<string, Record<string, string>>;
    delete noHr.email!.hr;
    const noPhones = nest(EDITED) as Record<string, unknown>;
    delete noPhones.phone;
    for (const body of [noHr, noPhones, '{"company":', '', '[]', 'null']) {
      const r = await put(operator.token, body);
      assert.equal(r.statusCode, 400, `${JSON.stringify(body)} → ${r.body}`);
    }
    assert.deepEqual(await rows(), before);
  });
});

describe('an operator saves', () => {
  test('the values are stored as the operator\u2019s, the audit row names who changed what', async () => {
    const audits = (await auditRows()).length;
    // spaces around a value are a typing slip, not part of it
    const r = await put(operator.token, nest({ ...EDITED, company: `  ${EDITED.company} ` }));
    assert.equal(r.statusCode, 200, r.body);
    const d = r.json().data;
    assert.deepEqual(d.values, nest(EDITED));
    assert.deepEqual(d.samples, []);
    assert.equal(d.updateTime, ctx.clock.now().toISOString());
    const [me] = await q<{ nick_name: string | null; user_name: string | null }>(
      ctx,
      sql`select nick_name, user_name from users where id = ${operator.id}`,
    );
    assert.equal(d.updatedBy, me!.nick_name ?? me!.user_name ?? `用户 ${operator.id}`);
    const stored = await rows();
    assert.ok(stored.every((x) => !x.sample && x.updated_by === operator.id));
    assert.deepEqual(Object.fromEntries(stored.map((x) => [x.key, x.value])), EDITED);
    const log = await auditRows();
    assert.equal(log.length, audits + 1);
    const last = log.at(-1)!;
    assert.equal(last.action, 'site.update');
    assert.equal(last.actor_id, operator.id);
    assert.deepEqual(last.before, SAMPLE_VALUES);
    assert.deepEqual(last.after, EDITED);
  });

  test('a visitor reads the new values at once, and the five pages show them (the old ones are gone)', async () => {
    assert.deepEqual(await publicSettings(), nest(EDITED));
    for (const [type, keys] of Object.entries(SHOWN_ON)) {
      const html = await page(type);
      for (const k of keys) {
        assert.ok(html.includes(escapeHtml(EDITED[k])), `${type} shows the new ${k}`);
        assert.ok(!html.includes(escapeHtml(SAMPLE_VALUES[k])), `${type} no longer shows the sample ${k}`);
      }
    }
  });

  test('saving again records only what changed; an admin may save too', async () => {
    ctx.clock.advance(60_000);
    const next = { ...EDITED, 'email.hr': 'talent@chengming.example' };
    const r = await put(admin.token, nest(next));
    assert.equal(r.statusCode, 200, r.body);
    const last = (await auditRows()).at(-1)!;
    assert.equal(last.actor_id, admin.id);
    assert.deepEqual(last.before, { 'email.hr': EDITED['email.hr'] });
    assert.deepEqual(last.after, { 'email.hr': 'talent@chengming.example' });
    assert.ok((await page('zhaomu')).includes('talent@chengming.example'));
    // the seed never overwrites what an operator saved
    assert.equal(await seedSiteSettings(ctx.db.db, ctx.clock.now()), 0);
    assert.equal((await publicSettings()).email.hr, 'talent@chengming.example');
  });

  test('a value with & is escaped where content shows it, and read as typed by the API', async () => {
    const company = '澄明&合伙人（上海）科技有限公司';
    assert.equal((await put(operator.token, nest({ ...EDITED, company }))).statusCode, 200);
    assert.equal((await publicSettings()).company, company);
    const html = await page('jieshao');
    assert.ok(html.includes('澄明&amp;合伙人（上海）科技有限公司'), html.slice(-300));
    assert.ok(!html.includes('澄明&合伙'));
    assert.equal((await put(operator.token, nest(EDITED))).statusCode, 200);
  });
});

describe('an unset setting (issue 37)', () => {
  test('the privacy policy and the agreement name it with a neutral phrase: no placeholder, gap or dead mail link', async () => {
    // blanked in the database (the form refuses an empty value; a restore or a hand edit does not)
    await ctx.db.db.execute(
      sql`update site_settings set value = '' where key in ('email.privacy', 'phone.service', 'company', 'email.service')`,
    );
    ctx.clock.advance(SITE_TTL_MS + 1);
    const yinsi = await page('yinsizhengce');
    const xieyi = await page('yonghuxieyi');
    for (const html of [yinsi, xieyi]) {
      assert.doesNotMatch(html, /\{\{|\}\}/, 'a raw placeholder');
      assert.doesNotMatch(html, /mailto:"|mailto:平台|（）|电话\s*（/, 'an empty value or a link to nothing');
      assert.ok(html.includes('号市运营方'), 'the operator named neutrally');
    }
    assert.ok(yinsi.includes('个人信息保护负责人邮箱：平台公布的联系方式'), yinsi.slice(-600));
    assert.ok(yinsi.includes('客服电话：平台公布的联系方式'));
    assert.ok(xieyi.includes('发送邮件至 平台公布的联系方式'), xieyi.slice(-600));
    // the values that are set still show
    assert.ok(yinsi.includes(escapeHtml(EDITED['address.office'])));
    assert.equal((await put(operator.token, nest(EDITED))).statusCode, 200);
    assert.ok((await page('yinsizhengce')).includes(EDITED['email.privacy']));
  });
});

describe('several instances', () => {
  test('an edit on one instance is what the next request to another reads (shared version counter)', async () => {
    const kv = new MemoryKv(ctx.clock);
    const a = await buildApp({
      config: ctx.config,
      db: ctx.db,
      clock: ctx.clock,
      kv,
      logStream: { write: () => true } as never,
    });
    const b = await buildApp({
      config: ctx.config,
      db: ctx.db,
      clock: ctx.clock,
      kv,
      logStream: { write: () => true } as never,
    });
    try {
      // b has the current values in memory
      assert.equal((await publicSettings(b)).company, EDITED.company);
      assert.ok((await page('jieshao', b)).includes(EDITED.company));
      const r = await put(operator.token, nest({ ...EDITED, company: '杭州另一家网络科技有限公司' }), a);
      assert.equal(r.statusCode, 200, r.body);
      assert.equal((await publicSettings(b)).company, '杭州另一家网络科技有限公司');
      assert.ok((await page('jieshao', b)).includes('杭州另一家网络科技有限公司'));
    } finally {
      await a.close();
      await b.close();
    }
    assert.equal((await put(operator.token, nest(EDITED))).statusCode, 200);
  });

  test('an instance that missed the counter (shared store down when the edit ran) reloads within SITE_TTL_MS', async () => {
    // two instances that share no store: like a bump that never reached the other one
    const a = await buildApp({
      config: ctx.config,
      db: ctx.db,
      clock: ctx.clock,
      kv: new MemoryKv(ctx.clock),
      logStream: { write: () => true } as never,
    });
    const b = await buildApp({
      config: ctx.config,
      db: ctx.db,
      clock: ctx.clock,
      kv: new MemoryKv(ctx.clock),
      logStream: { write: () => true } as never,
    });
    try {
      assert.equal((await publicSettings(b)).icp, EDITED.icp);
      assert.equal((await put(operator.token, nest({ ...EDITED, icp: '沪ICP备2026009999号' }), a)).statusCode, 200);
      assert.equal((await publicSettings(b)).icp, EDITED.icp, 'b still has its copy');
      ctx.clock.advance(SITE_TTL_MS);
      assert.equal((await publicSettings(b)).icp, '沪ICP备2026009999号');
    } finally {
      await a.close();
      await b.close();
    }
    assert.equal((await put(operator.token, nest(EDITED))).statusCode, 200);
  });

  const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  test('with Redis as the shared store (REDIS_URL): two instances, one edit, both read it', async (t) => {
    const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await probe.connect();
      await probe.ping();
    } catch {
      probe.disconnect();
      t.skip(`SKIPPED: no Redis at ${REDIS_URL}`);
      return;
    }
    probe.disconnect();
    const prefix = `hs:test:site:${process.pid}:${Date.now()}:`;
    const kvA = new RedisKv(new Redis(REDIS_URL), prefix);
    const kvB = new RedisKv(new Redis(REDIS_URL), prefix);
    const opts = { config: ctx.config, db: ctx.db, clock: ctx.clock, logStream: { write: () => true } as never };
    const a = await buildApp({ ...opts, kv: kvA });
    const b = await buildApp({ ...opts, kv: kvB });
    try {
      assert.equal((await publicSettings(b)).website, EDITED.website);
      assert.equal(
        (await put(operator.token, nest({ ...EDITED, website: 'https://redis.chengming.example' }), a)).statusCode,
        200,
      );
      assert.equal((await publicSettings(b)).website, 'https://redis.chengming.example');
    } finally {
      await a.close();
      await b.close();
      const r = new Redis(REDIS_URL);
      const keys = await r.keys(`${prefix}*`);
      if (keys.length) await r.del(...keys);
      r.disconnect();
      await kvA.close();
      await kvB.close();
    }
    assert.equal((await put(operator.token, nest(EDITED))).statusCode, 200);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { SAMPLE_VALUES, SITE_IMAGE_KEYS, SITE_KEYS, nest } from '../src/modules/site/fields.js';
import { seedSiteSettings } from '../src/modules/site/seed.js';
import { auth, setup, type TestCtx } from './helpers.js';
import { newUser, q, uploadShot, type Seller } from './selling-helpers.js';

// The mini-program codes of 下载App (issue 38): optional pictures in the site settings, each an
// upload of the operator who saves it, shown by GET /api/site/settings once set.

let ctx: TestCtx;
let operator: Seller;
let admin: Seller;
let plain: Seller;

before(async () => {
  ctx = await setup();
  await seedSiteSettings(ctx.db.db, ctx.clock.now());
  operator = await newUser(ctx, { verified: false, roles: ['user', 'operator'] });
  admin = await newUser(ctx, { verified: false, roles: ['user', 'admin'] });
  plain = await newUser(ctx, { verified: false });
});
after(async () => {
  await ctx.close();
});

type Codes = { wechatCode?: string | null; alipayCode?: string | null };
/** The form as the console sends it: the sample texts and, when given, the codes. */
const body = (codes?: Codes) => {
  const { miniProgram: _, ...texts } = nest(SAMPLE_VALUES);
  return codes ? { ...texts, miniProgram: codes } : texts;
};
const put = (token: string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/site',
    headers: { ...auth(token), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const publicCodes = async () => {
  const r = await ctx.app.inject({ method: 'GET', url: '/api/site/settings' });
  assert.equal(r.statusCode, 200, r.body);
  return r.json().data.miniProgram as Codes;
};
const adminForm = async () => {
  const r = await ctx.app.inject({ method: 'GET', url: '/api/admin/site', headers: auth(operator.token) });
  assert.equal(r.statusCode, 200, r.body);
  return r.json().data;
};
const codeRows = () =>
  q<{ key: string; value: string; sample: boolean; updated_by: number | null }>(
    ctx,
    sql`select key, value, sample, updated_by from site_settings where key like 'miniProgram.%' order by key`,
  );
const auditRows = () =>
  q<{ actor_id: number; before: Record<string, string>; after: Record<string, string> }>(
    ctx,
    sql`select actor_id, before, after from audit_log where target_type = 'site' order by id`,
  );

describe('before an operator sets them', () => {
  test('the seed adds no code and the public settings read both as null', async () => {
    assert.deepEqual(await codeRows(), []);
    assert.deepEqual(await publicCodes(), { wechatCode: null, alipayCode: null });
  });

  test('the console lists them as optional picture fields, never as sample data', async () => {
    const d = await adminForm();
    assert.deepEqual(d.values.miniProgram, { wechatCode: null, alipayCode: null });
    assert.deepEqual([...d.samples].sort(), [...SITE_KEYS].sort());
    const codes = d.fields.filter((f: { kind: string }) => f.kind === 'image');
    assert.deepEqual(
      codes.map((f: { key: string; label: string }) => [f.key, f.label]),
      [
        ['miniProgram.wechatCode', '微信小程序码'],
        ['miniProgram.alipayCode', '支付宝小程序码'],
      ],
    );
    assert.match(codes[0].hint, /微信公众平台/);
    assert.match(codes[1].hint, /支付宝开放平台/);
  });
});

describe('refused: only the operator’s own upload, nothing saved, a message naming the field', () => {
  const foreign: [string, RegExp][] = [
    ['https://cdn.example/wx.png', /微信小程序码须为在此上传的图片/],
    ['//evil.example/wx.png', /微信小程序码须为在此上传的图片/],
    ['http://evil.example/wx.png', /微信小程序码须为在此上传的图片/],
    ['data:image/png;base64,iVBORw0KGgo=', /微信小程序码须为在此上传的图片/],
    ['/uploads/../secret.png', /微信小程序码须为在此上传的图片/],
    ['/static/logo.png', /微信小程序码须为在此上传的图片/],
    // shaped like an upload, but nobody uploaded it
    ['/uploads/202601/AAAAAAAAAAAAAAAAAAAA.png', /微信小程序码须为您本人在此上传的图片/],
  ];
  for (const [url, msg] of foreign) {
    test(url, async () => {
      const audits = (await auditRows()).length;
      const r = await put(operator.token, body({ wechatCode: url }));
      assert.equal(r.statusCode, 400, r.body);
      assert.match(r.json().msg, msg);
      assert.deepEqual(await codeRows(), []);
      assert.equal((await auditRows()).length, audits);
    });
  }

  test('another user’s upload, and a number instead of a path', async () => {
    const theirs = await uploadShot(ctx, plain.token);
    const r = await put(operator.token, body({ alipayCode: theirs.url }));
    assert.equal(r.statusCode, 400, r.body);
    assert.match(r.json().msg, /支付宝小程序码须为您本人在此上传的图片/);
    const n = await put(operator.token, body({ alipayCode: 42 as unknown as string }));
    assert.equal(n.statusCode, 400, n.body);
    assert.deepEqual(await codeRows(), []);
  });

  test('a bad required field refuses the whole form: a good code is not saved either', async () => {
    const mine = await uploadShot(ctx, operator.token);
    const r = await put(operator.token, { ...body({ wechatCode: mine.url }), company: '' });
    assert.equal(r.statusCode, 400, r.body);
    assert.match(r.json().msg, /请填写运营主体/);
    assert.deepEqual(await codeRows(), []);
  });
});

describe('an operator sets, keeps and clears them', () => {
  let wechat: string;
  let alipay: string;

  test('set: the public settings show the operator’s uploads, the audit row names them', async () => {
    wechat = (await uploadShot(ctx, operator.token)).url;
    alipay = (await uploadShot(ctx, operator.token)).url;
    const audits = (await auditRows()).length;
    const r = await put(operator.token, body({ wechatCode: ` ${wechat} `, alipayCode: alipay }));
    assert.equal(r.statusCode, 200, r.body);
    assert.deepEqual(r.json().data.values.miniProgram, { wechatCode: wechat, alipayCode: alipay });
    assert.deepEqual(await publicCodes(), { wechatCode: wechat, alipayCode: alipay });
    const rows = await codeRows();
    assert.deepEqual(
      rows.map((x) => [x.key, x.value, x.sample, x.updated_by]),
      [
        ['miniProgram.alipayCode', alipay, false, operator.id],
        ['miniProgram.wechatCode', wechat, false, operator.id],
      ],
    );
    const log = await auditRows();
    assert.equal(log.length, audits + 1);
    const last = log.at(-1)!;
    assert.equal(last.actor_id, operator.id);
    for (const k of SITE_IMAGE_KEYS) assert.equal(last.before[k], '');
    assert.equal(last.after['miniProgram.wechatCode'], wechat);
    assert.equal(last.after['miniProgram.alipayCode'], alipay);
    assert.deepEqual((await adminForm()).samples, []);
  });

  test('kept: another operator saves the form with them unchanged, or without them', async () => {
    const same = await put(admin.token, body({ wechatCode: wechat, alipayCode: alipay }));
    assert.equal(same.statusCode, 200, same.body);
    const absent = await put(admin.token, body());
    assert.equal(absent.statusCode, 200, absent.body);
    assert.deepEqual(await publicCodes(), { wechatCode: wechat, alipayCode: alipay });
    const last = (await auditRows()).at(-1)!;
    for (const k of SITE_IMAGE_KEYS) assert.ok(!(k in last.after), `${k} is not recorded as changed`);
  });

  test('but another operator cannot swap in a code they did not upload', async () => {
    const r = await put(admin.token, body({ wechatCode: (await uploadShot(ctx, operator.token)).url }));
    assert.equal(r.statusCode, 400, r.body);
    assert.deepEqual(await publicCodes(), { wechatCode: wechat, alipayCode: alipay });
  });

  test('cleared: null or an empty string removes one; the public settings read it as null', async () => {
    const r = await put(operator.token, body({ wechatCode: null, alipayCode: alipay }));
    assert.equal(r.statusCode, 200, r.body);
    assert.deepEqual(await publicCodes(), { wechatCode: null, alipayCode: alipay });
    const last = (await auditRows()).at(-1)!;
    assert.deepEqual([last.before['miniProgram.wechatCode'], last.after['miniProgram.wechatCode']], [wechat, '']);
    assert.equal((await put(operator.token, body({ alipayCode: '' }))).statusCode, 200);
    assert.deepEqual(await publicCodes(), { wechatCode: null, alipayCode: null });
    assert.deepEqual(await codeRows(), []);
    assert.deepEqual((await adminForm()).values.miniProgram, { wechatCode: null, alipayCode: null });
  });
});

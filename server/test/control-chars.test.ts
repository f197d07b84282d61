import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { auth, setup, type TestCtx } from './helpers.js';
import { sql } from 'drizzle-orm';
import { consignment, newUser, q, seedGames, submit, uploadShot } from './selling-helpers.js';

// Found by the security probe (issue 16 §5): a NUL byte in any string reached PostgreSQL, which
// refuses it ("invalid byte sequence"), and the request ended as a 500 with the SQL in the log.
const MSG = '参数错误：内容不能包含控制字符或无效字符';
const REFUSED = { code: 400, msg: MSG, data: null };

let ctx: TestCtx;
let token = '';
before(async () => {
  ctx = await setup();
  token = (await newUser(ctx, { roles: ['user', 'operator'] })).token;
});
after(async () => {
  await ctx.close();
});

test('a NUL byte in a query string is a 400 with a clear message (blackList, checkAccount)', async () => {
  for (const url of ['/api/black/blackList?keyword=abc%00d', '/api/V2/H5/checkAccount?account=abc%00d']) {
    const r = await ctx.app.inject({ method: 'GET', url, headers: auth(token) });
    assert.equal(r.statusCode, 400, url);
    assert.deepEqual(r.json(), REFUSED, url);
  }
});

test('control characters and lone surrogates in a JSON body are a 400 and nothing is stored', async () => {
  const before = (await ctx.app.inject({ method: 'GET', url: '/api/system/user/profile', headers: auth(token) })).json()
    .data.nickName;
  for (const payload of [
    '{"nickName":"ab\\u0000c"}',
    '{"nickName":"ab\\u0007c"}',
    '{"nickName":"ab\\u001bc"}',
    '{"nickName":"ab\\ud800c"}',
    '{"nickName":"ab\\udc00"}',
  ]) {
    const r = await ctx.app.inject({
      method: 'PUT',
      url: '/api/system/user/profile',
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload,
    });
    assert.equal(r.statusCode, 400, payload);
    assert.deepEqual(r.json(), REFUSED, payload);
  }
  const after = (await ctx.app.inject({ method: 'GET', url: '/api/system/user/profile', headers: auth(token) })).json()
    .data.nickName;
  assert.equal(after, before);

  // nested strings (an array item) and object keys are checked too
  const problem = (body: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/account/problem', headers: auth(token), payload: body as object });
  const base = { kind: 'feedback', category: '其他', content: '页面打不开\n第二行\t缩进\r\n' };
  for (const body of [
    { ...base, content: 'abc\u0000defgh' },
    { ...base, images: ['/uploads/202603/x\u0000.png'] },
    { ...base, ['con\u0000tact']: 'x' },
  ]) {
    const r = await problem(body);
    assert.equal(r.statusCode, 400, JSON.stringify(body));
    assert.deepEqual(r.json(), REFUSED);
  }
  // tab, line feed and carriage return are ordinary text, and a real surrogate pair (an emoji) is fine
  const fine = await problem({ ...base, content: `${base.content}😀` });
  assert.equal(fine.statusCode, 200, fine.body);
});

test('form bodies and path parameters are checked as well', async () => {
  const form = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'username=ab%00c&password=x',
  });
  assert.equal(form.statusCode, 400);
  assert.deepEqual(form.json(), REFUSED);
  const param = await ctx.app.inject({ method: 'GET', url: '/api/web/notice/1%00', headers: auth(token) });
  assert.equal(param.statusCode, 400);
  assert.deepEqual(param.json(), REFUSED);
});

// issue 34 §10: a listing titled with U+202E was approved and displayed its tail backwards;
// bidirectional controls were only stripped inside moderation
const BIDI_REFUSED = { code: 400, msg: '参数错误：内容不能包含改变文字方向的隐藏字符', data: null };
const BIDI_CHARS = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
];

test('bidirectional override, isolate and mark characters are refused in every user-written field', async () => {
  const { wzry } = await seedGames(ctx);
  const seller = await newUser(ctx, { verified: true });
  const shot = await uploadShot(ctx, seller.token);
  const count = async () => (await q<{ n: number }>(ctx, sql`select count(*)::int as n from goods`))[0]!.n;
  const goodsBefore = await count();
  for (const ch of BIDI_CHARS) {
    const r = await submit(ctx, seller.token, consignment(wzry, [shot.url], { title: `国服王者 ${ch}元0051 价` }));
    assert.equal(r.statusCode, 400, `title with U+${ch.codePointAt(0)!.toString(16)}`);
    assert.deepEqual(r.json(), BIDI_REFUSED);
  }
  assert.equal(await count(), goodsBefore, 'no listing was stored');
  // the same listing without them goes through
  const fine = await submit(ctx, seller.token, consignment(wzry, [shot.url]));
  assert.equal(fine.statusCode, 200, fine.body);

  const nickBefore = (
    await ctx.app.inject({ method: 'GET', url: '/api/system/user/profile', headers: auth(token) })
  ).json().data.nickName;
  const cases: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; headers?: Record<string, string> }[] = [
    { method: 'PUT', url: '/api/system/user/profile', payload: { nickName: '服客方官\u202e' } },
    {
      method: 'POST',
      url: '/api/account/problem',
      payload: { kind: 'feedback', category: '其他', content: '页面\u2067打不开了请看看' },
    },
    { method: 'GET', url: `/api/black/blackList?keyword=${encodeURIComponent('ab\u202dc')}` },
    { method: 'GET', url: `/api/web/notice/${encodeURIComponent('1\u200f')}` },
  ];
  for (const c of cases) {
    const r = await ctx.app.inject({ ...c, headers: auth(token) });
    assert.equal(r.statusCode, 400, c.url);
    assert.deepEqual(r.json(), BIDI_REFUSED, c.url);
  }
  // passwords too (no one types them; a pasted one would not log in from another device)
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'someone', password: 'abc\u202edef123' },
  });
  assert.deepEqual(login.json(), BIDI_REFUSED);
  const nickAfter = (
    await ctx.app.inject({ method: 'GET', url: '/api/system/user/profile', headers: auth(token) })
  ).json().data.nickName;
  assert.equal(nickAfter, nickBefore);
  // right-to-left text itself (no control) and the zero-width joiner of an emoji sequence are fine
  const ok = await ctx.app.inject({
    method: 'PUT',
    url: '/api/system/user/profile',
    headers: auth(token),
    payload: { nickName: 'שלום👩‍💻' },
  });
  assert.equal(ok.statusCode, 200, ok.body);
});

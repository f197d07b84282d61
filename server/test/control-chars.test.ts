import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { auth, setup, type TestCtx } from './helpers.js';
import { newUser } from './selling-helpers.js';

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

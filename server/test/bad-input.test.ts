import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setup, type TestCtx } from './helpers.js';
import { newUser } from './selling-helpers.js';

// Found by the OpenAPI fuzzer (npm run verify:fuzz).
let ctx: TestCtx;
let token = '';
before(async () => {
  ctx = await setup();
  token = (await newUser(ctx, { roles: ['user', 'operator'] })).token;
});
after(async () => {
  await ctx.close();
});

test('numbers that overflow to Infinity are a 400, not a 500 from SQL', async () => {
  for (const url of [
    '/api/admin/appraisal/list?pageNum=1e309',
    '/api/saleOrder/web/buyList?pageNum=Infinity',
    '/api/saleOrder/web/buyList?pageSize=-1e400',
  ]) {
    const r = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    assert.equal(r.statusCode, 400, url);
    assert.deepEqual(r.json(), { code: 400, msg: '参数错误：数字超出范围', data: null });
  }
  const body = await ctx.app.inject({
    method: 'POST',
    url: '/api/web/good/allList',
    headers: { 'content-type': 'application/json' },
    payload: '{"pageNum":1,"priceStartFen":1e309}',
  });
  assert.equal(body.statusCode, 400);
  assert.equal(body.json().code, 400);
  // ordinary exponent-free numbers still pass
  const fine = await ctx.app.inject({
    method: 'GET',
    url: '/api/saleOrder/web/buyList?pageNum=1',
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(fine.statusCode, 200);
});

test('a path segment over the router limit gets an envelope, not Fastify’s own JSON', async () => {
  const r = await ctx.app.inject({
    method: 'GET',
    url: `/api/order/${'9'.repeat(300)}`,
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(r.statusCode, 414);
  assert.deepEqual(r.json(), { code: 414, msg: '请求地址过长', data: null });
});

test('headers or URL over the HTTP parser limit get an envelope on the socket', async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = ctx.app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  const r = await fetch(`http://127.0.0.1:${port}/api/web/good/allList?q=${'x'.repeat(100_000)}`);
  assert.equal(r.status, 431);
  assert.deepEqual(await r.json(), { code: 431, msg: '请求头或地址过长', data: null });
});

test('a JSON string that coerces to Infinity is refused too (POST /api/offer goodsId "1e309")', async () => {
  const r = await ctx.app.inject({
    method: 'POST',
    url: '/api/offer',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ goodsId: '1e309', priceFen: 100 }),
  });
  assert.equal(r.statusCode, 400);
  assert.equal(r.json().msg, '参数错误：数字超出范围');
});

test('a multipart upload cut short is a 400, not a 500', async () => {
  const r = await ctx.app.inject({
    method: 'POST',
    url: '/api/common/upload',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=zzz' },
    payload: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot an image\r\n--zz',
  });
  assert.equal(r.statusCode, 400);
  assert.equal(r.json().code, 400);
});

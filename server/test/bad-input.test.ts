import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
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

/** Every operation of the OpenAPI document with an integer or number path parameter, as a URL template. */
function numericPathOps(app: TestCtx['app']): { method: string; path: string; names: string[] }[] {
  type Op = { parameters?: { in: string; name: string; schema?: { type?: string } }[] };
  const doc = app.swagger() as { paths: Record<string, Record<string, Op>> };
  const out: { method: string; path: string; names: string[] }[] = [];
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const names = (op.parameters ?? [])
        .filter((x) => x.in === 'path' && (x.schema?.type === 'integer' || x.schema?.type === 'number'))
        .map((x) => x.name);
      if (names.length) out.push({ method: method.toUpperCase(), path: p, names });
    }
  }
  return out;
}

// issue 34 §5: GET /api/web/good/1e400 answered 500 (SQL with NULL/NaN) and logged the statement
test('path numbers that overflow or are not numbers are a 400 with a Chinese message on every numeric path parameter', async () => {
  // every role, so no route refuses the caller before it reads the path
  const allRoles = (await newUser(ctx, { roles: ['user', 'merchant', 'operator', 'admin'] })).token;
  const ops = numericPathOps(ctx.app);
  assert.ok(ops.length >= 40, `numeric path operations found: ${ops.length}`);
  assert.ok(ops.some((o) => o.method === 'GET' && o.path === '/api/web/good/{id}'));
  const bad = ['1e400', '-1e309', 'Infinity', '-Infinity', 'NaN', '1e309', '+Infinity'];
  for (const op of ops) {
    for (const v of bad) {
      let url = op.path;
      for (const n of op.names) url = url.replace(`{${n}}`, encodeURIComponent(v));
      const withBody = op.method !== 'GET' && op.method !== 'DELETE';
      const r = await ctx.app.inject({
        method: op.method as 'GET',
        url,
        headers: {
          authorization: `Bearer ${allRoles}`,
          ...(withBody ? { 'content-type': 'application/json' } : {}),
        },
        ...(withBody ? { payload: '{}' } : {}),
      });
      assert.equal(r.statusCode, 400, `${op.method} ${url} → ${r.statusCode} ${r.body}`);
      assert.match(r.json().msg, /^参数错误：/, `${op.method} ${url}`);
    }
  }
});

test('a failed query logs no SQL and no parameters at the default level; the statement only at debug', async () => {
  for (const level of ['info', 'debug'] as const) {
    const c = await setup({ env: { LOG_LEVEL: level } });
    try {
      const good = await c.app.inject({ method: 'POST', url: '/api/web/good/allList', payload: { pageNum: 1 } });
      assert.equal(good.statusCode, 200);
      // the goods table gone from under the server: a query error (not an outage) on the detail route
      await c.db.db.execute(sql.raw('ALTER TABLE goods RENAME TO goods_gone'));
      const r = await c.app.inject({ method: 'GET', url: '/api/web/good/987654' });
      assert.equal(r.statusCode, 500);
      // the request lines carry the URL itself; every other line must not quote the query or its values
      const lines = c.logs.filter((l) => !l.includes('"url":')).join('');
      const errorLine = c.logs.find((l) => l.includes('unhandled error'));
      assert.ok(errorLine, 'the error is logged');
      assert.doesNotMatch(errorLine, /select|from "goods"|Failed query|987654/i, errorLine);
      assert.match(errorLine, /relation .*goods.* does not exist/, 'the driver’s own message stays');
      if (level === 'info') assert.doesNotMatch(lines, /select /i);
      else assert.match(lines, /"sql":"select .*"msg":"failed query"/);
      assert.doesNotMatch(lines, /987654/, 'parameters are never logged');
    } finally {
      await c.close();
    }
  }
});

test('the err serializer keeps SQL and values out of every shape a query error is logged in', async () => {
  const { DrizzleQueryError } = await import('drizzle-orm/errors');
  const { serializeErr } = await import('../src/lib/log-errors.js');
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_phone_uq"'), {
    code: '23505',
    detail: 'Key (phone)=(13912345678) already exists.',
    constraint: 'users_phone_uq',
  });
  const q = new DrizzleQueryError('insert into "users" ("phone") values ($1)', ['13912345678'], cause);
  const wrapped = new Error('registration failed', { cause: q });
  for (const e of [q, wrapped]) {
    const out = JSON.stringify(serializeErr(e));
    assert.doesNotMatch(out, /insert into|13912345678|Failed query/, out);
    assert.match(out, /23505/);
    assert.match(out, /users_phone_uq/);
  }
  // a log call that passed the message alone (`err: e.message`)
  assert.equal(serializeErr(q.message as unknown as Error), 'database query failed');
  // other errors are serialised as pino always did
  const plain = serializeErr(new Error('something else'));
  assert.equal(plain.message, 'something else');
  assert.equal(serializeErr('a plain message' as unknown as Error), 'a plain message');
});

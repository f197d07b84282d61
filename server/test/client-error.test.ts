import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { auth, newIp, setup, type TestCtx } from './helpers.js';
import { newUser, type Seller } from './selling-helpers.js';

let ctx: TestCtx;
let operator: Seller;
let buyer: Seller;
before(async () => {
  ctx = await setup({ env: { RATE_CLIENT_ERROR_IP: '3' } });
  operator = await newUser(ctx, { verified: false, roles: ['user', 'operator'] });
  buyer = await newUser(ctx, { verified: false });
});
after(() => ctx.close());

const report = (body: Record<string, unknown>, opts: { token?: string; ip?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/client-error',
    payload: body,
    remoteAddress: opts.ip ?? newIp(),
    headers: { 'user-agent': 'jest-like/1.0', ...(opts.token ? auth(opts.token) : {}) },
  });

const list = (token: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/client-errors${query}`, headers: auth(token) });

test('a visitor and a logged-in user can report; operators see both, newest first, with who and where', async () => {
  const a = await report({
    route: '/index/sureOrder?goodsId=1',
    message: "Cannot read properties of undefined (reading 'priceFen')",
    stack: 'at SureOrder (index.tsx:10)',
    appVersion: '0.1.0',
    platform: 'h5',
  });
  assert.equal(a.statusCode, 200, a.body);
  const b = await report({ route: '/index/other/wallet', message: 'x is not a function' }, { token: buyer.token });
  assert.equal(b.statusCode, 200, b.body);
  const r = await list(operator.token);
  assert.equal(r.statusCode, 200, r.body);
  const { rows, total } = r.json().data;
  assert.equal(total, 2);
  assert.equal(rows[0].route, '/index/other/wallet');
  assert.equal(rows[0].userId, buyer.id);
  assert.equal(rows[1].userId, null);
  assert.equal(rows[1].platform, 'h5');
  assert.equal(rows[1].userAgent, 'jest-like/1.0');
  assert.match(rows[1].stack, /SureOrder/);
});

test('operators search by message, route or version; % and _ are literal', async () => {
  const hit = (await list(operator.token, `?keyword=${encodeURIComponent('priceFen')}`)).json().data;
  assert.equal(hit.total, 1);
  assert.equal(hit.rows[0].route, '/index/sureOrder?goodsId=1');
  const byRoute = (await list(operator.token, '?keyword=wallet')).json().data;
  assert.equal(byRoute.total, 1);
  assert.equal((await list(operator.token, '?keyword=%25')).json().data.total, 0);
});

test('only operators read the reports', async () => {
  assert.equal((await list(buyer.token)).statusCode, 403);
  const anon = await ctx.app.inject({ method: 'GET', url: '/api/admin/client-errors' });
  assert.equal(anon.statusCode, 401);
});

test('each source is limited, and bad input is refused without storing', async () => {
  const ip = newIp();
  for (let i = 0; i < 3; i++) assert.equal((await report({ route: '/a', message: `m${i}` }, { ip })).statusCode, 200);
  const limited = await report({ route: '/a', message: 'one too many' }, { ip });
  assert.equal(limited.statusCode, 429);
  assert.equal((await report({ route: '/b', message: 'another source' })).statusCode, 200);
  const empty = await report({ route: '', message: 'no route' });
  assert.equal(empty.statusCode, 400);
  const nul = await report({ route: '/c', message: 'a\u0000b' });
  assert.equal(nul.statusCode, 400);
  const all = (await list(operator.token, '?pageSize=50')).json().data;
  assert.equal(all.total, 6); // 2 earlier + 3 + 1; the refused ones were not stored
  assert.ok(!all.rows.some((r: { message: string }) => r.message === 'one too many'));
});

test('long reports are cut to what is kept, by characters', async () => {
  const r = await report({ route: '/d', message: '错'.repeat(3000), stack: 's'.repeat(15000) });
  assert.equal(r.statusCode, 200, r.body);
  const row = (await list(operator.token, '?keyword=/d')).json().data.rows[0];
  assert.equal(Array.from(row.message).length, 1000);
  assert.equal(row.stack.length, 8000);
});

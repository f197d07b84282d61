import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setup, type TestCtx } from './helpers.js';

let ctx: TestCtx;
before(async () => {
  ctx = await setup();
});
after(async () => {
  await ctx.close();
});

test('GET /api/health reports db up', async () => {
  const r = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  assert.equal(r.statusCode, 200);
  const b = r.json();
  assert.equal(b.code, 200);
  assert.equal(b.msg, 'ok');
  assert.equal(b.data.db, 'up');
  assert.equal(typeof b.data.uptimeS, 'number');
  assert.ok(['ready', 'loading'].includes(b.data.listing), b.data.listing);
  assert.ok(r.headers['x-request-id']);
});

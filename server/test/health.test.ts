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

test('concurrent health checks share one database ping; the next check pings again', async () => {
  const { default: Fastify } = await import('fastify');
  const { systemRoutes } = await import('../src/modules/system/routes.js');
  const app = Fastify();
  let pings = 0;
  let release!: () => void;
  await systemRoutes(app as never, {
    ping: () => {
      pings++;
      return new Promise<boolean>((res) => (release = () => res(true)));
    },
    listing: () => 'off',
  });
  const all = Promise.all(Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: '/api/health' })));
  await new Promise((r) => setTimeout(r, 20));
  release();
  const rs = await all;
  assert.ok(rs.every((r) => r.statusCode === 200));
  assert.equal(pings, 1);
  const again = app.inject({ method: 'GET', url: '/api/health' });
  await new Promise((r) => setTimeout(r, 20));
  release();
  assert.equal((await again).statusCode, 200);
  assert.equal(pings, 2);
  await app.close();
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { isDbUnavailable } from '../src/db/unavailable.js';
import { registerErrorHandler } from '../src/plugins/error-handler.js';

test('connection failures are recognised through the driver and ORM wrappers; query errors are not', () => {
  assert.equal(
    isDbUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), { code: 'ECONNREFUSED' })),
    true,
  );
  assert.equal(isDbUnavailable(new Error('Connection terminated unexpectedly')), true);
  assert.equal(isDbUnavailable(new Error('timeout exceeded when trying to connect')), true);
  assert.equal(
    isDbUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
    true,
  );
  const wrapped = Object.assign(new Error('Failed query: select 1'), {
    cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
  });
  assert.equal(isDbUnavailable(wrapped), true);
  assert.equal(isDbUnavailable(Object.assign(new Error('duplicate key value'), { code: '23505' })), false);
  assert.equal(isDbUnavailable(Object.assign(new Error('syntax error'), { code: '42601' })), false);
});

test('a lost database answers 503 with a Chinese envelope and Retry-After, other errors stay 500', async () => {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/down', async () => {
    throw Object.assign(new Error('Failed query'), { cause: new Error('Connection terminated unexpectedly') });
  });
  app.get('/bug', async () => {
    throw new TypeError('x is undefined');
  });
  const down = await app.inject({ method: 'GET', url: '/down' });
  assert.equal(down.statusCode, 503);
  assert.deepEqual(down.json(), { code: 503, msg: '服务暂时不可用，请稍后重试', data: null });
  assert.equal(down.headers['retry-after'], '5');
  const bug = await app.inject({ method: 'GET', url: '/bug' });
  assert.equal(bug.statusCode, 500);
  await app.close();
});

import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { setup, type TestCtx } from './helpers.js';

let ctx: TestCtx;
before(async () => {
  ctx = await setup();
});
after(async () => {
  await ctx.close();
});

// the OpenAPI document is large JSON served by the same pipeline as every API answer
const BIG = '/api/docs/json';

test('large JSON answers are brotli-compressed when the client accepts br, and decode to the same body', async () => {
  const plain = await ctx.app.inject({ method: 'GET', url: BIG });
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.ok(plain.rawPayload.length > 1024);
  const br = await ctx.app.inject({ method: 'GET', url: BIG, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(br.headers.vary, 'accept-encoding');
  assert.ok(br.rawPayload.length < plain.rawPayload.length / 2);
  assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.payload);
});

test('gzip when only gzip is accepted', async () => {
  const r = await ctx.app.inject({ method: 'GET', url: BIG, headers: { 'accept-encoding': 'gzip' } });
  assert.equal(r.headers['content-encoding'], 'gzip');
  assert.ok(JSON.parse(gunzipSync(r.rawPayload).toString()).openapi);
});

test('small answers are sent as they are', async () => {
  const r = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
  assert.equal(r.headers['content-encoding'], undefined);
  assert.equal(r.json().code, 200);
});

import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import Fastify, { type FastifyReply } from 'fastify';
import { setup, type TestCtx } from './helpers.js';
import { seedCatalogue } from './catalogue-helpers.js';
import {
  acceptedEncoding,
  encode,
  registerCompression,
  SYNC_MAX_BYTES,
  type Encoding,
} from '../src/plugins/compress.js';

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

test('Accept-Encoding is read with its weights: a refused encoding is never sent', () => {
  assert.equal(acceptedEncoding(undefined), null);
  assert.equal(acceptedEncoding(''), null);
  assert.equal(acceptedEncoding('gzip, deflate, br'), 'br');
  assert.equal(acceptedEncoding('br;q=0, gzip'), 'gzip');
  assert.equal(acceptedEncoding('BR ; Q=0 , GZIP;q=0.5'), 'gzip');
  assert.equal(acceptedEncoding('gzip;q=0, br;q=0'), null);
  assert.equal(acceptedEncoding('identity'), null);
  assert.equal(acceptedEncoding('*'), 'br');
  assert.equal(acceptedEncoding('*, br;q=0'), 'gzip');
  assert.equal(acceptedEncoding('deflate'), null);
  // brotli is preferred whatever the order; an unreadable weight counts as a refusal
  assert.equal(acceptedEncoding('gzip, br'), 'br');
  assert.equal(acceptedEncoding('br;q=abc, gzip'), 'gzip');
});

test('a header read before answers as when first read, also once many others came in between', () => {
  const cases: [string, 'br' | 'gzip' | null][] = [
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    [`${'x-made-up;q=0.5, '.repeat(20)}br;q=0, gzip`, 'gzip'],
  ];
  for (let round = 0; round < 3; round++) {
    for (const [h, want] of cases) assert.equal(acceptedEncoding(h), want, h);
    // distinct headers enough to fill the memo of read headers and start it over
    for (let i = 0; i < 150; i++) {
      const h = i % 2 ? `gzip;q=0.${i % 9}, br;q=0, x-${i}` : `br;q=0, gzip;q=0, x-${i}`;
      assert.equal(acceptedEncoding(h), i % 2 && i % 9 ? 'gzip' : null, h);
    }
  }
});

/** A bare app with the hook and a counting encoder; `/kept` sends one Buffer, `/fresh` a new one. */
async function counted(fail = false, inPlace = false) {
  const calls: string[] = [];
  let failing = fail;
  const app = Fastify();
  const work = (body: string | Buffer, encoding: Encoding) => {
    calls.push(`${typeof body === 'string' ? 'string' : 'buffer'}:${encoding}`);
    if (failing) throw new Error('encoder failed');
    return encode(body, encoding);
  };
  registerCompression(app, {
    // the app's encoder works in place for page-sized answers and on the thread pool past that
    encoder: inPlace
      ? work
      : async (body, encoding) => {
          await new Promise((r) => setTimeout(r, 5));
          return work(body, encoding);
        },
  });
  const kept = Buffer.from(JSON.stringify({ rows: 'x'.repeat(4000) }));
  const json = (reply: FastifyReply) => reply.type('application/json; charset=utf-8');
  app.get('/kept', async (_req, reply) => json(reply).send(kept));
  app.get('/fresh', async (_req, reply) => json(reply).send(Buffer.from(kept)));
  app.get('/string', async (_req, reply) => json(reply).send(kept.toString()));
  await app.ready();
  const get = (url: string, enc = 'gzip, deflate, br') =>
    app.inject({ method: 'GET', url, headers: enc ? { 'accept-encoding': enc } : {} });
  return { app, calls, kept, get, recover: () => (failing = false) };
}

for (const inPlace of [false, true])
  test(`a Buffer answer sent again is compressed once per encoding, also when asked for at once (${inPlace ? 'in place' : 'thread pool'})`, async () => {
    const { app, calls, kept, get } = await counted(false, inPlace);
    try {
      const [a, b, c] = await Promise.all([get('/kept'), get('/kept'), get('/kept')]);
      const d = await get('/kept');
      for (const r of [a, b, c, d]) {
        assert.equal(r.headers['content-encoding'], 'br');
        assert.deepEqual(brotliDecompressSync(r.rawPayload), kept);
      }
      assert.deepEqual(calls, ['buffer:br']);
      const g = await get('/kept', 'gzip');
      assert.deepEqual(gunzipSync(g.rawPayload), kept);
      await get('/kept', 'gzip');
      assert.deepEqual(calls, ['buffer:br', 'buffer:gzip']);
      const plain = await get('/kept', '');
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.deepEqual(plain.rawPayload, kept);
      assert.equal(calls.length, 2);
      // answers built per request are compressed every time
      await get('/fresh');
      await get('/fresh');
      await get('/string');
      await get('/string');
      assert.deepEqual(calls.slice(2), ['buffer:br', 'buffer:br', 'string:br', 'string:br']);
    } finally {
      await app.close();
    }
  });

for (const inPlace of [false, true])
  test(`a compression that fails gives an error answer and is not kept: the next request is answered (${inPlace ? 'in place' : 'thread pool'})`, async () => {
    const { app, calls, kept, get, recover } = await counted(true, inPlace);
    try {
      const bad = await get('/kept');
      assert.equal(bad.statusCode, 500);
      recover();
      const good = await get('/kept');
      assert.equal(good.statusCode, 200);
      assert.deepEqual(brotliDecompressSync(good.rawPayload), kept);
      assert.deepEqual(calls, ['buffer:br', 'buffer:br']);
    } finally {
      await app.close();
    }
  });

test('a list page and its cache hit decode, in br and gzip, to the plain answer', async () => {
  await seedCatalogue(ctx, 60);
  for (let i = 0; i < 100; i++) {
    const h = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    if (h.json().data.listing !== 'loading') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const ask = (enc?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/web/good/allList',
      payload: { sortRank: 'pricedesc', pageSize: 20 },
      headers: enc ? { 'accept-encoding': enc } : {},
    });
  const plain = await ask();
  assert.ok(plain.rawPayload.length >= 1024, `a page of ${plain.rawPayload.length} bytes is not compressed`);
  assert.equal(plain.json().data.rows.length, 20);
  const br1 = await ask('gzip, deflate, br');
  const br2 = await ask('gzip, deflate, br');
  const gz = await ask('gzip');
  assert.equal(br2.headers['x-cache'], 'hit');
  for (const r of [br1, br2]) {
    assert.equal(r.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(r.rawPayload).toString(), plain.body);
  }
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(gunzipSync(gz.rawPayload).toString(), plain.body);
});

test('a page-sized answer is compressed in place, a larger one on the thread pool; both decode', async () => {
  const small = Buffer.from(JSON.stringify({ rows: '号市'.repeat(1000) }));
  const large = Buffer.from(JSON.stringify({ rows: Array.from({ length: 4000 }, (_, i) => `账号${i * 7919}`) }));
  assert.ok(small.length <= SYNC_MAX_BYTES && large.length > SYNC_MAX_BYTES);
  for (const enc of ['br', 'gzip'] as const) {
    const decode = enc === 'br' ? brotliDecompressSync : gunzipSync;
    const s = encode(small, enc);
    assert.ok(Buffer.isBuffer(s), `${enc}: a small answer leaves without a promise`);
    assert.deepEqual(decode(s), small);
    const l = encode(large, enc);
    assert.ok(l instanceof Promise, `${enc}: a large answer goes to the thread pool`);
    assert.deepEqual(decode(await l), large);
  }
});

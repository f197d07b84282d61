import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { loadConfig, ConfigError } from '../src/config.js';
import { acquireLock, LockError } from '../src/db/lock.js';
import { DataCrypto } from '../src/lib/crypto.js';
import { maskIdCard, maskName, maskPhone } from '../src/lib/mask.js';
import { sanitizeHtml } from '../src/lib/sanitize.js';
import { generateTypes, TYPES_FILE } from '../scripts/gen-types.js';
import { auth, registerUser, setup, testConfig, type TestCtx } from './helpers.js';

describe('config', () => {
  test('defaults, frozen, and relative DATA_DIR resolved from the repo root', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hs-cfg-'));
    const c = loadConfig({ DATA_DIR: dir });
    assert.equal(c.port, 3000);
    assert.equal(c.host, '0.0.0.0');
    assert.equal(c.embedded, true);
    assert.equal(c.seedDemo, true);
    assert.equal(c.captchaEnabled, true);
    assert.equal(c.smsProvider, 'console');
    assert.equal(c.tokenTtlDays, 7);
    assert.ok(Object.isFrozen(c));
    // a key was generated and kept with mode 0600; a second load reads the same key
    const keyFile = path.join(dir, 'secret.key');
    assert.equal(readFileSync(keyFile, 'utf8').trim(), c.dataKey.toString('base64'));
    assert.equal(statSync(keyFile).mode & 0o777, 0o600);
    assert.deepEqual(loadConfig({ DATA_DIR: dir }).dataKey, c.dataKey);
    const rel = loadConfig({ DATA_DIR: 'data' }, { dataKey: Buffer.alloc(32) });
    assert.equal(rel.dataDir, path.resolve(import.meta.dirname, '..', '..', 'data'));
    rmSync(dir, { recursive: true, force: true });
  });

  test('production with DATABASE_URL and no DATA_KEY refuses to start', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@h/db' }),
      (e: unknown) => e instanceof ConfigError && /DATA_KEY/.test(e.message),
    );
    const k = Buffer.alloc(32, 7).toString('base64');
    const c = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@h/db', DATA_KEY: k });
    assert.equal(c.embedded, false);
    assert.equal(c.seedDemo, false);
    assert.throws(() => loadConfig({ DATA_KEY: 'c2hvcnQ=' }), ConfigError);
    assert.throws(() => loadConfig({ PORT: 'abc' }, { dataKey: Buffer.alloc(32) }), ConfigError);
  });
});

describe('lock file', () => {
  test('a second holder fails with a clear message while the first process lives', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hs-lock-'));
    const file = path.join(dir, 'pg.lock');
    const release = acquireLock(file);
    assert.equal(readFileSync(file, 'utf8'), String(process.pid));
    assert.throws(
      () => acquireLock(file),
      (e: unknown) => e instanceof LockError && /已被另一个进程/.test(e.message) && /already in use/.test(e.message),
    );
    release();
    assert.equal(existsSync(file), false);
    rmSync(dir, { recursive: true, force: true });
  });

  test('a stale lock (pid not alive) is taken over', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hs-lock-'));
    const file = path.join(dir, 'pg.lock');
    // a pid that certainly existed and is now dead: a finished child process
    const child = spawn(process.execPath, ['-e', '0']);
    const deadPid = child.pid!;
    await new Promise((r) => child.on('exit', r));
    writeFileSync(file, String(deadPid));
    const release = acquireLock(file);
    assert.equal(readFileSync(file, 'utf8'), String(process.pid));
    release();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('lib', () => {
  test('masks', () => {
    assert.equal(maskPhone('13812341234'), '138****1234');
    assert.equal(maskIdCard('11010519900307123X'), '110***********123X');
    assert.equal(maskName('张三'), '张*');
    assert.equal(maskName('张小三'), '张*三');
  });
  test('AES-GCM round trip, tamper detection, keyed hash', () => {
    const c = new DataCrypto(Buffer.alloc(32, 1));
    const box = c.encrypt('11010519900307123X');
    assert.ok(!box.includes('11010519900307123X'));
    assert.equal(c.decrypt(box), '11010519900307123X');
    assert.notEqual(c.encrypt('x'), c.encrypt('x'));
    const parts = box.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    assert.throws(() => c.decrypt(parts.join('.')));
    assert.equal(c.hmac('a'), c.hmac('a'));
    assert.notEqual(c.hmac('a'), new DataCrypto(Buffer.alloc(32, 2)).hmac('a'));
  });
  test('sanitizer keeps structure and drops script', () => {
    const out = sanitizeHtml(
      '<h2 onclick="x()">标题</h2><script>alert(1)</script><p>文字<a href="javascript:alert(1)">x</a><a href="https://a.cn">y</a></p><img src=x onerror=alert(1)>',
    );
    // an https link to a host not on CONTENT_LINK_HOSTS loses its href, an image not from /uploads goes
    assert.equal(out, '<h2>标题</h2><p>文字<a>x</a><a>y</a></p>');
  });
});

describe('http basics', () => {
  let ctx: TestCtx;
  before(async () => {
    ctx = await setup();
  });
  after(async () => {
    await ctx.close();
  });

  test('validation error → 400 with a Chinese message naming the field', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/sms/sendYzm?phone=123&type=register' });
    assert.equal(r.statusCode, 400);
    assert.deepEqual(r.json(), { code: 400, msg: '参数错误：phone 格式不正确', data: null });
    const r2 = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { password: 'x' } });
    assert.equal(r2.json().msg, '参数错误：username 不能为空');
    const r3 = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    assert.equal(r3.statusCode, 400);
    assert.equal(r3.json().code, 400);
  });

  test('unknown /api route → 404 envelope', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    assert.equal(r.statusCode, 404);
    assert.deepEqual(r.json(), { code: 404, msg: '接口不存在', data: null });
    const p = await ctx.app.inject({ method: 'POST', url: '/api/nope/deeper' });
    assert.equal(p.json().code, 404);
  });

  test('without an H5 build, / explains how to build it', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/' });
    assert.equal(r.statusCode, 200);
    assert.match(r.body, /npm run build:h5/);
  });

  test('Token header and Authorization Bearer are both accepted; missing/garbage → 401', async () => {
    const { token } = await registerUser(ctx);
    for (const headers of [{ Token: token }, { Authorization: `Bearer ${token}` }, auth(token)]) {
      const r = await ctx.app.inject({ method: 'GET', url: '/api/system/user/profile', headers });
      assert.equal(r.statusCode, 200, JSON.stringify(headers));
    }
    for (const headers of [{}, { Token: 'nope' }, { Authorization: 'Basic abc' }]) {
      const r = await ctx.app.inject({ method: 'GET', url: '/api/system/user/profile', headers });
      assert.equal(r.statusCode, 401);
      assert.equal(r.json().code, 401);
    }
  });

  test('OpenAPI document is served', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(r.statusCode, 200);
    assert.ok(r.json().paths['/api/login']);
  });

  test('logs carry no token or password', async () => {
    ctx.logs.length = 0;
    const logCtx = await setup({ env: { LOG_LEVEL: 'debug' } });
    try {
      const { token } = await registerUser(logCtx, undefined, 'Secret9876xyz');
      await logCtx.app.inject({ method: 'GET', url: '/api/system/user/profile', headers: auth(token) });
      await logCtx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'someone', password: 'Secret9876xyz' },
      });
      logCtx.app.log.info(
        { password: 'Secret9876xyz', body: { idCard: '11010519900307123X', dxyzm: '123456' } },
        'explicit',
      );
      const text = logCtx.logs.join('');
      assert.ok(text.length > 0, 'logs were captured');
      assert.ok(!text.includes(token), 'token leaked into logs');
      assert.ok(!text.includes('Secret9876xyz'), 'password leaked into logs');
      assert.ok(!text.includes('11010519900307123X'), 'ID leaked into logs');
      assert.match(text, /"reqId":"[0-9a-f-]{36}"/);
    } finally {
      await logCtx.close();
    }
  });
});

describe('failures', () => {
  test('500 hides internals and carries the request id; health says 503 when the db is down', async () => {
    const ctx = await setup();
    try {
      await ctx.db.close();
      const r = await ctx.app.inject({ method: 'GET', url: '/api/V2/H5/gonggaoDetails?noticeType=yonghuxieyi' });
      assert.equal(r.statusCode, 500);
      const b = r.json();
      assert.equal(b.code, 500);
      assert.equal(b.msg, '服务器繁忙，请稍后再试');
      assert.equal(b.requestId, r.headers['x-request-id']);
      assert.ok(!/select|pglite|stack|at /i.test(r.body), r.body);
      const h = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      assert.equal(h.statusCode, 503);
      assert.equal(h.json().data.db, 'down');
    } finally {
      await ctx.app.close();
    }
  });
});

describe('static H5 hosting', () => {
  let ctx: TestCtx;
  let dist: string;
  before(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'hs-dist-'));
    mkdirSync(path.join(dist, 'js'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="app">H5</div>');
    writeFileSync(path.join(dist, 'js', 'app.1a2b3c.js'), 'console.log(1)');
    // what tools/precompress.mjs writes beside a built asset
    writeFileSync(path.join(dist, 'js', 'app.1a2b3c.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(path.join(dist, 'js', 'app.1a2b3c.js.gz'), gzipSync('console.log(1)'));
    ctx = await setup({ config: testConfig({ H5_DIST: dist }) });
  });
  after(async () => {
    await ctx.close();
    rmSync(dist, { recursive: true, force: true });
  });

  test('index.html is no-cache, hashed assets are immutable', async () => {
    const i = await ctx.app.inject({ method: 'GET', url: '/' });
    assert.equal(i.statusCode, 200);
    assert.match(i.body, /id="app"/);
    assert.equal(i.headers['cache-control'], 'no-cache');
    const js = await ctx.app.inject({ method: 'GET', url: '/js/app.1a2b3c.js' });
    assert.equal(js.statusCode, 200);
    assert.equal(js.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  test('precompressed assets and the pages that may come compressed say Vary: Accept-Encoding', async () => {
    const br = await ctx.app.inject({ method: 'GET', url: '/js/app.1a2b3c.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), 'console.log(1)');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    // the identity answer must say it too, or a shared cache would hand it (or the br one) to everyone
    const plain = await ctx.app.inject({ method: 'GET', url: '/js/app.1a2b3c.js' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(String(plain.headers.vary), /accept-encoding/i);
    const page = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    assert.match(String(page.headers.vary), /accept-encoding/i);
  });

  test('history fallback serves index.html for client routes, not for /api or missing assets', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/index/other/gonggao?x=1' });
    assert.equal(r.statusCode, 200);
    assert.match(r.body, /id="app"/);
    assert.equal(r.headers['cache-control'], 'no-cache');
    const api = await ctx.app.inject({ method: 'GET', url: '/api/missing' });
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().code, 404);
    const asset = await ctx.app.inject({ method: 'GET', url: '/js/missing.js' });
    assert.equal(asset.statusCode, 404);
  });
});

describe('generated client types', () => {
  test('types/api.d.ts is up to date', async () => {
    const fresh = await generateTypes();
    const committed = existsSync(TYPES_FILE) ? readFileSync(TYPES_FILE, 'utf8') : '';
    assert.ok(fresh === committed, 'types/api.d.ts is stale: run npm run gen:types');
  });
});

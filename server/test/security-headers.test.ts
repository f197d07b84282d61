import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { setup, type TestCtx } from './helpers.js';

const INLINE = "document.documentElement.style.fontSize='37.5px'";
let ctx: TestCtx;
before(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'haoshi-h5-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><script>${INLINE}</script><script src="/js/app.js"></script></head><body><div id="app"></div></body></html>`,
  );
  ctx = await setup({ env: { H5_DIST: dist, TRUST_PROXY: '1' } });
});
after(async () => {
  await ctx.close();
});

test('API answers carry nosniff, no framing and a referrer policy, and no HSTS over plain HTTP', async () => {
  const r = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  assert.equal(r.headers['x-content-type-options'], 'nosniff');
  assert.equal(r.headers['x-frame-options'], 'DENY');
  assert.equal(r.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  assert.equal(r.headers['strict-transport-security'], undefined);
  assert.equal(r.headers['x-powered-by'], undefined);
  // error envelopes too
  const e = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
  assert.equal(e.statusCode, 404);
  assert.equal(e.headers['x-content-type-options'], 'nosniff');
});

test('HSTS when the request came over TLS at the trusted proxy', async () => {
  const r = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
  assert.match(String(r.headers['strict-transport-security']), /max-age=\d+/);
});

test('the H5 page gets a CSP that allows its own inline script by hash and nothing else inline', async () => {
  for (const url of ['/', '/index/goodList']) {
    const r = await ctx.app.inject({ method: 'GET', url });
    assert.equal(r.statusCode, 200);
    const csp = String(r.headers['content-security-policy']);
    const hash = createHash('sha256').update(INLINE).digest('base64');
    assert.ok(csp.includes(`'sha256-${hash}'`), csp);
    assert.ok(!/script-src[^;]*unsafe-inline/.test(csp), csp);
    assert.match(csp, /frame-ancestors 'none'/);
  }
});

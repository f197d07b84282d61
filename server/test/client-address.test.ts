import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ConfigError } from '../src/config.js';
import { addressKey, parseTrustProxy, trustProxyFunction } from '../src/lib/client-address.js';
import { setup, testConfig, type TestCtx } from './helpers.js';

describe('TRUST_PROXY parsing (issue 34 §2)', () => {
  test('unset and false trust no proxy; a hop count and addresses/CIDRs are read as such', () => {
    assert.deepEqual(parseTrustProxy(undefined), { kind: 'off' });
    assert.deepEqual(parseTrustProxy(''), { kind: 'off' });
    assert.deepEqual(parseTrustProxy('false'), { kind: 'off' });
    assert.deepEqual(parseTrustProxy('1'), { kind: 'hops', hops: 1 });
    assert.deepEqual(parseTrustProxy(' 2 '), { kind: 'hops', hops: 2 });
    assert.deepEqual(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1 ,2001:db8::/32'), {
      kind: 'list',
      entries: ['127.0.0.1', '10.0.0.0/8', '::1', '2001:db8::/32'],
    });
    assert.deepEqual(testConfig({ TRUST_PROXY: '1' }).trustProxy, { kind: 'hops', hops: 1 });
  });

  test('true and the other yes/no words are refused at start, saying what to write instead', () => {
    for (const v of ['true', 'TRUE', 'yes', 'on', 'off', 'no']) {
      assert.throws(
        () => testConfig({ TRUST_PROXY: v }),
        (e: Error) =>
          e instanceof ConfigError &&
          e.message.includes(`TRUST_PROXY="${v}" 已不再支持`) &&
          e.message.includes('请写代理的跳数') &&
          e.message.includes('Write the number of proxies'),
        v,
      );
    }
  });

  test('a hop count out of range, a bad address or a bad prefix length is refused', () => {
    for (const v of ['0', '11', '10.0.0.0/33', '::1/129', 'nginx', '10.0.0.1/8/2', '1.2.3', ',']) {
      assert.throws(() => parseTrustProxy(v), ConfigError, v);
    }
  });

  test('a hop count trusts the immediate peer only from a loopback or private network', () => {
    const trust = trustProxyFunction({ kind: 'hops', hops: 1 });
    assert.ok(trust);
    assert.equal(trust('127.0.0.1', 0), true);
    assert.equal(trust('10.1.2.3', 0), true);
    assert.equal(trust('::ffff:192.168.1.9', 0), true);
    assert.equal(trust('fd00::7', 0), true);
    assert.equal(trust('203.0.113.9', 0), false, 'a public peer is a client, not our proxy');
    assert.equal(trust('198.51.100.1', 1), false, 'only one hop');
    const two = trustProxyFunction({ kind: 'hops', hops: 2 });
    assert.ok(two);
    assert.equal(two('198.51.100.1', 1), true, 'the second hop (a CDN in front of nginx) may be public');
    assert.equal(trustProxyFunction({ kind: 'off' }), false);
  });
});

describe('the per-address key (IPv6 by /64)', () => {
  test('IPv4 is its address; IPv6 is its /64 however it is written', () => {
    assert.equal(addressKey('203.0.113.9'), '203.0.113.9');
    assert.equal(addressKey('::ffff:203.0.113.9'), '203.0.113.9');
    assert.equal(addressKey('2001:db8:a:b:c:d:e:f'), '2001:db8:a:b::/64');
    assert.equal(addressKey('2001:0DB8:000A:000B::1'), '2001:db8:a:b::/64');
    assert.equal(addressKey('2001:db8:a:b::ffff:1.2.3.4'), '2001:db8:a:b::/64');
    assert.equal(addressKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(addressKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
    assert.equal(addressKey('::1'), '0:0:0:0::/64');
    assert.notEqual(addressKey('2001:db8:a:b::1'), addressKey('2001:db8:a:c::1'));
  });
});

/** A login that fails on the password, from `remoteAddress` with an X-Forwarded-For. */
const badLogin = (c: TestCtx, remoteAddress: string, xff?: string, i = 0) =>
  c.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: xff ? { 'x-forwarded-for': xff } : {},
    payload: { username: `nobody_${i}`, password: 'Wrong1234' },
  });

describe('TRUST_PROXY=1: one nginx in front', () => {
  let c: TestCtx;
  before(async () => {
    c = await setup({ env: { TRUST_PROXY: '1', RATE_PASSWORD_LOGIN_IP: '3' } });
  });
  after(async () => {
    await c.close();
  });

  test('a client writing its own X-Forwarded-For behind nginx meets the login limit like any other', async () => {
    // nginx appends the address it saw: the client's own entry is on the left, the real one last
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await badLogin(c, '127.0.0.1', `198.51.100.${i + 1}, 203.0.113.50`, i)).statusCode);
    assert.deepEqual(statuses, [400, 400, 400, 429, 429]);
    // another client behind the same nginx is counted on its own
    assert.equal((await badLogin(c, '127.0.0.1', '203.0.113.51')).statusCode, 400);
  });

  test('a client reaching the port directly from the internet cannot pick its address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await badLogin(c, '203.0.113.60', `10.9.9.${i}`, i)).statusCode);
    assert.deepEqual(statuses, [400, 400, 400, 429, 429]);
  });

  test('IPv6 clients are limited per /64: a fresh address from the same /64 is the same client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await badLogin(c, '::1', `2001:db8:77:1::${(i + 1).toString(16)}`, i)).statusCode);
    assert.deepEqual(statuses, [400, 400, 400, 429, 429]);
    assert.equal((await badLogin(c, '::1', '2001:db8:77:2::1')).statusCode, 400, 'the next /64 is another client');
  });

  test('SMS sends and error reports count per /64 too', async () => {
    const sms = (i: number) =>
      c.app.inject({
        method: 'GET',
        url: `/api/sms/sendYzm?phone=1380013${String(1000 + i)}&type=register`,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `2001:db8:88:1:${i}::9` },
      });
    const limit = c.config.rateLimits.smsIp.max;
    const sent: number[] = [];
    for (let i = 0; i <= limit; i++) sent.push((await sms(i)).statusCode);
    assert.deepEqual(sent, [...Array<number>(limit).fill(200), 429]);
    const report = (i: number) =>
      c.app.inject({
        method: 'POST',
        url: '/api/client-error',
        remoteAddress: '::1',
        headers: { 'x-forwarded-for': `1.1.1.1, 2001:db8:99:1::${i + 1}` },
        payload: { route: '/index/home', message: 'boom' },
      });
    const max = c.config.rateLimits.clientErrorIp.max;
    const reported: number[] = [];
    for (let i = 0; i <= max; i++) reported.push((await report(i)).statusCode);
    assert.deepEqual(reported, [...Array<number>(max).fill(200), 429]);
  });

  test('HSTS follows the same rule: X-Forwarded-Proto counts only from the proxy', async () => {
    const viaProxy = await c.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    assert.match(String(viaProxy.headers['strict-transport-security']), /max-age=/);
    const direct = await c.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.60',
      headers: { 'x-forwarded-proto': 'https' },
    });
    assert.equal(direct.headers['strict-transport-security'], undefined);
  });
});

describe('TRUST_PROXY as the proxies’ addresses', () => {
  let c: TestCtx;
  before(async () => {
    c = await setup({ env: { TRUST_PROXY: '10.0.0.5, fd00::/8', RATE_PASSWORD_LOGIN_IP: '2' } });
  });
  after(async () => {
    await c.close();
  });

  test('only the listed proxy is believed; anyone else is counted by its own address', async () => {
    const viaProxy: number[] = [];
    for (let i = 0; i < 3; i++)
      viaProxy.push((await badLogin(c, '10.0.0.5', `9.9.9.${i}, 198.51.100.9`, i)).statusCode);
    assert.deepEqual(viaProxy, [400, 400, 429]);
    const chain: number[] = [];
    // two listed proxies in a row (fd00::/8 then 10.0.0.5): the client is the first address outside the list
    for (let i = 0; i < 3; i++)
      chain.push((await badLogin(c, '10.0.0.5', `9.9.9.${i}, 198.51.100.10, fd00::3`, i)).statusCode);
    assert.deepEqual(chain, [400, 400, 429]);
    // a loopback or private peer that is not listed is a client like any other
    const other: number[] = [];
    for (let i = 0; i < 3; i++) other.push((await badLogin(c, '127.0.0.1', `9.9.8.${i}`, i)).statusCode);
    assert.deepEqual(other, [400, 400, 429]);
    const hsts = await c.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    assert.equal(hsts.headers['strict-transport-security'], undefined);
  });
});

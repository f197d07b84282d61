import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newIp, setup, type TestCtx } from './helpers.js';

async function rows(c: TestCtx, sql: string): Promise<Record<string, unknown>[]> {
  const r = await c.db.db.execute(sql as never);
  return (r as unknown as { rows: Record<string, unknown>[] }).rows;
}

describe('client-error reports: per-address limit, overall cap, old ones purged (issue 34 §11)', () => {
  let c: TestCtx;
  before(async () => {
    c = await setup({ env: { CLIENT_ERROR_MAX_ROWS: '5', CLIENT_ERROR_KEEP_DAYS: '2', RATE_CLIENT_ERROR_IP: '2' } });
  });
  after(() => c.close());
  const report = (message: string, ip = newIp()) =>
    c.app.inject({
      method: 'POST',
      url: '/api/client-error',
      remoteAddress: ip,
      payload: { route: '/index/home', message },
    });

  test('many addresses together keep only the newest CLIENT_ERROR_MAX_ROWS reports', async () => {
    for (let i = 0; i < 8; i++) assert.equal((await report(`m${i}`)).statusCode, 200);
    const kept = await rows(c, 'select message from client_errors order by id');
    assert.deepEqual(
      kept.map((r) => r.message),
      ['m3', 'm4', 'm5', 'm6', 'm7'],
    );
  });

  test('each address is limited; reports older than CLIENT_ERROR_KEEP_DAYS go', async () => {
    const ip = newIp();
    assert.deepEqual(
      [(await report('a', ip)).statusCode, (await report('b', ip)).statusCode, (await report('c', ip)).statusCode],
      [200, 200, 429],
    );
    c.clock.advance(2 * 24 * 3600_000 + 1000);
    assert.equal((await report('fresh')).statusCode, 200);
    const kept = await rows(c, 'select message from client_errors');
    assert.deepEqual(
      kept.map((r) => r.message),
      ['fresh'],
    );
  });
});

describe('captcha pictures: per-address limit, overall cap, expired ones purged (issue 34 §11)', () => {
  let c: TestCtx;
  before(async () => {
    c = await setup({ env: { CAPTCHA_ENABLED: 'true', CAPTCHA_MAX_ROWS: '5', RATE_CAPTCHA_IP: '3' } });
  });
  after(() => c.close());
  const picture = (ip = newIp()) => c.app.inject({ method: 'GET', url: '/api/captchaImage', remoteAddress: ip });
  const count = async () => Number((await rows(c, 'select count(*)::int as n from captchas'))[0]!.n);

  test('each address may ask for RATE_CAPTCHA_IP pictures a minute (an IPv6 client per /64)', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await picture(ip)).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    const v6: number[] = [];
    for (let i = 1; i <= 4; i++) v6.push((await picture(`2001:db8:5:6::${i}`)).statusCode);
    assert.deepEqual(v6, [200, 200, 200, 429]);
    c.clock.advance(61_000);
    assert.equal((await picture(ip)).statusCode, 200, 'the next minute');
  });

  test('many addresses together keep at most CAPTCHA_MAX_ROWS pictures; the newest still work, expired ones go', async () => {
    const uuids: string[] = [];
    for (let i = 0; i < 9; i++) {
      c.clock.advance(1);
      const r = await picture();
      assert.equal(r.statusCode, 200);
      uuids.push(r.json().data.uuid);
    }
    assert.equal(await count(), 5);
    const left = (await rows(c, 'select id from captchas')).map((r) => r.id);
    assert.deepEqual(new Set(left), new Set(uuids.slice(-5)), 'the five newest are kept');
    c.clock.advance(2 * 60_000 + 1000); // past the 2-minute life of every picture
    await picture();
    assert.equal(await count(), 1, 'expired pictures were purged');
  });
});

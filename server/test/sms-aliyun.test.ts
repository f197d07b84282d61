import assert from 'node:assert/strict';
import { createHmac, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { type App } from '../src/app-types.js';
import { ConfigError, loadConfig, type AliyunSmsConfig } from '../src/config.js';
import type { DbHandle } from '../src/db/client.js';
import { ManualClock } from '../src/lib/clock.js';
import {
  AliyunSmsProvider,
  canonicalQuery,
  percentEncode,
  sendSmsQuery,
  signRpc,
  SmsNotSent,
  stringToSign,
} from '../src/modules/auth/aliyun-sms.js';
import { freshDb, newIp, newPhone, testConfig } from './helpers.js';

/**
 * Aliyun SMS (dysmsapi SendSms 2017-05-25, signature version 1.0): the signer against vectors worked
 * out by hand from the documented algorithm, and the app sending real codes through a local fake of
 * Aliyun that checks every signature itself, answers OK, an error code, or nothing at all.
 */

const KEY_ID = 'LTAItestkeyid';
const SECRET = 'test/secret+with=odd&chars';

// ---- the fake's own encoder and signer: written apart from the provider's, byte by byte
const UNRESERVED = /[A-Za-z0-9\-_.~]/;
function fakeEncode(s: string): string {
  let out = '';
  for (const b of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(b);
    out += b < 0x80 && UNRESERVED.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
function fakeSign(params: Map<string, string>, secret: string): string {
  const names = [...params.keys()].filter((k) => k !== 'Signature').sort();
  const query = names.map((k) => `${fakeEncode(k)}=${fakeEncode(params.get(k)!)}`).join('&');
  return createHmac('sha1', `${secret}&`)
    .update(`GET&${fakeEncode('/')}&${fakeEncode(query)}`)
    .digest('base64');
}
/** Strict decoding of a query: `+` is a plus here, as Aliyun reads it (we always send %20 for space). */
function parseQuery(q: string): Map<string, string> {
  const m = new Map<string, string>();
  for (const part of q.split('&')) {
    const i = part.indexOf('=');
    m.set(decodeURIComponent(part.slice(0, i)), decodeURIComponent(part.slice(i + 1)));
  }
  return m;
}

type Mode = 'ok' | 'limit' | 'hang';
interface FakeAliyun {
  url: string;
  mode: Mode;
  /** every request whose signature and parameters checked out */
  received: Map<string, string>[];
  /** what was wrong with the others */
  rejected: string[];
  close(): Promise<void>;
}

async function fakeAliyun(): Promise<FakeAliyun> {
  const nonces = new Set<string>();
  const hanging: http.ServerResponse[] = [];
  const fake: FakeAliyun = {
    url: '',
    mode: 'ok',
    received: [],
    rejected: [],
    close: async () => {
      for (const r of hanging) r.destroy();
      server.closeAllConnections();
      await new Promise((res) => server.close(res));
    },
  };
  const answer = (res: http.ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    res.end(JSON.stringify({ RequestId: randomBytes(8).toString('hex'), ...body }));
  };
  const server = http.createServer((req, res) => {
    const u = new URL(req.url!, 'http://x');
    const p = parseQuery(u.search.slice(1));
    const problem = (() => {
      if (req.method !== 'GET' || u.pathname !== '/') return `${req.method} ${u.pathname}`;
      if (p.get('AccessKeyId') !== KEY_ID) return 'InvalidAccessKeyId.NotFound';
      if (p.get('Signature') !== fakeSign(p, SECRET)) return 'SignatureDoesNotMatch';
      const nonce = p.get('SignatureNonce') ?? '';
      if (!nonce || nonces.has(nonce)) return 'SignatureNonceUsed';
      nonces.add(nonce);
      const ts = p.get('Timestamp') ?? '';
      if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(ts) || Math.abs(Date.parse(ts) - Date.now()) > 15 * 60_000)
        return `InvalidTimeStamp.Format ${ts}`;
      const want: Record<string, string> = {
        Action: 'SendSms',
        Version: '2017-05-25',
        Format: 'JSON',
        RegionId: 'cn-hangzhou',
        SignatureMethod: 'HMAC-SHA1',
        SignatureVersion: '1.0',
        SignName: '号市',
      };
      for (const [k, v] of Object.entries(want)) if (p.get(k) !== v) return `${k}=${p.get(k)}`;
      if (!/^1[3-9]\d{9}$/.test(p.get('PhoneNumbers') ?? '')) return 'isv.MOBILE_NUMBER_ILLEGAL';
      if (!/^SMS_\d+$/.test(p.get('TemplateCode') ?? '')) return 'isv.SMS_TEMPLATE_ILLEGAL';
      try {
        const tp = JSON.parse(p.get('TemplateParam') ?? '') as Record<string, unknown>;
        if (!Object.values(tp).every((v) => typeof v === 'string')) return 'isv.INVALID_JSON_PARAM';
      } catch {
        return 'isv.INVALID_JSON_PARAM';
      }
      return null;
    })();
    if (problem) {
      fake.rejected.push(problem);
      return answer(res, 400, { Code: problem, Message: 'rejected by the fake' });
    }
    fake.received.push(p);
    if (fake.mode === 'hang') return void hanging.push(res);
    if (fake.mode === 'limit')
      return answer(res, 200, { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发小时级流控Permits:5' });
    answer(res, 200, { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0' });
  });
  await new Promise<void>((res) => server.listen(0, '127.0.0.1', res));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return fake;
}

const aliyunEnv = (fake: FakeAliyun, more: Record<string, string> = {}) => ({
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: KEY_ID,
  ALIYUN_SMS_ACCESS_KEY_SECRET: SECRET,
  ALIYUN_SMS_SIGN_NAME: '号市',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_100000001',
  ALIYUN_SMS_ENDPOINT: fake.url,
  ...more,
});

describe('the signer (signature version 1.0)', () => {
  test('percent-encoding: RFC 3986 with Aliyun’s cases (space %20, * %2A, ~ kept, UTF-8 bytes in upper-case hex)', () => {
    assert.equal(percentEncode("a b*c~d!'()+/=&"), 'a%20b%2Ac~d%21%27%28%29%2B%2F%3D%26');
    assert.equal(percentEncode('号市'), '%E5%8F%B7%E5%B8%82');
    assert.equal(percentEncode('A-Z_a.z~0'), 'A-Z_a.z~0');
  });

  test('the documentation’s DescribeRegions example: its string to sign and both published signatures', () => {
    const params: Record<string, string> = {
      TimeStamp: '2016-02-23T12:46:24Z',
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      Version: '2014-05-26',
      SignatureVersion: '1.0',
    };
    // the page prints the pairs joined by a bare &; the signature it publishes is that of %26
    assert.equal(
      stringToSign(params),
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1' +
        '%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0' +
        '%26TimeStamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    );
    assert.equal(signRpc(params, 'testsecret'), 'CT9X0VtwR86fNWSnsc6v8YGOjuE=');
    // the later pages spell the parameter Timestamp, and publish that signature too
    const { TimeStamp, ...rest } = params;
    assert.equal(signRpc({ ...rest, Timestamp: TimeStamp! }, 'testsecret'), 'OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  test('a SendSms request with a fixed nonce and time: the query and signature worked out by hand (openssl)', () => {
    // canonical query sorted by name (RegionId < SignName < SignatureMethod: 'N' < 'a'), then
    // printf '%s' 'GET&%2F&<query encoded again>' | openssl dgst -sha1 -hmac 'testsecret&' -binary | base64
    const q = sendSmsQuery(
      { accessKeyId: 'testid', accessKeySecret: 'testsecret', signName: '号市', regionId: 'cn-hangzhou' },
      { phone: '13800138000', templateCode: 'SMS_123456789', templateParam: { code: '123456' } },
      '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      new Date('2026-03-01T02:00:00.123Z'),
    );
    assert.equal(
      q,
      'AccessKeyId=testid&Action=SendSms&Format=JSON&PhoneNumbers=13800138000&RegionId=cn-hangzhou' +
        '&SignName=%E5%8F%B7%E5%B8%82&SignatureMethod=HMAC-SHA1&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466' +
        '&SignatureVersion=1.0&TemplateCode=SMS_123456789&TemplateParam=%7B%22code%22%3A%22123456%22%7D' +
        '&Timestamp=2026-03-01T02%3A00%3A00Z&Version=2017-05-25&Signature=%2BM2%2BSh%2B1ZyV%2BSSRf9fx0Irn3nys%3D',
    );
    assert.equal(canonicalQuery({ b: '1', a: '2', B: '3' }), 'B=3&a=2&b=1', 'byte order: upper case first');
  });
});

describe('configuration', () => {
  const key = { dataKey: randomBytes(32) };
  const full = {
    NODE_ENV: 'production',
    DATA_DIR: '/tmp/x',
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: KEY_ID,
    ALIYUN_SMS_ACCESS_KEY_SECRET: SECRET,
    ALIYUN_SMS_SIGN_NAME: '号市',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_100000001',
  };

  test('SMS_PROVIDER=aliyun without its keys is refused at start, naming each missing variable', () => {
    for (const k of Object.keys(full).filter((x) => x.startsWith('ALIYUN_'))) {
      const env: Record<string, string> = { ...full };
      delete env[k];
      assert.throws(
        () => loadConfig(env, key),
        (e: unknown) => e instanceof ConfigError && e.message.includes(k) && /SMS_PROVIDER=aliyun 缺少/.test(e.message),
        k,
      );
    }
  });

  test('defaults, per-kind templates, and endpoints that would carry codes in clear are refused', () => {
    const c = loadConfig({ ...full, ALIYUN_SMS_TEMPLATE_CODE_CANCEL: 'SMS_100000004' }, key).aliyunSms!;
    assert.equal(c.endpoint, 'https://dysmsapi.aliyuncs.com/');
    assert.equal(c.timeoutMs, 5000);
    assert.deepEqual(c.templates, { cancel: 'SMS_100000004' });
    assert.equal(c.notifyTemplateCode, null);
    assert.equal(loadConfig({ ...full, SMS_PROVIDER: 'console' }, key).aliyunSms, null);
    for (const [name, v] of [
      ['ALIYUN_SMS_ENDPOINT', 'http://dysmsapi.aliyuncs.com/'],
      ['ALIYUN_SMS_ENDPOINT', 'not a url'],
      ['ALIYUN_SMS_TEMPLATE_CODE', '123456'],
      ['ALIYUN_SMS_TEMPLATE_CODE_LOGIN', 'SMS_1 x'],
      ['ALIYUN_SMS_TIMEOUT_MS', '0'],
    ])
      assert.throws(
        () => loadConfig({ ...full, [name!]: v! }, key),
        (e: unknown) => e instanceof ConfigError && e.message.includes(name!),
        `${name}=${v}`,
      );
  });
});

describe('codes sent through Aliyun (a local fake that checks every signature)', () => {
  let fake: FakeAliyun;
  let db: DbHandle;
  let app: App;
  let dataDir: string;
  const logs: string[] = [];

  before(async () => {
    fake = await fakeAliyun();
    db = await freshDb();
    const config = testConfig({
      ...aliyunEnv(fake, { ALIYUN_SMS_TEMPLATE_CODE_REGISTER: 'SMS_100000002', ALIYUN_SMS_TIMEOUT_MS: '1500' }),
      LOG_LEVEL: 'info',
    });
    dataDir = config.dataDir;
    const logStream = new Writable({
      write(chunk, _enc, cb) {
        logs.push(String(chunk));
        cb();
      },
    });
    // no `sms` given: the app builds the provider SMS_PROVIDER names, as a real start does
    app = await buildApp({ config, db, clock: new ManualClock(new Date()), logStream, sleep: async () => {} });
    await app.ready();
  });
  after(async () => {
    await app?.close();
    await db?.close();
    await fake?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const sendYzm = (phone: string, type: string, ip = newIp()) =>
    app.inject({ method: 'GET', url: `/api/sms/sendYzm?phone=${phone}&type=${type}`, remoteAddress: ip });
  const codeOf = (p: Map<string, string>) => (JSON.parse(p.get('TemplateParam')!) as { code: string }).code;

  test('a login code reaches Aliyun signed and complete, and logs the user in', async () => {
    fake.mode = 'ok';
    const phone = newPhone();
    const ip = newIp();
    const before = fake.received.length;
    const s = await sendYzm(phone, 'phoneLogin', ip);
    assert.equal(s.statusCode, 200, `${s.body} ${fake.rejected.join(', ')}`);
    assert.equal(s.json().msg, '验证码已发送');
    assert.deepEqual(fake.rejected, []);
    assert.equal(fake.received.length, before + 1);
    const p = fake.received.at(-1)!;
    assert.equal(p.get('PhoneNumbers'), phone);
    assert.equal(p.get('TemplateCode'), 'SMS_100000001');
    const code = codeOf(p);
    assert.match(code, /^\d{6}$/);
    assert.deepEqual(Object.keys(JSON.parse(p.get('TemplateParam')!)), ['code']);

    const login = await app.inject({
      method: 'POST',
      url: '/api/h5/login',
      remoteAddress: ip,
      payload: { phone, dxyzm: code, yzmRankey: s.json().data.yzmRankey, agreed: true },
    });
    assert.equal(login.statusCode, 200, login.body);
    assert.ok(login.json().data.token);
    assert.ok(!logs.join('').includes(code), 'the code is never logged');
  });

  test('a kind with its own template uses it (registration), the others the common one', async () => {
    fake.mode = 'ok';
    const s = await sendYzm(newPhone(), 'register');
    assert.equal(s.statusCode, 200, `${s.body} ${fake.rejected.join(', ')}`);
    assert.equal(fake.received.at(-1)!.get('TemplateCode'), 'SMS_100000002');
  });

  test('an error answer: the user is told in Chinese, the code is burnt, the log has Aliyun’s Code but no code or full phone', async () => {
    fake.mode = 'limit';
    const phone = newPhone();
    const ip = newIp();
    const logsBefore = logs.length;
    const s = await sendYzm(phone, 'phoneLogin', ip);
    assert.equal(s.statusCode, 503, s.body);
    assert.equal(s.json().msg, '短信发送失败，请稍后重试');
    assert.ok(!s.body.includes('yzmRankey'), 'no key of a code that was not sent');
    const code = codeOf(fake.received.at(-1)!);

    // the code Aliyun refused to deliver is not a way in: the latest row for the phone is used up
    const row = (await db.db.execute(
      sql`select id, used_at from sms_codes where phone = ${phone} order by created_at desc limit 1`,
    )) as unknown as { rows: { id: string; used_at: Date | null }[] };
    assert.ok(row.rows[0]!.used_at, 'the code is stored as used, never as sent');
    const login = await app.inject({
      method: 'POST',
      url: '/api/h5/login',
      remoteAddress: ip,
      payload: { phone, dxyzm: code, yzmRankey: row.rows[0]!.id, agreed: true },
    });
    assert.equal(login.statusCode, 400);
    assert.equal(login.json().msg, '短信验证码已失效，请重新获取');

    const logged = logs.slice(logsBefore).join('');
    assert.match(logged, /isv\.BUSINESS_LIMIT_CONTROL/);
    assert.match(logged, /触发小时级流控/);
    assert.ok(logged.includes(`${phone.slice(0, 3)}****${phone.slice(-4)}`), 'the masked phone is logged');
    assert.ok(!logged.includes(phone), 'never the full phone');
    assert.ok(!logged.includes(code), 'never the code');
  });

  test('every request the app made carried a signature and parameters the fake accepted', () => {
    assert.deepEqual(fake.rejected, []);
    assert.ok(fake.received.length >= 3);
  });

  test('Aliyun not answering: the send fails after the timeout with the same Chinese error', async () => {
    fake.mode = 'hang';
    const phone = newPhone();
    const logsBefore = logs.length;
    const t0 = Date.now();
    const s = await sendYzm(phone, 'phoneLogin');
    const ms = Date.now() - t0;
    assert.equal(s.statusCode, 503, s.body);
    assert.equal(s.json().msg, '短信发送失败，请稍后重试');
    assert.ok(ms >= 1400 && ms < 5000, `${ms} ms`);
    const logged = logs.slice(logsBefore).join('');
    assert.match(logged, /TIMEOUT/);
    assert.ok(!logged.includes(phone));
  });
});

describe('a provider that cannot be reached', () => {
  test('a refused connection fails the send as NETWORK, logged with the phone masked and without the code', async () => {
    // a port that was just free: nothing listens there
    const probe = http.createServer();
    await new Promise<void>((res) => probe.listen(0, '127.0.0.1', res));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((res) => probe.close(res));
    const warned: unknown[] = [];
    const log = { warn: (o: unknown) => void warned.push(o) } as unknown as ConstructorParameters<
      typeof AliyunSmsProvider
    >[1];
    const cfg = testConfig({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: KEY_ID,
      ALIYUN_SMS_ACCESS_KEY_SECRET: SECRET,
      ALIYUN_SMS_SIGN_NAME: '号市',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_100000001',
      ALIYUN_SMS_ENDPOINT: `http://127.0.0.1:${port}/`,
    }).aliyunSms!;
    await assert.rejects(
      new AliyunSmsProvider(cfg, log).send({ phone: '13800138000', type: 'phoneLogin', code: '654321' }),
      (e: unknown) => e instanceof SmsNotSent && e.aliyunCode === 'NETWORK',
    );
    const text = JSON.stringify(warned);
    assert.match(text, /"aliyunCode":"NETWORK"/);
    assert.match(text, /138\*\*\*\*8000/);
    assert.ok(!text.includes('654321') && !text.includes('13800138000'), text);
  });
});

describe('trade notifications through Aliyun', () => {
  let fake: FakeAliyun;
  const silent = { warn() {} } as unknown as ConstructorParameters<typeof AliyunSmsProvider>[1];
  before(async () => {
    fake = await fakeAliyun();
  });
  after(async () => {
    await fake?.close();
  });
  const cfg = (notifyTemplateCode: string | null): AliyunSmsConfig =>
    ({ ...testConfig(aliyunEnv(fake)).aliyunSms!, notifyTemplateCode }) as AliyunSmsConfig;

  test('the text goes into the notification template’s ${content}, without the 【号市】 Aliyun adds itself', async () => {
    fake.mode = 'ok';
    await new AliyunSmsProvider(cfg('SMS_100000009'), silent).notify({
      phone: '13800138000',
      text: '【号市】您的提现¥10.00已打款，请注意查收。',
    });
    const p = fake.received.at(-1)!;
    assert.equal(p.get('TemplateCode'), 'SMS_100000009');
    assert.deepEqual(JSON.parse(p.get('TemplateParam')!), { content: '您的提现¥10.00已打款，请注意查收。' });
  });

  test('without a notification template, or on an error answer, notify throws (the outbox records it failed)', async () => {
    const before = fake.received.length;
    await assert.rejects(
      new AliyunSmsProvider(cfg(null), silent).notify({ phone: '13800138000', text: 'x' }),
      /ALIYUN_SMS_NOTIFY_TEMPLATE_CODE/,
    );
    assert.equal(fake.received.length, before, 'nothing sent');
    fake.mode = 'limit';
    await assert.rejects(
      new AliyunSmsProvider(cfg('SMS_100000009'), silent).notify({ phone: '13800138000', text: 'x' }),
      /isv\.BUSINESS_LIMIT_CONTROL/,
    );
  });
});

/**
 * `npm run verify:proxy` (issue 34 §2): the server behind a real nginx, configured as docs/production.md says
 * (X-Forwarded-For appended with $proxy_add_x_forwarded_for). A client that writes its own
 * X-Forwarded-For must meet the same per-address limits as one that doesn't: password login, SMS
 * sends, client-error reports and captcha pictures. Each client connects from its own loopback
 * address (127.0.0.11, .12, …), so nginx appends a different address for each, as it would for
 * clients on the internet.
 *
 * Two servers: A with TRUST_PROXY=1 (one nginx in front), B with TRUST_PROXY=127.0.0.2 (nginx
 * connects from 127.0.0.2 by proxy_bind), where a client that reaches B directly with a forged
 * X-Forwarded-For or X-Forwarded-Proto gets nothing from it either. (With a hop count, a direct client
 * from a private network would be believed: that form wants the port reachable only by the proxy;
 * server/test/client-address.test.ts shows a direct client from a public address is not.)
 */
import http from 'node:http';
import { adminPgUrl, createPgDatabase, Report, startApi, type ApiProcess } from './lib/harness.js';
import { nginxBinary, startNginx, type Nginx } from './lib/nginx.js';

const report = new Report('proxy');
const LIMIT = 3;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/** One request from a chosen loopback source address (fetch cannot choose it). */
function request(
  port: number,
  from: string,
  method: string,
  url: string,
  opts: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        localAddress: from,
        agent: false,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...opts.headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

let forged = 0;
/** A different made-up client address for every request, as an attacker would write. */
const forgedXff = () => {
  forged++;
  return { 'x-forwarded-for': `198.51.${(forged >> 8) & 255}.${forged & 255}` };
};

/** The per-address actions under test; `i` keeps phones and names distinct. */
const actions: Record<
  string,
  (port: number, from: string, i: number, headers?: Record<string, string>) => Promise<Answer>
> = {
  'password login': (port, from, i, headers) =>
    request(port, from, 'POST', '/api/login', {
      body: { username: `nobody_${from}_${i}`, password: 'Wrong1234' },
      headers,
    }),
  'SMS send': (port, from, i, headers) =>
    request(
      port,
      from,
      'GET',
      `/api/sms/sendYzm?phone=13${String(from.split('.')[3]).padStart(3, '0')}${String(100000 + i)}&type=register`,
      {
        headers,
      },
    ),
  'client-error report': (port, from, _i, headers) =>
    request(port, from, 'POST', '/api/client-error', {
      body: { route: '/index/home', message: 'verify:proxy' },
      headers,
    }),
  'captcha picture': (port, from, _i, headers) => request(port, from, 'GET', '/api/captchaImage', { headers }),
};

/** LIMIT + 2 calls; the statuses, and whether the first LIMIT pass and the rest are 429. */
async function series(
  action: (port: number, from: string, i: number, headers?: Record<string, string>) => Promise<Answer>,
  port: number,
  from: string,
  forge: boolean,
): Promise<{ statuses: number[]; limited: boolean }> {
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT + 2; i++)
    statuses.push((await action(port, from, i, forge ? forgedXff() : undefined)).status);
  const limited = statuses.slice(0, LIMIT).every((s) => s !== 429) && statuses.slice(LIMIT).every((s) => s === 429);
  return { statuses, limited };
}

async function main() {
  if (!nginxBinary()) {
    // CI installs it (.ci/run, "system packages"): there a missing nginx is a failure, not a skip
    report.check(!process.env.CI, 'nginx is not installed (apt-get install -y nginx)');
    console.log('  nginx is not installed: skipped (apt-get install -y nginx)');
    report.finish();
    return;
  }
  const started = Date.now();
  const env = {
    RATE_PASSWORD_LOGIN_IP: String(LIMIT),
    RATE_SMS_IP: String(LIMIT),
    RATE_CLIENT_ERROR_IP: String(LIMIT),
    RATE_CAPTCHA_IP: String(LIMIT),
    CAPTCHA_ENABLED: 'true',
  };
  let a: ApiProcess | null = null;
  let b: ApiProcess | null = null;
  let nginx: Nginx | null = null;
  // PostgreSQL when there is one (CI): two PGlite servers migrating at once took 50 s on a busy machine
  const dbs = adminPgUrl() ? await Promise.all([createPgDatabase('hs_proxy_a'), createPgDatabase('hs_proxy_b')]) : [];
  try {
    [a, b] = await Promise.all([
      startApi({ databaseUrl: dbs[0]?.url, seedDemo: false, env: { ...env, TRUST_PROXY: '1' } }),
      startApi({ databaseUrl: dbs[1]?.url, seedDemo: false, env: { ...env, TRUST_PROXY: '127.0.0.2' } }),
    ]);
    nginx = await startNginx([
      { upstreamPort: a.port },
      { upstreamPort: b.port, bindFrom: '127.0.0.2' },
      // a TLS-ending proxy in front of B, as production runs: it tells B the request came over https
      { upstreamPort: b.port, bindFrom: '127.0.0.2', forwardedProto: 'https' },
    ]);
    const [viaA, viaB, viaBtls] = nginx.ports as [number, number, number];
    report.figure('start (two servers and nginx), s', ((Date.now() - started) / 1000).toFixed(1));

    // ---- A: TRUST_PROXY=1 behind nginx. Each action from two fresh clients: one honest, one forging.
    let host = 10;
    for (const [what, action] of Object.entries(actions)) {
      const honest = await series(action, viaA, `127.0.0.${++host}`, false);
      const forger = await series(action, viaA, `127.0.0.${++host}`, true);
      report.check(honest.limited, `A (TRUST_PROXY=1), ${what}, honest client: ${honest.statuses.join(',')}`);
      report.check(
        forger.limited,
        `A (TRUST_PROXY=1), ${what}, client writing its own X-Forwarded-For: ${forger.statuses.join(',')}`,
      );
      // the two above used up their own counts, not nginx's: a third client behind the same nginx still passes
      const third = await action(viaA, `127.0.0.${++host}`, 0, forgedXff());
      report.check(third.status !== 429, `A, ${what}: a third client behind the same nginx got ${third.status}`);
    }
    const proto = await request(viaA, '127.0.0.40', 'GET', '/api/health', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    report.check(
      proto.status === 200 && proto.headers['strict-transport-security'] === undefined,
      'A: a client claiming X-Forwarded-Proto: https over plain HTTP got HSTS',
    );

    // ---- B: TRUST_PROXY=127.0.0.2; nginx connects from there, a direct client from elsewhere
    const login = actions['password login']!;
    const behind = await series(login, viaB, '127.0.0.50', true);
    report.check(
      behind.limited,
      `B (TRUST_PROXY=127.0.0.2), password login through nginx with a forged X-Forwarded-For: ${behind.statuses.join(',')}`,
    );
    const direct = await series(login, b.port, '127.0.0.51', true);
    report.check(
      direct.limited,
      `B, password login straight to the server with a forged X-Forwarded-For: ${direct.statuses.join(',')}`,
    );
    const directSms = await series(actions['SMS send']!, b.port, '127.0.0.52', true);
    report.check(
      directSms.limited,
      `B, SMS straight to the server with a forged X-Forwarded-For: ${directSms.statuses.join(',')}`,
    );
    const fakeTls = await request(b.port, '127.0.0.53', 'GET', '/api/health', {
      headers: { 'x-forwarded-proto': 'https', ...forgedXff() },
    });
    report.check(
      fakeTls.status === 200 && fakeTls.headers['strict-transport-security'] === undefined,
      'B: a direct client claiming X-Forwarded-Proto: https got HSTS',
    );
    const realTls = await request(viaBtls, '127.0.0.54', 'GET', '/api/health');
    report.check(
      /max-age=\d+/.test(String(realTls.headers['strict-transport-security'])),
      `B: no HSTS on a request the trusted proxy says came over https (${String(realTls.headers['strict-transport-security'])})`,
    );
    const errors = nginx
      .errorLog()
      .split('\n')
      .filter((l) => /\[(error|crit|alert|emerg)\]/.test(l));
    report.check(errors.length === 0, `nginx logged errors: ${errors.slice(0, 3).join(' | ')}`);
  } finally {
    await Promise.all([nginx?.stop(), a?.stop(), b?.stop()]);
    await Promise.all(dbs.map((d) => d.drop()));
  }
  report.figure('duration, s', ((Date.now() - started) / 1000).toFixed(1));
  report.finish();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

/**
 * `npm run verify:limits` (issue 10): over a real socket, the security headers of the API and the
 * H5 site, the body size limit, the upload limits, and the rate limits on password login, SMS,
 * registration and real-name verification (started with small limits so a few calls reach them;
 * the consignment limit counts only complete, valid submissions and is covered by
 * server/test/selling.test.ts). Every refusal must be an envelope with the matching code; 429s
 * carry Retry-After.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { call, login, REPO_ROOT, Report, startApi } from './lib/harness.js';

const report = new Report('limits');

function multipart(files: { name: string; type: string; data: Buffer }[]): { body: Buffer; type: string } {
  const boundary = 'hsLimits' + Date.now();
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

async function main() {
  const api = await startApi({
    env: { RATE_PASSWORD_LOGIN_IP: '3', RATE_SMS_IP: '3', RATE_REGISTER_IP: '2', RATE_REALNAME_USER: '2' },
  });
  try {
    // ---- headers
    const h = await call(api.base, 'GET', '/api/health');
    for (const [k, v] of [
      ['x-content-type-options', 'nosniff'],
      ['x-frame-options', 'DENY'],
      ['referrer-policy', 'strict-origin-when-cross-origin'],
    ]) {
      report.check(h.headers.get(k!) === v, `API header ${k}: ${h.headers.get(k!)}`);
    }
    report.check(!h.headers.get('x-powered-by'), 'API sends X-Powered-By');
    report.check(!h.headers.get('strict-transport-security'), 'HSTS over plain HTTP');
    if (existsSync(path.join(REPO_ROOT, 'dist', 'h5', 'index.html'))) {
      const page = await fetch(`${api.base}/index/home`);
      const csp = page.headers.get('content-security-policy') ?? '';
      report.check(
        page.status === 200 &&
          /frame-ancestors 'none'/.test(csp) &&
          /script-src 'self' 'sha256-/.test(csp) &&
          !/script-src[^;]*unsafe-inline/.test(csp),
        `H5 page CSP: ${csp}`,
      );
      report.check(page.headers.get('x-content-type-options') === 'nosniff', 'H5 page nosniff');
    } else console.log('  (dist/h5 not built: the H5 page headers are not checked)');

    // ---- body size: 1 MB JSON limit
    const big = await call(api.base, 'POST', '/api/web/good/allList', {
      raw: JSON.stringify({ keyWord: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    report.check(
      big.status === 413 && big.body?.code === 413,
      `2 MB JSON body: HTTP ${big.status} ${big.text.slice(0, 100)}`,
    );

    // the two sessions this suite needs, taken first: they count towards the login limit (3)
    const token = await login(api.base, 'demo_seller');
    const merchant = await login(api.base, 'demo_merchant');

    // ---- uploads: size, type, count
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
    const cases: [string, { name: string; type: string; data: Buffer }[]][] = [
      [
        'an 11 MB file',
        [{ name: 'big.png', type: 'image/png', data: Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024)]) }],
      ],
      ['a text file named .png', [{ name: 'fake.png', type: 'image/png', data: Buffer.from('not an image at all') }]],
      [
        'an SVG (scripts inside)',
        [
          {
            name: 'x.svg',
            type: 'image/svg+xml',
            data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          },
        ],
      ],
      [
        'two files in one request',
        [
          { name: 'a.png', type: 'image/png', data: png },
          { name: 'b.png', type: 'image/png', data: png },
        ],
      ],
    ];
    for (const [what, files] of cases) {
      const m = multipart(files);
      const r = await call(api.base, 'POST', '/api/common/upload', {
        raw: m.body,
        token,
        headers: { 'content-type': m.type },
      });
      report.check(
        r.status >= 400 && r.status < 500 && r.body?.code === r.status,
        `upload of ${what}: HTTP ${r.status} ${r.text.slice(0, 120)}`,
      );
    }
    const anonUpload = multipart([{ name: 'a.png', type: 'image/png', data: png }]);
    const anon = await call(api.base, 'POST', '/api/common/upload', {
      raw: anonUpload.body,
      headers: { 'content-type': anonUpload.type },
    });
    report.check(anon.status === 401, `anonymous upload: HTTP ${anon.status}`);

    // ---- rate limits (this suite's server: login 3/min, SMS 3/h per IP, register 2/h, real-name 2/day)
    /** n calls; the first `allowed` pass the limiter, the next one must be a 429 */
    const limited = async (
      what: string,
      n: number,
      fire: (i: number) => Promise<{ status: number; body: { code: number } | null; headers: Headers }>,
      allowed = n - 1,
    ) => {
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof fire>> | null = null;
      for (let i = 0; i < n; i++) {
        last = await fire(i);
        statuses.push(last.status);
      }
      const firstLimited = statuses.indexOf(429);
      report.check(
        firstLimited === allowed && last!.body?.code === 429 && Number(last!.headers.get('retry-after')) > 0,
        `${what}: statuses ${statuses.join(',')}, Retry-After ${last?.headers.get('retry-after')}`,
      );
    };
    await limited(
      'password login: 2 logins above, then 1 more try within the limit of 3',
      2,
      () => call(api.base, 'POST', '/api/login', { body: { username: 'demo_buyer', password: 'wrong-password-1' } }),
      1,
    );
    await limited('SMS codes, 4 sends with the limit at 3', 4, (i) =>
      call(api.base, 'GET', `/api/sms/sendYzm?phone=1370000${String(1000 + i)}&type=register`),
    );
    await limited('registration, 3 tries with the limit at 2', 3, (i) =>
      call(api.base, 'POST', '/api/register', {
        body: {
          phone: `1360000${String(1000 + i)}`,
          dxyzm: '000000',
          yzmRankey: 'k'.repeat(32),
          password: 'Abcdef12',
          agreed: true,
        },
      }),
    );
    // real-name: every attempt counts whatever its outcome (a verified user is refused too)
    await limited('real-name attempts, 3 with the limit at 2', 3, () =>
      call(api.base, 'POST', '/api/realname/auth', {
        token: merchant,
        body: { realName: '测试', idCard: '110105199003071230' },
      }),
    );
  } finally {
    await api.stop();
  }
  report.finish();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

/**
 * `npm run verify:outage` (issue 10, faults; PostgreSQL only): the server talks to its own
 * database through a TCP proxy of ours; under steady traffic the proxy is cut (connections reset,
 * new ones refused) and later restored. While the database is gone every answer must come within
 * 5 s as a clean envelope — 503 with a Chinese message, or 200 where a cache can still answer —
 * never a 500 or a hang, and /api/health must say the database is down. After the proxy is back
 * the server must recover by itself, without a restart. Full: two outages of 8 s; short: one of 4 s.
 */
import { adminPgUrl, byLevel, call, createPgDatabase, login, Report, startApi } from './lib/harness.js';
import { TcpProxy } from './lib/tcp-proxy.js';

const OUTAGES = byLevel(1, 2);
const OUTAGE_MS = byLevel(4_000, 8_000);
const MAX_ANSWER_MS = 5_000;
const report = new Report('outage');

interface Sample {
  at: number;
  ms: number;
  status: number;
  envelope: boolean;
  code: number | null;
  url: string;
}

async function main() {
  const admin = adminPgUrl();
  if (!admin) {
    console.log('  no PostgreSQL URL (VERIFY_PG_URL / TEST_DATABASE_URL): skipped');
    report.finish();
    return;
  }
  const db = await createPgDatabase('hs_outage');
  const target = new URL(db.url);
  const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  const port = await proxy.start();
  const viaProxy = new URL(db.url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(port);
  const api = await startApi({ databaseUrl: viaProxy.toString(), env: { RATE_PASSWORD_LOGIN_IP: '1000000' } });
  const samples: Sample[] = [];
  const stop = { now: false };
  try {
    const list = await call<{ rows: { id: number }[] }>(api.base, 'POST', '/api/web/good/allList', {
      body: { pageNum: 1, pageSize: 10 },
    });
    const ids = list.body!.data.rows.map((r) => r.id);
    const token = await login(api.base, 'demo_buyer');
    // steady traffic: browse, search, detail, my orders, login
    const kinds: (() => Promise<[string, Awaited<ReturnType<typeof call>>]>)[] = [
      async () => [
        'allList',
        await call(api.base, 'POST', '/api/web/good/allList', {
          body: {
            pageNum: 1 + Math.floor(Math.random() * 8),
            pageSize: 10,
            keyWord: Math.random() < 0.5 ? '皮肤' : undefined,
          },
        }),
      ],
      async () => [
        'detail',
        await call(api.base, 'GET', `/api/web/good/${ids[Math.floor(Math.random() * ids.length)]}`),
      ],
      async () => [
        'buyList',
        await call(api.base, 'GET', '/api/saleOrder/web/buyList?pageNum=1&pageSize=10', { token }),
      ],
      async () => [
        'login',
        await call(api.base, 'POST', '/api/login', { body: { username: 'demo_seller', password: 'Haoshi2026' } }),
      ],
    ];
    const client = async () => {
      while (!stop.now) {
        const t0 = Date.now();
        try {
          const [url, r] = await kinds[Math.floor(Math.random() * kinds.length)]!();
          samples.push({
            at: t0,
            ms: Date.now() - t0,
            status: r.status,
            envelope: !!r.body && typeof r.body.code === 'number' && typeof r.body.msg === 'string',
            code: r.body?.code ?? null,
            url,
          });
        } catch (e) {
          samples.push({
            at: t0,
            ms: Date.now() - t0,
            status: 0,
            envelope: false,
            code: null,
            url: String((e as Error).message),
          });
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const clients = Array.from({ length: 4 }, client);
    const windows: { from: number; to: number }[] = [];
    for (let i = 0; i < OUTAGES; i++) {
      await new Promise((r) => setTimeout(r, 2_000));
      const from = Date.now();
      await proxy.cut();
      await new Promise((r) => setTimeout(r, 1_000));
      const health = await call<{ db: string }>(api.base, 'GET', '/api/health');
      report.check(
        health.status === 503 && health.body?.data?.db === 'down',
        `health during the outage: HTTP ${health.status} ${health.text.slice(0, 100)}`,
      );
      await new Promise((r) => setTimeout(r, OUTAGE_MS - 1_000));
      await proxy.restore();
      const to = Date.now();
      windows.push({ from, to });
      // recovery without a restart: the first successful query after the proxy is back
      let recoveredMs = -1;
      while (Date.now() - to < 30_000) {
        const r = await call(api.base, 'GET', '/api/saleOrder/web/buyList?pageNum=1&pageSize=1', { token }).catch(
          () => null,
        );
        if (r?.status === 200) {
          recoveredMs = Date.now() - to;
          break;
        }
        await new Promise((res) => setTimeout(res, 200));
      }
      report.check(recoveredMs >= 0, `outage ${i + 1}: no recovery within 30 s of the proxy coming back`);
      report.figure(`outage ${i + 1} recovered after`, `${recoveredMs} ms`);
    }
    // traffic goes on for a while after the last outage: it must all succeed
    await new Promise((r) => setTimeout(r, 5_000));
    stop.now = true;
    await Promise.all(clients);
    report.check(
      api.child.exitCode === null && api.child.signalCode === null,
      'the server process died during the outage',
    );

    const inOutage = samples.filter((s) => windows.some((w) => s.at >= w.from + 500 && s.at + s.ms <= w.to));
    const bad = samples.filter((s) => s.status >= 500 && s.status !== 503);
    const notEnvelope = samples.filter((s) => !s.envelope);
    const slow = inOutage.filter((s) => s.ms > MAX_ANSWER_MS);
    const status503 = inOutage.filter((s) => s.status === 503);
    const wrongCode = samples.filter((s) => s.envelope && s.code !== s.status);
    report.check(bad.length === 0, `answers other than 503 in the 5xx range: ${JSON.stringify(bad.slice(0, 5))}`);
    report.check(
      notEnvelope.length === 0,
      `answers that were not envelopes: ${JSON.stringify(notEnvelope.slice(0, 5))}`,
    );
    report.check(
      wrongCode.length === 0,
      `envelope code differs from the HTTP status: ${JSON.stringify(wrongCode.slice(0, 3))}`,
    );
    report.check(
      slow.length === 0,
      `answers slower than ${MAX_ANSWER_MS} ms during the outage: ${JSON.stringify(slow.slice(0, 5))}`,
    );
    report.check(status503.length > 0, 'no 503 seen during the outage: was the database really cut?');
    const after = samples.filter((s) => s.at > windows.at(-1)!.to + 2_000);
    report.check(
      after.length > 0 && after.every((s) => s.status === 200 || s.status === 429),
      `after recovery: ${JSON.stringify(after.filter((s) => s.status !== 200).slice(0, 5))}`,
    );
    const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)] ?? 0;
    report.figure('requests', samples.length);
    report.figure('during outages', {
      total: inOutage.length,
      '503': status503.length,
      '200 (served from cache)': inOutage.filter((s) => s.status === 200).length,
      p50ms: p(
        inOutage.map((s) => s.ms),
        0.5,
      ),
      maxMs: Math.max(0, ...inOutage.map((s) => s.ms)),
    });
  } finally {
    stop.now = true;
    await api.stop();
    await proxy.stop();
    await db.drop();
  }
  report.finish();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

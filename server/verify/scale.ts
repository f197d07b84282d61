/**
 * `npm run verify:scale` (issue 10; needs PostgreSQL and Redis, else it says so and skips): two
 * instances (three at full level) on one PostgreSQL database and one Redis, behind a round-robin
 * proxy of our own. Checks: the purchase race across instances yields exactly one order; the
 * password-login limit counts across instances (Redis), not per instance; unpaid orders expire
 * exactly once while every instance runs the jobs (full level: it waits out the 1-minute
 * minimum); and the load mix through the proxy. Redis: database 5, flushed before and after.
 */
import net from 'node:net';
import pg from 'pg';
import { Redis } from 'ioredis';
import {
  addGoods,
  adminPgUrl,
  byLevel,
  call,
  createPgDatabase,
  level,
  login,
  Report,
  startApi,
  type ApiProcess,
} from './lib/harness.js';
import { RoundRobinProxy } from './lib/rr-proxy.js';
import { LOAD_ENV, runTraffic } from './lib/traffic.js';

const INSTANCES = byLevel(2, 3);
const LOGIN_LIMIT = 5;
const REDIS_URL = process.env.VERIFY_REDIS_URL || 'redis://127.0.0.1:6379/5';
const report = new Report('scale');

/** An 18-digit resident ID with its GB 11643 check digit (14 digits of area and birth date given). */
function idNumber(first14: string, seq: string): string {
  const body = first14 + seq;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * w[i]!, 0);
  return body + '10X98765432'[sum % 11]!;
}

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, host, () => {
      s.destroy();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.setTimeout(1000, () => {
      s.destroy();
      resolve(false);
    });
  });
}

async function main() {
  const redisUrl = new URL(REDIS_URL);
  if (!adminPgUrl() || !(await reachable(redisUrl.hostname, Number(redisUrl.port || 6379)))) {
    console.log('  PostgreSQL or Redis is not reachable: skipped');
    report.finish();
    return;
  }
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  const db = await createPgDatabase('hs_scale');
  const instances: ApiProcess[] = [];
  let proxy: RoundRobinProxy | null = null;
  const env = {
    ...LOAD_ENV,
    REDIS_URL,
    TRUST_PROXY: '1',
    RATE_PASSWORD_LOGIN_IP: String(LOGIN_LIMIT),
    TRADE_JOB_SECONDS: '1',
    ORDER_UNPAID_MINUTES: '1',
  };
  try {
    // the first seeds the demo data; the others start on the seeded database at the same time
    instances.push(await startApi({ databaseUrl: db.url, env }));
    // more goods than the demo's ≈300, or the load below sells them out and stops ordering (the first
    // instance's listing index takes them in through its poll; the others load them at start)
    addGoods(instances[0]!.dataDir, db.url, byLevel(600, 4_000));
    instances.push(
      ...(await Promise.all(
        Array.from({ length: INSTANCES - 1 }, () => startApi({ databaseUrl: db.url, env, seedDemo: false })),
      )),
    );
    proxy = new RoundRobinProxy(instances.map((i) => i.port));
    const base = await proxy.start();
    report.figure('instances', INSTANCES);

    // ---- rate limit across instances: the login limit is LOGIN_LIMIT per IP in all, not per instance
    const statuses: number[] = [];
    // a different unknown account each time, so the per-account lock (after repeated failures) stays out of it
    for (let i = 0; i < LOGIN_LIMIT * INSTANCES; i++)
      statuses.push(
        (await call(base, 'POST', '/api/login', { body: { username: `nobody_${i}`, password: 'not-the-password' } }))
          .status,
      );
    const allowed = statuses.filter((s) => s !== 429).length;
    report.check(
      allowed === LOGIN_LIMIT,
      `password login across ${INSTANCES} instances: ${allowed} attempts got through, limit ${LOGIN_LIMIT} (statuses ${statuses.join(',')})`,
    );
    report.figure('login attempts before 429 across instances', allowed);
    await redis.flushdb(); // the suite's own logins below start from a clean count

    // sessions are shared (PostgreSQL): a token from one instance works on all
    const tokens = [
      await login(instances[0]!.base, 'demo_buyer'),
      await login(instances[1]!.base, 'demo_merchant'),
      await login(instances[0]!.base, 'demo_operator'),
    ];
    // buying needs a verified real name: verify the two demo accounts that are not (IDs made up, checksum valid)
    for (const [i, token] of tokens.entries()) {
      await call(base, 'POST', '/api/realname/auth', {
        token,
        body: { realName: '测试用户', idCard: idNumber(`1101051990030${i + 1}`, String(400 + i)) },
      });
    }

    // ---- the purchase race across instances: everyone orders the same good at once
    const list = await call<{ rows: { id: number }[] }>(base, 'POST', '/api/web/good/allList', {
      body: { pageNum: 1, pageSize: 50 },
    });
    const goodIds = list.body!.data.rows.map((r) => r.id);
    const raced = goodIds[0]!;
    const conf = await call<{ defaultProtection: string }>(base, 'GET', `/api/order/confirm?goodsId=${raced}`, {
      token: tokens[0],
    });
    const attempts = instances.flatMap((inst) =>
      tokens.map((token) =>
        call<{ orderId: number }>(inst.base, 'POST', '/api/order/create', {
          token,
          body: { goodsId: raced, protection: conf.body!.data.defaultProtection, acceptRules: true },
        }),
      ),
    );
    const results = await Promise.all(attempts);
    const won = results.filter((r) => r.status === 200);
    const refusedCleanly = results.filter((r) => r.status === 409 && r.body?.code === 409);
    report.check(
      won.length === 1 && refusedCleanly.length === results.length - 1,
      `purchase race: ${won.length} orders, ${refusedCleanly.length} clean 409s of ${results.length} (${results.map((r) => r.status).join(',')})`,
    );
    const pool = new pg.Pool({ connectionString: db.url, max: 2 });
    try {
      const open = await pool.query('select count(*)::int n from orders where goods_id = $1 and state in (0, 1, 5)', [
        raced,
      ]);
      report.check(open.rows[0].n === 1, `purchase race: ${open.rows[0].n} open orders in the database for the good`);
      report.figure(
        'purchase race',
        `${results.length} simultaneous attempts over ${INSTANCES} instances → ${won.length} order`,
      );

      // ---- jobs run once: unpaid orders expire exactly once while every instance runs the jobs
      if (level() === 'full') {
        const created: number[] = [won[0]!.body!.data.orderId];
        for (const id of goodIds.slice(1, 6)) {
          const c = await call<{ defaultProtection: string }>(base, 'GET', `/api/order/confirm?goodsId=${id}`, {
            token: tokens[1],
          });
          const r = await call<{ orderId: number }>(base, 'POST', '/api/order/create', {
            token: tokens[1],
            body: { goodsId: id, protection: c.body!.data.defaultProtection, acceptRules: true },
          });
          if (r.status === 200) created.push(r.body!.data.orderId);
        }
        const deadline = Date.now() + 120_000;
        let closed = 0;
        while (Date.now() < deadline) {
          const r = await pool.query('select count(*)::int n from orders where id = any($1) and state = 4', [created]);
          closed = r.rows[0].n;
          if (closed === created.length) break;
          await new Promise((res) => setTimeout(res, 2_000));
        }
        await new Promise((res) => setTimeout(res, 3_000)); // a few more job ticks on every instance
        const events = await pool.query(
          "select order_id, count(*)::int n from order_events where order_id = any($1) and type = 'expired' group by order_id",
          [created],
        );
        const goods = await pool.query(
          'select count(*)::int n from goods g join orders o on o.goods_id = g.id where o.id = any($1) and g.sale_state = 1',
          [created],
        );
        report.check(closed === created.length, `jobs: ${closed} of ${created.length} unpaid orders expired`);
        report.check(
          events.rows.length === created.length && events.rows.every((r) => r.n === 1),
          `jobs: expiry events per order ${JSON.stringify(events.rows)}`,
        );
        report.check(
          goods.rows[0].n === created.length,
          `jobs: ${goods.rows[0].n} of ${created.length} goods back on sale`,
        );
        report.figure(
          'expiry with every instance running the jobs',
          `${created.length} orders, each closed once (${events.rows.map((r) => r.n).join(',')} events)`,
        );
      } else
        console.log(
          '  (short level: the once-only expiry check waits out the 1-minute minimum and runs in verify:full)',
        );
    } finally {
      await pool.end();
    }

    // ---- load through the proxy
    const load = await runTraffic({ base, seconds: byLevel(5, 60), concurrency: 20, tokens, goodIds });
    report.check(load.errors === 0, `load through the proxy: ${load.errors} errors: ${load.errorSamples.join(' | ')}`);
    report.check((load.byKind.pay?.ok ?? 0) > 0, 'load through the proxy: no order was paid (goods sold out?)');
    report.figure(`load over ${INSTANCES} instances`, {
      rps: load.rps,
      p50ms: load.p50,
      p99ms: load.p99,
      requests: load.requests,
      errors: load.errors,
      byKind: load.byKind,
      perInstance: proxy.hits,
    });
  } finally {
    await proxy?.stop();
    await Promise.all(instances.map((i) => i.stop()));
    await db.drop();
    await redis.flushdb();
    redis.disconnect();
  }
  report.finish();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

/**
 * `npm run verify:load` (issue 10): mixed traffic (browse, search, detail, login, order and pay
 * through the sandbox) against one instance, an unmeasured warm-up run and then three runs back to
 * back on the same server; reports sustained req/s, p50/p99 per kind, errors, and the server's RSS
 * after each run (2 s to settle, after a GC-friendly pause). Memory may not grow more than 10% from the first run to the third.
 * PGlite always; PostgreSQL too when a URL is set (full level). Full: 3 × 60 s; short: 3 × 10 s.
 * Login's per-IP limit is raised for this suite: every client is 127.0.0.1.
 */
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
} from './lib/harness.js';
import { LOAD_ENV, runTraffic } from './lib/traffic.js';

// short runs are 10 s: at 5 s, RSS had not settled by run 3 (run 1 → 3 growth 2–11 % on the same
// code across six runs); at 10 s it was −7 % to −12 % in three runs
const SECONDS = Number(process.env.LOAD_SECONDS || byLevel(10, 60));
const CONCURRENCY = 20;
const report = new Report('load');

async function one(label: string, databaseUrl?: string) {
  // the demo catalogue's ≈300 goods on sale were sold out within the first 60 s run, and the later
  // runs measured a mix without orders or payments: enough goods for all three runs first
  const first = await startApi({ databaseUrl, env: LOAD_ENV });
  await first.stop();
  addGoods(first.dataDir, databaseUrl, byLevel(600, 4_000));
  const api = await startApi({ databaseUrl, dataDir: first.dataDir, env: LOAD_ENV, measureMemory: true });
  try {
    const tokens = [await login(api.base, 'demo_buyer'), await login(api.base, 'demo_merchant')];
    const list = await call<{ rows: { id: number }[] }>(api.base, 'POST', '/api/web/good/allList', {
      body: { pageNum: 1, pageSize: 50 },
    });
    const goodIds = list.body!.data.rows.map((r) => r.id);
    const settle = async () => {
      await new Promise((r) => setTimeout(r, 2_000));
      // after a full collection: a leak grows what is kept; raw RSS also held whatever garbage V8
      // had not collected yet (run 1 → 3 once +10.2 % on code with no leak)
      return Math.round(await api.keptRssMb());
    };
    // one unmeasured run first: the first traffic fills what is filled once (the JIT, the list
    // page and count caches, the keyword index's lists, the search suggestions' vocabulary), so
    // run 1 → run 3 measures growth under steady traffic, not warm-up (at the short level's 5 s runs,
    // warm-up alone made the growth swing between 5 % and 10 % from one CI run to the next)
    await runTraffic({ base: api.base, seconds: SECONDS, concurrency: CONCURRENCY, tokens, goodIds });
    const rss: number[] = [await settle()];
    for (let i = 1; i <= 3; i++) {
      const r = await runTraffic({ base: api.base, seconds: SECONDS, concurrency: CONCURRENCY, tokens, goodIds });
      rss.push(await settle());
      report.figure(`${label} run ${i}`, {
        rps: r.rps,
        p50ms: r.p50,
        p99ms: r.p99,
        requests: r.requests,
        errors: r.errors,
        rssMb: rss.at(-1),
        byKind: r.byKind,
      });
      report.check(r.errors === 0, `${label} run ${i}: ${r.errors} errors: ${r.errorSamples.join(' | ')}`);
      report.check((r.byKind.pay?.ok ?? 0) > 0, `${label} run ${i}: no order was paid (goods sold out?)`);
    }
    const growth = (rss[3]! - rss[1]!) / rss[1]!;
    report.figure(`${label} RSS MB (after the warm-up run, after runs 1-3)`, rss);
    report.check(
      growth <= 0.1,
      `${label}: RSS grew ${(growth * 100).toFixed(1)}% from run 1 to run 3 (${rss[1]} → ${rss[3]} MB)`,
    );
  } finally {
    await api.stop();
  }
}

async function main() {
  await one('PGlite');
  if (adminPgUrl() && level() === 'full') {
    const db = await createPgDatabase('hs_load');
    try {
      await one('PostgreSQL', db.url);
    } finally {
      await db.drop();
    }
  }
  report.finish();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

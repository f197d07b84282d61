/**
 * `npm run bench`: the catalogue's read path under load, on PGlite and (when DATABASE_URL is set)
 * on PostgreSQL. For each database: seed 200,000 goods into a fresh store, start the real server
 * as a child process (LOG_LEVEL=warn, no pretty logging), then run autocannon against
 *   0. a bare Fastify hello world (bench/hello.ts) — the ceiling of this machine, same run; and
 *      the same bare server answering the list mix with 300 real list answers — the transport's
 *      share of a list request (HTTP, the body's parse, an answer of the list's size)
 *   1. GET /api/health          — the app's fixed cost per request
 *   2. POST /api/web/good/allList — a seeded mix of list requests: by default the long tail users
 *      type (makeLongTailBodies, ≤ 25 % repeats), with BENCH_MIX=hot the earlier mix dominated by
 *      a few hot pages (makeHotBodies, about 55 % repeats: it mostly measures the page cache)
 *   3. GET /api/web/good/:id     — detail of random goods
 * and print req/s, p50, p99, the server's RSS, the server's event-loop delay during the phase
 * (p99/max, bench/event-loop.ts) and each figure as a share of both the bare ceiling and health.
 * Each endpoint is warmed up first for WARM_SECONDS with traffic the measurement does not repeat
 * (a differently seeded list mix, other detail ids): a server in service has compiled its hot
 * paths and opened its pool. Cold, the first 10 s of allList on PostgreSQL showed p99 61–81 ms
 * against 45–46 ms warm (2026-11-25, same machine).
 * Env: BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_GOODS (200000), BENCH_WARM_SECONDS (3), DATABASE_URL,
 * BENCH_MIX (longtail | hot);
 * BENCH_ONLY=list or =detail skips the other endpoint (the ceiling always runs: ratios need it);
 * BENCH_ENCODING=identity sends no Accept-Encoding. By default every request says what a phone's
 * browser and the mini-programs' web views say, `gzip, deflate, br`, so large answers are measured
 * compressed, as users get them (until 2026-11-27 the bench sent none, and lists measured about twice
 * what a phone's requests get).
 * After the phases the same database is served once more with LISTING_INDEX=false, and the
 * memory both servers keep once full collections no longer lower it gives the index's bytes per on-sale good.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { Rng, WeightedTable } from '../src/modules/catalogue/data/prng.js';
import { BROTLI_QUALITY, COMPRESS_MIN_BYTES, encode } from '../src/plugins/compress.js';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const GOODS = Number(process.env.BENCH_GOODS || 200_000);
const ONLY = process.env.BENCH_ONLY;
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 3);
const MIX = process.env.BENCH_MIX === 'hot' ? 'hot' : 'longtail';
const PORT = 30_000 + Math.floor(Math.random() * 20_000);
const BASE = `http://127.0.0.1:${PORT}`;
const HELLO_PORT = PORT + 1;
const ENCODING = process.env.BENCH_ENCODING === 'identity' ? 'identity' : 'gzip, deflate, br';
/** What every request of the bench carries, as a phone's would (see the header). */
const CLIENT_HEADERS: Record<string, string> = ENCODING === 'identity' ? {} : { 'accept-encoding': ENCODING };

/** autocannon with the client's headers on every request (a request's own headers are merged over them). */
const load = (opts: autocannon.Options) => autocannon({ ...opts, headers: { ...CLIENT_HEADERS, ...opts.headers } });

interface RunResult {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  rssMb: number;
  errors: number;
  non2xx: number;
  /** the server's event-loop delay during the phase, ms */
  eld?: { p99: number; max: number };
  extra?: string;
}

function tsxNode(args: string[], env: NodeJS.ProcessEnv, quiet = false): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit', 'ipc'],
  });
}

/** The benched server's event-loop delay since the last reset (bench/event-loop.ts). */
function eldReset(p: ChildProcess) {
  p.send('eld:reset');
}
/** The benched server's memory once full collections no longer lower it, MB (bench/event-loop.ts). */
function memRead(p: ChildProcess): Promise<{ rss: number; heap: number; buffers: number } | undefined> {
  return new Promise((resolve) => {
    const t = setTimeout(() => done(undefined), 30_000);
    const on = (m: unknown) => {
      if (m && typeof m === 'object' && 'mem' in m) {
        const u = (m as { mem: NodeJS.MemoryUsage }).mem;
        done({ rss: u.rss / 2 ** 20, heap: u.heapUsed / 2 ** 20, buffers: u.arrayBuffers / 2 ** 20 });
      }
    };
    const done = (v: { rss: number; heap: number; buffers: number } | undefined) => {
      clearTimeout(t);
      p.off('message', on);
      resolve(v);
    };
    p.on('message', on);
    p.send('mem:read');
  });
}
function eldRead(p: ChildProcess): Promise<{ p99: number; max: number } | undefined> {
  return new Promise((resolve) => {
    const t = setTimeout(() => done(undefined), 2000);
    const on = (m: unknown) => {
      if (m && typeof m === 'object' && 'eld' in m) done((m as { eld: { p99: number; max: number } }).eld);
    };
    const done = (v: { p99: number; max: number } | undefined) => {
      clearTimeout(t);
      p.off('message', on);
      resolve(v);
    };
    p.on('message', on);
    p.send('eld:read');
  });
}

function waitExit(p: ChildProcess): Promise<number> {
  return new Promise((resolve) => p.on('exit', (code) => resolve(code ?? 1)));
}

function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

async function waitHealthy(timeoutMs = 180_000, base = BASE, path = '/api/health', child?: ChildProcess) {
  const t = Date.now();
  while (Date.now() - t < timeoutMs) {
    // a refused start (its reasons are on stderr above) ends the run now, not after the timeout
    if (child && child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}) before it was healthy`);
    try {
      const r = await fetch(`${base}${path}`);
      if (base !== BASE && r.ok) return;
      // measured once the listing index has loaded: until then lists are answered by the database
      if (r.ok && ((await r.json()) as { data: { listing: string } }).data.listing !== 'loading') return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

async function getJson<T>(p: string, body?: unknown): Promise<T> {
  const r = await fetch(
    BASE + p,
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  const j = (await r.json()) as { code: number; data: T; msg: string };
  if (j.code !== 200) throw new Error(`${p}: ${j.code} ${j.msg}`);
  return j.data;
}

// ---------------------------------------------------------------- the request mix
interface Attr {
  fieldKey: string;
  fieldType: string;
  isSearch: boolean;
  range: { min: number; max: number } | null;
  options: string[] | null;
}
interface Node {
  id: number;
  name: string;
  level: string;
  hasChildren: boolean;
}
interface GameInfo {
  id: number;
  popularity: number;
  attrs: Attr[];
  levels: Node[][];
  keywords: string[];
  /** titles of the game's newest goods: the long-tail mix cuts its keywords from them */
  titles: string[];
}

async function loadGames(): Promise<GameInfo[]> {
  const games = await getJson<{ id: number; name: string; hot: boolean; sort: number }[]>('/api/web/game/list');
  const out: GameInfo[] = [];
  for (const g of games) {
    const attrs = (await getJson<Attr[]>(`/api/web/gameTempAttr?gameId=${g.id}`)).filter(
      (a) => a.isSearch && a.fieldType !== 'text',
    );
    const levels: Node[][] = [await getJson<Node[]>(`/api/web/keylist?gameId=${g.id}`)];
    for (let l = 0; l < 3; l++) {
      const next: Node[] = [];
      for (const n of levels[l]!)
        if (n.hasChildren) next.push(...(await getJson<Node[]>(`/api/web/districtSuit?parentId=${n.id}`)));
      if (!next.length) break;
      levels.push(next);
    }
    // 2–4 character Chinese words from real titles
    const words = new Set<string>();
    const page = await getJson<{ rows: { title: string }[] }>('/api/web/good/allList', { gameId: g.id, pageSize: 50 });
    for (const r of page.rows)
      for (const m of r.title.matchAll(/[\u4e00-\u9fff]{2,}/g)) {
        const w = m[0];
        for (let len = 2; len <= Math.min(4, w.length); len++) words.add(w.slice(0, len));
      }
    // popularity is not in the public game list: approximate it by the game's on-sale count
    const total = (await getJson<{ total: number }>('/api/web/good/allList', { gameId: g.id, pageSize: 1 })).total;
    const titles = page.rows.map((x) => x.title);
    out.push({ id: g.id, popularity: total, attrs, levels, keywords: [...words], titles });
  }
  return out;
}

const SORTS = new WeightedTable(
  [
    ['timedesc', 55],
    ['priceasc', 20],
    ['pricedesc', 15],
    ['timeasc', 10],
  ] as const,
  (x) => x[1],
);
const PRICE_BUCKETS = [
  [0, 10_000],
  [10_000, 50_000],
  [50_000, 200_000],
  [200_000, 1_000_000],
  [1_000_000, undefined],
] as const;
const TAGS = ['官方验号', '包赔', '可议价', '急售', '可换绑', '首充号'];

/** Share of the mix drawn from the hot requests (nearly all of which repeat). */
const HOT_SHARE = 0.35;

/**
 * BENCH_MIX=hot: the earlier mix. About 35 % come from a small set of "hot" requests
 * (a game's first pages in the default order: what the home page and game tabs open), the rest
 * are drawn at random from the long tail of filters, so well under 60 % of requests repeat.
 */
function makeHotBodies(games: GameInfo[], count: number, seed: string): string[] {
  const r = new Rng(seed);
  const byPop = new WeightedTable(games, (g) => Math.max(1, g.popularity));
  const hot: string[] = [];
  for (const g of games)
    for (const pageNum of [1, 2]) hot.push(JSON.stringify({ gameId: g.id, pageNum, pageSize: 10 }));
  for (const g of games)
    for (const sortRank of ['priceasc', 'pricedesc'])
      hot.push(JSON.stringify({ gameId: g.id, sortRank, pageNum: 1, pageSize: 10 }));
  for (const g of games)
    for (const n of g.levels[0] ?? [])
      hot.push(JSON.stringify({ gameId: g.id, districtId: n.id, pageNum: 1, pageSize: 10 }));
  hot.push(JSON.stringify({ pageNum: 1, pageSize: 10 }));
  const hotTable = new WeightedTable(
    hot.map((h, i) => [h, 1 / (i + 1)] as const),
    (x) => x[1],
  );
  const out: string[] = new Array(count);
  for (let i = 0; i < count; i++) {
    if (r.next() < HOT_SHARE) {
      out[i] = hotTable.pick(r)[0];
      continue;
    }
    const b: Record<string, unknown> = {};
    const g = r.next() < 0.9 ? byPop.pick(r) : undefined;
    if (g) {
      b.gameId = g.id;
      if (r.next() < 0.65) {
        const lvl = Math.min(g.levels.length - 1, [0, 0, 0, 0, 1, 1, 1, 2, 2, 3][Math.floor(r.next() * 10)]!);
        const nodes = g.levels[lvl]!;
        b.districtId = nodes[Math.floor(r.next() * nodes.length)]!.id;
      }
      const na = r.next() < 0.6 ? 0 : r.next() < 0.75 ? 1 : 2;
      const fields = r.some(g.attrs, Math.min(na, g.attrs.length));
      for (const f of fields) {
        if (f.fieldType === 'number' && f.range) {
          const span = f.range.max - f.range.min;
          const lo = Math.round(f.range.min + span * r.next() * 0.6);
          b[f.fieldKey] = r.next() < 0.5 ? `${lo}-` : `${lo}-${Math.round(lo + span * (0.1 + r.next() * 0.4))}`;
        } else if (f.fieldType === 'select' && f.options?.length)
          b[f.fieldKey] = f.options[Math.floor(r.next() * f.options.length)];
        else if (f.fieldType === 'multi' && f.options?.length)
          b[f.fieldKey] = r.some(f.options, 1 + Math.floor(r.next() * 2));
      }
      if (r.next() < 0.1 && g.keywords.length) b.keyWord = g.keywords[Math.floor(r.next() * g.keywords.length)];
    } else if (r.next() < 0.3) {
      const all = games.flatMap((x) => x.keywords);
      b.keyWord = all[Math.floor(r.next() * all.length)];
    }
    const pr = r.next();
    if (pr < 0.2) {
      const [lo, hi] = PRICE_BUCKETS[Math.floor(r.next() * PRICE_BUCKETS.length)]!;
      b.priceStartFen = lo;
      if (hi !== undefined) b.priceEndFen = hi;
    } else if (pr < 0.3) {
      // a range typed in by hand, whole hundreds of yuan
      const lo = Math.floor(r.next() * 50) * 10_000;
      b.priceStartFen = lo;
      b.priceEndFen = lo + (1 + Math.floor(r.next() * 50)) * 10_000;
    }
    if (r.next() < 0.1) b.goodsTypes = [TAGS[Math.floor(r.next() * TAGS.length)]];
    b.sortRank = SORTS.pick(r)[0];
    const p = r.next();
    b.pageNum = p < 0.6 ? 1 : p < 0.8 ? 2 : 3 + Math.floor(r.next() * 3);
    b.pageSize = 10;
    out[i] = JSON.stringify(b);
  }
  return out;
}

/**
 * Share of the long-tail mix that repeats an earlier request on purpose (a reload, a back button).
 * The mix repeats itself by chance too (a game's first page in one sort), more so the more
 * requests a run sends: at 8 % the whole share was 22 % at 2,600 list requests/s and 25.4 % at
 * 5,900, over the 25 % the mix allows.
 */
const LONG_TAIL_REPEAT = 0.04;

/** 1–4 consecutive characters cut from a real title (no spaces): what a shopper types. */
function cutKeyword(r: Rng, titles: string[]): string | undefined {
  if (!titles.length) return undefined;
  const chars = Array.from(titles[Math.floor(r.next() * titles.length)]!).filter((c) => !/\s/.test(c));
  if (!chars.length) return undefined;
  const len = Math.min(chars.length, 1 + Math.floor(r.next() * 4));
  const at = Math.floor(r.next() * (chars.length - len + 1));
  return chars.slice(at, at + len).join('');
}

/**
 * The default mix (issue 22): what many different shoppers type, so well under a quarter of the
 * requests repeat an earlier one. 92 % pick a game uniformly, 50 % a district node at any level,
 * half add one or two searchable attributes (select, multi or a number range), 30 % a keyword of
 * 1–4 characters cut from a real title, 30 % a price range, any of the four sorts uniformly, and
 * page 1 (50 %), 2–5 (30 %) or 6–50 (20 %).
 */
function makeLongTailBodies(games: GameInfo[], count: number, seed: string): string[] {
  const r = new Rng(seed);
  const sorts = ['timedesc', 'timeasc', 'priceasc', 'pricedesc'];
  const out: string[] = new Array(count);
  for (let i = 0; i < count; i++) {
    if (i > 0 && r.next() < LONG_TAIL_REPEAT) {
      out[i] = out[Math.floor(r.next() * i)]!;
      continue;
    }
    const b: Record<string, unknown> = {};
    const g = r.next() < 0.92 ? games[Math.floor(r.next() * games.length)] : undefined;
    if (g) {
      b.gameId = g.id;
      if (r.next() < 0.5) {
        const nodes = g.levels[Math.floor(r.next() * g.levels.length)]!;
        b.districtId = nodes[Math.floor(r.next() * nodes.length)]!.id;
      }
      if (r.next() < 0.5)
        for (const f of r.some(g.attrs, Math.min(1 + Math.floor(r.next() * 2), g.attrs.length))) {
          if (f.fieldType === 'number' && f.range) {
            const span = f.range.max - f.range.min;
            const lo = Math.round(f.range.min + span * r.next() * 0.6);
            b[f.fieldKey] = r.next() < 0.5 ? `${lo}-` : `${lo}-${Math.round(lo + span * (0.1 + r.next() * 0.4))}`;
          } else if (f.fieldType === 'select' && f.options?.length)
            b[f.fieldKey] = f.options[Math.floor(r.next() * f.options.length)];
          else if (f.fieldType === 'multi' && f.options?.length)
            b[f.fieldKey] = r.some(f.options, 1 + Math.floor(r.next() * 2));
        }
    }
    if (r.next() < 0.3) {
      const kw = cutKeyword(r, g ? g.titles : games[Math.floor(r.next() * games.length)]!.titles);
      if (kw) b.keyWord = kw;
    }
    if (r.next() < 0.3) {
      const lo = Math.floor(r.next() * 50) * 10_000;
      b.priceStartFen = lo;
      if (r.next() < 0.7) b.priceEndFen = lo + (1 + Math.floor(r.next() * 50)) * 10_000;
    }
    b.sortRank = sorts[Math.floor(r.next() * sorts.length)];
    const p = r.next();
    b.pageNum = p < 0.5 ? 1 : p < 0.8 ? 2 + Math.floor(r.next() * 4) : 6 + Math.floor(r.next() * 45);
    b.pageSize = 10;
    out[i] = JSON.stringify(b);
  }
  return out;
}

const makeBodies = MIX === 'hot' ? makeHotBodies : makeLongTailBodies;

// ---------------------------------------------------------------- autocannon
/** Unmeasured traffic before a measurement (see the header). */
async function warmUp(requests: autocannon.Request[]) {
  if (WARM_SECONDS > 0) await load({ url: BASE, connections: CONNECTIONS, duration: WARM_SECONDS, requests });
}

async function run(
  label: string,
  server: ChildProcess,
  opts: Omit<autocannon.Options, 'url' | 'connections' | 'duration'>,
  extra?: () => string,
  url = BASE,
): Promise<RunResult> {
  const pid = server.pid!;
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250);
  if (server.connected) eldReset(server);
  const res = await load({ url, connections: CONNECTIONS, duration: SECONDS, ...opts });
  clearInterval(timer);
  const eld = server.connected ? await eldRead(server) : undefined;
  peak = Math.max(peak, rssMb(pid));
  return {
    eld,
    label,
    rps: res.requests.average,
    p50: res.latency.p50,
    p99: res.latency.p99,
    rssMb: peak,
    errors: res.errors + res.timeouts,
    non2xx: res.non2xx,
    extra: extra?.(),
  };
}

function print(db: string, results: RunResult[]) {
  const bare = results[0]!.rps;
  const health = results.find((r) => r.label === 'GET /api/health')?.rps ?? bare;
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(
    `\n=== ${db}: ${GOODS.toLocaleString('en')} goods, ${CONNECTIONS} connections, ${SECONDS} s each, list mix ${MIX}, ` +
      `Accept-Encoding: ${ENCODING === 'identity' ? 'none' : ENCODING}`,
  );
  console.log(
    'endpoint'.padEnd(22) +
      'req/s'.padStart(9) +
      'of bare'.padStart(9) +
      'of health'.padStart(10) +
      'p50 ms'.padStart(8) +
      'p99 ms'.padStart(8) +
      'RSS MB'.padStart(8) +
      'loop p99/max ms'.padStart(17) +
      '  errors/non-2xx',
  );
  for (const r of results) {
    console.log(
      r.label.padEnd(22) +
        r.rps.toFixed(0).padStart(9) +
        pct(r.rps / bare).padStart(9) +
        pct(r.rps / health).padStart(10) +
        String(r.p50).padStart(8) +
        String(r.p99).padStart(8) +
        r.rssMb.toFixed(0).padStart(8) +
        (r.eld ? `${r.eld.p99.toFixed(1)}/${r.eld.max.toFixed(1)}` : '-').padStart(17) +
        `  ${r.errors}/${r.non2xx}`,
    );
    if (r.extra) console.log(`  ${r.extra}`);
  }
}

async function benchOne(db: string, env: NodeJS.ProcessEnv) {
  const t0 = Date.now();
  console.log(`\n[${db}] seeding ${GOODS} goods…`);
  const seeder = tsxNode(['scripts/seed-goods.ts', String(GOODS), '--seed', 'bench'], env);
  if ((await waitExit(seeder)) !== 0) throw new Error('seeding failed');
  console.log(`[${db}] starting the server on ${BASE}…`);
  // BENCH_CPU_PROF=dir writes a V8 CPU profile of the server (open it in Chrome DevTools)
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const extra = process.env.BENCH_NODE_FLAGS ? process.env.BENCH_NODE_FLAGS.split(' ') : [];
  const startServer = (e: NodeJS.ProcessEnv) =>
    tsxNode([...prof, ...extra, '--expose-gc', '--import', './scripts/bench/event-loop.ts', 'src/server.ts'], e, true);
  const t1 = Date.now();
  const server = startServer(env);
  const exited = waitExit(server);
  try {
    await waitHealthy(undefined, undefined, undefined, server);
    const readyS = (Date.now() - t1) / 1000;
    const onSale = (await getJson<{ total: number }>('/api/web/good/allList', { pageSize: 1 })).total;
    const withIndex = await memRead(server);
    const games = await loadGames();
    const bodies = makeBodies(games, 400_000, 'bench-mix');
    const maxId =
      (await getJson<{ rows: { id: number }[] }>('/api/web/good/allList', { sortRank: 'timedesc', pageSize: 1 }))
        .rows[0]?.id ?? GOODS;
    const answers = ONLY === 'detail' ? undefined : await sampleAnswers(games, env.DATA_DIR!);
    const results: RunResult[] = await runHello(answers && { ...answers, bodies });
    // warm-up: JIT, connection pool, first cache loads
    await load({ url: `${BASE}/api/health`, connections: 10, duration: 2 });
    results.push(await run('GET /api/health', server, { requests: [{ method: 'GET', path: '/api/health' }] }));

    if (ONLY !== 'detail') {
      const warm = makeBodies(games, 50_000, 'bench-warm');
      let w = 0;
      await warmUp([
        {
          method: 'POST',
          path: '/api/web/good/allList',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({ ...req, body: warm[w++ % warm.length]! }),
        },
      ]);
      await benchList(server, bodies, results);
    }
    if (ONLY !== 'list') {
      // random ids, differently seeded for the warm-up and the measurement
      const detailRequests = (seed: string): autocannon.Request[] => {
        const rng = new Rng(seed);
        return [
          {
            method: 'GET',
            setupRequest: (req) => ({ ...req, path: `/api/web/good/${1 + Math.floor(rng.next() * maxId)}` }),
          },
        ];
      };
      await warmUp(detailRequests('bench-detail-warm'));
      results.push(await run('GET good/:id', server, { requests: detailRequests('bench-detail') }));
    }
    print(db, results);
    server.kill('SIGTERM');
    await exited;
    // the index's memory: the same database served without it (LISTING_INDEX=false), both measured
    // idle, once full collections no longer lower it (event-loop.ts)
    const bare = startServer({ ...env, LISTING_INDEX: 'false' });
    const bareExited = waitExit(bare);
    let without: Awaited<ReturnType<typeof memRead>>;
    try {
      await waitHealthy(undefined, undefined, undefined, bare);
      without = await memRead(bare);
    } finally {
      bare.kill('SIGTERM');
      await bareExited;
    }
    if (withIndex && without) {
      const perGood = (mb: number) => ((mb * 2 ** 20) / Math.max(1, onSale)).toFixed(0);
      console.log(
        `  index: ${onSale} on-sale goods, server healthy with the index loaded ${readyS.toFixed(1)} s after start; ` +
          `idle after GCs settle, with/without the index: RSS ${withIndex.rss.toFixed(0)}/${without.rss.toFixed(0)} MB, ` +
          `heap+buffers ${(withIndex.heap + withIndex.buffers).toFixed(0)}/${(without.heap + without.buffers).toFixed(0)} MB → ` +
          `${perGood(withIndex.rss - without.rss)} bytes per on-sale good by RSS, ` +
          `${perGood(withIndex.heap + withIndex.buffers - without.heap - without.buffers)} by heap+buffers`,
      );
    }
    console.log(`[${db}] total ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    return results;
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

/**
 * Answers of the list mix as the server gives them (another seed than the measured mix, so they
 * warm no page it asks for), written to a file for the bare server to send back (runHello).
 */
async function sampleAnswers(
  games: GameInfo[],
  dir: string,
): Promise<{ file: string; meanBytes: number; wireBytes: number }> {
  const answers: string[] = [];
  for (const body of makeBodies(games, 300, 'bench-sample')) {
    const r = await fetch(`${BASE}/api/web/good/allList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    answers.push(await r.text());
  }
  const file = path.join(dir, 'list-answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const bytes = answers.reduce((n, a) => n + Buffer.byteLength(a), 0);
  // what goes on the wire when the client accepts brotli: the app's encoder and size rule
  let wire = 0;
  for (const a of answers)
    wire += Buffer.byteLength(a) < COMPRESS_MIN_BYTES ? Buffer.byteLength(a) : (await encode(a, 'br')).length;
  return { file, meanBytes: Math.round(bytes / answers.length), wireBytes: Math.round(wire / answers.length) };
}

/**
 * The bare ceilings, in their own process and measured like the rest: a Fastify hello world, and
 * (given real list answers) the same server answering the list mix's requests with them.
 */
async function runHello(list?: {
  file: string;
  meanBytes: number;
  wireBytes: number;
  bodies: string[];
}): Promise<RunResult[]> {
  const env = {
    ...process.env,
    PORT: String(HELLO_PORT),
    ANSWERS: list?.file ?? '',
    ANSWERS_ENCODING: ENCODING === 'identity' ? '' : 'br',
  };
  const hello = tsxNode(['scripts/bench/hello.ts'], env, true);
  const exited = waitExit(hello);
  try {
    const url = `http://127.0.0.1:${HELLO_PORT}`;
    await waitHealthy(30_000, url, '/', hello);
    await load({ url, connections: 10, duration: 2 });
    const out = [await run('bare Fastify hello', hello, {}, undefined, url)];
    if (list) {
      let i = 0;
      const requests: autocannon.Request[] = [
        {
          method: 'POST',
          path: '/list',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({ ...req, body: list.bodies[i++ % list.bodies.length]! }),
        },
      ];
      const extra = () =>
        `list answers sent back as they are: ${list.meanBytes} bytes on average` +
        (ENCODING === 'identity' ? '' : `, ${list.wireBytes} on the wire (brotli ${BROTLI_QUALITY}, compressed once)`);
      out.push(await run('bare, list answers', hello, { requests }, extra, url));
    }
    return out;
  } finally {
    hello.kill('SIGTERM');
    await exited;
  }
}

/** allList with the seeded mix; reports how often a request repeats an earlier one and the page-cache hits. */
async function benchList(server: ChildProcess, bodies: string[], results: RunResult[]) {
  let i = 0;
  const seen = new Set<string>();
  let repeats = 0;
  let sent = 0;
  let hits = 0;
  let responses = 0;
  results.push(
    await run(
      `POST good/allList`,
      server,
      {
        requests: [
          {
            method: 'POST',
            path: '/api/web/good/allList',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => {
              const body = bodies[i++ % bodies.length]!;
              sent++;
              if (seen.has(body)) repeats++;
              else seen.add(body);
              return { ...req, body };
            },
            onResponse: (_status, _body, _ctx, headers) => {
              responses++;
              if (headers?.['x-cache'] === 'hit') hits++;
            },
          },
        ],
      },
      () =>
        `mix ${MIX}: ${sent} requests, ${((repeats / sent) * 100).toFixed(1)}% repeat an earlier one${MIX === 'longtail' && repeats / sent > 0.25 ? ' — OVER the 25 % the long-tail mix allows: this figure does not count' : ''}; ` +
        `page cache hits ${((hits / Math.max(1, responses)) * 100).toFixed(1)}%`,
    ),
  );
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'haoshi-bench-'));
  const common: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    DATA_KEY: randomBytes(32).toString('base64'),
    H5_DIST: path.join(dataDir, 'no-h5'),
    REDIS_URL: '',
    // A production start refuses the console SMS provider (issue 34 §13), so the bench names a real
    // one. It never sends a code; were one sent, it would go to a closed port on this machine.
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'bench-key-id',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'bench-secret',
    ALIYUN_SMS_SIGN_NAME: '号市',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_000000000',
    ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9/',
  };
  const pgUrl = process.env.DATABASE_URL;
  try {
    // BENCH_SKIP_PGLITE=1 measures PostgreSQL only (a quicker loop while tuning)
    if (process.env.BENCH_SKIP_PGLITE !== '1') await benchOne('PGlite', { ...common, DATABASE_URL: '' });
    if (pgUrl) {
      const name = `haoshi_bench_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(pgUrl);
      url.pathname = `/${name}`;
      try {
        await benchOne('PostgreSQL', { ...common, DATABASE_URL: url.toString() });
      } finally {
        const a = new pg.Client({ connectionString: pgUrl });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      }
    } else console.log('\n(DATABASE_URL not set: PostgreSQL run skipped)');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

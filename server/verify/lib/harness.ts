/**
 * Shared plumbing of the verification suites (`npm run verify:*`): start the real server as a
 * child process on a fresh database, pick the suite's level (short in CI, full otherwise), and
 * end with one `<suite>: N passed, M failed` line that .ci/run adds up, plus a JSON report in
 * reports/verify/<suite>.json for the closing table.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const REPO_ROOT = path.resolve(SERVER_DIR, '..');

/** VERIFY_LEVEL=short (CI) or full (default; `npm run verify:full`). */
export type Level = 'short' | 'full';
export function level(): Level {
  return process.env.VERIFY_LEVEL === 'short' ? 'short' : 'full';
}
/** The value for the current level. */
export function byLevel<T>(short: T, full: T): T {
  return level() === 'short' ? short : full;
}

/** The PostgreSQL the suites may create databases on (never touched otherwise), or null. */
export function adminPgUrl(): string | null {
  return process.env.VERIFY_PG_URL || process.env.TEST_DATABASE_URL || null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** A new empty database on the shared PostgreSQL; drop() removes it (and its connections). */
export async function createPgDatabase(prefix = 'hs_verify'): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = adminPgUrl();
  if (!admin) throw new Error('VERIFY_PG_URL or TEST_DATABASE_URL is not set');
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: admin });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export interface ApiProcess {
  base: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
  logs: string[];
  /** SIGTERM and wait for the exit */
  stop(): Promise<void>;
  /** SIGKILL and wait for the exit */
  kill(): Promise<void>;
  /**
   * RSS MB after a full garbage collection (only with `measureMemory`): what the server keeps, not
   * the garbage V8 lets pile up between collections (raw RSS swung by ±10 % with the collector's pacing)
   */
  keptRssMb(): Promise<number>;
}

export interface StartOptions {
  /** PostgreSQL URL; omitted → embedded PGlite in dataDir */
  databaseUrl?: string;
  /** reuse a data directory (restarts); default a fresh temp dir */
  dataDir?: string;
  port?: number;
  env?: NodeJS.ProcessEnv;
  /** seed demo users and goods (default true) */
  seedDemo?: boolean;
  timeoutMs?: number;
  /** run with --expose-gc and the bench's memory probe (scripts/bench/event-loop.ts) for keptRssMb */
  measureMemory?: boolean;
}

/**
 * The API as production runs it (server/src/server.ts through tsx), without the H5 build step of
 * tools/start.mjs. Captcha off so suites can log in with passwords; sandbox cashier on.
 */
export async function startApi(opts: StartOptions = {}): Promise<ApiProcess> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'haoshi-verify-'));
  const logs: string[] = [];
  const probe = opts.measureMemory ? ['--expose-gc', '--import', './scripts/bench/event-loop.ts'] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...probe, 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: opts.databaseUrl ?? '',
      SEED_DEMO: opts.seedDemo === false ? 'false' : 'true',
      CAPTCHA_ENABLED: 'false',
      SMS_PROVIDER: 'console',
      LOG_LEVEL: process.env.VERIFY_LOG_LEVEL || 'warn',
      ...opts.env,
    },
    stdio: opts.measureMemory ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d: Buffer) => {
    logs.push(d.toString());
    if (logs.length > 2000) logs.splice(0, 1000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited early:\n${logs.join('').slice(-4000)}`);
    try {
      const r = await fetch(`${base}/api/health`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${logs.join('').slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const exited = () =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((r) => child.once('exit', () => r()));
  return {
    base,
    port,
    child,
    dataDir,
    logs,
    async stop() {
      const done = exited();
      child.kill('SIGTERM');
      await done;
    },
    async kill() {
      const done = exited();
      child.kill('SIGKILL');
      await done;
    },
    keptRssMb() {
      if (!child.send) return Promise.reject(new Error('keptRssMb needs startApi({ measureMemory: true })'));
      return new Promise((resolve, reject) => {
        const t = setTimeout(() => reject(new Error('no memory reading from the server in 10 s')), 10_000);
        const on = (m: unknown) => {
          if (!m || typeof m !== 'object' || !('mem' in m)) return;
          clearTimeout(t);
          child.off('message', on);
          resolve((m as { mem: NodeJS.MemoryUsage }).mem.rss / 2 ** 20);
        };
        child.on('message', on);
        child.send!('mem:read');
      });
    },
  };
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** JSON call returning the HTTP status and the parsed envelope (null when the body is not JSON). */
export async function call<T = unknown>(
  base: string,
  method: string,
  url: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string | Buffer } = {},
): Promise<{ status: number; body: Envelope<T> | null; text: string; headers: Headers }> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | Uint8Array | undefined;
  if (opts.raw !== undefined) body = opts.raw;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  const r = await fetch(base + url, { method, headers, body: body as BodyInit | undefined });
  const text = await r.text();
  let parsed: Envelope<T> | null = null;
  try {
    parsed = JSON.parse(text) as Envelope<T>;
  } catch {
    parsed = null;
  }
  return { status: r.status, body: parsed, text, headers: r.headers };
}

/** Password login of a seeded demo user (captcha is off in startApi); returns the token. */
export async function login(base: string, userName: string, password = 'Haoshi2026'): Promise<string> {
  const r = await call<{ token: string }>(base, 'POST', '/api/login', { body: { username: userName, password } });
  const token = (r.body?.data as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`login ${userName} failed: ${r.status} ${r.text.slice(0, 300)}`);
  return token;
}

/** Counts checks, prints each failure at once, and ends with the line .ci/run adds up. */
export class Report {
  passed = 0;
  failed = 0;
  readonly failures: string[] = [];
  readonly figures: Record<string, unknown> = {};
  constructor(readonly suite: string) {}

  check(ok: boolean, what: string): boolean {
    if (ok) this.passed++;
    else {
      this.failed++;
      this.failures.push(what);
      console.log(`  ✗ ${what}`);
    }
    return ok;
  }

  figure(name: string, value: unknown) {
    this.figures[name] = value;
    console.log(`  ${name}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
  }

  /** Writes reports/verify/<suite>.json and the closing line; sets the exit code. */
  finish(): void {
    const dir = path.join(REPO_ROOT, 'reports', 'verify');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, `${this.suite}.json`),
      JSON.stringify(
        {
          suite: this.suite,
          level: level(),
          at: new Date().toISOString(),
          passed: this.passed,
          failed: this.failed,
          failures: this.failures.slice(0, 200),
          figures: this.figures,
        },
        null,
        2,
      ),
    );
    console.log(`${this.suite}: ${this.passed} passed, ${this.failed} failed`);
    if (this.failed) process.exitCode = 1;
  }
}

/** Adds generated goods on sale to the stopped server's database (scripts/seed-goods.ts). */
export function addGoods(dataDir: string, databaseUrl: string | undefined, n: number) {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/seed-goods.ts', String(n), '--seed', 'verify', '--sold', '0'],
    {
      cwd: SERVER_DIR,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(`seeding goods failed: ${r.stderr}`);
}

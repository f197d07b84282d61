import type { RateLimiter } from '../src/lib/rate-limit.js';
import type { ModuleManifest } from '../src/module-kit.js';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { InjectOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import { type App } from '../src/app-types.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { MIGRATIONS_DIR, PGLITE_CONF, wrapPg, wrapPglite, type DbHandle } from '../src/db/client.js';
import { ManualClock } from '../src/lib/clock.js';
import { MemorySmsProvider } from '../src/modules/auth/sms-provider.js';
import type { ProviderDeps } from '../src/modules/payment/providers.js';
import type { ModerationProvider } from '../src/modules/moderation/provider.js';
import type { KvStore } from '../src/modules/catalogue/cache.js';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || '';

/** Key of the migrated template: changes whenever a migration file (or PGlite itself) changes. */
function templateKey(): string {
  const h = createHash('sha256');
  const files = readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort();
  for (const f of files) {
    const p = path.join(MIGRATIONS_DIR, f);
    try {
      h.update(f).update(readFileSync(p));
    } catch {
      /* directory */
    }
  }
  h.update(PGlite.name + JSON.stringify(PGLITE_CONF));
  return h.digest('hex').slice(0, 16);
}

/**
 * A fresh migrated PGlite. Migrating from scratch takes seconds, so the first call migrates once
 * into a tarball in the OS temp dir and every later database starts from that dump (~0.7 s).
 */
async function freshPglite(): Promise<DbHandle> {
  const file = path.join(os.tmpdir(), `haoshi-pg-template-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const client = await PGlite.create({ postgresqlconf: PGLITE_CONF });
    const h = wrapPglite(client);
    await h.migrate();
    const dump = await client.dumpDataDir('none');
    await h.close();
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file); // atomic: a concurrent run never reads half a template
  }
  const blob = new Blob([readFileSync(file)]);
  const client = await PGlite.create({ loadDataDir: blob, postgresqlconf: PGLITE_CONF });
  return wrapPglite(client);
}

/** Connection URL of each fresh PostgreSQL test database, for tests that open a second pool (a second instance). */
export const pgUrls = new WeakMap<DbHandle, string>();

/** A uniquely named database on the real PostgreSQL server, dropped again on close. */
async function freshPostgres(): Promise<DbHandle> {
  const name = `hs_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const h = wrapPg(new pg.Pool({ connectionString: url.toString(), max: 4 }));
  await h.migrate();
  const close = h.close;
  const handle: DbHandle = {
    ...h,
    close: async () => {
      await close();
      const a = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await a.connect();
      // pool.end() resolves before its clients' sockets have closed; a FORCE drop that catches one
      // of them still open makes that client emit an uncaught error, so wait for them to go first
      for (let i = 0; i < 40; i++) {
        const r = await a.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (r.rows[0].n === 0) break;
        await new Promise((res) => setTimeout(res, 50));
      }
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
  pgUrls.set(handle, url.toString());
  return handle;
}

export function freshDb(): Promise<DbHandle> {
  return TEST_DATABASE_URL ? freshPostgres() : freshPglite();
}

export function testConfig(env: Record<string, string> = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'haoshi-test-'));
  return loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      H5_DIST: path.join(dataDir, 'no-dist'),
      SMS_PROVIDER: 'memory',
      CAPTCHA_ENABLED: 'false',
      LOG_LEVEL: 'silent',
      ...env,
    },
    { dataKey: randomBytes(32) },
  );
}

export interface TestCtx {
  app: App;
  db: DbHandle;
  config: AppConfig;
  clock: ManualClock;
  sms: MemorySmsProvider;
  logs: string[];
  /** delays the server asked for (password step-up); tests run them as no-ops and look at them */
  sleeps: number[];
  close(): Promise<void>;
}

/**
 * Another instance of the server on a test's database, as a second process runs it: its own pool on
 * PostgreSQL (PGlite has one connection, so there it shares the test's). For the jobs' "each outcome
 * once across instances" and "caught up after a restart" tests. `ctx` is read when an app starts
 * (the file's setup runs in a hook); `over` changes what that app is built with.
 */
export function otherInstance(ctx: () => TestCtx) {
  let db: DbHandle | undefined;
  return {
    async start(over: Partial<BuildAppOptions> = {}): Promise<App> {
      const c = ctx();
      db ??= TEST_DATABASE_URL ? wrapPg(new pg.Pool({ connectionString: pgUrls.get(c.db)!, max: 4 })) : c.db;
      const app = await buildApp({
        config: c.config,
        db,
        clock: c.clock,
        sms: c.sms,
        logStream: { write: () => true } as never,
        ...over,
      });
      await app.ready();
      return app;
    },
    /** the instance's pool (PostgreSQL): close once its apps are closed */
    async close() {
      if (db && db !== ctx().db) await db.close();
      db = undefined;
    },
  };
}

/** Build the app on a fresh database. One per test file (or per test that needs isolation). */
export async function setup(
  opts: {
    env?: Record<string, string>;
    db?: DbHandle;
    config?: AppConfig;
    payment?: ProviderDeps;
    moderation?: ModerationProvider;
    /** the shared key-value store (two instances of one deployment pass the same one) */
    kv?: KvStore;
    clock?: ManualClock;
    /** the rate limiter (a test can wrap it to act between an operation's checks and its write) */
    limiter?: RateLimiter;
    /** modules loaded after the app's own (a fixture module) */
    extraModules?: readonly ModuleManifest[];
  } = {},
): Promise<TestCtx> {
  const config = opts.config ?? testConfig(opts.env);
  const db = opts.db ?? (await freshDb());
  const clock = opts.clock ?? new ManualClock(new Date('2026-03-01T02:00:00Z'));
  const sms = new MemorySmsProvider();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, cb) {
      logs.push(String(chunk));
      cb();
    },
  });
  const sleeps: number[] = [];
  const sleep = async (ms: number) => void sleeps.push(ms);
  const app = await buildApp({
    config,
    db,
    clock,
    sms,
    logStream,
    payment: opts.payment,
    sleep,
    moderation: opts.moderation,
    kv: opts.kv,
    limiter: opts.limiter,
    extraModules: opts.extraModules,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    clock,
    sms,
    logs,
    sleeps,
    async close() {
      await app.close();
      await db.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

let phoneSeq = 0;
/** A phone number unique within this process. */
export function newPhone(): string {
  phoneSeq++;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

let ipSeq = 0;
/** A fresh client IP so per-IP limits of one test do not leak into another. */
export function newIp(): string {
  ipSeq++;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

export const PASSWORD = 'Test1234abc';

/** Register a user through the real endpoints; returns its token and phone. */
export async function registerUser(
  ctx: TestCtx,
  phone = newPhone(),
  password = PASSWORD,
): Promise<{ token: string; phone: string }> {
  const ip = newIp();
  const s = await ctx.app.inject({
    method: 'GET',
    url: `/api/sms/sendYzm?phone=${phone}&type=register`,
    remoteAddress: ip,
  });
  if (s.statusCode !== 200) throw new Error(`sendYzm ${s.statusCode} ${s.body}`);
  const r = await ctx.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: ip,
    payload: {
      phone,
      dxyzm: ctx.sms.last(phone, 'register'),
      yzmRankey: s.json().data.yzmRankey,
      password,
      agreed: true,
    },
  });
  if (r.statusCode !== 200) throw new Error(`register ${r.statusCode} ${r.body}`);
  return { token: r.json().data.token, phone };
}

export function auth(token: string) {
  return { Token: token, Authorization: `Bearer ${token}` };
}

/** Send an SMS code of a type and return {yzmRankey, code}. */
export async function smsCode(
  ctx: TestCtx,
  phone: string | undefined,
  type: string,
  headers: Record<string, string> = {},
) {
  const r = await ctx.app.inject({
    method: 'GET',
    url: `/api/sms/sendYzm?${phone ? `phone=${phone}&` : ''}type=${type}`,
    remoteAddress: newIp(),
    headers,
  });
  if (r.statusCode !== 200) throw new Error(`sendYzm ${r.statusCode} ${r.body}`);
  return { yzmRankey: r.json().data.yzmRankey as string, code: ctx.sms.sent[ctx.sms.sent.length - 1]!.code };
}

export const FULL_PHONE_RE = /1[3-9]\d{9}/;

/**
 * inject + the invariant that holds for every endpoint: a response never contains a full phone
 * number. All account tests go through this.
 */
export async function call(ctx: TestCtx, opts: InjectOptions) {
  const r = await ctx.app.inject(opts);
  assert.ok(
    !FULL_PHONE_RE.test(r.body),
    `response of ${String(opts.url)} contains a full phone number: ${r.body.slice(0, 200)}`,
  );
  return r;
}

import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/config.js';
import { openDb, type DbHandle } from '../src/db/client.js';
import { seed } from '../src/db/seed.js';
import { hashPassword } from '../src/modules/auth/service.js';
import { SITE_FIELDS } from '../src/modules/site/fields.js';
import { LocalStorage } from '../src/modules/upload/storage.js';
import { productionReadiness } from '../src/ops/production-readiness.js';
import { freshDb, testConfig } from './helpers.js';

/**
 * Issue 34: a production start never seeds the demo, refuses while a demo login keeps the published
 * password or codes would only reach the log, and says loudly what still runs on a stand-in; DATA_DIR
 * is the service account's alone (items 1, 4, 13).
 */
const SERVER_DIR = path.join(import.meta.dirname, '..');
/** A complete Aliyun SMS configuration (the keys are never used: nothing is sent in these tests). */
const ALIYUN_ENV = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAItestkeyid',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'testsecret',
  ALIYUN_SMS_SIGN_NAME: '号市',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_100000001',
};

describe('files the server writes', () => {
  test('an upload is 0600 in folders 0700 even under a permissive umask (tests, jobs, another entry point)', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'hs-up-'));
    const old = process.umask(0o000);
    try {
      await new LocalStorage(root).put('202611/a.jpg', Buffer.from('x'));
    } finally {
      process.umask(old);
    }
    assert.equal(lstatSync(path.join(root, '202611', 'a.jpg')).mode & 0o777, 0o600);
    assert.equal(lstatSync(path.join(root, '202611')).mode & 0o777, 0o700);
    rmSync(root, { recursive: true, force: true });
  });
});

describe('configuration', () => {
  test('production never seeds the demo: off by default on PGlite, SEED_DEMO=true refused naming purge-demo', () => {
    const key = { dataKey: randomBytes(32) };
    assert.equal(loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/x' }, key).seedDemo, false);
    assert.equal(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/x' }, key).seedDemo, true);
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/x', SEED_DEMO: 'true' }, key),
      (e: unknown) => e instanceof ConfigError && /SEED_DEMO/.test(e.message) && /npm run purge-demo/.test(e.message),
    );
  });
});

describe('the test deployment clock (TEST_CLOCK, issue 42)', () => {
  test('refused in production with the reason; allowed elsewhere; off by default', () => {
    const key = { dataKey: randomBytes(32) };
    assert.equal(loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/x' }, key).testClock, false);
    assert.equal(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/x', TEST_CLOCK: 'true' }, key).testClock, true);
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/x', TEST_CLOCK: 'true' }, key),
      (e: unknown) => e instanceof ConfigError && /TEST_CLOCK/.test(e.message) && /deadline/.test(e.message),
    );
  });

  test('a production start with TEST_CLOCK=true exits before opening anything', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hs-clock-'));
    try {
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: SERVER_DIR,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', TEST_CLOCK: 'true' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      assert.equal(r.status, 1, r.stdout + r.stderr);
      assert.match(r.stderr, /TEST_CLOCK=true 不能用于生产环境/);
      assert.deepEqual(readdirSync(dataDir), [], 'no database was created');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('productionReadiness', () => {
  let db: DbHandle;
  before(async () => {
    db = await freshDb();
    // the demo logins as an older version seeded them, with the published password
    await seed(db.db, testConfig({ SEED_DEMO: 'true' }));
  });
  after(async () => {
    await db?.close();
  });

  test('refuses the console and memory SMS providers, saying why', async () => {
    for (const smsProvider of ['console', 'memory'] as const) {
      const r = await productionReadiness({ smsProvider, realnameProvider: 'local' }, db.db);
      const sms = r.refusals.find((x) => x.includes(`SMS_PROVIDER=${smsProvider}`));
      assert.ok(sms, r.refusals.join('\n'));
      assert.match(sms, /log in|登录/);
      assert.match(sms, /Set SMS_PROVIDER=aliyun with ALIYUN_SMS_ACCESS_KEY_ID/, 'says what to write instead');
    }
  });

  test('SMS_PROVIDER=aliyun with its keys passes; without a notification template SMS notifications are listed as off', async () => {
    const key = { dataKey: randomBytes(32) };
    const env = { NODE_ENV: 'production', DATA_DIR: '/tmp/x', ...ALIYUN_ENV };
    let r = await productionReadiness(loadConfig(env, key), db.db);
    assert.equal(r.refusals.filter((x) => /SMS_PROVIDER|短信/.test(x)).length, 0, r.refusals.join('\n'));
    assert.ok(
      r.standIns.some((s) => s.includes('ALIYUN_SMS_NOTIFY_TEMPLATE_CODE')),
      r.standIns.join('\n'),
    );
    r = await productionReadiness(loadConfig({ ...env, ALIYUN_SMS_NOTIFY_TEMPLATE_CODE: 'SMS_100000009' }, key), db.db);
    assert.ok(!r.standIns.some((s) => s.includes('ALIYUN_SMS_NOTIFY_TEMPLATE_CODE')), r.standIns.join('\n'));
  });

  test('refuses while a demo login keeps the published password, naming the command; another password passes', async () => {
    let r = await productionReadiness({ smsProvider: 'console', realnameProvider: 'local' }, db.db);
    const demo = r.refusals.find((x) => x.includes('demo_operator'));
    assert.ok(demo, r.refusals.join('\n'));
    assert.match(demo, /npm run purge-demo/);
    const other = await hashPassword('Another2026x');
    await db.db.execute(sql`update users set password_hash = ${other} where user_name like 'demo\\_%'`);
    r = await productionReadiness({ smsProvider: 'console', realnameProvider: 'local' }, db.db);
    assert.equal(r.refusals.filter((x) => x.includes('demo_')).length, 0, r.refusals.join('\n'));
  });

  test('lists what runs on a stand-in: the checksum-only real-name check and every site setting still at its sample', async () => {
    let r = await productionReadiness({ smsProvider: 'console', realnameProvider: 'local' }, db.db);
    assert.ok(r.standIns.some((s) => /REALNAME_PROVIDER=local/.test(s) && /checksum/.test(s)));
    const site = r.standIns.find((s) => s.includes('site settings'));
    assert.ok(site, r.standIns.join('\n'));
    for (const f of SITE_FIELDS) assert.ok(site.includes(f.key), `${f.key} is listed`);
    assert.ok(site.includes('浙ICP备') && site.includes('杭州'), 'the samples are named in the warning');
    // an operator filled in the ICP number: it leaves the list, the rest stay
    await db.db.execute(sql`update site_settings set value = '京ICP备12345678号-1', sample = false where key = 'icp'`);
    r = await productionReadiness({ smsProvider: 'console', realnameProvider: 'local' }, db.db);
    assert.ok(!r.standIns.find((s) => s.includes('site settings'))!.includes('icp'));
    for (const f of SITE_FIELDS)
      await db.db.execute(sql`update site_settings set value = ${`${f.sample}x`.slice(0, 200)} where key = ${f.key}`);
    r = await productionReadiness({ smsProvider: 'console', realnameProvider: 'local' }, db.db);
    assert.equal(r.standIns.filter((s) => s.includes('site settings')).length, 0);
  });
});

/** Every folder 0700 and every file 0600 under `dir`; the offenders otherwise. */
function looseModes(dir: string): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const st = lstatSync(p);
    if (st.isDirectory()) {
      if ((st.mode & 0o777) !== 0o700) out.push(`${p} ${(st.mode & 0o777).toString(8)}`);
      for (const f of readdirSync(p)) walk(path.join(p, f));
    } else if (st.isFile() && (st.mode & 0o777) !== 0o600) out.push(`${p} ${(st.mode & 0o777).toString(8)}`);
  };
  walk(dir);
  return out;
}

/** Runs a command as the unprivileged `nobody`, when this process may (root with runuser). */
function asNobody(cmd: string[]): { status: number | null; stdout: string } | null {
  if (process.getuid?.() !== 0) return null;
  const r = spawnSync('runuser', ['-u', 'nobody', '--', ...cmd], { encoding: 'utf8' });
  if (r.error) return null;
  return { status: r.status, stdout: r.stdout };
}

// the start below always runs on PGlite (DATA_DIR): the PostgreSQL pass of the suite would only repeat it
const pgRun = !!process.env.TEST_DATABASE_URL;
describe(
  'a production start on PGlite',
  { skip: pgRun && 'runs in the PGlite pass only (DATA_DIR modes, embedded start)' },
  () => {
    let parent = '';
    let dataDir = '';
    before(async () => {
      // a parent anyone may enter, as /srv or /var/lib are: only DATA_DIR's own modes keep others out
      parent = mkdtempSync(path.join(os.tmpdir(), 'hs-prod-'));
      chmodSync(parent, 0o755);
      dataDir = path.join(parent, 'data');
      const db = await openDb({ dataDir });
      await db.migrate();
      await seed(db.db, testConfig({ SEED_DEMO: 'true' })); // demo logins left by an older version
      await db.close();
    });
    after(() => rmSync(parent, { recursive: true, force: true }));

    const start = (more: Record<string, string> = {}) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: SERVER_DIR,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          PORT: '0',
          LOG_LEVEL: 'warn',
          ...more,
        },
        encoding: 'utf8',
        timeout: 60_000,
      });

    test('refuses with the reasons, lists the stand-ins, and purge-demo clears the demo refusal', () => {
      const first = start();
      const out = first.stdout + first.stderr;
      assert.equal(first.status, 1, out);
      assert.doesNotMatch(out, /已启动/);
      assert.doesNotMatch(out, /演示账号：/, 'no demo banner');
      assert.match(first.stderr, /\[拒绝启动 \/ start refused\] SMS_PROVIDER=console/);
      assert.match(first.stderr, /\[拒绝启动 \/ start refused\] 演示账号 .*demo_operator.*npm run purge-demo/);
      assert.match(first.stderr, /\[未就绪 \/ not production-ready\] 实名认证/);
      assert.match(first.stderr, /\[未就绪 \/ not production-ready\] 站点设置仍是示例值/);

      const purge = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/purge-demo.ts'], {
        cwd: SERVER_DIR,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir },
        encoding: 'utf8',
        timeout: 60_000,
      });
      assert.equal(purge.status, 0, purge.stdout + purge.stderr);
      assert.match(purge.stdout, /demo data removed: 4 accounts deleted/);

      const second = start();
      assert.equal(second.status, 1, second.stdout + second.stderr);
      assert.match(second.stderr, /SMS_PROVIDER=console/);
      assert.doesNotMatch(second.stderr, /demo_operator/);

      // Aliyun SMS half configured: stopped before anything opens, naming what is missing
      const half = start({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'LTAItestkeyid' });
      assert.equal(half.status, 1, half.stdout + half.stderr);
      assert.match(
        half.stderr,
        /SMS_PROVIDER=aliyun 缺少 ALIYUN_SMS_ACCESS_KEY_SECRET、ALIYUN_SMS_SIGN_NAME、ALIYUN_SMS_TEMPLATE_CODE/,
      );
    });

    test('with SMS_PROVIDER=aliyun and its keys, the production start goes through (the stand-ins are listed)', async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: SERVER_DIR,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          PORT: '0',
          LOG_LEVEL: 'warn',
          ...ALIYUN_ENV,
        },
      });
      let out = '';
      child.stdout.on('data', (d) => (out += String(d)));
      child.stderr.on('data', (d) => (out += String(d)));
      const exited = new Promise<number | null>((res) => child.on('exit', res));
      try {
        const started = await Promise.race([
          new Promise<boolean>((res) => {
            const t = setInterval(() => /已启动/.test(out) && (clearInterval(t), res(true)), 100);
            void exited.then(() => (clearInterval(t), res(false)));
          }),
          new Promise<boolean>((res) => setTimeout(() => res(false), 60_000)),
        ]);
        assert.ok(started, out);
        assert.doesNotMatch(out, /拒绝启动/);
        assert.match(out, /\[未就绪 \/ not production-ready\] 交易短信通知未配置/);
      } finally {
        child.kill('SIGTERM');
        await exited;
      }
    });

    test('DATA_DIR is private after a start: folders 0700, files 0600 (PGlite makes its own 0666)', () => {
      assert.deepEqual(looseModes(dataDir), []);
      assert.equal(lstatSync(path.join(dataDir, 'secret.key')).mode & 0o777, 0o600);
    });

    test('a table created while the database is open is unreadable to another user', async () => {
      const db = await openDb({ dataDir });
      try {
        const marker = `hs-private-${randomBytes(6).toString('hex')}`;
        await db.db.execute(sql.raw(`create table private_probe (v text)`));
        await db.db.execute(sql`insert into private_probe values (${marker})`);
        await db.db.execute(sql.raw('checkpoint')); // the row is in the table's file on disk now
        const owner = spawnSync('grep', ['-rl', marker, dataDir], { encoding: 'utf8' });
        assert.ok(owner.stdout.trim(), 'the owner finds the row on disk (so the probe below can fail)');
        const other = asNobody(['grep', '-rl', marker, dataDir]);
        if (other) {
          assert.equal(other.stdout.trim(), '', `another user read the data: ${other.stdout}`);
          assert.notEqual(other.status, 0);
        } else {
          // not root: no other account to try this as; the folders' modes below are what keep others out
          console.log("# not root (or no runuser): another user's read is judged by the folder modes only");
        }
        // every folder stays 0700, including any PGlite made at run time (its new files may be 0666 until
        // the next start, but nobody else can reach them)
        const dirs = looseModes(dataDir).filter((l) => lstatSync(l.slice(0, l.lastIndexOf(' '))).isDirectory());
        assert.deepEqual(dirs, []);
      } finally {
        await db.close();
      }
    });
  },
);

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { openDb, wrapPg, type DbHandle } from '../src/db/client.js';
import { DataCrypto } from '../src/lib/crypto.js';
import { pgDump, pgRestore, restorePglite, writePrivateFile } from '../src/ops/backup.js';
import { requestLiveBackup, runningServerPid, serveLiveBackups } from '../src/ops/live-backup.js';
import { pgUrls, setup, TEST_DATABASE_URL, type TestCtx } from './helpers.js';
import { appOn, appView, openedValues, populate, type Population } from './sealed-helpers.js';

let ctx: TestCtx;
let p: Population;
let view0: Awaited<ReturnType<typeof appView>>;
let state0: Awaited<ReturnType<typeof state>>;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'hs-backup-'));

async function rows<T>(db: DbHandle, q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.db.execute(q)) as unknown as { rows: T[] }).rows;
}

/** Orders, the ledger (per user, the platform's, the cached balances) and every sealed value opened. */
async function state(db: DbHandle, key: Buffer) {
  return {
    orders: await rows(
      db,
      sql`select id, state, buyer_id, seller_id, goods_id, total_fen, price_fen, commission_fen from orders order by id`,
    ),
    ledger: await rows(
      db,
      sql`select coalesce(user_id, 0) as owner, count(*)::int as n, sum(amount_fen)::bigint as total
          from wallet_entries group by user_id order by 1`,
    ),
    balances: await rows(db, sql`select id, balance_fen from users order by id`),
    withdrawals: await rows(db, sql`select id, user_id, amount_fen, status from withdrawals order by id`),
    sealed: Object.fromEntries(await openedValues(db, new DataCrypto(key))),
  };
}

/** The key must never be in a backup, in any encoding. */
function assertNoKey(tarball: Buffer, key: Buffer) {
  for (const needle of [key, Buffer.from(key.toString('base64')), Buffer.from(key.toString('hex'))])
    assert.equal(tarball.indexOf(needle), -1, 'the data key is in the backup');
}

before(async () => {
  ctx = await setup();
  p = await populate(ctx);
  const sellerId = (await openedValues(ctx.db, new DataCrypto(ctx.config.dataKey))).get(
    `users:${p.t.seller.id}:id_card_enc`,
  )!;
  view0 = await appView(ctx, p, sellerId);
  state0 = await state(ctx.db, ctx.config.dataKey);
  view0Id = sellerId;
});
let view0Id = '';
after(async () => {
  await ctx.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** The restored database, opened by the app: the same orders, ledger and sealed values. */
async function assertSame(db: DbHandle, dataDir: string) {
  await db.migrate();
  assert.deepEqual(await state(db, ctx.config.dataKey), state0);
  const app = await appOn(db, { ...ctx.config, dataDir });
  try {
    assert.deepEqual(await appView(app, p, view0Id), view0);
  } finally {
    await app.close();
  }
}

const pgDumpVersion = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });

describe('backup and restore', () => {
  test(
    'PGlite: a backup asked of the running server, restored into a fresh DATA_DIR; the rotate-key command there',
    { skip: TEST_DATABASE_URL ? 'runs in the PGlite variant (TEST_DATABASE_URL is set)' : false },
    async () => {
      assert.ok(state0.orders.length >= 3 && state0.ledger.length >= 2 && Object.keys(state0.sealed).length >= 10);
      // the test process plays the server: it holds DATA_DIR's database (lock file) and serves requests
      const dataDir = ctx.config.dataDir;
      writeFileSync(path.join(dataDir, 'pg.lock'), String(process.pid));
      const pid = runningServerPid(dataDir);
      assert.equal(pid, process.pid);
      await assert.rejects(requestLiveBackup(dataDir, pid!), /does not serve backups/);
      const server = serveLiveBackups(dataDir, ctx.db.dumpDataDir!, { info: () => {}, error: () => {} });
      let bytes: Buffer;
      try {
        bytes = await requestLiveBackup(dataDir, pid!);
      } finally {
        server.stop();
      }
      assertNoKey(gunzipSync(bytes), ctx.config.dataKey);
      const file = path.join(tmp, 'haoshi.pglite.tar.gz');
      writePrivateFile(file, bytes);

      const fresh = path.join(tmp, 'fresh');
      await restorePglite(file, fresh);
      await assert.rejects(restorePglite(file, fresh), /already holds a database/);
      let db = await openDb({ dataDir: fresh });
      try {
        await assertSame(db, fresh);
      } finally {
        await db.close();
      }

      // the embedded rotation through the command: the key file is the backed-up key
      writeFileSync(path.join(fresh, 'secret.key'), ctx.config.dataKey.toString('base64') + '\n', { mode: 0o600 });
      const cli = (...args: string[]) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'scripts/rotate-key.ts', ...args], {
          cwd: path.join(import.meta.dirname, '..'),
          env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: fresh },
          encoding: 'utf8',
        });
      const first = cli('--batch-size', '2', '--max-batches', '1');
      assert.equal(first.status, 2, first.stdout + first.stderr);
      assert.match(first.stdout, /previous key is in secret\.key\.old/);
      assert.match(first.stdout, /Not finished/);
      const newKey = loadConfig({ DATA_DIR: fresh }).dataKey;
      assert.ok(!newKey.equals(ctx.config.dataKey));
      assert.equal(
        readFileSync(path.join(fresh, 'secret.key.old'), 'utf8').trim(),
        ctx.config.dataKey.toString('base64'),
      );
      const second = cli('--batch-size', '2');
      assert.equal(second.status, 0, second.stdout + second.stderr);
      assert.match(second.stdout, /resuming the rotation/);
      assert.match(second.stdout, /secret\.key\.old removed/);
      assert.equal(loadConfig({ DATA_DIR: fresh }).dataKeysOld.length, 0);
      db = await openDb({ dataDir: fresh });
      try {
        assert.deepEqual((await state(db, newKey)).sealed, state0.sealed);
        await assert.rejects(state(db, ctx.config.dataKey));
      } finally {
        await db.close();
      }
      const check = cli('--check');
      assert.equal(check.status, 0, check.stdout + check.stderr);
    },
  );

  test(
    'PostgreSQL: pg_dump -Fc, pg_restore into an empty database',
    {
      skip: !TEST_DATABASE_URL
        ? 'TEST_DATABASE_URL is not set: the PostgreSQL backup test needs a server'
        : pgDumpVersion.status !== 0
          ? 'pg_dump is not installed'
          : false,
    },
    async () => {
      const file = path.join(tmp, 'haoshi.pgdump');
      await pgDump(pgUrls.get(ctx.db)!, file);
      assertNoKey(readFileSync(file), ctx.config.dataKey);
      const name = `hs_restore_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      const db = wrapPg(new pg.Pool({ connectionString: url.toString(), max: 4 }));
      try {
        await pgRestore(url.toString(), file);
        await assert.rejects(pgRestore(url.toString(), file), /already has \d+ tables/);
        await assertSame(db, ctx.config.dataDir);
      } finally {
        await db.close();
        // pool.end() resolves before its sockets close: a FORCE drop meeting one would fail it loudly
        for (let i = 0; i < 40; i++) {
          const r = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (r.rows[0].n === 0) break;
          await new Promise((res) => setTimeout(res, 50));
        }
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});

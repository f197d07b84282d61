import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync, chmodSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_CONF } from '../db/client.js';
import { acquireLock } from '../db/lock.js';
import { tightenTree } from './private-files.js';

/**
 * Backups of the database only. The data key (DATA_DIR/secret.key or DATA_KEY) is never written
 * into a backup: a backup and its key kept in the same place protect nothing, and a backup without
 * its key restores sealed values nobody can open — keep the key safe separately.
 */

/** Written beside and renamed into place, readable by its owner only. */
export function writePrivateFile(file: string, data: Uint8Array) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, data, { mode: 0o600 });
  chmodSync(tmp, 0o600);
  renameSync(tmp, file);
}

export async function blobBytes(b: Blob): Promise<Buffer> {
  return Buffer.from(await b.arrayBuffer());
}

/**
 * Restores a PGlite backup (dumpDataDir tarball) into DATA_DIR/pg, which must not hold a database
 * yet. Takes the data directory's lock, so no server can have it open meanwhile.
 */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  const pgDir = path.join(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const release = acquireLock(path.join(dataDir, 'pg.lock'));
  try {
    if (existsSync(pgDir) && readdirSync(pgDir).length)
      throw new Error(`${pgDir} already holds a database: restore into a fresh DATA_DIR`);
    const client = await PGlite.create(pgDir, {
      loadDataDir: new Blob([readFileSync(file)]),
      postgresqlconf: PGLITE_CONF,
    });
    await client.query('select 1');
    await client.close();
    tightenTree(dataDir); // PGlite wrote the restored files 0666
  } finally {
    release();
  }
}

/** libpq settings from a URL: the password goes through the environment, never the command line (ps). */
function libpq(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env };
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let err = '';
    p.stderr.on('data', (d) => (err += String(d)));
    p.on('error', (e) =>
      reject(
        (e as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(`${cmd} not found: install the PostgreSQL client tools (the same major version as the server)`)
          : e,
      ),
    );
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited with ${code}: ${err.trim()}`))));
  });
}

/** pg_dump in its custom format (-Fc): compressed, and pg_restore can restore it selectively. */
export async function pgDump(url: string, out: string): Promise<void> {
  const { dbname, env } = libpq(url);
  const tmp = `${out}.${process.pid}.tmp`;
  await run('pg_dump', ['-Fc', '--no-owner', '--no-privileges', '-f', tmp, '-d', dbname], env);
  chmodSync(tmp, 0o600);
  renameSync(tmp, out);
}

/** Tables outside PostgreSQL's own schemas: a restore goes into an empty database only. */
export async function userTableCount(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return r.rows[0].n;
  } finally {
    await c.end();
  }
}

/** pg_restore into an empty database, in one transaction: all of it or nothing. */
export async function pgRestore(url: string, file: string): Promise<void> {
  const n = await userTableCount(url);
  if (n) throw new Error(`the target database already has ${n} tables: restore into an empty database`);
  const { dbname, env } = libpq(url);
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '-d', dbname, file],
    env,
  );
}

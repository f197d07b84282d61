import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.js';
import { acquireLock } from './lock.js';
import { privateDir, tightenTree } from '../ops/private-files.js';

export type Schema = typeof schema;
/** One Drizzle type for both drivers: all code above this file is driver-agnostic. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repositories accept: the db or an open transaction. */
export type Executor = Db | Tx;

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'pg';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: a consistent gzipped tarball of the data directory, taken by the process that has it open */
  dumpDataDir?: () => Promise<Blob>;
}

/** PGlite's default max_wal_size is 1 GB; an embedded app should not keep that much around. */
export const PGLITE_CONF = ['max_wal_size = 64MB', 'min_wal_size = 32MB'];

export function wrapPglite(client: PGlite, onClose?: () => void): DbHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    dumpDataDir: async () => {
      // a checkpoint first, so a restore has little WAL to replay
      await client.query('CHECKPOINT');
      // inside a transaction of our own: no request's transaction is half-way through while the
      // files are read (PGlite runs one transaction at a time; the others wait for this one)
      return client.transaction(() => client.dumpDataDir('gzip'));
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose?.();
      }
    },
  };
}

export function wrapPg(pool: pg.Pool): DbHandle {
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pg',
    // several instances may start at once (a rolling deploy): one migrates while the others wait
    // on a session advisory lock held by a connection of its own, then find nothing left to do
    migrate: async () => {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock(hashtext($1))', ['haoshi:migrate']);
        await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock.query('select pg_advisory_unlock(hashtext($1))', ['haoshi:migrate']).catch(() => undefined);
        lock.release();
      }
    },
    ping: async () => {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Open the configured database: PostgreSQL when a URL is given, else PGlite under dataDir/pg. */
export async function openDb(opts: { databaseUrl?: string; dataDir: string }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // fail fast while the database is unreachable (answered as 503) instead of queueing requests
      connectionTimeoutMillis: 3_000,
      // no query timeout here: migrations and the seed script build indexes that take minutes on
      // real data (a 15 s limit broke `npm run bench`); dead peers are found by TCP keepalive
      keepAlive: true,
    });
    // an idle client whose connection drops emits 'error' on the pool; unhandled, it would end the
    // process. The pool discards that client and connects anew on the next query.
    pool.on('error', (e) => console.warn(`[db] idle connection lost: ${e.message}`));
    return wrapPg(pool);
  }
  privateDir(opts.dataDir);
  const release = acquireLock(path.join(opts.dataDir, 'pg.lock'));
  try {
    const client = await PGlite.create(path.join(opts.dataDir, 'pg'), { postgresqlconf: PGLITE_CONF });
    // PGlite unpacks its initial files 0666 whatever the umask: the server's and every command's opening tightens them
    tightenTree(path.join(opts.dataDir, 'pg'));
    return wrapPglite(client, release);
  } catch (e) {
    release();
    throw e;
  }
}

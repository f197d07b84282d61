import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import { wrapPg } from '../src/db/client.js';
import { TEST_DATABASE_URL } from './helpers.js';

// Several instances starting together on an empty PostgreSQL database must not race each other
// through the migrations (duplicate CREATE TABLE, half-applied journal).
test(
  'instances migrating at once on PostgreSQL: one migrates, the others wait and find it done',
  { skip: !TEST_DATABASE_URL && 'PostgreSQL only (TEST_DATABASE_URL)' },
  async () => {
    const name = `hs_migrate_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const handles = [1, 2, 3].map(() => wrapPg(new pg.Pool({ connectionString: url.toString(), max: 3 })));
    try {
      await Promise.all(handles.map((h) => h.migrate()));
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      const r = await c.query(
        "select count(*)::int n from information_schema.tables where table_schema = 'public' and table_name = 'orders'",
      );
      assert.equal(r.rows[0].n, 1);
      await c.end();
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      // pool.end() resolves before its sockets close; a FORCE drop catching one open errors out
      for (let i = 0; i < 40; i++) {
        const r = await admin.query('select count(*)::int n from pg_stat_activity where datname = $1', [name]);
        if (r.rows[0].n === 0) break;
        await new Promise((res) => setTimeout(res, 50));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  },
);

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDb } from '../src/db/client.js';
import { TEST_DATABASE_URL } from './helpers.js';

// A 15 s query timeout on the pool once broke `npm run bench` (its index build on 200,000 goods
// ran longer) and would have broken any long migration at start-up.
test(
  'the PostgreSQL pool lets a statement run longer than 15 s',
  { skip: !TEST_DATABASE_URL && 'PostgreSQL only (TEST_DATABASE_URL)', timeout: 60_000 },
  async () => {
    const db = await openDb({ databaseUrl: TEST_DATABASE_URL, dataDir: '/tmp' });
    try {
      const r = await db.db.execute(sql`select pg_sleep(16), 1 as done`);
      assert.equal(Number((r as unknown as { rows: { done: number }[] }).rows[0]!.done), 1);
    } finally {
      await db.close();
    }
  },
);

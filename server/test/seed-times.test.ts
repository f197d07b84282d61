import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../src/db/client.js';
import { seed } from '../src/db/seed.js';
import { seedDemo } from '../src/db/seed-demo.js';
import { ManualClock } from '../src/lib/clock.js';
import type { AppConfig } from '../src/config.js';
import { freshDb, testConfig } from './helpers.js';

/**
 * Every seeded time lies in the past of the first start (issue 21: a review stamped 07:53 was
 * seen at 07:36). The whole seed runs with a clock fixed at FIRST_START, months before the real
 * time, so a part that reads the wall clock or lets the database fill in now() shows up too.
 *
 * Deadlines are the one kind of time that may lie ahead, and only while what they bound is still
 * open: DEADLINES names each such column with the condition under which it may be in the future.
 */
const FIRST_START = new Date('2026-02-10T00:36:00Z');

const DEADLINES: Record<string, { open: string; why: string }> = {
  'orders.expires_at': { open: 'state = 0', why: 'an unpaid order closes at its payment deadline' },
  'orders.auto_confirm_at': {
    open: 'state = 1 or (state = 2 and completed_at < auto_confirm_at)',
    why: 'an order in handover confirms itself then; a buyer who confirmed sooner leaves it where payment set it (never shown again)',
  },
  'tradein_details.quote_ends_at': { open: "stage = 'quoting'", why: 'merchants quote on a trade-in until then' },
  'sessions.expires_at': { open: 'true', why: 'a login lasts 7 days from when it was made' },
};

/**
 * Written by the database's own clock on purpose and never shown: the listing feed's watermark
 * (migration 0011). It is checked against the database's now() instead.
 */
const DATABASE_CLOCK = new Set(['goods.list_changed_at']);

let db: DbHandle;
let config: AppConfig;
const clock = new ManualClock(FIRST_START);

before(async () => {
  db = await freshDb();
  config = testConfig({ SEED_DEMO: 'true' });
  await seed(db.db, config, clock);
  await seedDemo(db.db, config, clock);
});
after(async () => {
  await db?.close();
  if (config) rmSync(config.dataDir, { recursive: true, force: true });
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('seeded times', () => {
  test('the demo seed wrote data (goods, deals, ratings) — the check below has something to check', async () => {
    const [c] = await rows<{ goods: number; orders: number; ratings: number }>(
      sql`select (select count(*)::int from goods) as goods, (select count(*)::int from orders) as orders,
                 (select count(*)::int from order_ratings) as ratings`,
    );
    assert.ok(c!.goods >= 300 && c!.orders >= 20 && c!.ratings >= 10, JSON.stringify(c));
  });

  test('every timestamp column of every table is at or before the first start (deadlines of open things aside)', async () => {
    const cols = await rows<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type like 'timestamp%' order by table_name, column_name`,
    );
    assert.ok(cols.length > 80, `${cols.length} timestamp columns`);
    const late: string[] = [];
    let checked = 0;
    for (const { table_name: t, column_name: c } of cols) {
      const name = `${t}.${c}`;
      const deadline = DEADLINES[name];
      const limit = DATABASE_CLOCK.has(name) ? 'now()' : `'${FIRST_START.toISOString()}'`;
      const where = deadline ? `${c} > $1 and not (${deadline.open})` : `${c} > $1`;
      const [r] = await rows<{ n: number; latest: string | null; total: number }>(
        sql.raw(
          `select count(*) filter (where ${where.replace('$1', limit)})::int as n,
                  max(${c})::text as latest, count(${c})::int as total from "${t}"`,
        ),
      );
      if (r!.total > 0) checked++;
      if (r!.n > 0) late.push(`${name}: ${r!.n} row(s) after the first start, latest ${r!.latest}`);
    }
    assert.deepEqual(late, [], `seeded times in the future:\n${late.join('\n')}`);
    assert.ok(checked >= 40, `only ${checked} timestamp columns hold seeded values`);
  });

  test('the deadlines that may lie ahead name real columns', async () => {
    for (const name of [...Object.keys(DEADLINES), ...DATABASE_CLOCK]) {
      const [t, c] = name.split('.');
      const [r] = await rows<{ n: number }>(
        sql`select count(*)::int as n from information_schema.columns where table_name = ${t} and column_name = ${c}`,
      );
      assert.equal(r!.n, 1, name);
    }
  });

  // Issue 37: a page of announcements all read :36, the minute the server first started, and the
  // blacklist and the rentals the start's very second. What people see is dated as activity is.
  test('what pages show is not dated at the seed’s own minute, and its times of day are spread', async () => {
    const shown: Record<string, string> = {
      notice: `notice_type not in ('yonghuxieyi', 'yinsizhengce')`, // dated by their text (after this clock)
      blacklist: 'true',
      rental_listings: 'true',
    };
    for (const [t, where] of Object.entries(shown)) {
      const [r] = await rows<{ n: number; at_start_minute: number; times: number; hours: number }>(
        sql.raw(
          `select count(*)::int as n,
                  count(*) filter (where to_char(created_at, 'MI:SS') = '${FIRST_START.toISOString().slice(14, 19)}')::int as at_start_minute,
                  count(distinct to_char(created_at, 'MI:SS'))::int as times,
                  count(distinct extract(hour from created_at))::int as hours
           from "${t}" where ${where}`,
        ),
      );
      assert.ok(r!.n >= 4, `${t}: ${r!.n} rows`);
      assert.equal(r!.at_start_minute, 0, `${t}: rows at the seed's minute`);
      assert.ok(r!.times >= r!.n * 0.9, `${t}: ${r!.times} distinct times of ${r!.n}`);
      assert.ok(r!.hours >= Math.min(r!.n, 8) / 2, `${t}: ${r!.hours} distinct hours`);
    }
  });
});

/**
 * A fingerprint of every application table (row count + md5 of the ordered rows), to prove that
 * rejected requests changed nothing. PostgreSQL only: the suites run the server on a database of
 * their own and read it from the side.
 */
import pg from 'pg';

/**
 * Tables that change on their own or on any request and say nothing about the rejected ones:
 * sessions (last-seen is renewed on use), SMS codes and captchas (issued by the suite's own
 * logins), the notification outbox (drained by a timer), the migrations journal, and goods_views:
 * view counts are buffered in memory and written by a 1 s timer (catalogue's flushViews), so views
 * an earlier route's accepted detail requests counted land while a later route is being fuzzed
 * (seen once in CI as "POST /api/web/goods/collect: every request refused, yet tables changed").
 */
export const VOLATILE_TABLES = new Set([
  'sessions',
  'sms_codes',
  'captchas',
  'notify_outbox',
  '__drizzle_migrations',
  'goods_views',
]);

export class DbDigest {
  private tables: string[] = [];
  constructor(private readonly pool: pg.Pool) {}

  static async open(url: string): Promise<DbDigest> {
    const d = new DbDigest(new pg.Pool({ connectionString: url, max: 2 }));
    const r = await d.pool.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    );
    d.tables = r.rows.map((x) => x.table_name).filter((t) => !VOLATILE_TABLES.has(t));
    return d;
  }

  get tableNames(): readonly string[] {
    return this.tables;
  }

  /** table → "count:md5" */
  async snapshot(): Promise<Map<string, string>> {
    const parts = this.tables.map(
      (t) =>
        `select '${t}' as t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as d from "${t}" x`,
    );
    const r = await this.pool.query<{ t: string; d: string }>(parts.join(' union all '));
    return new Map(r.rows.map((x) => [x.t, x.d]));
  }

  /** names of the tables whose fingerprint differs */
  static diff(a: Map<string, string>, b: Map<string, string>): string[] {
    return [...a.keys()].filter((k) => a.get(k) !== b.get(k));
  }

  async close() {
    await this.pool.end();
  }
}

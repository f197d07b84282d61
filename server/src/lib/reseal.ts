import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../db/client.js';
import type { DataCrypto } from './crypto.js';

/**
 * Re-sealing of one table's sealed columns under the current data key (key rotation), and the
 * read-only check that every sealed value opens. Each module that owns sealed columns calls this
 * with its own table from its reseal.ts; the ops command (src/ops/rotate-key.ts) calls those.
 *
 * Why it is safe next to running servers: rows are visited in id order, a batch at a time, each
 * batch in one transaction that locks its rows (FOR UPDATE SKIP LOCKED, so it never waits on a
 * request's locks and can never deadlock with one) and writes them with an update conditional on
 * the value read. Rows a request held are not lost: another pass picks up whatever is still not
 * under the current key. Resumable: values already under the current key are never selected.
 */

export interface SealedTableSpec {
  table: PgTable;
  id: PgColumn;
  sealed: PgColumn[];
  /** further columns computed from the opened values (e.g. a keyed hash under the new key), by column name */
  derive?: (opened: Record<string, string | null>) => Record<string, string | null>;
}

export interface ResealOptions {
  batchSize?: number;
  /** shared by every table of one run: the run stops once it has done this many batches (resume later) */
  budget?: { batches: number };
  /** how many passes over a table before rows that stay busy are reported as left over */
  maxPasses?: number;
  onBatch?: (s: ResealStats) => void;
  /** after a pass that left busy rows, before the next one (tests: release a lock held on purpose) */
  onBusy?: (s: ResealStats) => void | Promise<void>;
}

export interface ResealStats {
  table: string;
  /** values re-sealed under the current key (a row with two sealed columns counts two) */
  resealed: number;
  /** rows whose values no configured key opens: ids only, never the value */
  unreadable: number[];
  /** rows still holding a value not under the current key when the run ended (busy, or stopped by the budget) */
  remaining: number;
  /** the run stopped because the batch budget was spent */
  stopped: boolean;
  ms: number;
}

export interface CheckStats {
  table: string;
  /** non-null sealed values */
  values: number;
  /** of which sealed under the current key in the current format */
  current: number;
  unreadable: number[];
}

type Row = Record<string, unknown>;

async function rows(ex: Executor, q: SQL): Promise<Row[]> {
  const r = await ex.execute(q);
  return (r as unknown as { rows: Row[] }).rows;
}

const col = (c: PgColumn) => sql.identifier(c.name);

/** A sealed column holds a value not (yet) under the current key. */
function needsReseal(spec: SealedTableSpec, kid: string): SQL {
  // kid is hex: no LIKE wildcards in it
  const parts = spec.sealed.map((c) => sql`(${col(c)} is not null and ${col(c)} not like ${`v2.${kid}.%`})`);
  return sql.join(parts, sql` or `);
}

function openAll(crypto: DataCrypto, spec: SealedTableSpec, r: Row): Record<string, string | null> | null {
  const opened: Record<string, string | null> = {};
  for (const c of spec.sealed) {
    const v = r[c.name] as string | null;
    if (v === null || v === undefined) opened[c.name] = null;
    else {
      try {
        opened[c.name] = crypto.decrypt(v);
      } catch {
        return null;
      }
    }
  }
  return opened;
}

async function remainingCount(db: Db, spec: SealedTableSpec, kid: string, skip: number[]): Promise<number> {
  const notSkipped = skip.length
    ? sql` and ${col(spec.id)} not in (${sql.join(
        skip.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const [r] = await rows(
    db,
    sql`select count(*)::int as n from ${spec.table} where (${needsReseal(spec, kid)})${notSkipped}`,
  );
  return Number(r!.n);
}

interface Update {
  id: number;
  old: Row;
  next: Record<string, string | null>;
  derived: Record<string, string | null>;
}

/**
 * One statement for the whole batch (a round trip per row made a rotation ~5x slower). The rows
 * are locked, so the values cannot have changed since they were read; the condition on the old
 * values keeps that true by construction. A derived value left out for a row keeps the column as is.
 */
async function writeBatch(tx: Executor, spec: SealedTableSpec, updates: Update[]) {
  const derivedNames = [...new Set(updates.flatMap((u) => Object.keys(u.derived)))];
  const names = ['id', ...spec.sealed.flatMap((c, i) => [`n${i}`, `o${i}`]), ...derivedNames.map((_, i) => `d${i}`)];
  const tuples = updates.map((u) => {
    const vals: SQL[] = [sql`${u.id}::int`];
    spec.sealed.forEach((c) => {
      vals.push(sql`${u.next[c.name] ?? null}::text`, sql`${(u.old[c.name] as string | null) ?? null}::text`);
    });
    for (const n of derivedNames) vals.push(sql`${u.derived[n] ?? null}::text`);
    return sql`(${sql.join(vals, sql`, `)})`;
  });
  const set = [
    ...spec.sealed.map((c, i) => sql`${col(c)} = ${sql.identifier(`n${i}`)}`),
    ...derivedNames.map(
      (n, i) => sql`${sql.identifier(n)} = coalesce(v.${sql.identifier(`d${i}`)}, t.${sql.identifier(n)})`,
    ),
  ];
  const same = spec.sealed.map((c, i) => sql`t.${col(c)} is not distinct from v.${sql.identifier(`o${i}`)}`);
  await tx.execute(
    sql`update ${spec.table} as t set ${sql.join(set, sql`, `)}
        from (values ${sql.join(tuples, sql`, `)}) as v(${sql.join(
          names.map((n) => sql.identifier(n)),
          sql`, `,
        )})
        where t.${col(spec.id)} = v.id and ${sql.join(same, sql` and `)}`,
  );
}

export async function resealTable(
  db: Db,
  crypto: DataCrypto,
  spec: SealedTableSpec,
  opts: ResealOptions = {},
): Promise<ResealStats> {
  const started = Date.now();
  const batchSize = opts.batchSize ?? 500;
  const maxPasses = opts.maxPasses ?? 20;
  const kid = crypto.keyId;
  const idName = spec.id.name;
  const stats: ResealStats = {
    table: getTableName(spec.table),
    resealed: 0,
    unreadable: [],
    remaining: 0,
    stopped: false,
    ms: 0,
  };
  const cols = sql.join([spec.id, ...spec.sealed].map(col), sql`, `);
  for (let pass = 0; pass < maxPasses; pass++) {
    let after: number | null = null;
    for (;;) {
      if (opts.budget && opts.budget.batches <= 0) {
        stats.stopped = true;
        break;
      }
      const from: number | null = after;
      const last: number | null = await db.transaction(async (tx) => {
        const batch = await rows(
          tx,
          sql`select ${cols} from ${spec.table}
              where (${needsReseal(spec, kid)})${from === null ? sql`` : sql` and ${col(spec.id)} > ${from}`}
              order by ${col(spec.id)} limit ${batchSize} for update skip locked`,
        );
        const updates: Update[] = [];
        for (const r of batch) {
          const id = Number(r[idName]);
          const opened = openAll(crypto, spec, r);
          if (!opened) {
            if (!stats.unreadable.includes(id)) stats.unreadable.push(id);
            continue;
          }
          const next: Record<string, string | null> = {};
          for (const c of spec.sealed) {
            const plain = opened[c.name] ?? null;
            next[c.name] = plain === null ? null : crypto.encrypt(plain);
            if (plain !== null) stats.resealed++;
          }
          updates.push({ id, old: r, next, derived: spec.derive?.(opened) ?? {} });
        }
        if (updates.length) await writeBatch(tx, spec, updates);
        return batch.length ? Number(batch[batch.length - 1]![idName]) : null;
      });
      if (last === null) break;
      after = last;
      if (opts.budget) opts.budget.batches--;
      stats.ms = Date.now() - started;
      opts.onBatch?.(stats);
    }
    stats.remaining = await remainingCount(db, spec, kid, stats.unreadable);
    if (stats.stopped || stats.remaining === 0) break;
    await opts.onBusy?.(stats);
    // rows a request held (skipped above): give it a moment, then another pass
    await new Promise((r) => setTimeout(r, 200));
  }
  stats.ms = Date.now() - started;
  return stats;
}

/** Opens every sealed value (no writes): how many there are, how many under the current key, which rows open with no key. */
export async function checkTable(
  db: Db,
  crypto: DataCrypto,
  spec: SealedTableSpec,
  opts: { batchSize?: number } = {},
): Promise<CheckStats> {
  const batchSize = opts.batchSize ?? 1000;
  const idName = spec.id.name;
  const stats: CheckStats = { table: getTableName(spec.table), values: 0, current: 0, unreadable: [] };
  const cols = sql.join([spec.id, ...spec.sealed].map(col), sql`, `);
  const anySealed = sql.join(
    spec.sealed.map((c) => sql`${col(c)} is not null`),
    sql` or `,
  );
  let after: number | null = null;
  for (;;) {
    const batch = await rows(
      db,
      sql`select ${cols} from ${spec.table} where (${anySealed})${after === null ? sql`` : sql` and ${col(spec.id)} > ${after}`}
          order by ${col(spec.id)} limit ${batchSize}`,
    );
    if (!batch.length) break;
    for (const r of batch) {
      for (const c of spec.sealed) {
        const v = r[c.name] as string | null;
        if (v === null || v === undefined) continue;
        stats.values++;
        if (crypto.isCurrent(v)) stats.current++;
      }
      if (!openAll(crypto, spec, r)) stats.unreadable.push(Number(r[idName]));
    }
    after = Number(batch[batch.length - 1]![idName]);
  }
  return stats;
}

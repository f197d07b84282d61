/**
 * Loads N generated goods into the configured database (DATABASE_URL, else PGlite in DATA_DIR):
 *   npx tsx server/scripts/seed-goods.ts 200000 [--seed bench] [--sold 0.05]
 * Games, trees and templates are created first if missing. Images: a handful of shared cover
 * files per game (no per-good SVGs). For large loads the secondary indexes of goods are dropped
 * and rebuilt after the load from their own definitions (building an index once is far cheaper
 * than maintaining it row by row, above all the GIN on search_grams), then VACUUM ANALYZE.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { openDb } from '../src/db/client.js';
import { ensureCatalogueMeta, ensureSellers, seedGoods } from '../src/modules/catalogue/seed.js';

type Rows<T> = { rows: T[] };

export async function seedGoodsMain(argv: string[]) {
  const n = Number(argv[0]);
  if (!Number.isInteger(n) || n < 1) {
    console.error('usage: seed-goods.ts N [--seed S] [--sold fraction]');
    process.exit(2);
  }
  const opt = (name: string, d: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] ? argv[i + 1]! : d;
  };
  const seed = opt('seed', 'bench');
  const soldShare = Number(opt('sold', '0.05'));
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const t0 = Date.now();
  try {
    await db.migrate();
    const uploadsDir = path.join(config.dataDir, 'uploads');
    const seeded = await ensureCatalogueMeta(db.db, uploadsDir);
    const now = new Date();
    const sellerIds = await ensureSellers(db.db, config.dataKey, now);
    const existing = (await db.db.execute(sql`select count(*)::int as c from goods`)) as unknown as {
      rows: { c: number }[];
    };
    const c = Number(existing.rows[0]?.c ?? 0);
    const big = n >= 20_000;
    let saved: { name: string; def: string }[] = [];
    if (big) {
      // every index of goods except the primary key and unique constraints, by its exact definition
      const r = (await db.db.execute(sql`select i.relname as name, pg_get_indexdef(x.indexrelid) as def
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
        where t.relname = 'goods' and not x.indisprimary and not x.indisunique`)) as unknown as Rows<{
        name: string;
        def: string;
      }>;
      saved = r.rows;
      for (const ix of saved) await db.db.execute(sql.raw(`drop index if exists "${ix.name}"`));
    }
    let last = 0;
    const written = await seedGoods(db.db, seeded, {
      count: n,
      seed: `${seed}:${c}`,
      now,
      sellerIds,
      sold: Math.round(n * soldShare),
      images: 'shared',
      uploadsDir,
      startSeq: Number(c) + 1,
      chunk: 5000,
      onProgress: (done) => {
        if (done - last >= 50_000 || done === n) {
          last = done;
          console.log(`  ${done}/${n} goods (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
        }
      },
    });
    if (saved.length) {
      const t1 = Date.now();
      await db.db.execute(sql`set maintenance_work_mem = '256MB'`);
      for (const ix of saved) await db.db.execute(sql.raw(ix.def));
      console.log(`  ${saved.length} indexes rebuilt in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
    }
    // VACUUM sets the visibility map, without which the capped counts cannot be index-only scans
    await db.db.execute(sql`vacuum analyze goods`);
    console.log(`seeded ${written} goods in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('scripts', 'seed-goods.ts'))) {
  seedGoodsMain(process.argv.slice(2)).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

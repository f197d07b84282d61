import { loadConfig, ConfigError } from './config.js';
import { systemClock } from './lib/clock.js';
import { openDb } from './db/client.js';
import { LockError } from './db/lock.js';
import { DEMO_PASSWORD, DEMO_USERS, seed } from './db/seed.js';
import { buildApp } from './app.js';
import { startModuleJobs, type RunningJobs } from './jobs.js';
import { seedModules } from './db/seed-demo.js';
import { serveLiveBackups } from './ops/live-backup.js';
import { makePrivate, privateDir, tightenTree } from './ops/private-files.js';
import { productionReadiness } from './ops/production-readiness.js';
import { paymentBanner } from './modules/payment/mode.js';

/** Process entry: config → db (lock, migrate, seed) → listen; closes everything on SIGTERM/SIGINT. */
async function main() {
  // files this process writes are its own (0600, folders 0700): DATA_DIR holds the database and keys
  makePrivate();
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }

  privateDir(config.dataDir);

  let db;
  try {
    db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (e) {
    if (e instanceof LockError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  await db.migrate();
  // content pages (agreement, privacy policy) always; demo users only when SEED_DEMO
  await seed(db.db, config);
  // the modules' seed steps: what the product needs (games, district trees, templates), or with SEED_DEMO the demo data
  const t0 = Date.now();
  const n = await seedModules(db.db, config, systemClock);
  if (n.goods) console.log(`演示商品已生成：${n.goods} 件（演示数据用时 ${((Date.now() - t0) / 1000).toFixed(1)} 秒）`);
  if (n.deals) console.log(`演示成交订单已生成：${n.deals} 笔`);
  if (n.rentals) console.log(`演示出租账号已生成：${n.rentals} 个`);
  // every start: whatever an older version, PGlite or a copy left readable by others is closed again
  const tight = tightenTree(config.dataDir);
  if (tight.notOurs.length)
    console.warn(
      `[files] ${tight.notOurs.length} path(s) under ${config.dataDir} belong to another user and stay as they are, e.g. ${tight.notOurs[0]}`,
    );
  if (config.isProduction) {
    const ready = await productionReadiness(config, db.db);
    for (const s of ready.standIns) console.warn(`[未就绪 / not production-ready] ${s}`);
    if (ready.refusals.length) {
      for (const r of ready.refusals) console.error(`[拒绝启动 / start refused] ${r}`);
      await db.close();
      process.exit(1);
    }
  }

  const app = await buildApp({ config, db });
  // the modules' background jobs start once the server listens (below): their first runs (the purge's
  // catch-up after downtime, say) would otherwise hold PGlite's one connection while the first requests wait
  let jobs: RunningJobs | null = null;
  // embedded: `npm run backup` asks this process for a dump of the open database (ops/live-backup.ts)
  const liveBackups = db.dumpDataDir
    ? serveLiveBackups(config.dataDir, db.dumpDataDir, {
        info: (m) => app.log.info(m),
        error: (m) => app.log.error(m),
      })
    : null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await jobs?.stop();
      liveBackups?.stop();
      await app.close();
    } finally {
      await db.close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (e) {
    app.log.error(e);
    await db.close();
    process.exit(1);
  }
  // the modules' background jobs (expiry, auto-confirm, lapses, rental settlement, the outbox, the purge), from their manifests
  if (!closing) jobs = startModuleJobs(app.modules, app.services, app.log, config);
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  console.log(`号市 HaoShi 已启动：http://localhost:${port}  (API 文档 http://localhost:${port}/api/docs)`);
  console.log(`数据库：${db.kind === 'pglite' ? `内嵌 PGlite（${config.dataDir}/pg）` : 'PostgreSQL'}`);
  console.log(paymentBanner(config.payment));
  if (config.seedDemo) {
    console.log(
      `演示账号：${DEMO_USERS.map((u) => u.userName).join(' / ')}，密码均为 ${DEMO_PASSWORD}（手机号 ${DEMO_USERS.map((u) => u.phone).join('、')}）`,
    );
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

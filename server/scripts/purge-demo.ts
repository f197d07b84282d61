/**
 * `npm run purge-demo`: removes the demo data of SEED_DEMO (accounts, goods, trades, ledger entries,
 * contacts, blacklist) from the configured database; see src/ops/purge-demo.ts for what is kept.
 *
 *   DATABASE_URL=… npm run purge-demo     (PostgreSQL)
 *   npm run purge-demo                    (embedded: stop the server first; the command takes DATA_DIR's lock)
 *
 * Exit codes: 0 done (or nothing to remove); 1 an error; 2 a real user's trade with a demo account
 * is still under way (listed): settle it in the console and run the command again.
 */
import { loadConfig } from '../src/config.js';
import { runCommand } from './run-command.js';
import { openDb } from '../src/db/client.js';
import { makePrivate } from '../src/ops/private-files.js';
import { purgeDemo } from '../src/ops/purge-demo.js';

async function main(): Promise<number> {
  makePrivate();
  // the data key is not needed: nothing sealed is opened; never create DATA_DIR/secret.key here
  const config = loadConfig(process.env, { dataKey: Buffer.alloc(32) });
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await db.migrate();
    const r = await purgeDemo(db.db, new Date());
    if (r.blocked.length) {
      console.error(
        `这些真实用户与演示账号的交易尚未结束，未做任何删除。请先在运营后台处理（退款或完成），再运行一次本命令：\n` +
          `These trades between real users and demo accounts are still under way; nothing was removed. ` +
          `Settle them in the console (refund or complete), then run the command again:\n  ${r.blocked.join('\n  ')}`,
      );
      return 2;
    }
    console.log(
      `演示数据已删除 / demo data removed: ${r.usersDeleted} accounts deleted, ${r.usersKept} kept as cancelled accounts ` +
        `(a real user's settled trade names them), ${r.goods} goods, ${r.orders} orders, ${r.rentals} rentals, ` +
        `${r.tradeIns} trade-ins and appraisals, ${r.walletEntries} ledger entries, ${r.contacts} contacts, ` +
        `${r.blacklist} blacklist entries`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

runCommand(main);

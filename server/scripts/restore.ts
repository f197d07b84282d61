/**
 * `npm run restore -- <file>`: restores a backup made by `npm run backup`.
 *
 * - DATABASE_URL set: pg_restore into that database, which must be empty (create it first).
 * - embedded: into DATA_DIR/pg, which must not exist yet (a fresh DATA_DIR).
 *
 * Then, if the data key is in place (DATA_KEY, or DATA_DIR/secret.key copied from your key backup),
 * it opens every sealed value and reports any the key does not open (exit 1).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config.js';
import { runCommand } from './run-command.js';
import { openDb } from '../src/db/client.js';
import { makePrivate } from '../src/ops/private-files.js';
import { KEY_FILE } from '../src/key-files.js';
import { DataCrypto } from '../src/lib/crypto.js';
import { pgRestore, restorePglite } from '../src/ops/backup.js';
import { checkSealedValues } from '../src/ops/rotate-key.js';

async function main(): Promise<number> {
  makePrivate(); // what this command writes (backups, keys, restored files) is for the service account only
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new ConfigError('usage: npm run restore -- <backup file>');
  const file = path.resolve(process.env.INIT_CWD || process.cwd(), positionals[0]!);
  if (!existsSync(file)) throw new ConfigError(`no such file: ${file}`);
  const env = loadConfig(process.env, { dataKey: Buffer.alloc(32) });
  const started = Date.now();
  if (env.databaseUrl) await pgRestore(env.databaseUrl, file);
  else await restorePglite(file, env.dataDir);
  console.log(`restored ${file} in ${Date.now() - started} ms`);

  const keyFile = path.join(env.dataDir, KEY_FILE);
  if (!process.env.DATA_KEY && !existsSync(keyFile)) {
    console.warn(
      `No data key yet: put the backed-up key in place (DATA_KEY, or copy it to ${keyFile}) before starting the server.\n` +
        'A server started without it would make a new key, and the sealed values (logins, ID numbers, payout accounts) would stay unreadable.',
    );
    return 0;
  }
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    let bad = 0;
    for (const t of await checkSealedValues(db.db, new DataCrypto(config.dataKey, config.dataKeysOld))) {
      bad += t.unreadable.length;
      for (const id of t.unreadable) console.error(`  ${t.table} id ${id}: the configured key does not open it`);
    }
    if (bad) {
      console.error(`${bad} rows hold values the configured key does not open: is it the key of this backup?`);
      return 1;
    }
    console.log('the data key opens every sealed value');
    return 0;
  } finally {
    await db.close();
  }
}

runCommand(main);

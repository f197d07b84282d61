/**
 * `npm run backup [-- --out <file>]`: a backup of the database, never of the data key.
 *
 * - DATABASE_URL set: `pg_dump -Fc` (custom format) → haoshi-<time>.pgdump
 * - embedded (PGlite): if the server runs on DATA_DIR it is asked for a dump of its open database
 *   (it never copies the files under a running PGlite); if not, the command opens DATA_DIR itself.
 *   → haoshi-<time>.pglite.tar.gz
 *
 * Without --out the file goes into ./backups of the directory the command was started from.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config.js';
import { runCommand } from './run-command.js';
import { openDb } from '../src/db/client.js';
import { makePrivate } from '../src/ops/private-files.js';
import { KEY_FILE } from '../src/key-files.js';
import { blobBytes, pgDump, writePrivateFile } from '../src/ops/backup.js';
import { requestLiveBackup, runningServerPid } from '../src/ops/live-backup.js';

async function main() {
  makePrivate(); // what this command writes (backups, keys, restored files) is for the service account only
  const { values: a } = parseArgs({ options: { out: { type: 'string' } } });
  // the key is not needed for a backup: read the environment only, never create DATA_DIR/secret.key
  const config = loadConfig(process.env, { dataKey: Buffer.alloc(32) });
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const cwd = process.env.INIT_CWD || process.cwd();
  const out = a.out
    ? path.resolve(cwd, a.out)
    : path.join(cwd, 'backups', `haoshi-${stamp}.${config.databaseUrl ? 'pgdump' : 'pglite.tar.gz'}`);
  mkdirSync(path.dirname(out), { recursive: true, mode: 0o700 });
  const started = Date.now();
  if (config.databaseUrl) {
    await pgDump(config.databaseUrl, out);
  } else {
    const pid = runningServerPid(config.dataDir);
    if (pid) {
      console.log(`asking the running server (pid ${pid}) for a dump of its database…`);
      writePrivateFile(out, await requestLiveBackup(config.dataDir, pid));
    } else {
      if (!existsSync(path.join(config.dataDir, 'pg')))
        throw new ConfigError(
          `no embedded database in ${config.dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL)`,
        );
      const db = await openDb({ dataDir: config.dataDir });
      try {
        writePrivateFile(out, await blobBytes(await db.dumpDataDir!()));
      } finally {
        await db.close();
      }
    }
  }
  console.log(`backup written: ${out} (${statSync(out).size} bytes, ${Date.now() - started} ms)`);
  console.log(
    config.databaseUrl
      ? 'The data key (DATA_KEY) is not in it: keep DATA_KEY (and DATA_KEY_OLD, if set) safe separately.'
      : `The data key is not in it: keep ${path.join(config.dataDir, KEY_FILE)} (or DATA_KEY) safe separately. Uploads (${path.join(config.dataDir, 'uploads')}) are plain files: copy them too.`,
  );
}

runCommand(main);

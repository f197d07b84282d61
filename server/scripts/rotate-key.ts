/**
 * `npm run rotate-key`: re-seals every sealed value under the current data key.
 *
 *   DATA_KEY=<new> DATA_KEY_OLD=<old>[,<older>] DATABASE_URL=… npm run rotate-key   (PostgreSQL, servers may run)
 *   npm run rotate-key                                 (embedded: stop the server; the command makes the new key)
 *
 * Options: --batch-size N (default 500), --max-batches N (stop after N batches; re-run to resume),
 * --check (only open every value and report; writes nothing), --keep-old (embedded: keep secret.key.old).
 * Exit codes: 0 done; 1 a value no key opens (table and id printed, never the value) or an error;
 * 2 not finished yet (--max-batches, or rows that stayed busy): run it again.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config.js';
import { runCommand } from './run-command.js';
import { openDb } from '../src/db/client.js';
import { makePrivate } from '../src/ops/private-files.js';
import { beginEmbeddedRotation, finishEmbeddedRotation, OLD_KEY_FILE } from '../src/key-files.js';
import { DataCrypto, keyId } from '../src/lib/crypto.js';
import { checkSealedValues, rotateSealedValues } from '../src/ops/rotate-key.js';

async function main(): Promise<number> {
  makePrivate(); // what this command writes (backups, keys, restored files) is for the service account only
  const { values: a } = parseArgs({
    options: {
      'batch-size': { type: 'string', default: '500' },
      'max-batches': { type: 'string' },
      check: { type: 'boolean', default: false },
      'keep-old': { type: 'boolean', default: false },
    },
  });
  const batchSize = Number(a['batch-size']);
  const maxBatches = a['max-batches'] === undefined ? undefined : Number(a['max-batches']);
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new ConfigError('--batch-size must be a positive integer');
  if (maxBatches !== undefined && (!Number.isInteger(maxBatches) || maxBatches < 1))
    throw new ConfigError('--max-batches must be a positive integer');

  const config = loadConfig();
  if (config.dataKeySource === 'file' && config.databaseUrl && !a.check)
    throw new ConfigError(
      'With DATABASE_URL, rotate with DATA_KEY=<new key> DATA_KEY_OLD=<old key> (the same on every instance), not the key file.',
    );
  // embedded: takes the data directory's lock, so the server must be stopped (PGlite is one process)
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    let current = config.dataKey;
    let previous = config.dataKeysOld;
    const fileMode = config.dataKeySource === 'file' && !a.check;
    if (fileMode) {
      const k = beginEmbeddedRotation(config.dataDir);
      current = k.current;
      previous = k.previous;
      console.log(
        k.resumed
          ? `resuming the rotation to key ${keyId(current)} (secret.key; previous keys in ${OLD_KEY_FILE})`
          : `new key ${keyId(current)} written to secret.key; the previous key is in ${OLD_KEY_FILE} until the rotation completes`,
      );
    }
    const crypto = new DataCrypto(current, previous);
    console.log(
      `current key ${crypto.keyId}; previous keys: ${previous.map(keyId).join(', ') || 'none'}; database: ${db.kind}`,
    );

    if (a.check) {
      let bad = 0;
      for (const t of await checkSealedValues(db.db, crypto)) {
        console.log(
          `${t.table}: ${t.values} values, ${t.current} under the current key, ${t.unreadable.length} rows unreadable`,
        );
        for (const id of t.unreadable) console.error(`  ${t.table} id ${id}: no configured key opens it`);
        bad += t.unreadable.length;
      }
      return bad ? 1 : 0;
    }

    const result = await rotateSealedValues(db.db, crypto, {
      batchSize,
      maxBatches,
      onBatch: (s) => console.log(`  ${s.table}: ${s.resealed} values re-sealed (${s.ms} ms)`),
    });
    for (const t of result.tables) {
      const per1000 = t.resealed >= 1000 ? ` (${Math.round((t.ms * 1000) / t.resealed)} ms per 1,000)` : '';
      console.log(
        `${t.table}: ${t.resealed} values re-sealed${per1000}, ${t.remaining} rows still to do, ${t.unreadable.length} unreadable`,
      );
      for (const id of t.unreadable) console.error(`  ${t.table} id ${id}: no configured key opens it`);
    }
    if (result.unreadable) {
      console.error(
        'Some values open with no configured key: add the key that sealed them to DATA_KEY_OLD and re-run.',
      );
      return 1;
    }
    if (!result.complete) {
      console.log('Not finished: run `npm run rotate-key` again to continue.');
      return 2;
    }
    if (fileMode && !a['keep-old']) {
      finishEmbeddedRotation(config.dataDir);
      console.log(`done: every sealed value is under key ${crypto.keyId}; ${OLD_KEY_FILE} removed`);
    } else
      console.log(
        `done: every sealed value is under key ${crypto.keyId}; remove DATA_KEY_OLD from the servers' configuration`,
      );
    return 0;
  } finally {
    await db.close();
  }
}

runCommand(main);

import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config-error.js';

/**
 * The data key in embedded mode lives next to the data it protects: DATA_DIR/secret.key. During a
 * key rotation the previous key(s) stay in DATA_DIR/secret.key.old, which the server also reads, so
 * a server started before the rotation has finished still opens every value. `npm run rotate-key`
 * deletes secret.key.old once every sealed value is under the new key.
 */
export const KEY_FILE = 'secret.key';
export const OLD_KEY_FILE = 'secret.key.old';
const NEW_KEY_FILE = 'secret.key.new';

export function decodeKey(raw: string, source: string, name = 'DATA_KEY'): Buffer {
  const key = Buffer.from(raw.trim(), 'base64');
  if (key.length !== 32)
    throw new ConfigError(
      `${name} (${source}) must be 32 bytes encoded as base64 (got ${key.length} bytes). Generate one with: node -e "console.log(require('crypto').randomBytes(32).toString('base64'))"`,
    );
  return key;
}

/** One or more keys separated by commas or new lines (DATA_KEY_OLD, secret.key.old). */
export function decodeKeyList(raw: string | undefined, source: string, name = 'DATA_KEY_OLD'): Buffer[] {
  if (!raw) return [];
  return raw
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((k) => decodeKey(k, source, name));
}

/** Written beside and renamed over: a crash never leaves half a key file. */
function writeKeyFile(file: string, keys: Buffer[]) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, keys.map((k) => k.toString('base64')).join('\n') + '\n', { mode: 0o600 });
  chmodSync(tmp, 0o600);
  renameSync(tmp, file);
}

export interface EmbeddedKeys {
  current: Buffer;
  previous: Buffer[];
}

/** secret.key (generated on a first start) and the previous keys of an unfinished rotation. */
export function readEmbeddedKeys(dataDir: string): EmbeddedKeys {
  const file = path.join(dataDir, KEY_FILE);
  const oldFile = path.join(dataDir, OLD_KEY_FILE);
  const previous = existsSync(oldFile) ? decodeKeyList(readFileSync(oldFile, 'utf8'), oldFile, OLD_KEY_FILE) : [];
  if (existsSync(file)) return { current: decodeKey(readFileSync(file, 'utf8'), file), previous };
  // a fresh key here would seal new values under a key nobody has backed up while old ones stay unreadable
  if (previous.length)
    throw new ConfigError(`${file} is missing but ${oldFile} exists: restore secret.key from your backup`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return { current: key, previous: [] };
}

/**
 * Starts (or resumes) an embedded key rotation; the caller holds the data directory's lock. Steps,
 * each safe to interrupt: copy secret.key to secret.key.old; write the new key to secret.key.new;
 * rename it over secret.key. `resumed` says a rotation was already under way (its new key is kept).
 */
export function beginEmbeddedRotation(dataDir: string): EmbeddedKeys & { resumed: boolean } {
  const file = path.join(dataDir, KEY_FILE);
  const oldFile = path.join(dataDir, OLD_KEY_FILE);
  const newFile = path.join(dataDir, NEW_KEY_FILE);
  const { current, previous } = readEmbeddedKeys(dataDir);
  const inOld = previous.some((k) => k.equals(current));
  if (previous.length && !inOld) return { current, previous, resumed: true };
  const olds = inOld ? previous : [current, ...previous];
  if (!inOld) writeKeyFile(oldFile, olds);
  let next: Buffer | null = null;
  if (existsSync(newFile)) {
    const k = decodeKey(readFileSync(newFile, 'utf8'), newFile);
    if (!olds.some((o) => o.equals(k))) next = k;
  }
  if (!next) {
    next = randomBytes(32);
    writeKeyFile(newFile, [next]);
  }
  renameSync(newFile, file);
  return { current: next, previous: olds, resumed: false };
}

/** Every value is under the new key: the old key leaves the data directory. */
export function finishEmbeddedRotation(dataDir: string) {
  try {
    unlinkSync(path.join(dataDir, OLD_KEY_FILE));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
}

import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { blobBytes, writePrivateFile } from './backup.js';

/**
 * Backups of the embedded database while the server runs. PGlite lives inside the server process
 * and its files must never be copied while it writes them, so the backup command asks the server:
 * it drops a request file into DATA_DIR/ops and sends SIGUSR2; the server dumps the open database
 * (DbHandle.dumpDataDir: consistent, between transactions) into DATA_DIR/ops and answers with a
 * response file. Only who can write DATA_DIR and signal the server's user can ask, the same people
 * who can read secret.key anyway. The server announces it listens in DATA_DIR/ops/ready (its pid),
 * so the command never signals a process that would not expect it (SIGUSR2 ends a process that has
 * no handler).
 */
const READY = 'ready';
const opsDir = (dataDir: string) => path.join(dataDir, 'ops');

export interface LiveBackupServer {
  stop(): void;
}

export function serveLiveBackups(
  dataDir: string,
  dump: () => Promise<Blob>,
  log: { info: (m: string) => void; error: (m: string) => void },
): LiveBackupServer {
  const dir = opsDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let busy: Promise<void> = Promise.resolve();
  const serve = async () => {
    for (const f of readdirSync(dir).filter((n) => /^[0-9a-f]{16}\.req$/.test(n))) {
      const id = f.slice(0, 16);
      const work = path.join(dir, `${id}.work`);
      try {
        renameSync(path.join(dir, f), work); // claimed: a second signal does not serve it twice
      } catch {
        continue;
      }
      let res: { ok: boolean; bytes?: number; error?: string };
      try {
        const started = Date.now();
        const data = await blobBytes(await dump());
        writePrivateFile(path.join(dir, `${id}.tar.gz`), data);
        res = { ok: true, bytes: data.length };
        log.info(`[backup] embedded database dumped: ${data.length} bytes in ${Date.now() - started} ms`);
      } catch (e) {
        res = { ok: false, error: (e as Error).message };
        log.error(`[backup] failed: ${(e as Error).message}`);
      }
      writePrivateFile(path.join(dir, `${id}.res`), Buffer.from(JSON.stringify(res)));
      rmSync(work, { force: true });
    }
  };
  // one at a time: requests that arrive during a dump are served after it
  const onSignal = () => {
    busy = busy.then(serve, serve);
  };
  process.on('SIGUSR2', onSignal);
  writeFileSync(path.join(dir, READY), String(process.pid), { mode: 0o600 });
  return {
    stop() {
      process.off('SIGUSR2', onSignal);
      try {
        if (readFileSync(path.join(dir, READY), 'utf8') === String(process.pid)) unlinkSync(path.join(dir, READY));
      } catch {
        /* already gone */
      }
    },
  };
}

function readPid(file: string): number | null {
  try {
    const n = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live process holding DATA_DIR's database, or null when none does. */
export function runningServerPid(dataDir: string): number | null {
  const pid = readPid(path.join(dataDir, 'pg.lock'));
  return pid !== null && alive(pid) ? pid : null;
}

/**
 * Asks the server running on DATA_DIR for a backup; resolves to the dump's bytes. Throws when the
 * process holding the database does not serve backups or does not answer in time.
 */
export async function requestLiveBackup(dataDir: string, pid: number, timeoutMs = 10 * 60_000): Promise<Buffer> {
  const dir = opsDir(dataDir);
  if (readPid(path.join(dir, READY)) !== pid)
    throw new Error(
      `the process holding ${dataDir} (pid ${pid}) does not serve backups (no ${path.join(dir, READY)}): restart it with this version, or stop it and run the backup again`,
    );
  const id = randomBytes(8).toString('hex');
  const res = path.join(dir, `${id}.res`);
  const out = path.join(dir, `${id}.tar.gz`);
  writePrivateFile(path.join(dir, `${id}.req`), Buffer.from('{}'));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  try {
    while (!existsSync(res)) {
      if (Date.now() > deadline) throw new Error(`the server (pid ${pid}) did not answer the backup request in time`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const answer = JSON.parse(readFileSync(res, 'utf8')) as { ok: boolean; error?: string };
    if (!answer.ok) throw new Error(`the server could not dump the database: ${answer.error}`);
    return readFileSync(out);
  } finally {
    for (const f of [`${id}.req`, `${id}.res`, `${id}.tar.gz`]) rmSync(path.join(dir, f), { force: true });
  }
}

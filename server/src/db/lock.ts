import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

export class LockError extends Error {}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else — still alive
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite happily lets two processes open one data directory and then corrupts it, so the
 * embedded mode takes an exclusive pid lock file. A lock left by a dead process is taken over.
 */
export function acquireLock(file: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let pid = NaN;
      try {
        pid = Number(readFileSync(file, 'utf8').trim());
      } catch {
        /* vanished between calls: retry */
      }
      if (alive(pid)) {
        throw new LockError(
          `数据目录已被另一个进程（pid ${pid}）占用，请先停止该进程。\n` +
            `The embedded database is already in use by another process (pid ${pid}, lock file ${file}). ` +
            'Stop that process first, or set DATA_DIR to another directory.',
        );
      }
      try {
        unlinkSync(file);
      } catch {
        /* someone else took it over first; loop decides */
      }
    }
  }
  throw new LockError(`无法获取数据库锁 / could not acquire the database lock ${file}`);
}

import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the database, the data key, uploads and backups of one service account: nobody else
 * on the machine may read them. Two layers: the process creates files 0600 and folders 0700 (umask
 * 077), and every start walks DATA_DIR and takes group and other bits away, because PGlite
 * (Emscripten's file system) unpacks its initial database files 0666 whatever the umask. Files PGlite
 * creates while it runs (a new table's) follow the umask, 0600 (measured 2026-11-29); only PostgreSQL's
 * catalogue cache (pg_internal.init, no user data) is written 0644 when a schema change rewrites it, and
 * the start's walk comes after the migrations. All of it sits in folders only the owner can enter.
 */
export const PRIVATE_UMASK = 0o077;
export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

export function makePrivate() {
  process.umask(PRIVATE_UMASK);
}

/** A folder of our own, created or tightened to 0700. */
export function privateDir(dir: string) {
  mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  try {
    chmodSync(dir, DIR_MODE);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') throw e;
    throw new Error(
      `数据目录 ${dir} 属于另一个用户，无法设为仅本用户可读。\n` +
        `DATA_DIR ${dir} belongs to another user, so it cannot be made private: chown it to the account the server runs as.`,
    );
  }
}

/**
 * Folders 0700 and files 0600 under `root` (root included); symbolic links are neither followed nor
 * changed (what they point at is someone else's). Counts the modes changed, and the paths another
 * user owns (a shared uploads volume mounted by root), which the caller reports.
 */
export function tightenTree(root: string): { changed: number; notOurs: string[] } {
  let changed = 0;
  const notOurs: string[] = [];
  const chmod = (p: string, mode: number) => {
    try {
      chmodSync(p, mode);
      changed++;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EPERM') throw e;
      notOurs.push(p);
    }
  };
  const walk = (p: string) => {
    let st;
    try {
      st = lstatSync(p);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return; // removed meanwhile (a WAL segment)
      throw e;
    }
    if (st.isSymbolicLink()) return;
    if (st.isDirectory()) {
      if ((st.mode & 0o777) !== DIR_MODE) chmod(p, DIR_MODE);
      for (const f of readdirSync(p)) walk(path.join(p, f));
    } else if (st.isFile() && (st.mode & 0o777) !== FILE_MODE) chmod(p, FILE_MODE);
  };
  walk(root);
  return { changed, notOurs };
}

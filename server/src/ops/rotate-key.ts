import type { Db } from '../db/client.js';
import type { DataCrypto } from '../lib/crypto.js';
import type { CheckStats, ResealOptions, ResealStats } from '../lib/reseal.js';
import { MODULES } from '../modules.js';

/**
 * Every table with sealed (DataCrypto) columns, from the module manifests' `sealed` lists: each
 * through its owning module's own re-seal and check. A module with a new sealed column lists it in
 * its manifest: the rotation test looks for sealed values in every text column of a populated
 * database and fails on a column it does not know.
 */
const SEALED = MODULES.flatMap((m) => m.sealed ?? []);

export const SEALED_TABLES = SEALED.map((s) => s.name);

export interface RotationResult {
  tables: ResealStats[];
  /** every sealed value is under the current key and opened */
  complete: boolean;
  unreadable: number;
}

/** Re-seals every sealed value under the crypto's current key, table after table (resumable). */
export async function rotateSealedValues(
  db: Db,
  crypto: DataCrypto,
  opts: ResealOptions & { maxBatches?: number } = {},
): Promise<RotationResult> {
  const budget = opts.maxBatches !== undefined ? { batches: opts.maxBatches } : undefined;
  const tables: ResealStats[] = [];
  for (const s of SEALED) {
    const r = await s.reseal(db, crypto, { ...opts, budget });
    tables.push(r);
    if (r.stopped) break;
  }
  const unreadable = tables.reduce((n, t) => n + t.unreadable.length, 0);
  const complete =
    tables.length === SEALED.length && tables.every((t) => !t.stopped && t.remaining === 0) && unreadable === 0;
  return { tables, complete, unreadable };
}

/** Opens every sealed value without writing: per table, how many, how many under the current key, which rows fail. */
export async function checkSealedValues(db: Db, crypto: DataCrypto): Promise<CheckStats[]> {
  const out: CheckStats[] = [];
  for (const s of SEALED) out.push(await s.check(db, crypto));
  return out;
}

import type { Executor } from '../../db/client.js';
import { blacklist } from './table.js';

/**
 * Demo blacklist entries for the support module's seed (the blacklist module owns the table): written only
 * while the table is empty, in the caller's transaction, so a restart or a second instance adds nothing.
 * Answers whether it wrote them.
 */
export async function seedBlacklistIfEmpty(tx: Executor, rows: (typeof blacklist.$inferInsert)[]): Promise<boolean> {
  const [any] = await tx.select({ id: blacklist.id }).from(blacklist).limit(1);
  if (any) return false;
  await tx.insert(blacklist).values(rows);
  return true;
}

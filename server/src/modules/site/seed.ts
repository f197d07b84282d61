import type { Db } from '../../db/client.js';
import { SAMPLE_VALUES } from './fields.js';
import { createSiteRepo } from './repository.js';

/**
 * Every deployment starts with the sample values (marked sample until an operator saves), so
 * content pages never show a raw `{{site.…}}`. Idempotent: only missing keys are added, and a key
 * an operator saved is never overwritten.
 */
export async function seedSiteSettings(db: Db, now: Date): Promise<number> {
  return createSiteRepo(db).insertMissing(SAMPLE_VALUES, now);
}

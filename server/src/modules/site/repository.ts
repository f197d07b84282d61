import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { users } from '../user/index.js';
import { siteSettings } from './table.js';

export type SiteRepo = ReturnType<typeof createSiteRepo>;

export function createSiteRepo(db: Db) {
  return {
    /** Every row, with the nickname of the operator who saved it last. */
    async all(tx: Executor = db) {
      return tx
        .select({
          key: siteSettings.key,
          value: siteSettings.value,
          sample: siteSettings.sample,
          updatedAt: siteSettings.updatedAt,
          updatedBy: siteSettings.updatedBy,
          updatedByNick: users.nickName,
          updatedByName: users.userName,
        })
        .from(siteSettings)
        .leftJoin(users, eq(users.id, siteSettings.updatedBy));
    },

    /** Rows locked for an edit, so two operators saving at once apply one after the other. */
    async lockAll(tx: Executor) {
      return tx.select().from(siteSettings).for('update');
    },

    /** Saves every value as the operator's (sample no more). */
    async saveAll(values: Record<string, string>, by: number, now: Date, tx: Executor) {
      const rows = Object.entries(values).map(([key, value]) => ({
        key,
        value,
        sample: false,
        updatedAt: now,
        updatedBy: by,
      }));
      if (!rows.length) return;
      await tx
        .insert(siteSettings)
        .values(rows)
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: {
            value: sql`excluded.value`,
            sample: sql`excluded.sample`,
            updatedAt: sql`excluded.updated_at`,
            updatedBy: sql`excluded.updated_by`,
          },
        });
    },

    /** Deletes rows (a cleared optional picture has no row, as before it was ever set). */
    async removeKeys(keys: string[], tx: Executor) {
      if (keys.length) await tx.delete(siteSettings).where(inArray(siteSettings.key, keys));
    },

    /** Adds the keys that are missing with their sample values; never touches a saved row. */
    async insertMissing(values: Record<string, string>, now: Date, tx: Executor = db) {
      const rows = Object.entries(values).map(([key, value]) => ({ key, value, sample: true, updatedAt: now }));
      if (!rows.length) return 0;
      const added = await tx
        .insert(siteSettings)
        .values(rows)
        .onConflictDoNothing({ target: siteSettings.key })
        .returning({ key: siteSettings.key });
      return added.length;
    },
  };
}

import { boolean, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../user/table.js';

/**
 * The site's particulars (fields.ts), one row per key. `sample` is true while a row still holds
 * the seeded sample value: the console marks those 示例数据 until an operator saves the form.
 */
export const siteSettings = pgTable('site_settings', {
  key: varchar('key', { length: 40 }).primaryKey(),
  value: varchar('value', { length: 200 }).notNull(),
  sample: boolean('sample').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  /** the operator who last saved it; null for the seed */
  updatedBy: integer('updated_by').references(() => users.id),
});
export type SiteSettingRow = typeof siteSettings.$inferSelect;

import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { games } from '../catalogue/table.js';
import { users } from '../user/table.js';

/** One line of a handover checklist: what the staff member checks, and how (the hint). */
export interface ChecklistItem {
  /** stable within the list: evidence and the buyer's item-by-item answer name it */
  key: string;
  label: string;
  hint: string;
}

/**
 * The checklist staff work through at a staff-mediated handover (平台验号换绑), one per game and
 * edited by operators: what has to be verified differs by game (a QQ-authorised login, a 网易 将军令).
 * A game without a row falls back to the generic list, so no handover ever has an empty checklist.
 */
export const handoverTemplates = pgTable('handover_templates', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => games.id),
  items: jsonb('items').$type<ChecklistItem[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
  /** the operator who edited it last; null: the seeded default */
  updatedBy: integer('updated_by').references(() => users.id),
});
export type HandoverTemplateRow = typeof handoverTemplates.$inferSelect;

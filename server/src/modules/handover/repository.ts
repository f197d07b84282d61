import { asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { games } from '../catalogue/index.js';
import { users } from '../user/index.js';
import { defaultChecklist } from './defaults.js';
import { handoverTemplates, type ChecklistItem, type HandoverTemplateRow } from './table.js';

export type HandoverRepo = ReturnType<typeof createHandoverRepo>;

export function createHandoverRepo(db: Db) {
  return {
    async template(gameId: number, tx: Executor = db): Promise<HandoverTemplateRow | undefined> {
      const [row] = await tx.select().from(handoverTemplates).where(eq(handoverTemplates.gameId, gameId)).limit(1);
      return row;
    },
    /** The template row locked for an edit, so two operators' edits serialise and each audits the right before. */
    async lockTemplate(gameId: number, tx: Executor): Promise<HandoverTemplateRow | undefined> {
      const [row] = await tx
        .select()
        .from(handoverTemplates)
        .where(eq(handoverTemplates.gameId, gameId))
        .for('update')
        .limit(1);
      return row;
    },
    async gameExists(gameId: number, tx: Executor = db): Promise<boolean> {
      const [row] = await tx.select({ id: games.id }).from(games).where(eq(games.id, gameId)).limit(1);
      return !!row;
    },
    /** Every game, in the catalogue's order, with its template (null: none yet) and who edited it last. */
    async allGames(tx: Executor = db) {
      return tx
        .select({
          gameId: games.id,
          gameKey: games.key,
          gameName: games.name,
          items: handoverTemplates.items,
          updatedAt: handoverTemplates.updatedAt,
          updatedBy: handoverTemplates.updatedBy,
          updatedByName: users.nickName,
        })
        .from(games)
        .leftJoin(handoverTemplates, eq(handoverTemplates.gameId, games.id))
        .leftJoin(users, eq(users.id, handoverTemplates.updatedBy))
        .orderBy(asc(games.sort), asc(games.id));
    },
    async upsert(gameId: number, items: ChecklistItem[], actorId: number, at: Date, tx: Executor) {
      const [row] = await tx
        .insert(handoverTemplates)
        .values({ gameId, items, updatedAt: at, updatedBy: actorId })
        .onConflictDoUpdate({ target: handoverTemplates.gameId, set: { items, updatedAt: at, updatedBy: actorId } })
        .returning();
      return row!;
    },
    /**
     * The seeded default of every game that has no template yet: never overwrites an operator's edit,
     * and two instances starting together insert each row once (on conflict do nothing).
     */
    async seedDefaults(at: Date, tx: Executor = db): Promise<number> {
      const all = await tx.select({ id: games.id, key: games.key }).from(games);
      if (!all.length) return 0;
      const rows = await tx
        .insert(handoverTemplates)
        .values(all.map((g) => ({ gameId: g.id, items: defaultChecklist(g.key), updatedAt: at, updatedBy: null })))
        .onConflictDoNothing({ target: handoverTemplates.gameId })
        .returning({ gameId: handoverTemplates.gameId });
      return rows.length;
    },
  };
}

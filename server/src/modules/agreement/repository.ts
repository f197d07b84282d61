import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { gameAttrs, games, goods } from '../catalogue/index.js';
import { orderAgreements, type AgreementRow } from './table.js';
import type { AgreementFacts, GoodsSnapshot } from './facts.js';

export type AgreementRepo = ReturnType<typeof createAgreementRepo>;

/** A stored attribute value as a reader reads it: units from the template, lists joined. */
function attrText(v: unknown, unit: string | undefined): string {
  if (Array.isArray(v)) return v.map(String).join('、');
  if (typeof v === 'number') return unit ? `${v} ${unit}` : String(v);
  return String(v ?? '');
}

export function createAgreementRepo(db: Db) {
  return {
    /** The goods as the agreement describes them (the catalogue's tables, read only). */
    async goodsSnapshot(goodsId: number, tx: Executor = db): Promise<GoodsSnapshot | undefined> {
      const [g] = await tx
        .select({
          sn: goods.goodsSn,
          gameId: goods.gameId,
          game: games.name,
          districtNames: goods.districtNames,
          attrs: goods.attrs,
        })
        .from(goods)
        .innerJoin(games, eq(games.id, goods.gameId))
        .where(eq(goods.id, goodsId))
        .limit(1);
      if (!g) return undefined;
      const template = await tx
        .select({ key: gameAttrs.fieldKey, name: gameAttrs.fieldName, range: gameAttrs.range })
        .from(gameAttrs)
        .where(eq(gameAttrs.gameId, g.gameId))
        .orderBy(asc(gameAttrs.sort));
      const attrs = template
        .filter((a) => g.attrs[a.key] !== undefined && g.attrs[a.key] !== '')
        .map((a) => ({ name: a.name, value: attrText(g.attrs[a.key], a.range?.unit) }));
      return { sn: g.sn, game: g.game, districtNames: g.districtNames, attrs };
    },
    /** The facts, once per order: a second call (a replayed step) keeps the first. */
    async insertFacts(v: { orderId: number; facts: AgreementFacts; createdAt: Date }, tx: Executor) {
      await tx.insert(orderAgreements).values(v).onConflictDoNothing({ target: orderAgreements.orderId });
    },
    async byOrder(orderId: number, tx: Executor = db): Promise<AgreementRow | undefined> {
      const [row] = await tx.select().from(orderAgreements).where(eq(orderAgreements.orderId, orderId)).limit(1);
      return row;
    },
    /**
     * Stores the rendered files unless some render (this instance's or another's) stored them first:
     * true when this call's bytes are the ones kept. On PostgreSQL a racing update waits for the
     * first to commit and then finds `pdf` set; on PGlite the one connection serialises them.
     */
    async storeRendered(
      v: { orderId: number; pdf: Buffer; html: string; sha256: string; renderedAt: Date },
      tx: Executor,
    ): Promise<boolean> {
      const rows = await tx
        .update(orderAgreements)
        .set({ pdf: v.pdf, html: v.html, sha256: v.sha256, renderedAt: v.renderedAt })
        .where(and(eq(orderAgreements.orderId, v.orderId), isNull(orderAgreements.pdf)))
        .returning({ orderId: orderAgreements.orderId });
      return rows.length === 1;
    },
    /** Agreements whose facts are fixed but whose files are not rendered yet (a failed render), oldest first. */
    async unrendered(limit: number, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .select({ orderId: orderAgreements.orderId })
        .from(orderAgreements)
        .where(isNull(orderAgreements.pdf))
        .orderBy(asc(orderAgreements.orderId))
        .limit(limit);
      return rows.map((r) => r.orderId);
    },
  };
}

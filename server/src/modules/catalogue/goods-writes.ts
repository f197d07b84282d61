import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { goods, SALE_STATE, type GoodImage } from './table.js';

/**
 * Every write of `goods` (issue 36: one owner per table). The catalogue owns the table; the order, claim,
 * dispute, selling and admin services change a good through these, inside their own transaction (`tx`),
 * so a good's sale state moves in the same commit as the order, claim or review that moves it. Each state
 * change is one conditional `UPDATE … WHERE sale_state = … RETURNING`: nothing comes back when the good is
 * not in an allowed state, which is how concurrent callers are refereed.
 */
export type GoodsWrites = ReturnType<typeof createGoodsWrites>;

/** The listing content a seller writes (create and edit share it). */
export interface ListingContent {
  gameId: number;
  districtIds: number[];
  districtNames: string[];
  title: string;
  description: string;
  priceFen: number;
  isGuarantee: number;
  handoverMode: 'self' | 'staff';
  tags: string[];
  cover: string | null;
  images: GoodImage[];
  attrs: Record<string, number | string | string[]>;
  searchGrams: string[];
  /** what the review queue must look at (contact details found), null when nothing */
  reviewNote: string | null;
  /** true when this version brings sealed registration data; left out, an edit keeps what the good had */
  hasRegistration?: true;
}

export function createGoodsWrites(db: Db) {
  return {
    // ------------------------------------------------------------ the order's side
    /**
     * The race's referee: `UPDATE goods SET sale_state = 2 WHERE id = ? AND sale_state = 1
     * RETURNING`. Under PostgreSQL's row lock, of any number of concurrent callers (on any number
     * of instances) exactly one gets a row; the others re-check the condition after it commits and
     * match nothing. The price returned is the locked row's, so a concurrent reprice cannot slip in.
     */
    async lockGood(id: number, now: Date, tx: Executor) {
      const [row] = await tx
        .update(goods)
        .set({ saleState: SALE_STATE.inTrade, updatedAt: now })
        .where(and(eq(goods.id, id), eq(goods.saleState, SALE_STATE.onSale)))
        .returning({
          id: goods.id,
          sellerId: goods.sellerId,
          priceFen: goods.priceFen,
          title: goods.title,
          isGuarantee: goods.isGuarantee,
          hasRegistration: goods.hasRegistration,
          gameId: goods.gameId,
          handoverMode: goods.handoverMode,
        });
      return row;
    },
    /** In trade → `to` (1 back on sale, 3 sold); only from 2. */
    async settleGood(id: number, to: number, now: Date, tx: Executor) {
      const [row] = await tx
        .update(goods)
        .set({ saleState: to, updatedAt: now })
        .where(and(eq(goods.id, id), eq(goods.saleState, SALE_STATE.inTrade)))
        .returning({ id: goods.id });
      return row;
    },
    /** Sold → recovered by the original owner (6): a claim's finding. */
    async markRecovered(goodsId: number, now: Date, tx: Executor) {
      const [row] = await tx
        .update(goods)
        .set({ saleState: SALE_STATE.recovered, updatedAt: now })
        .where(and(eq(goods.id, goodsId), eq(goods.saleState, SALE_STATE.sold)))
        .returning({ id: goods.id, gameId: goods.gameId });
      return row;
    },

    // ------------------------------------------------------------ the seller's side
    async insertGood(
      v: ListingContent & { goodsSn: string; sellerId: number; saleState: number; accountType: number; now: Date },
      tx: Executor = db,
    ): Promise<number> {
      const { now, ...rest } = v;
      const [row] = await tx
        .insert(goods)
        .values({ ...rest, createdAt: now, updatedAt: now })
        .returning({ id: goods.id });
      return row!.id;
    },
    /** Rewrites my good's content and sends it back to `toState`, only from one of `fromStates`. */
    async updateOwnContent(
      id: number,
      sellerId: number,
      fromStates: number[],
      toState: number,
      v: ListingContent,
      now: Date,
      tx: Executor = db,
    ) {
      const [row] = await tx
        .update(goods)
        .set({ ...v, saleState: toState, updatedAt: now })
        .where(and(eq(goods.id, id), eq(goods.sellerId, sellerId), inArray(goods.saleState, fromStates)))
        .returning({ id: goods.id });
      return row;
    },
    /**
     * One conditional state change: `UPDATE … WHERE id AND [seller] AND sale_state IN (from)
     * RETURNING`. `to` maps each allowed from-state to its target. Nothing is returned when the
     * good is not the seller's or not in an allowed state, so concurrent calls cannot both win.
     */
    async transition(id: number, sellerId: number | null, to: Record<number, number>, now: Date, tx: Executor = db) {
      const from = Object.keys(to).map(Number);
      const target = sql.join(
        [sql`case ${goods.saleState}`, ...from.map((f) => sql`when ${f} then ${to[f]!}::smallint`), sql`end`],
        sql` `,
      );
      const conds = [eq(goods.id, id), inArray(goods.saleState, from)];
      if (sellerId !== null) conds.push(eq(goods.sellerId, sellerId));
      const [row] = await tx
        .update(goods)
        .set({ saleState: target, updatedAt: now })
        .where(and(...conds))
        .returning({ id: goods.id, saleState: goods.saleState, sellerId: goods.sellerId, title: goods.title });
      return row;
    },
    /**
     * Marks my good as carrying sealed registration data (the selling module has just written it in
     * `tx`), only in one of `states`: the add-only edit, which does not send the listing back to review.
     */
    async setRegistered(id: number, sellerId: number, states: number[], now: Date, tx: Executor) {
      const [row] = await tx
        .update(goods)
        .set({ hasRegistration: true, updatedAt: now })
        .where(and(eq(goods.id, id), eq(goods.sellerId, sellerId), inArray(goods.saleState, states)))
        .returning({ id: goods.id, saleState: goods.saleState });
      return row;
    },
    /** The demo seed's flag for the goods it gave registration data (selling/seed-registration.ts). */
    async markRegisteredBulk(ids: number[], tx: Executor) {
      if (ids.length) await tx.update(goods).set({ hasRegistration: true }).where(inArray(goods.id, ids));
    },
    async setPrice(id: number, sellerId: number, states: number[], priceFen: number, now: Date, tx: Executor = db) {
      const [row] = await tx
        .update(goods)
        .set({ priceFen, updatedAt: now })
        .where(and(eq(goods.id, id), eq(goods.sellerId, sellerId), inArray(goods.saleState, states)))
        .returning({ id: goods.id });
      return row;
    },
  };
}

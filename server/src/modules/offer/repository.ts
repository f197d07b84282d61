import { and, desc, eq, inArray, lte, gt, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { paged } from '../../lib/pagination.js';
import { goods } from '../catalogue/index.js';
import { OFFER_STATE, OPEN_OFFER_STATES, priceOffers, type OfferRow } from './table.js';

export type OfferRepo = ReturnType<typeof createOfferRepo>;

const goodsCols = {
  id: goods.id,
  title: goods.title,
  cover: goods.cover,
  priceFen: goods.priceFen,
  saleState: goods.saleState,
  sellerId: goods.sellerId,
  tags: goods.tags,
};

export function createOfferRepo(db: Db) {
  return {
    async good(id: number, tx: Executor = db) {
      const [row] = await tx.select(goodsCols).from(goods).where(eq(goods.id, id)).limit(1);
      return row;
    },
    async goodsByIds(ids: number[], tx: Executor = db) {
      if (!ids.length)
        return new Map<
          number,
          { id: number; title: string; cover: string | null; priceFen: number; saleState: number }
        >();
      const rows = await tx
        .select(goodsCols)
        .from(goods)
        .where(inArray(goods.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r]));
    },
    async insert(v: Omit<typeof priceOffers.$inferInsert, 'id'>, tx: Executor = db): Promise<OfferRow> {
      const [row] = await tx.insert(priceOffers).values(v).returning();
      return row!;
    },
    async byId(id: number, tx: Executor = db): Promise<OfferRow | undefined> {
      const [row] = await tx.select().from(priceOffers).where(eq(priceOffers.id, id)).limit(1);
      return row;
    },
    /** The buyer's newest offer on a good (open or not). */
    async latestOf(buyerId: number, goodsId: number, tx: Executor = db): Promise<OfferRow | undefined> {
      const [row] = await tx
        .select()
        .from(priceOffers)
        .where(and(eq(priceOffers.buyerId, buyerId), eq(priceOffers.goodsId, goodsId)))
        .orderBy(desc(priceOffers.id))
        .limit(1);
      return row;
    },
    async list(
      side: 'buyer' | 'seller',
      userId: number,
      state: number | undefined,
      limit: number,
      offset: number,
      tx: Executor = db,
    ) {
      const conds: SQL[] = [side === 'buyer' ? eq(priceOffers.buyerId, userId) : eq(priceOffers.sellerId, userId)];
      if (state !== undefined) conds.push(eq(priceOffers.state, state));
      const where = and(...conds);
      return paged(
        tx.select().from(priceOffers).where(where).orderBy(desc(priceOffers.id)).limit(limit).offset(offset),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(priceOffers)
          .where(where),
      );
    },
    /**
     * One conditional state change: only from one of `from`, only while the offer has not expired
     * (unless told otherwise). Two answers racing: exactly one matches.
     */
    async transition(
      id: number,
      from: number[],
      patch: Partial<OfferRow> & { state: number },
      now: Date,
      tx: Executor = db,
      opts: { live?: boolean; buyerId?: number; orderId?: number } = {},
    ) {
      const conds: SQL[] = [eq(priceOffers.id, id), inArray(priceOffers.state, from)];
      if (opts.live !== false) conds.push(gt(priceOffers.expiresAt, now));
      if (opts.buyerId !== undefined) conds.push(eq(priceOffers.buyerId, opts.buyerId));
      if (opts.orderId !== undefined) conds.push(eq(priceOffers.orderId, opts.orderId));
      const [row] = await tx
        .update(priceOffers)
        .set({ ...patch, updatedAt: now })
        .where(and(...conds))
        .returning();
      return row;
    },
    /** Open offers past their time → expired (a job, and before a new offer on the same good). */
    async expireDue(now: Date, where: { buyerId?: number; goodsId?: number } = {}, tx: Executor = db) {
      const conds: SQL[] = [inArray(priceOffers.state, [...OPEN_OFFER_STATES]), lte(priceOffers.expiresAt, now)];
      if (where.buyerId !== undefined) conds.push(eq(priceOffers.buyerId, where.buyerId));
      if (where.goodsId !== undefined) conds.push(eq(priceOffers.goodsId, where.goodsId));
      const rows = await tx
        .update(priceOffers)
        .set({ state: OFFER_STATE.expired, updatedAt: now })
        .where(and(...conds))
        .returning({ id: priceOffers.id });
      return rows.length;
    },
  };
}

import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { paged } from '../../lib/pagination.js';
import { users } from '../user/index.js';
import { orderRatings, type RatingRow } from './table.js';

export type RatingRepo = ReturnType<typeof createRatingRepo>;

export function createRatingRepo(db: Db) {
  return {
    /** null when the order already has a rating (the unique index decides races) */
    async insert(v: Omit<typeof orderRatings.$inferInsert, 'id'>, tx: Executor = db): Promise<RatingRow | undefined> {
      const [row] = await tx
        .insert(orderRatings)
        .values(v)
        .onConflictDoNothing({ target: orderRatings.orderId })
        .returning();
      return row;
    },
    async ofOrder(orderId: number, tx: Executor = db): Promise<RatingRow | undefined> {
      const [row] = await tx.select().from(orderRatings).where(eq(orderRatings.orderId, orderId)).limit(1);
      return row;
    },
    async edit(
      id: number,
      v: { score: number; comment: string | null },
      editableFrom: Date,
      now: Date,
      tx: Executor = db,
    ) {
      const [row] = await tx
        .update(orderRatings)
        .set({ ...v, updatedAt: now })
        .where(and(eq(orderRatings.id, id), sql`${orderRatings.createdAt} > ${editableFrom}`))
        .returning();
      return row;
    },
    /** The seller's one reply: only while there is none. */
    async reply(id: number, reply: string, now: Date, tx: Executor = db) {
      const [row] = await tx
        .update(orderRatings)
        .set({ reply, repliedAt: now, updatedAt: now })
        .where(and(eq(orderRatings.id, id), isNull(orderRatings.reply)))
        .returning();
      return row;
    },
    async aggregate(sellerId: number, tx: Executor = db): Promise<{ avg: number | null; n: number }> {
      const [r] = await tx
        .select({ avg: sql<string | null>`avg(${orderRatings.score})`, n: sql<number>`count(*)::int` })
        .from(orderRatings)
        .where(eq(orderRatings.sellerId, sellerId));
      return { avg: r?.avg === null || r?.avg === undefined ? null : Number(r.avg), n: Number(r?.n ?? 0) };
    },
    async ofSeller(sellerId: number, limit: number, offset: number, tx: Executor = db) {
      const where = eq(orderRatings.sellerId, sellerId);
      return paged(
        tx
          .select({ r: orderRatings, nickName: users.nickName })
          .from(orderRatings)
          .innerJoin(users, eq(users.id, orderRatings.buyerId))
          .where(where)
          .orderBy(desc(orderRatings.id))
          .limit(limit)
          .offset(offset),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(orderRatings)
          .where(where),
      );
    },
    async nickName(userId: number, tx: Executor = db): Promise<string> {
      const [r] = await tx.select({ n: users.nickName }).from(users).where(eq(users.id, userId)).limit(1);
      return r?.n ?? '';
    },
  };
}

import { and, asc, eq, gt, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { orderChat, orderChatReads } from './table.js';

/**
 * The order chat's rows (buyer, seller and staff in one thread): lines, read marks, the handover
 * desk's unread counts, and the purge's rewrite of lines that carried a code. Part of the order
 * repository (createOrderRepo spreads it), kept apart so neither file outgrows a screenful of reading.
 */
export function createOrderChatRepo(db: Db) {
  return {
    async insertChat(v: Omit<typeof orderChat.$inferInsert, 'id'>, tx: Executor = db) {
      const [row] = await tx.insert(orderChat).values(v).returning();
      return row!;
    },
    async chatAfter(orderId: number, afterId: number, limit: number, tx: Executor = db) {
      return tx
        .select()
        .from(orderChat)
        .where(and(eq(orderChat.orderId, orderId), gt(orderChat.id, afterId)))
        .orderBy(asc(orderChat.id))
        .limit(limit);
    },
    /** Moves the read mark forward only (a slow poll's older answer cannot move it back). */
    async markRead(orderId: number, userId: number, lastId: number, tx: Executor = db) {
      await tx
        .insert(orderChatReads)
        .values({ orderId, userId, lastReadId: lastId })
        .onConflictDoUpdate({
          target: [orderChatReads.orderId, orderChatReads.userId],
          set: { lastReadId: sql`greatest(${orderChatReads.lastReadId}, excluded.last_read_id)` },
        });
    },

    /** Per order, the buyer's and seller's lines after a mark (the handover desk's unread counts), one query. */
    /**
     * A staff handover's wait for the seller (the deadline job, the desk): per order, the first
     * staff line at or after `since` (the case's claim: staff asking the seller) and the seller's
     * first line after that ask. No ask: the seller is not being waited for.
     */
    async sellerWaits(marks: { orderId: number; since: Date }[], tx: Executor = db) {
      const out = new Map<number, { askedAt: Date; answeredAt: Date | null }>();
      for (const m of marks) {
        const [ask] = await tx
          .select({ at: orderChat.createdAt })
          .from(orderChat)
          .where(and(eq(orderChat.orderId, m.orderId), eq(orderChat.role, 'staff'), gte(orderChat.createdAt, m.since)))
          .orderBy(asc(orderChat.id))
          .limit(1);
        if (!ask) continue;
        const [answer] = await tx
          .select({ at: orderChat.createdAt })
          .from(orderChat)
          .where(and(eq(orderChat.orderId, m.orderId), eq(orderChat.role, 'seller'), gte(orderChat.createdAt, ask.at)))
          .orderBy(asc(orderChat.id))
          .limit(1);
        out.set(m.orderId, { askedAt: ask.at, answeredAt: answer?.at ?? null });
      }
      return out;
    },
    async partyLinesAfter(marks: { orderId: number; afterId: number }[], tx: Executor = db) {
      const out = new Map<number, number>();
      if (!marks.length) return out;
      const rows = await tx
        .select({ orderId: orderChat.orderId, n: sql<number>`count(*)::int` })
        .from(orderChat)
        .where(
          and(
            inArray(orderChat.role, ['buyer', 'seller']),
            or(...marks.map((m) => and(eq(orderChat.orderId, m.orderId), gt(orderChat.id, m.afterId)))),
          ),
        )
        .groupBy(orderChat.orderId);
      for (const r of rows) out.set(r.orderId, Number(r.n));
      return out;
    },
    /** Staff lines before `beforeId` the user has not read: a new staff line notifies only when there are none. */
    async unseenStaffLines(orderId: number, userId: number, beforeId: number, tx: Executor = db): Promise<number> {
      const [r] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(orderChat)
        .where(
          and(
            eq(orderChat.orderId, orderId),
            eq(orderChat.role, 'staff'),
            sql`${orderChat.id} < ${beforeId}`,
            sql`${orderChat.id} > coalesce((select r.last_read_id from ${orderChatReads} r
              where r.order_id = ${orderId} and r.user_id = ${userId}), 0)`,
          ),
        );
      return Number(r?.n ?? 0);
    },

    /** The order's text chat lines (the purge picks those that carry a code or a password). */
    async chatTexts(orderId: number, tx: Executor) {
      return tx
        .select({ id: orderChat.id, text: orderChat.text })
        .from(orderChat)
        .where(and(eq(orderChat.orderId, orderId), eq(orderChat.kind, 'text')))
        .orderBy(asc(orderChat.id));
    },
    /** Replaces the text of these lines of the order's chat (the rows stay: the thread keeps its shape). */
    async replaceChatTexts(orderId: number, ids: number[], text: string, tx: Executor): Promise<number> {
      if (!ids.length) return 0;
      const rows = await tx
        .update(orderChat)
        // the receiver's masked copy goes too: it hides contacts, not the code the line carries
        .set({ text, maskedText: null })
        .where(and(eq(orderChat.orderId, orderId), inArray(orderChat.id, ids)))
        .returning({ id: orderChat.id });
      return rows.length;
    },
  };
}

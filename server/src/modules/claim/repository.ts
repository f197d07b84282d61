import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { paged } from '../../lib/pagination.js';
import { goods } from '../catalogue/index.js';
import { ORDER_STATE, orders } from '../order/index.js';
import { users } from '../user/index.js';
import { CLAIM_STATUS, claims, type ClaimRow } from './table.js';

export type ClaimRepo = ReturnType<typeof createClaimRepo>;

export function createClaimRepo(db: Db) {
  return {
    async insert(v: Omit<typeof claims.$inferInsert, 'id'>, tx: Executor = db): Promise<ClaimRow> {
      const [row] = await tx.insert(claims).values(v).returning();
      return row!;
    },
    async byId(id: number, tx: Executor = db): Promise<ClaimRow | undefined> {
      const [row] = await tx.select().from(claims).where(eq(claims.id, id)).limit(1);
      return row;
    },
    /** Whether the order has a claim waiting for a decision (it blocks the purge of sealed data). */
    async openOn(orderId: number, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: claims.id })
        .from(claims)
        .where(and(eq(claims.orderId, orderId), eq(claims.status, CLAIM_STATUS.pending)))
        .limit(1);
      return !!row;
    },
    /** Whether a claim against the seller (on one of their sales) waits for a decision: their withdrawals wait. */
    async openAgainstSeller(sellerId: number, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: claims.id })
        .from(claims)
        .where(and(eq(claims.sellerId, sellerId), eq(claims.status, CLAIM_STATUS.pending)))
        .limit(1);
      return !!row;
    },
    async ofOrders(orderIds: number[], tx: Executor = db): Promise<ClaimRow[]> {
      if (!orderIds.length) return [];
      return tx.select().from(claims).where(inArray(claims.orderId, orderIds)).orderBy(desc(claims.id));
    },
    async decide(id: number, patch: Partial<ClaimRow> & { status: number }, now: Date, tx: Executor) {
      const [row] = await tx
        .update(claims)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(claims.id, id), eq(claims.status, CLAIM_STATUS.pending)))
        .returning();
      return row;
    },
    async mine(buyerId: number, status: number | undefined, limit: number, offset: number, tx: Executor = db) {
      const where =
        status === undefined
          ? eq(claims.buyerId, buyerId)
          : and(eq(claims.buyerId, buyerId), eq(claims.status, status));
      return paged(
        tx.select().from(claims).where(where).orderBy(desc(claims.id)).limit(limit).offset(offset),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(claims)
          .where(where),
      );
    },
    /** The queue: escalated first; pending by deadline (oldest first); decided newest first. */
    async adminList(status: number | undefined, escalated: boolean, limit: number, offset: number, tx: Executor = db) {
      const where = and(
        status === undefined ? undefined : eq(claims.status, status),
        escalated ? isNotNull(claims.escalatedAt) : undefined,
      );
      const order =
        status === CLAIM_STATUS.pending
          ? [asc(claims.deadlineAt), asc(claims.id)]
          : [
              sql`(${claims.escalatedAt} is not null and ${claims.status} = ${CLAIM_STATUS.pending}) desc`,
              desc(claims.id),
            ];
      return paged(
        tx
          .select()
          .from(claims)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(claims)
          .where(where),
      );
    },
    /** Pending claims escalated past their deadline: the list's badge. */
    async escalatedPending(tx: Executor = db): Promise<number> {
      const [r] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(claims)
        .where(and(eq(claims.status, CLAIM_STATUS.pending), isNotNull(claims.escalatedAt)));
      return Number(r?.n ?? 0);
    },
    /**
     * Marks every pending claim past its deadline escalated, once: the conditional update lets one
     * instance's run take each claim, and returns the ones it took.
     */
    async escalateDue(now: Date, tx: Executor): Promise<ClaimRow[]> {
      return tx
        .update(claims)
        .set({ escalatedAt: now, updatedAt: now })
        .where(and(eq(claims.status, CLAIM_STATUS.pending), lte(claims.deadlineAt, now), isNull(claims.escalatedAt)))
        .returning();
    },
    /** Completed orders of a buyer with paid or free cover, newest completion first. */
    async insured(buyerId: number, limit: number, offset: number, tx: Executor = db) {
      const where: SQL = and(
        eq(orders.buyerId, buyerId),
        eq(orders.state, ORDER_STATE.completed),
        ne(orders.protection, 'none'),
      )!;
      return paged(
        tx
          .select({ o: orders, cover: goods.cover, gameId: goods.gameId })
          .from(orders)
          .innerJoin(goods, eq(goods.id, orders.goodsId))
          .where(where)
          .orderBy(desc(orders.completedAt), desc(orders.id))
          .limit(limit)
          .offset(offset),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(where),
      );
    },
    async goodGame(goodsId: number, tx: Executor = db) {
      const [row] = await tx.select({ gameId: goods.gameId }).from(goods).where(eq(goods.id, goodsId)).limit(1);
      return row?.gameId ?? null;
    },
    async users(ids: number[], tx: Executor = db) {
      if (!ids.length) return new Map<number, { nickName: string; phone: string | null }>();
      const rows = await tx
        .select({ id: users.id, nickName: users.nickName, phone: users.phone })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, { nickName: r.nickName ?? '', phone: r.phone }]));
    },
  };
}

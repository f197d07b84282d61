import { and, asc, count, desc, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { paged } from '../../lib/pagination.js';
import { BACKLIST_STATUS, BACKLIST_TYPE, backlistRequests, type BacklistRow } from '../appraisal/index.js';
import { users } from '../user/index.js';
import {
  QUOTE_STATUS,
  STAGE,
  tradeInDetails,
  tradeInQuotes,
  tradeInReveals,
  type QuoteRow,
  type Stage,
  type TradeInRow,
} from './table.js';

export type TradeInRepo = ReturnType<typeof createTradeInRepo>;
export type DetailsInsert = typeof tradeInDetails.$inferInsert;

/** Best first: the higher price, then the one that reached it earlier, then the older quote. */
const BEST_FIRST = [desc(tradeInQuotes.priceFen), asc(tradeInQuotes.quotedAt), asc(tradeInQuotes.id)];

export function createTradeInRepo(db: Db) {
  return {
    async insertDetails(v: DetailsInsert, tx: Executor = db) {
      await tx.insert(tradeInDetails).values(v);
    },

    /** The request and its trade-in row, locked until the transaction ends (every change starts here). */
    async lock(requestId: number, tx: Executor): Promise<{ r: BacklistRow; d: TradeInRow } | undefined> {
      const [d] = await tx
        .select()
        .from(tradeInDetails)
        .where(eq(tradeInDetails.requestId, requestId))
        .for('update')
        .limit(1);
      if (!d) return undefined;
      const [r] = await tx.select().from(backlistRequests).where(eq(backlistRequests.id, requestId)).limit(1);
      return r ? { r, d } : undefined;
    },

    async details(ids: number[], tx: Executor = db): Promise<Map<number, TradeInRow>> {
      if (!ids.length) return new Map();
      const rows = await tx.select().from(tradeInDetails).where(inArray(tradeInDetails.requestId, ids));
      return new Map(rows.map((d) => [d.requestId, d]));
    },

    async updateDetails(requestId: number, set: Partial<DetailsInsert>, tx: Executor) {
      await tx.update(tradeInDetails).set(set).where(eq(tradeInDetails.requestId, requestId));
    },

    // ------------------------------------------------------------ quotes
    /** Quotes of the requests with the merchants' nicks, best first within each request. */
    async quotesOf(requestIds: number[], tx: Executor = db) {
      if (!requestIds.length) return [];
      return tx
        .select({ q: tradeInQuotes, merchantNick: users.nickName })
        .from(tradeInQuotes)
        .innerJoin(users, eq(users.id, tradeInQuotes.merchantId))
        .where(inArray(tradeInQuotes.requestId, requestIds))
        .orderBy(...BEST_FIRST);
    },

    async quoteOf(requestId: number, merchantId: number, tx: Executor = db): Promise<QuoteRow | undefined> {
      const [row] = await tx
        .select()
        .from(tradeInQuotes)
        .where(and(eq(tradeInQuotes.requestId, requestId), eq(tradeInQuotes.merchantId, merchantId)))
        .limit(1);
      return row;
    },

    async quoteById(id: number, tx: Executor = db): Promise<QuoteRow | undefined> {
      const [row] = await tx.select().from(tradeInQuotes).where(eq(tradeInQuotes.id, id)).limit(1);
      return row;
    },

    async insertQuote(v: typeof tradeInQuotes.$inferInsert, tx: Executor): Promise<QuoteRow> {
      const [row] = await tx.insert(tradeInQuotes).values(v).returning();
      return row!;
    },

    /** Raise only: the new price must be above the stored one, and the quote still active. */
    async raiseQuote(id: number, priceFen: number, now: Date, tx: Executor): Promise<QuoteRow | undefined> {
      const [row] = await tx
        .update(tradeInQuotes)
        .set({ priceFen, quotedAt: now, updatedAt: now })
        .where(
          and(
            eq(tradeInQuotes.id, id),
            eq(tradeInQuotes.status, QUOTE_STATUS.active),
            sql`${tradeInQuotes.priceFen} < ${priceFen}`,
          ),
        )
        .returning();
      return row;
    },

    /** Moves the request's quotes in `from` to `to` (optionally one quote only); returns the changed rows. */
    async moveQuotes(
      requestId: number,
      from: number[],
      to: number,
      now: Date,
      tx: Executor,
      only?: number,
      extra: Partial<typeof tradeInQuotes.$inferInsert> = {},
    ) {
      return tx
        .update(tradeInQuotes)
        .set({ status: to, updatedAt: now, ...extra })
        .where(
          and(
            eq(tradeInQuotes.requestId, requestId),
            inArray(tradeInQuotes.status, from),
            only === undefined ? undefined : eq(tradeInQuotes.id, only),
          ),
        )
        .returning();
    },

    // ------------------------------------------------------------ merchants
    /**
     * Requests open for quoting, ending soonest first: stage quoting and window not over
     * (tradein_stage_ends_idx), never the merchant's own.
     */
    async openPage(
      merchantId: number,
      gameId: number | undefined,
      now: Date,
      limit: number,
      offset: number,
      tx: Executor = db,
    ) {
      const where = and(
        eq(tradeInDetails.stage, STAGE.quoting),
        gt(tradeInDetails.quoteEndsAt, now),
        eq(backlistRequests.type, BACKLIST_TYPE.tradeIn),
        eq(backlistRequests.status, BACKLIST_STATUS.awaiting),
        ne(backlistRequests.userId, merchantId),
        gameId === undefined ? undefined : eq(backlistRequests.gameId, gameId),
      );
      const base = () =>
        tx
          .select({ r: backlistRequests, d: tradeInDetails })
          .from(tradeInDetails)
          .innerJoin(backlistRequests, eq(backlistRequests.id, tradeInDetails.requestId));
      return paged(
        base()
          .where(where)
          .orderBy(asc(tradeInDetails.quoteEndsAt), asc(tradeInDetails.requestId))
          .limit(limit)
          .offset(offset),
        tx
          .select({ n: count() })
          .from(tradeInDetails)
          .innerJoin(backlistRequests, eq(backlistRequests.id, tradeInDetails.requestId))
          .where(where),
      );
    },

    async requestWithDetails(requestId: number, tx: Executor = db) {
      const [row] = await tx
        .select({ r: backlistRequests, d: tradeInDetails })
        .from(tradeInDetails)
        .innerJoin(backlistRequests, eq(backlistRequests.id, tradeInDetails.requestId))
        .where(eq(tradeInDetails.requestId, requestId))
        .limit(1);
      return row;
    },

    /** A merchant's quotes, newest first, with their requests. */
    async quotesOfMerchant(
      merchantId: number,
      status: number | undefined,
      limit: number,
      offset: number,
      tx: Executor = db,
    ) {
      const where = and(
        eq(tradeInQuotes.merchantId, merchantId),
        status === undefined ? undefined : eq(tradeInQuotes.status, status),
      );
      return paged(
        tx
          .select({ q: tradeInQuotes, r: backlistRequests, d: tradeInDetails })
          .from(tradeInQuotes)
          .innerJoin(backlistRequests, eq(backlistRequests.id, tradeInQuotes.requestId))
          .innerJoin(tradeInDetails, eq(tradeInDetails.requestId, tradeInQuotes.requestId))
          .where(where)
          .orderBy(desc(tradeInQuotes.id))
          .limit(limit)
          .offset(offset),
        tx.select({ n: count() }).from(tradeInQuotes).where(where),
      );
    },

    async quoteWithRequest(requestId: number, merchantId: number, tx: Executor = db) {
      const [row] = await tx
        .select({ q: tradeInQuotes, r: backlistRequests, d: tradeInDetails })
        .from(tradeInQuotes)
        .innerJoin(backlistRequests, eq(backlistRequests.id, tradeInQuotes.requestId))
        .innerJoin(tradeInDetails, eq(tradeInDetails.requestId, tradeInQuotes.requestId))
        .where(and(eq(tradeInQuotes.requestId, requestId), eq(tradeInQuotes.merchantId, merchantId)))
        .limit(1);
      return row;
    },

    // ------------------------------------------------------------ jobs, staff, price list
    /** Accepted requests whose payment deadline passed; SKIP LOCKED so instances share the work. */
    async lapseDue(now: Date, limit: number, tx: Executor) {
      const rows = await tx
        .select({ requestId: tradeInDetails.requestId })
        .from(tradeInDetails)
        .where(and(eq(tradeInDetails.stage, STAGE.accepted), lte(tradeInDetails.payDeadline, now)))
        .orderBy(asc(tradeInDetails.payDeadline))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((r) => r.requestId);
    },

    async staffPage(stage: Stage | undefined, limit: number, offset: number, tx: Executor = db) {
      const where = stage === undefined ? undefined : eq(tradeInDetails.stage, stage);
      return paged(
        tx
          .select({ r: backlistRequests, nickName: users.nickName })
          .from(tradeInDetails)
          .innerJoin(backlistRequests, eq(backlistRequests.id, tradeInDetails.requestId))
          .innerJoin(users, eq(users.id, backlistRequests.userId))
          .where(where)
          .orderBy(asc(tradeInDetails.updatedAt), asc(tradeInDetails.requestId))
          .limit(limit)
          .offset(offset),
        tx.select({ n: count() }).from(tradeInDetails).where(where),
      );
    },

    async addReveal(v: typeof tradeInReveals.$inferInsert, tx: Executor = db) {
      await tx.insert(tradeInReveals).values(v);
    },
    async revealCount(requestId: number, tx: Executor = db) {
      const [t] = await tx.select({ n: count() }).from(tradeInReveals).where(eq(tradeInReveals.requestId, requestId));
      return t?.n ?? 0;
    },

    /** Accepted quotes of a game since `since` (what merchants really agreed to pay), newest first. */
    async acceptedSince(gameId: number, since: Date, tx: Executor = db): Promise<{ priceFen: number; at: Date }[]> {
      const rows = await tx
        .select({ priceFen: tradeInQuotes.priceFen, at: tradeInQuotes.acceptedAt })
        .from(tradeInQuotes)
        .innerJoin(backlistRequests, eq(backlistRequests.id, tradeInQuotes.requestId))
        .where(
          and(
            gte(tradeInQuotes.acceptedAt, since),
            eq(backlistRequests.gameId, gameId),
            inArray(tradeInQuotes.status, [QUOTE_STATUS.accepted, QUOTE_STATUS.paid, QUOTE_STATUS.done]),
          ),
        )
        .orderBy(desc(tradeInQuotes.acceptedAt))
        .limit(5000);
      return rows.map((r) => ({ priceFen: r.priceFen, at: r.at! }));
    },
  };
}

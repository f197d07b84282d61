import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { paged } from '../../lib/pagination.js';
import { goods, SALE_STATE } from '../catalogue/index.js';
import { users } from '../user/index.js';
import { backlistRequests, type BacklistRow } from './table.js';

export type AppraisalRepo = ReturnType<typeof createAppraisalRepo>;
export type BacklistInsert = typeof backlistRequests.$inferInsert;

/** Candidates fetched per source and query: enough for 30 nearest, small enough to score in ~1 ms. */
export const CANDIDATE_LIMIT = 200;
/** How many of a game's newest goods a tag filter looks through. */
export const SCAN_WINDOW = 1000;
/** Upper bound on the deals one price-list computation reads for a game. */
export const PRICE_LIST_MAX_DEALS = 20_000;

/**
 * The state as a literal, not a bound parameter: a generic plan cannot prove `sale_state = $1`
 * implies the partial index's `sale_state = 3`, a literal always can.
 */
const stateIs = (state: number) => sql`${goods.saleState} = ${sql.raw(String(Math.trunc(state)))}`;
const textArr = (a: readonly string[]) => sql`${sql.param(a)}::text[]`;

export function createAppraisalRepo(db: Db) {
  /**
   * The newest CANDIDATE_LIMIT goods of a game in one state, optionally sharing a tag. Bounded by
   * LIMITs on an index range, never a scan of the game:
   * - sold (3): goods_sold_game_time_idx (game, updated_at) WHERE sale_state = 3, newest deals first;
   * - on sale (1): goods_state_game_time_idx (state, game, created_at, id), newest listings first.
   * With a tag, the tag filters the newest SCAN_WINDOW of that walk (a subquery with its own LIMIT):
   * left to itself the planner intersects the attr_tags GIN index with the state/game rows of a
   * common tag and sorts thousands of them (125 ms on 200k goods, 44k on sale in the game); the
   * window keeps it to SCAN_WINDOW index entries and heap rows (~5–10 ms on PostgreSQL here).
   */
  async function newestOfGame(state: number, gameId: number, tag: string | null, tx: Executor) {
    const order = state === SALE_STATE.sold ? [desc(goods.updatedAt)] : [desc(goods.createdAt), desc(goods.id)];
    const walk = (limit: number) =>
      tx
        .select({ id: goods.id, priceFen: goods.priceFen, attrs: goods.attrs, attrTags: goods.attrTags })
        .from(goods)
        .where(and(stateIs(state), eq(goods.gameId, gameId)))
        .orderBy(...order)
        .limit(limit);
    if (!tag) return walk(CANDIDATE_LIMIT);
    const recent = walk(SCAN_WINDOW).as('recent');
    return tx
      .select({ id: recent.id, priceFen: recent.priceFen, attrs: recent.attrs })
      .from(recent)
      .where(sql`${recent.attrTags} @> ${textArr([tag])}`)
      .limit(CANDIDATE_LIMIT);
  }

  return {
    /** Recent goods of the game in `state`, plus (when given) recent ones sharing the key tag; deduplicated. */
    async candidates(state: number, gameId: number, tag: string | null, tx: Executor = db) {
      const lists = await Promise.all([
        newestOfGame(state, gameId, null, tx),
        tag ? newestOfGame(state, gameId, tag, tx) : Promise.resolve([]),
      ]);
      const seen = new Map<number, { priceFen: number; attrs: Record<string, number | string | string[]> }>();
      for (const l of lists) for (const r of l) seen.set(r.id, { priceFen: r.priceFen, attrs: r.attrs });
      return [...seen.values()];
    },

    /** Deal prices and times of a game since `since`, newest first (goods_sold_game_time_idx, index-only). */
    async dealsSince(gameId: number, since: Date, tx: Executor = db): Promise<{ priceFen: number; at: Date }[]> {
      const rows = await tx
        .select({ priceFen: goods.priceFen, at: goods.updatedAt })
        .from(goods)
        .where(and(stateIs(SALE_STATE.sold), eq(goods.gameId, gameId), gte(goods.updatedAt, since)))
        .orderBy(desc(goods.updatedAt))
        .limit(PRICE_LIST_MAX_DEALS);
      return rows;
    },

    async insert(v: BacklistInsert, tx: Executor = db): Promise<BacklistRow> {
      const [row] = await tx.insert(backlistRequests).values(v).returning();
      return row!;
    },

    async findById(id: number, tx: Executor = db): Promise<BacklistRow | undefined> {
      const [row] = await tx.select().from(backlistRequests).where(eq(backlistRequests.id, id)).limit(1);
      return row;
    },

    async findOwn(userId: number, id: number, tx: Executor = db): Promise<BacklistRow | undefined> {
      const [row] = await tx
        .select()
        .from(backlistRequests)
        .where(and(eq(backlistRequests.id, id), eq(backlistRequests.userId, userId)))
        .limit(1);
      return row;
    },

    /** The caller's requests of a type, newest first (backlist_user_type_time_idx). */
    async pageOfUser(
      userId: number,
      type: number,
      status: number | undefined,
      limit: number,
      offset: number,
      tx: Executor = db,
    ) {
      const where = and(
        eq(backlistRequests.userId, userId),
        eq(backlistRequests.type, type),
        status === undefined ? undefined : eq(backlistRequests.status, status),
      );
      return paged(
        tx
          .select()
          .from(backlistRequests)
          .where(where)
          .orderBy(desc(backlistRequests.createdAt), desc(backlistRequests.id))
          .limit(limit)
          .offset(offset),
        tx.select({ n: count() }).from(backlistRequests).where(where),
      );
    },

    /** The operators' queue of a type, oldest first (backlist_type_status_time_idx), with the owner's nick. */
    async queue(type: number, status: number | undefined, limit: number, offset: number, tx: Executor = db) {
      const where = and(
        eq(backlistRequests.type, type),
        status === undefined ? undefined : eq(backlistRequests.status, status),
      );
      return paged(
        tx
          .select({ r: backlistRequests, nickName: users.nickName })
          .from(backlistRequests)
          .innerJoin(users, eq(users.id, backlistRequests.userId))
          .where(where)
          .orderBy(asc(backlistRequests.createdAt), asc(backlistRequests.id))
          .limit(limit)
          .offset(offset),
        tx.select({ n: count() }).from(backlistRequests).where(where),
      );
    },

    /** Conditional change: only from one of `from` states, so a cancel and an appraisal cannot both win. */
    async transition(
      id: number,
      userId: number | null,
      from: number[],
      set: Partial<BacklistInsert>,
      tx: Executor = db,
    ): Promise<BacklistRow | undefined> {
      const [row] = await tx
        .update(backlistRequests)
        .set(set)
        .where(
          and(
            eq(backlistRequests.id, id),
            userId === null ? undefined : eq(backlistRequests.userId, userId),
            inArray(backlistRequests.status, from),
          ),
        )
        .returning();
      return row;
    },

    /**
     * A trade-in's stage moves its request's status with it, in the trade-in's transaction (the appraisal
     * module owns the table; the trade-in service decides the status from its own stage).
     */
    async setStatus(id: number, status: number, now: Date, tx: Executor) {
      await tx.update(backlistRequests).set({ status, updatedAt: now }).where(eq(backlistRequests.id, id));
    },

    async countOfUser(userId: number, type: number, tx: Executor = db): Promise<number> {
      const [t] = await tx
        .select({ n: count() })
        .from(backlistRequests)
        .where(and(eq(backlistRequests.userId, userId), eq(backlistRequests.type, type)));
      return t?.n ?? 0;
    },
  };
}

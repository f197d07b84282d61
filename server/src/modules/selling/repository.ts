import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { paged } from '../../lib/pagination.js';
import { SALE_STATE, districts, goods, goodsViewCount } from '../catalogue/index.js';
import { consignmentDrafts, goodsCredentials, goodsRegistrations, goodsReviews, REVIEW_DECISION } from './table.js';

export type SellingRepo = ReturnType<typeof createSellingRepo>;

/**
 * The newest rejection reason of a good; only goods in state 99 show one. The outer columns are
 * written qualified by hand: Drizzle renders a single-table select's columns bare, and a bare
 * "id" inside the subquery would mean goods_reviews.id.
 */
const rejectReason = sql<string | null>`case when "goods"."sale_state" = 99 then (
  select r.reason from ${goodsReviews} r where r.goods_id = "goods"."id" and r.decision = ${REVIEW_DECISION.rejected}
  order by r.id desc limit 1) end`;

/** Columns of the seller's own views; never credentials (they are not in this table). */
const ownCols = {
  id: goods.id,
  title: goods.title,
  priceFen: goods.priceFen,
  gameId: goods.gameId,
  districtIds: goods.districtIds,
  districtNames: goods.districtNames,
  cover: goods.cover,
  tags: goods.tags,
  isGuarantee: goods.isGuarantee,
  hasRegistration: goods.hasRegistration,
  viewCount: goodsViewCount,
  createdAt: goods.createdAt,
  updatedAt: goods.updatedAt,
  saleState: goods.saleState,
  rejectReason,
};

export function createSellingRepo(db: Db) {
  return {
    // ------------------------------------------------------------ drafts
    async draftOf(userId: number, tx: Executor = db) {
      const [row] = await tx.select().from(consignmentDrafts).where(eq(consignmentDrafts.userId, userId)).limit(1);
      return row;
    },
    async saveDraft(userId: number, gameId: number, data: Record<string, unknown>, now: Date, tx: Executor = db) {
      await tx
        .insert(consignmentDrafts)
        .values({ userId, gameId, data, updatedAt: now })
        .onConflictDoUpdate({ target: consignmentDrafts.userId, set: { gameId, data, updatedAt: now } });
    },
    async deleteDraft(userId: number, tx: Executor = db) {
      await tx.delete(consignmentDrafts).where(eq(consignmentDrafts.userId, userId));
    },

    // ------------------------------------------------------------ district path
    /** The node and its ancestors, root first (at most four levels). */
    async districtPath(
      id: number,
      tx: Executor = db,
    ): Promise<{ id: number; gameId: number; level: string; name: string }[]> {
      const r = await tx.execute(sql`with recursive p as (
          select id, parent_id, game_id, level, name, 0 as depth from ${districts} where id = ${id}
          union all
          select d.id, d.parent_id, d.game_id, d.level, d.name, p.depth + 1 from ${districts} d join p on d.id = p.parent_id where p.depth < 10)
        select id, game_id as "gameId", level, name from p order by depth desc`);
      return (r as unknown as { rows: { id: number; gameId: number; level: string; name: string }[] }).rows.map(
        (x) => ({ ...x, id: Number(x.id), gameId: Number(x.gameId) }),
      );
    },

    /** A good's sealed login (the handover desk's staff open it while they work the order's case). */
    async sealedCredentialsOf(goodsId: number, tx: Executor = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ enc: goodsCredentials.credentialsEnc })
        .from(goodsCredentials)
        .where(eq(goodsCredentials.goodsId, goodsId))
        .limit(1);
      return row?.enc;
    },
    async upsertCredentials(goodsId: number, credentialsEnc: string, now: Date, tx: Executor = db) {
      await tx
        .insert(goodsCredentials)
        .values({ goodsId, credentialsEnc, updatedAt: now })
        .onConflictDoUpdate({ target: goodsCredentials.goodsId, set: { credentialsEnc, updatedAt: now } });
    },
    /**
     * Deletes a good's sealed login once its order's purpose has ended (flows/purge-sealed.ts), but
     * only when the good can never be sold again (sold, a problem account, recovered): a good put
     * back on sale after a refund still needs its login for the next buyer. How many rows went.
     */
    async purgeCredentials(goodsId: number, tx: Executor): Promise<number> {
      const rows = await tx
        .delete(goodsCredentials)
        .where(
          and(
            eq(goodsCredentials.goodsId, goodsId),
            sql`exists (select 1 from ${goods} g where g.id = ${goodsId}
              and g.sale_state in (${SALE_STATE.sold}, ${SALE_STATE.problem}, ${SALE_STATE.recovered}))`,
          ),
        )
        .returning({ goodsId: goodsCredentials.goodsId });
      return rows.length;
    },
    // ------------------------------------------------------------ registration data (issue 41)
    /** A good's sealed registration data: the buyer's reveal after confirming, a claim's staff view. */
    async sealedRegistrationOf(goodsId: number, tx: Executor = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ enc: goodsRegistrations.registrationEnc })
        .from(goodsRegistrations)
        .where(eq(goodsRegistrations.goodsId, goodsId))
        .limit(1);
      return row?.enc;
    },
    async upsertRegistration(
      v: { goodsId: number; registrationEnc: string; consentAt: Date; consentVersion: number; updatedAt: Date },
      tx: Executor = db,
    ) {
      const { goodsId: _id, ...set } = v;
      await tx.insert(goodsRegistrations).values(v).onConflictDoUpdate({ target: goodsRegistrations.goodsId, set });
    },
    /** As purgeCredentials, for the registration data: only of a good that can never be sold again. */
    async purgeRegistration(goodsId: number, tx: Executor): Promise<number> {
      const rows = await tx
        .delete(goodsRegistrations)
        .where(
          and(
            eq(goodsRegistrations.goodsId, goodsId),
            sql`exists (select 1 from ${goods} g where g.id = ${goodsId}
              and g.sale_state in (${SALE_STATE.sold}, ${SALE_STATE.problem}, ${SALE_STATE.recovered}))`,
          ),
        )
        .returning({ goodsId: goodsRegistrations.goodsId });
      return rows.length;
    },
    /** Tags of a good (edits keep the ones the seller does not control). */
    async tagsOf(id: number, tx: Executor = db): Promise<string[] | undefined> {
      const [row] = await tx.select({ tags: goods.tags }).from(goods).where(eq(goods.id, id)).limit(1);
      return row?.tags;
    },
    async stateOf(id: number, tx: Executor = db) {
      const [row] = await tx
        .select({ sellerId: goods.sellerId, saleState: goods.saleState, priceFen: goods.priceFen })
        .from(goods)
        .where(eq(goods.id, id))
        .limit(1);
      return row;
    },
    /** Listings waiting for review or on sale that show this image (its URL, as stored in `images`). */
    async listedWithImage(url: string, tx: Executor = db) {
      return tx
        .select({ id: goods.id, sellerId: goods.sellerId, title: goods.title })
        .from(goods)
        .where(
          and(
            sql`${goods.images} @> ${JSON.stringify([{ url }])}::jsonb`,
            inArray(goods.saleState, [SALE_STATE.pending, SALE_STATE.onSale]),
          ),
        );
    },
    // ------------------------------------------------------------ seller's reads
    async mine(sellerId: number, saleState: number | undefined, limit: number, offset: number, tx: Executor = db) {
      const where =
        saleState === undefined
          ? eq(goods.sellerId, sellerId)
          : and(eq(goods.sellerId, sellerId), eq(goods.saleState, saleState));
      return paged(
        tx
          .select(ownCols)
          .from(goods)
          .where(where)
          .orderBy(desc(goods.updatedAt), desc(goods.id))
          .limit(limit)
          .offset(offset),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(goods)
          .where(where),
      );
    },
    async ownGood(id: number, sellerId: number, tx: Executor = db) {
      const [row] = await tx
        .select({
          ...ownCols,
          description: goods.description,
          images: goods.images,
          attrs: goods.attrs,
          handoverMode: goods.handoverMode,
        })
        .from(goods)
        .where(and(eq(goods.id, id), eq(goods.sellerId, sellerId)))
        .limit(1);
      return row;
    },

    /** How many of the seller's goods are in one of these states. */
    async countInStates(sellerId: number, states: number[], tx: Executor = db): Promise<number> {
      const [t] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(goods)
        .where(and(eq(goods.sellerId, sellerId), inArray(goods.saleState, states)));
      return Number(t?.n ?? 0);
    },

    // ------------------------------------------------------------ reviews
    async addReview(
      v: {
        goodsId: number;
        sellerId: number;
        reviewerId: number | null;
        decision: number;
        reason: string | null;
        createdAt: Date;
      },
      tx: Executor = db,
    ) {
      await tx.insert(goodsReviews).values(v);
    },
    async reviewsOf(goodsId: number, tx: Executor = db) {
      return tx.select().from(goodsReviews).where(eq(goodsReviews.goodsId, goodsId)).orderBy(asc(goodsReviews.id));
    },
  };
}

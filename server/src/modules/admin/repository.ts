import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/like.js';
import { SYSTEM_ACTOR_NAME, type AuditEntry } from '../../lib/audited.js';
import type { Db, Executor } from '../../db/client.js';
import { paged } from '../../lib/pagination.js';
import { goods, SALE_STATE } from '../catalogue/index.js';
import { goodsReviews, REVIEW_DECISION } from '../selling/index.js';
import { REAL_STATUS, users } from '../user/index.js';
import { auditLog } from './table.js';

export type AdminRepo = ReturnType<typeof createAdminRepo>;

/** States of goods that passed review at some point (on sale, in trade, sold, off shelf, problem, recovered). */
const LISTED_STATES = [
  SALE_STATE.onSale,
  SALE_STATE.inTrade,
  SALE_STATE.sold,
  SALE_STATE.offShelf,
  SALE_STATE.problem,
  SALE_STATE.recovered,
];

export function createAdminRepo(db: Db) {
  return {
    /** The review queue, oldest submission first (goods_state_updated_idx). No credentials: they live elsewhere. */
    async pending(limit: number, offset: number, tx: Executor = db) {
      const where = eq(goods.saleState, SALE_STATE.pending);
      return paged(
        tx
          .select({
            id: goods.id,
            goodsSn: goods.goodsSn,
            title: goods.title,
            gameId: goods.gameId,
            districtNames: goods.districtNames,
            priceFen: goods.priceFen,
            isGuarantee: goods.isGuarantee,
            tags: goods.tags,
            images: goods.images,
            attrs: goods.attrs,
            description: goods.description,
            reviewNote: goods.reviewNote,
            createdAt: goods.createdAt,
            updatedAt: goods.updatedAt,
            sellerId: goods.sellerId,
            sellerNick: users.nickName,
            sellerVerified: sql<boolean>`${users.realStatus} = ${REAL_STATUS.verified}`,
          })
          .from(goods)
          .innerJoin(users, eq(users.id, goods.sellerId))
          .where(where)
          .orderBy(asc(goods.updatedAt), asc(goods.id))
          .limit(limit)
          .offset(offset),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(goods)
          .where(where),
      );
    },

    /** The seller's history for the reviewer: goods that passed review, sold, and rejections ever. */
    async sellerStats(sellerIds: number[], tx: Executor = db) {
      const out = new Map<number, { listed: number; sold: number; rejected: number }>();
      if (!sellerIds.length) return out;
      for (const id of sellerIds) out.set(id, { listed: 0, sold: 0, rejected: 0 });
      const [g, r] = await Promise.all([
        tx
          .select({
            sellerId: goods.sellerId,
            listed: sql<number>`count(*) filter (where ${inArray(goods.saleState, LISTED_STATES)})::int`,
            sold: sql<number>`count(*) filter (where ${goods.saleState} = ${SALE_STATE.sold})::int`,
          })
          .from(goods)
          .where(inArray(goods.sellerId, sellerIds))
          .groupBy(goods.sellerId),
        tx
          .select({ sellerId: goodsReviews.sellerId, n: sql<number>`count(*)::int` })
          .from(goodsReviews)
          .where(and(inArray(goodsReviews.sellerId, sellerIds), eq(goodsReviews.decision, REVIEW_DECISION.rejected)))
          .groupBy(goodsReviews.sellerId),
      ]);
      for (const x of g) Object.assign(out.get(x.sellerId)!, { listed: Number(x.listed), sold: Number(x.sold) });
      for (const x of r) out.get(x.sellerId)!.rejected = Number(x.n);
      return out;
    },

    /**
     * The audit log, newest first. `keyword` matches the action, the record type and the operator's
     * nickname, and a number also the record's id; `since`/`before` bound the time.
     */
    async auditPage(
      q: { keyword?: string; since?: Date; before?: Date; limit: number; offset: number },
      tx: Executor = db,
    ) {
      const conds: (SQL | undefined)[] = [];
      if (q.keyword) {
        const like = containsPattern(q.keyword);
        conds.push(
          or(
            ilike(auditLog.action, like),
            ilike(auditLog.targetType, like),
            ilike(users.nickName, like),
            // the system's rows (actor null) are found by the name the console shows for them
            SYSTEM_ACTOR_NAME.includes(q.keyword) ? isNull(auditLog.actorId) : undefined,
            /^\d{1,9}$/.test(q.keyword) ? eq(auditLog.targetId, Number(q.keyword)) : undefined,
          ),
        );
      }
      if (q.since) conds.push(gte(auditLog.createdAt, q.since));
      if (q.before) conds.push(lt(auditLog.createdAt, q.before));
      const where = conds.length ? and(...conds) : undefined;
      return paged(
        tx
          .select({
            id: auditLog.id,
            actorId: auditLog.actorId,
            actorNick: users.nickName,
            action: auditLog.action,
            targetType: auditLog.targetType,
            targetId: auditLog.targetId,
            before: auditLog.before,
            after: auditLog.after,
            createdAt: auditLog.createdAt,
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(q.limit)
          .offset(q.offset),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .where(where),
      );
    },

    async audit(v: AuditEntry, tx: Executor = db) {
      await tx.insert(auditLog).values(v);
    },
  };
}

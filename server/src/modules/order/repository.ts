import { and, asc, desc, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { paged } from '../../lib/pagination.js';
import { goods } from '../catalogue/index.js';
import { goodsCredentials, goodsRegistrations } from '../selling/index.js';
import { users } from '../user/index.js';
import {
  credentialReveals,
  OPEN_ORDER_STATES,
  ORDER_STATE,
  orderChat,
  orderChatReads,
  orderEvents,
  orders,
  type OrderRow,
} from './table.js';
import { createOrderChatRepo } from './chat-repository.js';

export type OrderRepo = ReturnType<typeof createOrderRepo>;
/** The two steps of a paid order: waiting for the hand-over, then for the buyer's confirmation. */
export type OrderStage = 'handover' | 'confirming';

/** The buyer has viewed the account details: the hand-over has happened (credential_reveals by order). */
const revealed = sql`exists (select 1 from ${credentialReveals} cr where cr.order_id = ${orders.id})`;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id'>;

/** Columns of a list row: the order plus what the list shows of its good. */
const listCols = {
  id: orders.id,
  orderNo: orders.orderNo,
  state: orders.state,
  goodsId: orders.goodsId,
  goodsTitle: orders.goodsTitle,
  buyerId: orders.buyerId,
  sellerId: orders.sellerId,
  priceFen: orders.priceFen,
  protectionFeeFen: orders.protectionFeeFen,
  totalFen: orders.totalFen,
  commissionFen: orders.commissionFen,
  createdAt: orders.createdAt,
  expiresAt: orders.expiresAt,
  paidAt: orders.paidAt,
  completedAt: orders.completedAt,
  cover: goods.cover,
  gameId: goods.gameId,
  districtNames: goods.districtNames,
};

export function createOrderRepo(db: Db) {
  return {
    // the chat's lines, read marks and the purge's rewrite: chat-repository.ts
    ...createOrderChatRepo(db),
    /**
     * The newest completed deals (orders_state_completed_idx, scanned backwards): the title as
     * sold, the price paid for the account, the completion time (the catalogue's "recent deals").
     */
    async recentlySold(limit: number, tx: Executor = db) {
      return tx
        .select({ title: orders.goodsTitle, priceFen: orders.priceFen, dealAt: orders.completedAt })
        .from(orders)
        .where(eq(orders.state, ORDER_STATE.completed))
        .orderBy(desc(orders.completedAt), desc(orders.id))
        .limit(limit);
    },

    // ------------------------------------------------------------ goods side
    /** What the confirm page and order creation need of a good. */
    async good(id: number, tx: Executor = db) {
      const [row] = await tx
        .select({
          id: goods.id,
          goodsSn: goods.goodsSn,
          title: goods.title,
          cover: goods.cover,
          gameId: goods.gameId,
          districtNames: goods.districtNames,
          priceFen: goods.priceFen,
          isGuarantee: goods.isGuarantee,
          hasRegistration: goods.hasRegistration,
          handoverMode: goods.handoverMode,
          saleState: goods.saleState,
          sellerId: goods.sellerId,
        })
        .from(goods)
        .where(eq(goods.id, id))
        .limit(1);
      return row;
    },
    async credentialsOf(goodsId: number, tx: Executor = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ enc: goodsCredentials.credentialsEnc })
        .from(goodsCredentials)
        .where(eq(goodsCredentials.goodsId, goodsId))
        .limit(1);
      return row?.enc;
    },

    /** The good's sealed registration data (issue 41), for the buyer's reveal after confirming. */
    async registrationOf(goodsId: number, tx: Executor = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ enc: goodsRegistrations.registrationEnc })
        .from(goodsRegistrations)
        .where(eq(goodsRegistrations.goodsId, goodsId))
        .limit(1);
      return row?.enc;
    },

    // ------------------------------------------------------------ orders
    async insert(v: NewOrder, tx: Executor): Promise<OrderRow> {
      const [row] = await tx.insert(orders).values(v).returning();
      return row!;
    },
    async byId(id: number, tx: Executor = db): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },
    /** The open (0/1/5) order holding a good, if any. */
    async openOfGood(goodsId: number, tx: Executor = db) {
      const [row] = await tx
        .select({ id: orders.id, buyerId: orders.buyerId, state: orders.state })
        .from(orders)
        .where(and(eq(orders.goodsId, goodsId), inArray(orders.state, [...OPEN_ORDER_STATES])))
        .limit(1);
      return row;
    },
    async countUnpaid(buyerId: number, tx: Executor = db): Promise<number> {
      const [r] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.buyerId, buyerId), eq(orders.state, 0)));
      return Number(r?.n ?? 0);
    },
    /** Open orders of a user, either side, disputes and pending refunds included (account deletion guard). */
    async countOpenOf(userId: number, tx: Executor = db): Promise<number> {
      const [r] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            or(eq(orders.buyerId, userId), eq(orders.sellerId, userId)),
            inArray(orders.state, [...OPEN_ORDER_STATES, ORDER_STATE.refunding]),
          ),
        );
      return Number(r?.n ?? 0);
    },
    /**
     * One conditional state change: only from `from`, with optional extra conditions (the buyer,
     * an overdue time). Returns the changed row, or nothing when another request, instance or job
     * got there first.
     */
    async transition(
      id: number,
      from: number,
      to: number,
      patch: Partial<OrderRow>,
      now: Date,
      tx: Executor,
      guard: { buyerId?: number; expiredBy?: Date; autoConfirmBy?: Date } = {},
    ) {
      const extra: SQL[] = [];
      if (guard.buyerId !== undefined) extra.push(eq(orders.buyerId, guard.buyerId));
      if (guard.expiredBy) extra.push(lte(orders.expiresAt, guard.expiredBy));
      if (guard.autoConfirmBy) extra.push(lte(orders.autoConfirmAt, guard.autoConfirmBy));
      const [row] = await tx
        .update(orders)
        .set({ ...patch, state: to, updatedAt: now })
        .where(and(eq(orders.id, id), eq(orders.state, from), ...extra))
        .returning();
      return row;
    },
    /**
     * Overdue orders of a state for a job, row-locked with SKIP LOCKED: several instances running
     * the job at once take disjoint batches instead of queueing behind each other.
     */
    async overdue(state: number, column: 'expiresAt' | 'autoConfirmAt', now: Date, limit: number, tx: Executor) {
      const col = column === 'expiresAt' ? orders.expiresAt : orders.autoConfirmAt;
      return tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.state, state), lte(col, now)))
        .orderBy(asc(col))
        .limit(limit)
        .for('update', { skipLocked: true });
    },
    async addEvent(
      v: { orderId: number; type: string; actorId: number | null; note?: string | null; createdAt: Date },
      tx: Executor = db,
    ) {
      await tx.insert(orderEvents).values({ ...v, note: v.note ?? null });
    },
    async events(orderId: number, tx: Executor = db) {
      return tx.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
    },

    /** A user's purchases or sales, newest first, with unread chat counts from the other side. */
    async listOf(
      side: 'buyer' | 'seller',
      userId: number,
      states: number[] | undefined,
      limit: number,
      offset: number,
      tx: Executor = db,
      stage?: OrderStage,
    ) {
      const who = side === 'buyer' ? eq(orders.buyerId, userId) : eq(orders.sellerId, userId);
      const conds = [who];
      if (states) conds.push(inArray(orders.state, states));
      if (stage) conds.push(stage === 'confirming' ? revealed : sql`not ${revealed}`);
      const where = and(...conds);
      const unread = sql<number>`(select count(*)::int from ${orderChat} c where c.order_id = ${orders.id}
        and c.id > coalesce((select r.last_read_id from ${orderChatReads} r where r.order_id = ${orders.id} and r.user_id = ${userId}), 0)
        and (c.sender_id is null or c.sender_id <> ${userId}))`;
      return paged(
        tx
          .select({ ...listCols, unread })
          .from(orders)
          .innerJoin(goods, eq(goods.id, orders.goodsId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset(offset),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(where),
      );
    },
    async adminList(
      states: number[] | undefined,
      orderNo: string | undefined,
      limit: number,
      offset: number,
      tx: Executor = db,
    ) {
      const conds: SQL[] = [];
      if (states) conds.push(inArray(orders.state, states));
      if (orderNo) conds.push(eq(orders.orderNo, orderNo));
      const where = conds.length ? and(...conds) : undefined;
      return paged(
        tx
          .select(listCols)
          .from(orders)
          .innerJoin(goods, eq(goods.id, orders.goodsId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset(offset),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(where),
      );
    },

    /** Waits for and holds the order's row lock until the transaction ends. */
    async lockRow(orderId: number, tx: Executor) {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    },

    /**
     * Moves a paid order's auto-confirm deadline (null: none). A staff-mediated handover has none
     * until staff deliver the new login: the buyer's clock starts then, not while staff still work.
     */
    async setAutoConfirm(id: number, at: Date | null, now: Date, tx: Executor) {
      const [row] = await tx
        .update(orders)
        .set({ autoConfirmAt: at, updatedAt: now })
        .where(and(eq(orders.id, id), eq(orders.state, ORDER_STATE.paid)))
        .returning();
      return row;
    },

    // ------------------------------------------------------------ reveals
    async addReveal(v: { orderId: number; userId: number; ip: string | null; createdAt: Date }, tx: Executor = db) {
      await tx.insert(credentialReveals).values(v);
    },
    async reveals(orderId: number, tx: Executor = db) {
      return tx
        .select()
        .from(credentialReveals)
        .where(eq(credentialReveals.orderId, orderId))
        .orderBy(asc(credentialReveals.id));
    },
    /**
     * The open orders of one user on one side by the step they wait on: unpaid, paid and not yet
     * handed over (the buyer has not viewed the account), handed over and waiting for the buyer's
     * confirmation, and after-sale cases still being handled. One pass over the user's rows of
     * the (user, state) index.
     */
    async countsOf(side: 'buyer' | 'seller', userId: number, tx: Executor = db) {
      const who = side === 'buyer' ? eq(orders.buyerId, userId) : eq(orders.sellerId, userId);
      const { unpaid, paid, disputed, refunding } = ORDER_STATE;
      const [r] = await tx
        .select({
          unpaid: sql<number>`count(*) filter (where ${orders.state} = ${unpaid})::int`,
          handover: sql<number>`count(*) filter (where ${orders.state} = ${paid} and not ${revealed})::int`,
          confirming: sql<number>`count(*) filter (where ${orders.state} = ${paid} and ${revealed})::int`,
          afterSale: sql<number>`count(*) filter (where ${orders.state} in (${disputed}, ${refunding}))::int`,
        })
        .from(orders)
        .where(and(who, inArray(orders.state, [unpaid, paid, disputed, refunding])));
      return {
        unpaid: Number(r?.unpaid ?? 0),
        handover: Number(r?.handover ?? 0),
        confirming: Number(r?.confirming ?? 0),
        afterSale: Number(r?.afterSale ?? 0),
      };
    },
    async revealCount(orderId: number, tx: Executor = db): Promise<number> {
      const [r] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(credentialReveals)
        .where(eq(credentialReveals.orderId, orderId));
      return Number(r?.n ?? 0);
    },
    // ------------------------------------------------------------ purge of sealed data
    /**
     * Finished orders whose sealed data has outlived its purpose, by id after `afterId`, row-locked
     * with SKIP LOCKED (another instance's batch is skipped, never waited for). Finished: completed,
     * or refunded / cancelled after payment. Its purpose ends `noCoverDays` after a refund or an
     * uncovered completion, the order's own protection days after a covered one, and for lifetime
     * cover (protection days null) `lifetimeMaxDays` after completion or once the buyer has deleted
     * the account. Open claims are the purge's own check (the claim module owns them).
     */
    async purgeDue(
      now: Date,
      w: { noCoverDays: number; lifetimeMaxDays: number },
      afterId: number,
      limit: number,
      tx: Executor,
    ) {
      const day = 86_400_000;
      const noCoverBy = new Date(now.getTime() - w.noCoverDays * day);
      const lifetimeBy = new Date(now.getTime() - w.lifetimeMaxDays * day);
      const completed = ORDER_STATE.completed;
      const due = sql`(
        (${orders.state} <> ${completed} and ${orders.closedAt} <= ${noCoverBy})
        or (${orders.state} = ${completed} and ${orders.protection} = 'none' and ${orders.completedAt} <= ${noCoverBy})
        or (${orders.state} = ${completed} and ${orders.protection} <> 'none' and ${orders.protectionDays} is not null
            and ${orders.completedAt} + ${orders.protectionDays} * interval '1 day' <= ${now})
        or (${orders.state} = ${completed} and ${orders.protection} <> 'none' and ${orders.protectionDays} is null
            and (${orders.completedAt} <= ${lifetimeBy}
              or exists (select 1 from ${users} u where u.id = ${orders.buyerId} and u.cancelled_at is not null)))
      )`;
      return tx
        .select({ id: orders.id, goodsId: orders.goodsId, state: orders.state })
        .from(orders)
        .where(
          and(
            sql`${orders.purgedAt} is null`,
            inArray(orders.state, [completed, ORDER_STATE.cancelled, ORDER_STATE.refunded]),
            // a cancelled order that was never paid never held anything sealed for its buyer
            or(eq(orders.state, completed), sql`${orders.paidAt} is not null`),
            gt(orders.id, afterId),
            due,
          ),
        )
        .orderBy(asc(orders.id))
        .limit(limit)
        .for('update', { skipLocked: true, of: orders });
    },
    /** Marks the order purged once: false when it already was (another instance got there first). */
    async markPurged(id: number, now: Date, tx: Executor): Promise<boolean> {
      const rows = await tx
        .update(orders)
        .set({ purgedAt: now, updatedAt: now })
        .where(and(eq(orders.id, id), sql`${orders.purgedAt} is null`))
        .returning({ id: orders.id });
      return rows.length === 1;
    },
  };
}

/**
 * demo_seller's listings in every state the seller's pages and the console show (issue 21): the
 * catalogue seed leaves pending, on-sale and sold goods and the selling seed a rejected one; this
 * takes one on-sale good down (下架), lowers the price of another (改价, as the seller's own
 * editPrice does) and puts a third in trade: a paid order of demo_buyer's in handover, with its
 * timeline and the escrow booked, exactly what a real purchase leaves. Runs once (nothing happens
 * when demo_seller has a good taken down already); every time it writes is before `clock.now()`.
 */
import { createHmac } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../lib/clock.js';
import { goods, SALE_STATE } from '../modules/catalogue/table.js';
import { orderNo } from '../modules/order/order-no.js';
import { createOrderRepo } from '../modules/order/repository.js';
import { ORDER_STATE } from '../modules/order/table.js';
import { users } from '../modules/user/table.js';
import { createWalletRepo } from '../modules/wallet/repository.js';
import { ENTRY_KIND } from '../modules/wallet/table.js';
import type { Db } from './client.js';

const HOUR = 3_600_000;

/** The lowered price: about 12 % off, whole yuan (the sell form's rule), never below ¥50. */
export const loweredPriceFen = (fen: number): number => Math.max(5000, Math.floor((fen * 0.88) / 100) * 100);

export interface ListingStatesResult {
  offShelf?: number;
  lowered?: number;
  inTrade?: number;
}

export async function seedDemoListingStates(db: Db, clock: Clock): Promise<ListingStatesResult> {
  const [seller] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo_seller')).limit(1);
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo_buyer')).limit(1);
  if (!seller || !buyer) return {};
  const orders = createOrderRepo(db);
  const wallet = createWalletRepo(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('haoshi:listing-states-seed'))`);
    const [down] = await tx
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.sellerId, seller.id), eq(goods.saleState, SALE_STATE.offShelf)))
      .limit(1);
    if (down) return {};
    // untagged goods first, so no tag loses its only on-sale listing
    const onSale = await tx
      .select({
        id: goods.id,
        goodsSn: goods.goodsSn,
        title: goods.title,
        priceFen: goods.priceFen,
        isGuarantee: goods.isGuarantee,
        tags: goods.tags,
        createdAt: goods.createdAt,
      })
      .from(goods)
      .where(and(eq(goods.sellerId, seller.id), eq(goods.saleState, SALE_STATE.onSale)))
      .orderBy(sql`cardinality(${goods.tags})`, asc(goods.id))
      .limit(20);
    const now = clock.now().getTime();
    // a change some hours ago, never before the listing itself
    const after = (created: Date, hoursAgo: number) => new Date(Math.max(created.getTime(), now - hoursAgo * HOUR));
    const out: ListingStatesResult = {};
    const takeDown = onSale[0];
    if (takeDown) {
      await tx
        .update(goods)
        .set({ saleState: SALE_STATE.offShelf, updatedAt: after(takeDown.createdAt, 30) })
        .where(eq(goods.id, takeDown.id));
      out.offShelf = takeDown.id;
    }
    const lower = onSale[1];
    if (lower) {
      await tx
        .update(goods)
        .set({ priceFen: loweredPriceFen(lower.priceFen), updatedAt: after(lower.createdAt, 20) })
        .where(eq(goods.id, lower.id));
      out.lowered = lower.id;
    }
    // protection 'none' is a valid choice only on a good that does not require a paid tier
    const trade = onSale.slice(2).find((g) => g.isGuarantee !== 1);
    if (trade) {
      const created = after(trade.createdAt, 5);
      const paid = new Date(Math.min(now, created.getTime() + 4 * 60_000));
      const digits = createHmac('sha256', 'haoshi-demo').update(`${trade.goodsSn}:trade`).digest().readUInt32BE(0);
      await tx.update(goods).set({ saleState: SALE_STATE.inTrade, updatedAt: paid }).where(eq(goods.id, trade.id));
      const o = await orders.insert(
        {
          orderNo: orderNo(created, digits),
          goodsId: trade.id,
          buyerId: buyer.id,
          sellerId: seller.id,
          state: ORDER_STATE.paid,
          goodsTitle: trade.title,
          priceFen: trade.priceFen,
          protection: 'none',
          protectionFeeFen: 0,
          protectionDays: null,
          totalFen: trade.priceFen,
          commissionFen: 0,
          createdAt: created,
          expiresAt: new Date(created.getTime() + 15 * 60_000),
          paidAt: paid,
          autoConfirmAt: new Date(paid.getTime() + 72 * HOUR),
          completedAt: null,
          updatedAt: paid,
        },
        tx,
      );
      await orders.addEvent({ orderId: o.id, type: 'created', actorId: buyer.id, createdAt: created }, tx);
      await orders.addEvent({ orderId: o.id, type: 'paid', actorId: null, createdAt: paid }, tx);
      await wallet.bookPlatform(
        {
          kind: ENTRY_KIND.escrowIn,
          amountFen: o.totalFen,
          createdAt: paid,
          refType: 'order',
          refId: o.id,
          memo: o.orderNo,
        },
        tx,
      );
      out.inTrade = trade.id;
    }
    return out;
  });
}

import { createHmac } from 'node:crypto';
import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../order/index.js';
import { users } from '../user/index.js';
import { payNo } from './pay-no.js';
import { sandboxTradeNo } from './sandbox.js';
import { PAY_STATUS, payments, sandboxBill } from './table.js';

/** The buyer of every order the demo seeds with its money already taken (order/seed.ts, seed-listing-states.ts). */
const DEMO_BUYER = 'demo_buyer';

/** Deterministic per order: a re-run, or a second instance seeding at the same time, writes the same row. */
function digest(orderNo: string, salt: string): Buffer {
  return createHmac('sha256', 'haoshi-demo-pay').update(`${salt}:${orderNo}`).digest();
}

/**
 * The payment each paid demo order would have left: one sandbox payment of the order's total, paid
 * when the order was. The order seeds write orders whose money was taken; without this row the
 * money could not go back the way it came, so a dispute on the demo's order in handover ended in
 * "未找到该订单的支付记录，无法原路退款", and the console showed a paid order with no payment.
 * Only demo_buyer's paid orders without any payment; pay numbers are unique, so a race writes one.
 */
export async function seedDemoPayments(db: Db): Promise<number> {
  const paid = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      totalFen: orders.totalFen,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(
      and(
        eq(users.userName, DEMO_BUYER),
        isNotNull(orders.paidAt),
        notExists(
          db
            .select({ x: sql`1` })
            .from(payments)
            .where(eq(payments.orderId, orders.id)),
        ),
      ),
    )
    .limit(1000);
  if (!paid.length) return 0;
  const rows = paid.map((o) => {
    const paidAt = o.paidAt!;
    const digits = (digest(o.orderNo, 'no').readBigUInt64BE(0) % 10n ** 16n).toString().padStart(16, '0');
    return {
      payNo: payNo(paidAt, digits),
      purpose: 'order' as const,
      orderId: o.id,
      targetId: o.id,
      provider: 'sandbox',
      target: 'h5',
      amountFen: o.totalFen,
      status: PAY_STATUS.paid,
      providerTradeNo: sandboxTradeNo(digest(o.orderNo, 'trade').subarray(0, 10)),
      notifyCount: 1,
      // the cashier opened a little before the money arrived, never before the order
      createdAt: new Date(Math.max(o.createdAt.getTime(), paidAt.getTime() - 40_000)),
      paidAt,
      updatedAt: paidAt,
    };
  });
  const written = await db.insert(payments).values(rows).onConflictDoNothing().returning({ id: payments.id });
  // the sandbox's own record of taking that money, so its bill (and the daily reconciliation) agrees
  await db
    .insert(sandboxBill)
    .values(
      rows.map((r) => ({
        kind: 'pay' as const,
        payNo: r.payNo,
        tradeNo: r.providerTradeNo,
        amountFen: r.amountFen,
        createdAt: r.paidAt,
      })),
    )
    .onConflictDoNothing();
  return written.length;
}

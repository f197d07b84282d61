import { createHmac } from 'node:crypto';
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ORDER_STATE, orders } from '../order/index.js';
import { orderRatings } from './table.js';

const COMMENTS: (string | null)[] = [
  '卖家很耐心，换绑手机和邮箱都配合得很快，账号和描述完全一致。',
  '皮肤数量核对无误，交接十分钟搞定，推荐。',
  '回复稍慢，但最后都处理好了，账号没问题。',
  null,
  '第二次在这家买号了，靠谱。',
  '段位和英雄都对得上，密保也改好了，好评。',
];
const REPLIES: (string | null)[] = [
  '感谢支持，祝游戏愉快！',
  null,
  '抱歉久等了，下次会更快回复。',
  null,
  '老朋友了，常来～',
  null,
];

/** Deterministic per order, so a re-run writes the same rating. */
const pick = (seed: string, n: number) =>
  createHmac('sha256', 'haoshi-demo-rating').update(seed).digest().readUInt32BE(0) % n;

/**
 * Ratings on the demo catalogue's completed deals, so seller cards show an average and a count.
 * Idempotent: an order that already has a rating (the unique index) is skipped.
 */
export async function seedDemoRatings(db: Db, clock: Clock): Promise<number> {
  const done = await db
    .select({ id: orders.id, buyerId: orders.buyerId, sellerId: orders.sellerId, completedAt: orders.completedAt })
    .from(orders)
    .where(
      and(
        eq(orders.state, ORDER_STATE.completed),
        notExists(
          db
            .select({ x: sql`1` })
            .from(orderRatings)
            .where(eq(orderRatings.orderId, orders.id)),
        ),
      ),
    );
  let n = 0;
  for (const o of done) {
    const i = pick(String(o.id), COMMENTS.length);
    // rated an hour after the deal and answered two hours later, or sooner for a deal that has just
    // closed: nothing is dated after the moment the seed runs
    const now = clock.now().getTime();
    const at = Math.min(o.completedAt?.getTime() ?? now, now);
    const created = new Date(at + Math.min(3_600_000, (now - at) / 2));
    const repliedAt = new Date(created.getTime() + Math.min(7_200_000, (now - created.getTime()) / 2));
    const reply = REPLIES[i] ?? null;
    const rows = await db
      .insert(orderRatings)
      .values({
        orderId: o.id,
        buyerId: o.buyerId,
        sellerId: o.sellerId,
        score: [5, 5, 4, 5, 5, 4][i]!,
        comment: COMMENTS[i] ?? null,
        reply,
        repliedAt: reply ? repliedAt : null,
        createdAt: created,
        updatedAt: created,
      })
      .onConflictDoNothing({ target: orderRatings.orderId })
      .returning({ id: orderRatings.id });
    n += rows.length;
  }
  return n;
}

import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createGoodsWrites, SALE_STATE } from '../catalogue/index.js';
import { createUserRepo } from '../user/index.js';
import { createSellingRepo } from './repository.js';
import { goodsCredentials, goodsRegistrations, REVIEW_DECISION } from './table.js';

/**
 * Demo credentials for listings that have none, for the order module's demo deals (the selling module owns
 * `goods_credentials`); an existing row is kept.
 */
export async function seedCredentials(
  db: Executor,
  rows: { goodsId: number; credentialsEnc: string; updatedAt: Date }[],
) {
  await db.insert(goodsCredentials).values(rows).onConflictDoNothing();
}

/**
 * Demo registration data (issue 41) for some of the demo sellers' listings, so the demo shows a
 * listing with the paid tiers and one offering basic cover only; an existing row is kept. The
 * catalogue's flag is the caller's to set (the catalogue owns `goods`).
 */
export async function seedRegistrations(
  db: Executor,
  rows: { goodsId: number; registrationEnc: string; consentAt: Date; consentVersion: number; updatedAt: Date }[],
) {
  if (rows.length) await db.insert(goodsRegistrations).values(rows).onConflictDoNothing();
}

export const DEMO_REJECT_REASON = '截图不清晰或与描述不符';

/**
 * Demo data for the seller's "未通过" tab and the console: the catalogue seed already gives
 * demo_seller a few pending listings; one of them becomes a rejected listing with a reason, as
 * if demo_operator had reviewed it. Runs once: nothing happens when demo_seller has a rejected
 * good already, or has no pending one.
 */
export async function seedDemoSelling(db: Db, clock: Clock): Promise<boolean> {
  const users = createUserRepo(db);
  const repo = createSellingRepo(db);
  const goods = createGoodsWrites(db);
  const seller = await users.findActiveByUserName('demo_seller');
  if (!seller) return false;
  const operator = await users.findActiveByUserName('demo_operator');
  return db.transaction(async (tx) => {
    // two instances starting together must not reject two listings
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('haoshi:selling-seed'))`);
    if ((await repo.mine(seller.id, SALE_STATE.rejected, 1, 0, tx)).total > 0) return false;
    const pending = await repo.mine(seller.id, SALE_STATE.pending, 50, 0, tx);
    // keep at least two in the review queue
    if (pending.total < 3) return false;
    const oldest = pending.rows[pending.rows.length - 1]!;
    const now = clock.now();
    const row = await goods.transition(oldest.id, seller.id, { [SALE_STATE.pending]: SALE_STATE.rejected }, now, tx);
    if (!row) return false;
    await repo.addReview(
      {
        goodsId: row.id,
        sellerId: seller.id,
        reviewerId: operator?.id ?? null,
        decision: REVIEW_DECISION.rejected,
        reason: DEMO_REJECT_REASON,
        createdAt: now,
      },
      tx,
    );
    return true;
  });
}

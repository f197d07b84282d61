import { createHmac } from 'node:crypto';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DataCrypto } from '../../lib/crypto.js';
import { createGoodsWrites, DEMO_SELLERS, goods, SALE_STATE } from '../catalogue/index.js';
import { users } from '../user/index.js';
import { REGISTRATION_CONSENT, sealRegistration, type Registration } from './registration-data.js';
import { seedRegistrations } from './seed.js';
import { goodsRegistrations } from './table.js';

const DEMO_SELLER_NAMES = ['demo_seller', ...DEMO_SELLERS.map((s) => s.userName)];

/** Deterministic per good, so a re-run (or a second instance) writes the same values. */
function pick(seed: string, n: number): number {
  return createHmac('sha256', 'haoshi-demo-reg').update(seed).digest().readUInt32BE(0) % n;
}

const PLACES = ['广东省深圳市', '浙江省杭州市', '四川省成都市', '北京市', '湖北省武汉市', '江苏省南京市'];
const QUESTIONS = ['您母亲的姓名是？', '您的小学名称是？', '您最喜欢的电影是？'];
const ANSWERS = ['王秀兰', '实验小学', '大话西游'];

/** Registration data that looks like what a first registrant would give (fictional, 170 numbers). */
export function demoRegistration(goodsSn: string): Registration {
  const n = pick(goodsSn, 1e8);
  const email = pick(goodsSn + 'k', 4) === 0;
  const year = 2012 + pick(goodsSn + 'y', 12);
  const month = String(1 + pick(goodsSn + 'm', 12)).padStart(2, '0');
  const day = String(1 + pick(goodsSn + 'd', 28)).padStart(2, '0');
  const qa = pick(goodsSn + 'q', 3);
  return {
    firstContact: email ? `player${n % 100000}@example.com` : `170${String(n).padStart(8, '0')}`,
    contactKind: email ? 'email' : 'phone',
    registeredOn: `${year}-${month}-${day}`,
    registeredPlace: PLACES[pick(goodsSn + 'p', PLACES.length)]!,
    securityAnswers: Array.from({ length: qa }, (_, i) => ({ question: QUESTIONS[i]!, answer: ANSWERS[i]! })),
  };
}

/**
 * Demo registration data (issue 41) for about two thirds of the demo sellers' goods, chosen by id,
 * so the demo shows both states: listings with the paid tiers, and listings offering the basic cover
 * only until their seller adds it. The same goods are chosen on every start; those that have a row
 * already are skipped.
 */
export async function seedDemoRegistrations(db: Db, dataKey: Buffer, clock: Clock): Promise<number> {
  const crypto = new DataCrypto(dataKey);
  const rows = await db
    .select({ id: goods.id, goodsSn: goods.goodsSn })
    .from(goods)
    .innerJoin(users, eq(users.id, goods.sellerId))
    .where(
      and(
        inArray(users.userName, DEMO_SELLER_NAMES),
        inArray(goods.saleState, [
          SALE_STATE.pending,
          SALE_STATE.onSale,
          SALE_STATE.inTrade,
          SALE_STATE.sold,
          SALE_STATE.offShelf,
        ]),
        sql`${goods.id} % 3 <> 0`,
        notExists(
          db
            .select({ x: sql`1` })
            .from(goodsRegistrations)
            .where(eq(goodsRegistrations.goodsId, goods.id)),
        ),
      ),
    )
    .limit(5000);
  if (!rows.length) return 0;
  const now = clock.now();
  const writes = createGoodsWrites(db);
  await db.transaction(async (tx) => {
    await seedRegistrations(
      tx,
      rows.map((r) => ({
        goodsId: r.id,
        registrationEnc: sealRegistration(crypto, demoRegistration(r.goodsSn)),
        consentAt: now,
        consentVersion: REGISTRATION_CONSENT.version,
        updatedAt: now,
      })),
    );
    await writes.markRegisteredBulk(
      rows.map((r) => r.id),
      tx,
    );
  });
  return rows.length;
}

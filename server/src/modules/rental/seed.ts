import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DataCrypto } from '../../lib/crypto.js';
import { activeTimeBefore } from '../../lib/seed-dates.js';
import { games, goods, SALE_STATE, type GoodImage } from '../catalogue/index.js';
import { demoCredentials } from '../order/index.js';
import { sealCredentials } from '../selling/index.js';
import { users } from '../user/index.js';
import { LISTING_STATE, rentalListings } from './table.js';

/**
 * What demo_seller asks for renting an account of each game key: prices in fen (¥1-10/h, what rental platforms ask for an ordinary account)
 * and the game's house rules. What the account holds (its title, figures and pictures) is the
 * account's own, drawn by `DrawRentalAccount`.
 */
const OFFERS: Record<
  string,
  {
    rules: string;
    hourlyFen: number;
    minHours: number;
    dayFen: number | null;
    overnightFen: number | null;
    depositFen: number;
    /** how long ago the listing was approved */
    daysAgo: number;
  }
> = {
  wzry: {
    rules: '租期内可打排位，请勿修改密码、绑定信息和实名，禁止挂机和违规言论，否则扣除押金。',
    hourlyFen: 500,
    minHours: 2,
    dayFen: 6800,
    overnightFen: 2800,
    depositFen: 3000,
    daysAgo: 23,
  },
  hpjy: {
    rules: '适合上分和开黑。租期内请勿出售物资、修改密码或换绑，违者扣押金。',
    hourlyFen: 400,
    minHours: 2,
    dayFen: 5800,
    overnightFen: 2200,
    depositFen: 2000,
    daysAgo: 16,
  },
  ys: {
    rules: '可体验全部地图。禁止抽卡、消耗原石与树脂以外的资源，禁止改密。',
    hourlyFen: 300,
    minHours: 1,
    dayFen: 4500,
    overnightFen: null,
    depositFen: 2000,
    daysAgo: 9,
  },
  lolm: {
    rules: '可排位可匹配。租期内请勿恶意送分、挂机或改密，违规扣押金。',
    hourlyFen: 200,
    minHours: 2,
    dayFen: null,
    overnightFen: 1500,
    depositFen: 1000,
    daysAgo: 4,
  },
};

/** What a rented account holds, with its own pictures drawn from it. */
export interface RentalAccount {
  /** e.g. 王者荣耀 V8 无双王者 97英雄 347皮肤 … 出租: the account's figures, the ones its pictures show */
  title: string;
  /** the account's contents in a sentence (号内有…) */
  summary: string;
  cover: string;
  images: GoodImage[];
}
/**
 * Draws the account a rental listing offers, for a game key and the server it is on (null: the game
 * has no generator).
 * db/seed-demo-rentals.ts gives the catalogue's generator and writes the pictures.
 */
export type DrawRentalAccount = (gameKey: string, districtNames: readonly string[]) => RentalAccount | null;

/**
 * A few approved rental listings of demo_seller, one per game demo_seller sells on (the server
 * comes from one of those goods), with encrypted demo credentials. Each listing's title, figures
 * and pictures come from its own account (`draw`): they used to be a fixed title beside another
 * listing's pictures (issue 37: 全英雄 120皮肤 over a cover of 25英雄 / 倔强青铜). Runs once: skipped
 * when demo_seller already has rental listings.
 */
export async function seedDemoRentals(db: Db, dataKey: Buffer, clock: Clock, draw: DrawRentalAccount): Promise<number> {
  const [seller] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo_seller')).limit(1);
  if (!seller) return 0;
  const crypto = new DataCrypto(dataKey);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('haoshi:rental-seed'))`);
    const [has] = await tx
      .select({ id: rentalListings.id })
      .from(rentalListings)
      .where(eq(rentalListings.ownerId, seller.id))
      .limit(1);
    if (has) return 0;
    const rows = await tx
      .select({ g: goods, key: games.key })
      .from(goods)
      .innerJoin(games, eq(games.id, goods.gameId))
      .where(
        and(
          eq(goods.sellerId, seller.id),
          eq(goods.saleState, SALE_STATE.onSale),
          inArray(games.key, Object.keys(OFFERS)),
        ),
      )
      .orderBy(asc(goods.id))
      .limit(200);
    const now = clock.now();
    const seen = new Set<string>();
    let n = 0;
    for (const { g, key } of rows) {
      if (seen.has(key)) continue;
      seen.add(key);
      const o = OFFERS[key]!;
      const account = draw(key, g.districtNames);
      if (!account) continue;
      const c = demoCredentials(`R${g.goodsSn}`, key);
      const at = activeTimeBefore(now, o.daysAgo, `rental:${key}`);
      await tx.insert(rentalListings).values({
        ownerId: seller.id,
        gameId: g.gameId,
        districtIds: g.districtIds,
        districtNames: g.districtNames,
        title: account.title,
        description: `${account.summary}${o.rules}`,
        cover: account.cover,
        images: account.images,
        hourlyFen: o.hourlyFen,
        minHours: o.minHours,
        dayFen: o.dayFen,
        overnightFen: o.overnightFen,
        depositFen: o.depositFen,
        credentialsEnc: sealCredentials(crypto, {
          account: c.account,
          password: c.password,
          boundPhone: '租期内无需验证码，如遇验证请联系客服',
          boundEmail: '',
          securityNotes: '租号专用账号，请勿修改密码、密保与绑定信息',
        }),
        state: LISTING_STATE.listed,
        createdAt: at,
        updatedAt: at,
      });
      n++;
    }
    return n;
  });
}

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DataCrypto } from '../../lib/crypto.js';
import { games, goods, SALE_STATE } from '../catalogue/index.js';
import { demoCredentials } from '../order/index.js';
import { sealCredentials } from '../selling/index.js';
import { users } from '../user/index.js';
import { LISTING_STATE, rentalListings } from './table.js';

/** What demo_seller offers for rent, per game key: title, description, prices in fen (¥1-10/h, domain.md). */
const OFFERS: Record<
  string,
  {
    title: string;
    description: string;
    hourlyFen: number;
    minHours: number;
    dayFen: number | null;
    overnightFen: number | null;
    depositFen: number;
  }
> = {
  wzry: {
    title: '王者荣耀 V8 荣耀王者 全英雄 120皮肤 出租',
    description:
      '全英雄，120+皮肤（含多款传说、史诗），铭文满级，巅峰赛 1800 分。租期内可打排位，请勿修改密码、绑定信息和实名，禁止挂机和违规言论，否则扣除押金。',
    hourlyFen: 500,
    minHours: 2,
    dayFen: 6800,
    overnightFen: 2800,
    depositFen: 3000,
  },
  hpjy: {
    title: '和平精英 王牌段位 全套枪皮 玛莎拉蒂 出租',
    description:
      '王牌段位，多套限定枪械皮肤与载具皮肤（玛莎拉蒂），适合上分和开黑。租期内请勿出售物资、修改密码或换绑，违者扣押金。',
    hourlyFen: 400,
    minHours: 2,
    dayFen: 5800,
    overnightFen: 2200,
    depositFen: 2000,
  },
  ys: {
    title: '原神 冒险等级60 五星角色18个 雷神满命 出租',
    description:
      '冒险等级 60，18 个五星角色（雷神满命、胡桃、夜兰），深渊 12 层满星配置，可体验全部地图。禁止抽卡、消耗原石与树脂以外的资源，禁止改密。',
    hourlyFen: 300,
    minHours: 1,
    dayFen: 4500,
    overnightFen: null,
    depositFen: 2000,
  },
  lolm: {
    title: '英雄联盟手游 钻石段位 全英雄 158皮肤 出租',
    description: '钻石段位，全英雄 158 皮肤，可排位可匹配。租期内请勿恶意送分、挂机或改密，违规扣押金。',
    hourlyFen: 200,
    minHours: 2,
    dayFen: null,
    overnightFen: 1500,
    depositFen: 1000,
  },
};

/**
 * A few approved rental listings of demo_seller, built from demo_seller's own on-sale goods of
 * those games (their screenshots and servers), with encrypted demo credentials. Runs once: skipped
 * when demo_seller already has rental listings.
 */
export async function seedDemoRentals(db: Db, dataKey: Buffer, clock: Clock): Promise<number> {
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
      const c = demoCredentials(`R${g.goodsSn}`, key);
      await tx.insert(rentalListings).values({
        ownerId: seller.id,
        gameId: g.gameId,
        districtIds: g.districtIds,
        districtNames: g.districtNames,
        title: o.title,
        description: o.description,
        cover: g.cover,
        images: g.images,
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
        createdAt: now,
        updatedAt: now,
      });
      n++;
    }
    return n;
  });
}

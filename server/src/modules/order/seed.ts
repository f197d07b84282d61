import { createHmac } from 'node:crypto';
import { and, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DataCrypto } from '../../lib/crypto.js';
import { DEMO_SELLERS, games, goods, SALE_STATE } from '../catalogue/index.js';
import { goodsCredentials, seedCredentials } from '../selling/index.js';
import { users } from '../user/index.js';
import { createWalletRepo, ENTRY_KIND } from '../wallet/index.js';
import { orderNo } from './order-no.js';
import { createOrderRepo } from './repository.js';
import { ORDER_STATE, orders } from './table.js';

const DEMO_SELLER_NAMES = ['demo_seller', ...DEMO_SELLERS.map((s) => s.userName)];

/** Deterministic per good, so a re-run (or a second instance) writes the same values. */
function pick(seed: string, n: number): number {
  return createHmac('sha256', 'haoshi-demo').update(seed).digest().readUInt32BE(0) % n;
}
const PW_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
function password(seed: string): string {
  const h = createHmac('sha256', 'haoshi-demo-pw').update(seed).digest();
  return Array.from(h.subarray(0, 10), (b) => PW_CHARS[b % PW_CHARS.length]).join('') + '!';
}

/** Login credentials that look like what sellers of each game hand over (fictional). */
export function demoCredentials(goodsSn: string, gameKey: string) {
  const mail = ['163.com', 'qq.com', '126.com', 'sina.com'][pick(goodsSn + 'm', 4)]!;
  const tail = String(1000 + pick(goodsSn + 't', 9000));
  // QQ numbers of 9-10 digits: never shaped like a full mobile number
  const qq = String(200_000_000 + pick(goodsSn + 'q', 1_800_000_000));
  // miHoYo and NetEase accounts log in by e-mail; Tencent games by QQ
  const emailGames = new Set(['ys', 'xqtd', 'dwrg', 'dzpd', 'mhxy']);
  const account = emailGames.has(gameKey) ? `hs_${goodsSn.slice(-6).toLowerCase()}@${mail}` : qq;
  return {
    v: 1,
    account,
    password: password(goodsSn),
    boundPhone: `已绑定手机尾号 ${tail}，交接时卖家在订单聊天中提供验证码`,
    boundEmail: emailGames.has(gameKey) ? '' : `已绑定邮箱 ${qq.slice(0, 3)}****@qq.com，可解绑`,
    securityNotes: ['未设置密保问题', '密保问题：我的小学名字？答案交接时提供', '已实名（卖家本人），交接后可申请更换'][
      pick(goodsSn + 's', 3)
    ]!,
  };
}

/**
 * Encrypted demo credentials for the demo sellers' listed goods, so a demo purchase can reveal a
 * login. Only goods without credentials get them; runs on every demo start at the cost of one query.
 */
export async function seedDemoCredentials(db: Db, dataKey: Buffer, clock: Clock): Promise<number> {
  const crypto = new DataCrypto(dataKey);
  const rows = await db
    .select({ id: goods.id, goodsSn: goods.goodsSn, gameKey: games.key })
    .from(goods)
    .innerJoin(users, eq(users.id, goods.sellerId))
    .innerJoin(games, eq(games.id, goods.gameId))
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
        notExists(
          db
            .select({ x: sql`1` })
            .from(goodsCredentials)
            .where(eq(goodsCredentials.goodsId, goods.id)),
        ),
      ),
    )
    .limit(5000);
  if (!rows.length) return 0;
  const now = clock.now();
  await seedCredentials(
    db,
    rows.map((r) => ({
      goodsId: r.id,
      credentialsEnc: crypto.encrypt(JSON.stringify(demoCredentials(r.goodsSn, r.gameKey))),
      updatedAt: now,
    })),
  );
  return rows.length;
}

/**
 * The demo catalogue's sold goods become real completed deals bought by demo_buyer: orders with
 * their timeline, the sellers' income and the platform's commission in the ledger, the same rows a
 * real purchase leaves. They feed the home page's recent deals and give demo_seller a balance to
 * withdraw. Goods that already have an order are skipped, so it runs once.
 */
export async function seedDemoDeals(db: Db, opts: { commissionBps: number; clock: Clock }): Promise<number> {
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo_buyer')).limit(1);
  if (!buyer) return 0;
  const repo = createOrderRepo(db);
  const wallet = createWalletRepo(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('haoshi:trade-seed'))`);
    const sold = await tx
      .select({
        id: goods.id,
        goodsSn: goods.goodsSn,
        title: goods.title,
        priceFen: goods.priceFen,
        sellerId: goods.sellerId,
        dealAt: goods.updatedAt,
      })
      .from(goods)
      .leftJoin(orders, eq(orders.goodsId, goods.id))
      .where(and(eq(goods.saleState, SALE_STATE.sold), isNull(orders.id)))
      // the newest deals, booked oldest first (below): each seller's ledger in time order, as real
      // deals are, so 收支明细 (newest id first) reads by date and each balance follows from the last
      .orderBy(desc(goods.updatedAt), desc(goods.id))
      .limit(60);
    sold.reverse();
    let n = 0;
    for (const g of sold) {
      if (g.sellerId === buyer.id) continue;
      const done = new Date(Math.min(g.dealAt.getTime(), opts.clock.now().getTime()));
      const created = new Date(done.getTime() - (2 + pick(g.goodsSn + 'h', 20)) * 3_600_000);
      const paid = new Date(created.getTime() + (1 + pick(g.goodsSn + 'p', 8)) * 60_000);
      const commissionFen = Math.round((g.priceFen * opts.commissionBps) / 10_000);
      const o = await repo.insert(
        {
          orderNo: orderNo(created, pick(g.goodsSn + 'n', 1_000_000)),
          goodsId: g.id,
          buyerId: buyer.id,
          sellerId: g.sellerId,
          state: ORDER_STATE.completed,
          goodsTitle: g.title,
          priceFen: g.priceFen,
          protection: 'none',
          protectionFeeFen: 0,
          protectionDays: null,
          totalFen: g.priceFen,
          commissionFen,
          createdAt: created,
          expiresAt: new Date(created.getTime() + 15 * 60_000),
          paidAt: paid,
          autoConfirmAt: new Date(paid.getTime() + 72 * 3_600_000),
          completedAt: done,
          updatedAt: done,
        },
        tx,
      );
      for (const [type, at] of [
        ['created', created],
        ['paid', paid],
        ['confirmed', done],
        ['completed', done],
      ] as const) {
        await repo.addEvent(
          { orderId: o.id, type, actorId: type === 'created' || type === 'confirmed' ? buyer.id : null, createdAt: at },
          tx,
        );
      }
      const ref = { refType: 'order', refId: o.id, memo: o.orderNo };
      await wallet.bookPlatform({ kind: ENTRY_KIND.escrowIn, amountFen: o.totalFen, createdAt: paid, ...ref }, tx);
      await wallet.bookPlatform({ kind: ENTRY_KIND.escrowOut, amountFen: -o.totalFen, createdAt: done, ...ref }, tx);
      await wallet.bookUser(
        o.sellerId,
        {
          kind: ENTRY_KIND.saleIncome,
          amountFen: o.priceFen - commissionFen,
          createdAt: done,
          ...ref,
          memo: `订单 ${o.orderNo} 货款`,
        },
        tx,
      );
      if (commissionFen)
        await wallet.bookPlatform(
          { kind: ENTRY_KIND.commission, amountFen: commissionFen, createdAt: done, ...ref },
          tx,
        );
      n++;
    }
    return n;
  });
}

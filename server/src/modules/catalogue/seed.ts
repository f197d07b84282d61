/**
 * Puts the catalogue into the database: the reference data (games, district trees, attribute
 * templates, home banners, artwork) on every start, and demo goods once when SEED_DEMO is on.
 * Images are SVG files under DATA_DIR/uploads/catalogue served by the existing /uploads route:
 * plain cacheable URLs, no query per image.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DataCrypto } from '../../lib/crypto.js';
import { idCheckChar } from '../../lib/idcard.js';
import { createUserRepo, users } from '../user/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { GAMES, HOME_BANNERS, bannerSvg, type DistrictNode, type GameDef } from './data/index.js';
import { gameIcon, writeSvg } from './seed-files.js';
import { seedGoods } from './seed-goods.js';
import { banners, districts, gameAttrs, games, goods } from './table.js';

// where other modules and scripts have always imported these from
export { GAME_ICON_DIR, gameIcon } from './seed-files.js';
export { seedGoods, type GoodsSeedOptions } from './seed-goods.js';

/** Leaf paths (index paths) of a game → district ids, filled in while inserting the tree. */
export type LeafIds = Map<string, number[]>;

async function insertTree(
  tx: Executor,
  gameId: number,
  nodes: readonly DistrictNode[],
  parentId: number | null,
  idxPath: number[],
  idPath: number[],
  leaves: LeafIds,
) {
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i]!;
    const [row] = await tx
      .insert(districts)
      .values({ gameId, parentId, level: n.level, name: n.name, sort: i + 1 })
      .returning({ id: districts.id });
    const ids = [...idPath, row!.id];
    if (n.children?.length) await insertTree(tx, gameId, n.children, row!.id, [...idxPath, i], ids, leaves);
    else leaves.set([...idxPath, i].join('.'), ids);
  }
}

/** Rebuilds the index-path → id-path map of a game from its stored tree (same sort order as inserted). */
async function leafIdsOf(tx: Executor, gameId: number): Promise<LeafIds> {
  const rows = await tx.select().from(districts).where(eq(districts.gameId, gameId));
  const kids = new Map<number | null, typeof rows>();
  for (const r of rows) kids.set(r.parentId, [...(kids.get(r.parentId) ?? []), r]);
  for (const list of kids.values()) list.sort((a, b) => a.sort - b.sort || a.id - b.id);
  const out: LeafIds = new Map();
  const walk = (parent: number | null, idx: number[], ids: number[]) => {
    (kids.get(parent) ?? []).forEach((r, i) => {
      const c = kids.get(r.id);
      if (c?.length) walk(r.id, [...idx, i], [...ids, r.id]);
      else out.set([...idx, i].join('.'), [...ids, r.id]);
    });
  };
  walk(null, [], []);
  return out;
}

export interface SeededGame {
  id: number;
  def: GameDef;
  leaves: LeafIds;
}

/**
 * Games, trees, templates, icons and home banners that are missing. Idempotent, and safe when
 * several instances start at once (one transaction under an advisory lock).
 */
export async function ensureCatalogueMeta(db: Db, uploadsDir: string): Promise<SeededGame[]> {
  const icons = new Map(GAMES.map((g) => [g.key, writeSvg(uploadsDir, 'icons', g.key, gameIcon(g))]));
  const bannerImgs = HOME_BANNERS.map((b) =>
    writeSvg(uploadsDir, 'banners', b.key, bannerSvg(b.title, b.subtitle, b.colors)),
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('haoshi:catalogue-seed'))`);
    const out: SeededGame[] = [];
    for (const g of GAMES) {
      const [have] = await tx
        .select({ id: games.id, icon: games.icon })
        .from(games)
        .where(eq(games.key, g.key))
        .limit(1);
      if (have) {
        if (have.icon !== icons.get(g.key))
          await tx
            .update(games)
            .set({ icon: icons.get(g.key)! })
            .where(eq(games.id, have.id));
        out.push({ id: have.id, def: g, leaves: await leafIdsOf(tx, have.id) });
        continue;
      }
      const [row] = await tx
        .insert(games)
        .values({
          key: g.key,
          name: g.name,
          icon: icons.get(g.key)!,
          sort: g.sort,
          hot: g.hot,
          popularity: g.popularity,
        })
        .returning({ id: games.id });
      const leaves: LeafIds = new Map();
      await insertTree(tx, row!.id, g.districts, null, [], [], leaves);
      if (g.attrs.length) {
        await tx.insert(gameAttrs).values(
          g.attrs.map((a) => ({
            gameId: row!.id,
            fieldKey: a.fieldKey,
            fieldName: a.fieldName,
            fieldType: a.fieldType,
            sort: a.sort,
            must: a.must,
            isSearch: a.isSearch,
            range: a.range ?? null,
            options: a.options ?? null,
          })),
        );
      }
      out.push({ id: row!.id, def: g, leaves });
    }
    const [anyBanner] = await tx.select({ id: banners.id }).from(banners).where(eq(banners.type, 1)).limit(1);
    if (!anyBanner) {
      await tx.insert(banners).values(
        HOME_BANNERS.map((b, i) => ({
          type: 1,
          name: b.title,
          img: bannerImgs[i]!,
          h5Img: bannerImgs[i]!,
          jumpUrl: b.link,
          sort: i + 1,
          enabled: true,
        })),
      );
    }
    return out;
  });
}

/** Fictional sellers (made-up names; ID numbers built only to pass the GB 11643 checksum). */
export const DEMO_SELLERS = [
  { userName: 'shop_xinghe', phone: '13700000011', nickName: '星河账号铺', idCard: '44030519850214' + '135' },
  { userName: 'shop_yunduan', phone: '13700000012', nickName: '云端游戏号', idCard: '51010719920630' + '258' },
  { userName: 'shop_qingfeng', phone: '13700000013', nickName: '清风号行', idCard: '32050219870918' + '371' },
  { userName: 'shop_beichen', phone: '13700000014', nickName: '北辰精品号', idCard: '42010619950105' + '494' },
] as const;

/** Creates the fictional sellers that are missing (verified, no password: they cannot log in). */
export async function ensureSellers(db: Db, dataKey: Buffer, now: Date): Promise<number[]> {
  const repo = createUserRepo(db);
  const crypto = new DataCrypto(dataKey);
  const ids: number[] = [];
  for (const s of DEMO_SELLERS) {
    const idCard = s.idCard + idCheckChar(s.idCard);
    let row = await repo.findActiveByUserName(s.userName);
    if (!row) {
      row = await repo.insert({ userName: s.userName, phone: s.phone, nickName: s.nickName, roles: ['user'] }, now);
      if (!row) continue; // phone taken by a real account: skip this seller
      await repo
        .setRealname(
          row.id,
          {
            realNameEnc: crypto.encrypt(s.nickName),
            idCardEnc: crypto.encrypt(idCard),
            idCardHash: crypto.hmac(`idcard:${idCard}`),
          },
          now,
        )
        .catch((e) => {
          if (!isUniqueViolation(e)) throw e;
        });
    }
    ids.push(row.id);
  }
  return ids;
}

export const DEMO_GOODS = 360;

/**
 * First start with SEED_DEMO: 360 generated goods (about 30 sold, a few pending review for
 * demo_seller), most sold by demo_seller and the rest by the fictional shops. Does nothing once
 * any good exists.
 */
export async function seedDemoCatalogue(db: Db, opts: { uploadsDir: string; dataKey: Buffer; clock: Clock }) {
  const seeded = await ensureCatalogueMeta(db, opts.uploadsDir);
  const [any] = await db.select({ id: goods.id }).from(goods).limit(1);
  if (any) return 0;
  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userName, 'demo_seller')))
    .limit(1);
  const now = opts.clock.now();
  const shops = await ensureSellers(db, opts.dataKey, now);
  const sellerIds = demo ? [demo.id, ...shops] : shops;
  if (!sellerIds.length) return 0;
  // under the seed lock, re-checked: two instances starting together insert the demo goods once
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('haoshi:catalogue-seed'))`);
    const [again] = await tx.select({ id: goods.id }).from(goods).limit(1);
    if (again) return 0;
    return seedGoods(tx, seeded, {
      count: DEMO_GOODS,
      seed: 'haoshi-demo',
      now,
      sellerIds,
      sold: 30,
      pending: 4,
      images: 'each',
      uploadsDir: opts.uploadsDir,
    });
  });
}

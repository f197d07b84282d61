/**
 * Puts the catalogue into the database: the reference data (games, district trees, attribute
 * templates, home banners, artwork) on every start, and demo goods once when SEED_DEMO is on.
 * Images are SVG files under DATA_DIR/uploads/catalogue served by the existing /uploads route:
 * plain cacheable URLs, no query per image.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { DataCrypto } from '../../lib/crypto.js';
import { idCheckChar } from '../../lib/idcard.js';
import { createUserRepo } from '../user/repository.js';
import { isUniqueViolation } from '../user/service.js';
import { users } from '../user/table.js';
import {
  GAMES,
  HOME_BANNERS,
  bannerSvg,
  gameIconSvg,
  generateGoods,
  goodCoverSvg,
  goodThumbSvg,
  goodGallerySvgs,
  type DistrictNode,
  type GameDef,
  type GeneratedGood,
} from './data/index.js';
import { bulkInsertGoods, type GoodInsert } from './repository.js';
import { goodGrams } from './search.js';
import { banners, districts, gameAttrs, games, goods, SALE_STATE, type GoodImage } from './table.js';

const URL_ROOT = '/uploads/catalogue';

/**
 * Each seeded game's icon: original artwork committed as server/assets/game-icons/<key>.svg (a
 * crown, a parachute, a sword … in the game's colours; no names, logos or trademarks). The path is
 * the same from src/ (tsx) and from dist/ (the build): both sit three levels under server/.
 */
export const GAME_ICON_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'assets',
  'game-icons',
);

/** A game's committed icon; a game added without one gets the generated initials icon until it has one. */
export function gameIcon(game: GameDef): string {
  const file = path.join(GAME_ICON_DIR, `${game.key}.svg`);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : gameIconSvg(game);
}

function shortHash(s: string) {
  return createHash('sha256').update(s).digest('hex').slice(0, 10);
}

/** Writes an SVG under uploads/catalogue/<dir>/ named by its content hash (so URLs can be cached forever). */
function writeSvg(uploadsDir: string, dir: string, stem: string, svg: string): string {
  const name = `${stem}-${shortHash(svg)}.svg`;
  const abs = path.join(uploadsDir, 'catalogue', dir);
  mkdirSync(abs, { recursive: true });
  const file = path.join(abs, name);
  if (!existsSync(file)) writeFileSync(file, svg);
  return `${URL_ROOT}/${dir}/${name}`;
}

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

export interface GoodsSeedOptions {
  count: number;
  seed: number | string;
  now: Date;
  /** sellers to spread goods over: the first gets `mainShare` of them */
  sellerIds: number[];
  mainShare?: number;
  /** goods that get saleState 3 (sold) / 0 (pending, main seller) */
  sold?: number;
  pending?: number;
  /** 'each': cover and gallery files for every good; 'shared': a few covers per game, no gallery */
  images: 'each' | 'shared' | 'none';
  uploadsDir?: string;
  startSeq?: number;
  chunk?: number;
  onProgress?: (done: number) => void;
}

/** Generates and bulk-inserts goods; returns how many were written. */
export async function seedGoods(db: Executor, seeded: SeededGame[], o: GoodsSeedOptions): Promise<number> {
  const byKey = new Map(seeded.map((s) => [s.def.key, s]));
  const chunk = o.chunk ?? 5000;
  // each game's icon is read once, not once per good
  const icons = new Map<string, string>();
  const iconOf = (g: GameDef) => icons.get(g.key) ?? icons.set(g.key, gameIcon(g)).get(g.key)!;
  const shared = new Map<string, string[]>();
  const mainShare = o.mainShare ?? 0.7;
  const now = o.now.getTime();
  let done = 0;
  for (let start = 0; start < o.count; start += chunk) {
    const n = Math.min(chunk, o.count - start);
    const batch = generateGoods(n, `${o.seed}:${start}`, {
      now: o.now,
      startSeq: (o.startSeq ?? 1) + start,
      games: seeded.map((s) => s.def),
    });
    const rows: GoodInsert[] = [];
    for (let i = 0; i < batch.length; i++) {
      const g: GeneratedGood = batch[i]!;
      const k = start + i;
      const s = byKey.get(g.gameKey)!;
      const ids = s.leaves.get(g.districtPath.join('.'));
      if (!ids) throw new Error(`district path ${g.districtPath.join('.')} of ${g.gameKey} not in the database`);
      let saleState: number = SALE_STATE.onSale;
      // spread sold and pending goods evenly over the batch so every game gets some
      if (
        o.sold &&
        k % Math.max(1, Math.floor(o.count / o.sold)) === 1 &&
        Math.floor(k / Math.max(1, Math.floor(o.count / o.sold))) < o.sold
      )
        saleState = SALE_STATE.sold;
      else if (
        o.pending &&
        k % Math.max(1, Math.floor(o.count / o.pending)) === 2 &&
        Math.floor(k / Math.max(1, Math.floor(o.count / o.pending))) < o.pending
      )
        saleState = SALE_STATE.pending;
      const r = ((k * 2654435761) >>> 0) / 2 ** 32;
      const sellerId =
        saleState === SALE_STATE.pending || r < mainShare || o.sellerIds.length === 1
          ? o.sellerIds[0]!
          : o.sellerIds[1 + (k % (o.sellerIds.length - 1))]!;
      let cover: string | null = null;
      let images: GoodImage[] = [];
      if (o.images === 'each' && o.uploadsDir) {
        // the list shows the square thumbnail; the gallery opens on the wide cover
        cover = writeSvg(o.uploadsDir, `goods/${g.gameKey}`, `${g.goodsSn}-thumb`, goodThumbSvg(g, s.def));
        const wide = writeSvg(
          o.uploadsDir,
          `goods/${g.gameKey}`,
          `${g.goodsSn}-cover`,
          goodCoverSvg(g, s.def, iconOf(s.def)),
        );
        images = [
          { url: wide, thumb: cover },
          ...goodGallerySvgs(g, s.def)
            .map((svg, j) => writeSvg(o.uploadsDir!, `goods/${g.gameKey}`, `${g.goodsSn}-${j + 1}`, svg))
            .map((url) => ({ url, thumb: url })),
        ];
      } else if (o.images === 'shared' && o.uploadsDir) {
        let covers = shared.get(g.gameKey);
        if (!covers) shared.set(g.gameKey, (covers = []));
        if (covers.length < 4)
          covers.push(
            writeSvg(o.uploadsDir, `shared/${g.gameKey}`, `thumb${covers.length + 1}`, goodThumbSvg(g, s.def)),
          );
        cover = covers[k % covers.length]!;
        images = [{ url: cover, thumb: cover }];
      }
      // a sold good's deal time: some hours after listing, never in the future
      const updatedAt =
        saleState === SALE_STATE.sold
          ? new Date(Math.min(now - (k % 97) * 60_000, g.createdAt.getTime() + 3_600_000 * (1 + (k % 48))))
          : g.createdAt;
      rows.push({
        goodsSn: g.goodsSn,
        gameId: s.id,
        districtIds: ids,
        districtNames: [...g.districtNames],
        title: g.title,
        description: g.description,
        priceFen: g.price,
        saleState,
        accountType: g.accountType,
        isGuarantee: g.isGuarantee,
        tags: g.tags,
        cover,
        images,
        attrs: g.attrs,
        sellerId,
        searchGrams: goodGrams(g.title, g.description),
        createdAt: g.createdAt,
        updatedAt: updatedAt.getTime() < g.createdAt.getTime() ? g.createdAt : updatedAt,
      });
    }
    await bulkInsertGoods(db, rows);
    done += rows.length;
    o.onProgress?.(done);
  }
  return done;
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

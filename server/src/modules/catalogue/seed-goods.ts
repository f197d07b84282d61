/**
 * Generated goods into the database in bulk: the demo catalogue (seed.ts) and the benchmark's
 * 200,000 or 1,000,000 (scripts/seed-goods.ts).
 */
import type { Executor } from '../../db/client.js';
import {
  generateGoods,
  goodCoverSvg,
  goodThumbSvg,
  goodGallerySvgs,
  type GameDef,
  type GeneratedGood,
} from './data/index.js';
import { bulkInsertGoods, type GoodInsert } from './repository.js';
import { goodGrams } from './search.js';
import type { SeededGame } from './seed.js';
import { gameIcon, writeSvg } from './seed-files.js';
import { SALE_STATE, type GoodImage } from './table.js';
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

import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import type { Actor } from '../../lib/actor.js';
import {
  chars,
  checkCredentials,
  checkDistrictPath,
  DESC_MAX,
  DESC_MIN,
  IMAGES_MAX,
  IMAGES_MIN,
  TITLE_MAX,
  TITLE_MIN,
  sealCredentials,
  type CredentialsInput,
} from '../selling/index.js';
import type { RentalContext } from './context.js';
import { LISTING_STATE, LISTING_STATE_TEXT } from './table.js';
import { LISTING_NOT_FOUND } from './texts.js';
import { ownListing } from './views.js';

export const PRICE_LIMITS = {
  hourlyMin: 100,
  hourlyMax: 100_000,
  packageMax: 1_000_000,
  depositMax: 1_000_000,
  minHoursMax: 24,
} as const;

export interface ListingInput {
  id?: number;
  gameId: number;
  districtId: number;
  title: string;
  description: string;
  images: string[];
  hourlyFen: number;
  minHours: number;
  dayFen?: number | null;
  overnightFen?: number | null;
  depositFen: number;
  credentials: CredentialsInput;
}

/** The owner's listings: save (every save goes back to review), read, put on and off the shelf. */
export function rentalListings(ctx: RentalContext) {
  const { repo, districts, upload, crypto, clock, db, cfg, gameNames } = ctx;

  async function validate(actor: Actor, b: ListingInput) {
    const names = await gameNames();
    if (!names.has(b.gameId)) throw new BadRequest('参数错误：gameId 游戏不存在');
    const path = checkDistrictPath(await districts.districtPath(b.districtId), b.gameId);
    const title = b.title.trim();
    // the sale listing's rules (selling/rules.ts): one title and description rule for every listing
    if (chars(title) < TITLE_MIN || chars(title) > TITLE_MAX)
      throw new BadRequest(`参数错误：title 标题为${TITLE_MIN}-${TITLE_MAX}个字`);
    const description = b.description.trim();
    if (chars(description) < DESC_MIN || chars(description) > DESC_MAX)
      throw new BadRequest(`参数错误：description 描述为${DESC_MIN}-${DESC_MAX}个字`);
    if (b.hourlyFen < PRICE_LIMITS.hourlyMin || b.hourlyFen > PRICE_LIMITS.hourlyMax)
      throw new BadRequest('参数错误：hourlyFen 小时租金为¥1-¥1000');
    if (b.minHours < 1 || b.minHours > PRICE_LIMITS.minHoursMax || b.minHours > cfg.maxHours)
      throw new BadRequest(
        `参数错误：minHours 最少租用时长为1-${Math.min(PRICE_LIMITS.minHoursMax, cfg.maxHours)}小时`,
      );
    const pkg = (v: number | null | undefined, field: string, name: string) => {
      if (v === undefined || v === null) return null;
      if (v < PRICE_LIMITS.hourlyMin || v > PRICE_LIMITS.packageMax)
        throw new BadRequest(`参数错误：${field} ${name}价格为¥1-¥10000`);
      return v;
    };
    const dayFen = pkg(b.dayFen, 'dayFen', '包天');
    const overnightFen = pkg(b.overnightFen, 'overnightFen', '包夜');
    if (b.depositFen < 0 || b.depositFen > PRICE_LIMITS.depositMax)
      throw new BadRequest('参数错误：depositFen 押金为¥0-¥10000');
    if (b.images.length < IMAGES_MIN || b.images.length > IMAGES_MAX)
      throw new BadRequest(`参数错误：images 请上传${IMAGES_MIN}-${IMAGES_MAX}张截图`);
    if (new Set(b.images).size !== b.images.length) throw new BadRequest('参数错误：images 截图有重复');
    const images = await upload.ownImages(actor.userId, b.images);
    if (!images) throw new BadRequest('参数错误：images 截图须为本人上传的图片，请重新上传');
    const credentials = checkCredentials(b.credentials);
    return {
      gameId: b.gameId,
      districtIds: path.map((d) => d.id),
      districtNames: path.map((d) => d.name),
      title,
      description,
      cover: images[0]!.thumb,
      images,
      hourlyFen: b.hourlyFen,
      minHours: b.minHours,
      dayFen,
      overnightFen,
      depositFen: b.depositFen,
      credentialsEnc: sealCredentials(crypto, credentials),
    };
  }

  return {
    async saveListing(actor: Actor, b: ListingInput) {
      const v = await validate(actor, b);
      const now = clock.now();
      if (b.id === undefined) {
        const l = await repo.insertListing({
          ...v,
          ownerId: actor.userId,
          state: LISTING_STATE.pending,
          createdAt: now,
          updatedAt: now,
        });
        return { id: l.id, state: l.state };
      }
      const cur = await repo.listing(b.id);
      if (!cur || cur.ownerId !== actor.userId) throw new NotFound(LISTING_NOT_FOUND);
      // any edit goes back to review; paid rentals keep running (they were priced at creation)
      const l = await repo.updateListing(b.id, actor.userId, {
        ...v,
        state: LISTING_STATE.pending,
        rejectReason: null,
        updatedAt: now,
      });
      if (!l) throw new NotFound(LISTING_NOT_FOUND);
      return { id: l.id, state: l.state };
    },
    async myListings(actor: Actor, q: { state?: number; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const [{ rows, total }, games] = await Promise.all([
        repo.listingsOf(actor.userId, q.state, p.limit, p.offset),
        gameNames(),
      ]);
      return { rows: rows.map((l) => ownListing(l, games)), total };
    },
    /** The edit form: everything but the credentials (the owner re-enters them on save). */
    async myListing(actor: Actor, id: number) {
      const l = await repo.listing(id);
      if (!l || l.ownerId !== actor.userId) throw new NotFound(LISTING_NOT_FOUND);
      const games = await gameNames();
      return { ...ownListing(l, games), description: l.description, images: l.images, districtIds: l.districtIds };
    },
    async setShelf(actor: Actor, id: number, on: boolean) {
      const l = await repo.listing(id);
      if (!l || l.ownerId !== actor.userId) throw new NotFound(LISTING_NOT_FOUND);
      const now = clock.now();
      const row = on
        ? await repo.transitionListing(id, [LISTING_STATE.offShelf], LISTING_STATE.listed, {}, now, db, actor.userId)
        : await repo.transitionListing(id, [LISTING_STATE.listed], LISTING_STATE.offShelf, {}, now, db, actor.userId);
      if (!row) throw new Conflict(`该账号${LISTING_STATE_TEXT[l.state] ?? ''}，不能${on ? '上架' : '下架'}`);
      return { id, state: row.state };
    },
  };
}

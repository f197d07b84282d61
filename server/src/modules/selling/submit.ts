import { randomInt } from 'node:crypto';
import { BadRequest, Forbidden, NotFound } from '../../lib/errors.js';
import { enforce } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Executor } from '../../db/client.js';
import { goodGrams, SALE_STATE, type ListingContent } from '../catalogue/index.js';
import { staffModeRequiredBy, type HandoverMode } from '../handover/index.js';
import { REAL_STATUS } from '../user/index.js';
import type { SellingContext } from './context.js';
import { checkRegistration, type Registration, type RegistrationInput } from './registration-data.js';
import { deriveTags } from './tags.js';
import { contactNote, NOT_FOUND, refuse } from './texts.js';
import {
  chars,
  checkAttrs,
  checkDistrictPath,
  sealCredentials,
  checkCredentials,
  checkPrice,
  DESC_MAX,
  DESC_MIN,
  IMAGES_MAX,
  IMAGES_MIN,
  TITLE_MAX,
  TITLE_MIN,
  type CredentialsInput,
} from './validate.js';

const CONSIGNED = 2;
/** States a seller may edit (content goes back to review). */
const EDITABLE: number[] = [SALE_STATE.onSale, SALE_STATE.offShelf, SALE_STATE.rejected];

export interface ConsignmentInput {
  id?: number;
  gameId: number;
  districtId: number;
  title: string;
  description: string;
  priceFen: number;
  isGuarantee: 0 | 1 | 2;
  bargain: boolean;
  /** 'self' when omitted */
  handoverMode?: HandoverMode;
  attrs: Record<string, unknown>;
  images: string[];
  credentials: CredentialsInput;
  /** the original registration data, with its separate consent; left out, an edit keeps what the good had */
  registration?: RegistrationInput;
}

/** Display number of a consigned good: JS + China-time date + 8 random digits. */
function newGoodsSn(now: Date): string {
  const cn = new Date(now.getTime() + 8 * 3_600_000);
  const ymd = `${String(cn.getUTCFullYear()).slice(2)}${String(cn.getUTCMonth() + 1).padStart(2, '0')}${String(cn.getUTCDate()).padStart(2, '0')}`;
  return `JS${ymd}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** Submitting a listing: a new one, or a new version of the seller's own, which goes (back) to review. */
export function sellingSubmit(
  ctx: SellingContext,
  storeRegistration: (tx: Executor, goodsId: number, r: Registration, now: Date) => Promise<void>,
) {
  const { repo, goods, catalogue, upload, users, crypto, limiter, config, clock, db, moderation, events } = ctx;
  const { gameNames } = ctx;

  /**
   * The seller's handover mode, refused (not silently switched) when the operators' rules require
   * the staff mode: the seller learns why before the listing goes to review, and the buyer's fee is
   * never a surprise to the seller either.
   */
  async function handoverModeOf(b: ConsignmentInput): Promise<HandoverMode> {
    const mode = b.handoverMode ?? 'self';
    if (mode === 'staff') return mode;
    const key = (await catalogue.games()).find((g) => g.id === b.gameId)?.key;
    const why = staffModeRequiredBy(config.trade.handover, b.priceFen, key);
    if (why) throw new BadRequest(why);
    return mode;
  }

  /** Everything of a submission except ownership of an edited good, checked in the order the form shows it. */
  async function validate(
    actor: Actor,
    b: ConsignmentInput,
  ): Promise<{ content: ListingContent; credentials: Required<CredentialsInput>; registration: Registration | null }> {
    const names = await gameNames();
    if (!names.has(b.gameId)) throw new BadRequest('参数错误：游戏不存在');
    const path = checkDistrictPath(await repo.districtPath(b.districtId), b.gameId);

    const title = b.title.trim();
    if (chars(title) < TITLE_MIN || chars(title) > TITLE_MAX)
      throw new BadRequest(`标题为${TITLE_MIN}-${TITLE_MAX}个字`);
    checkPrice(b.priceFen);

    const attrs = checkAttrs(await catalogue.template(b.gameId), b.attrs);

    const description = b.description.trim();
    if (chars(description) < DESC_MIN || chars(description) > DESC_MAX)
      throw new BadRequest(`描述为${DESC_MIN}-${DESC_MAX}个字`);
    // contact details do not refuse the listing: they hold it for the operator, who reads what was found
    const contacts = await moderation.screenListing(actor.userId, [
      { label: '标题', text: title },
      { label: '描述', text: description },
    ]);

    if (b.images.length < IMAGES_MIN || b.images.length > IMAGES_MAX)
      throw new BadRequest(`请上传${IMAGES_MIN}-${IMAGES_MAX}张截图`);
    if (new Set(b.images).size !== b.images.length) throw new BadRequest('截图有重复');
    const images = await upload.ownImages(actor.userId, b.images);
    if (!images) throw new BadRequest('截图须为本人上传的图片，请重新上传');

    const credentials = checkCredentials(b.credentials);
    const registration = b.registration ? checkRegistration(b.registration, clock.now()) : null;
    // a listing that makes the buyer pay for cover must let the buyer appeal as the first registrant;
    // an edit keeps the data given before, so it need not be typed again
    if (b.isGuarantee === 1 && !registration && !(b.id !== undefined && (await repo.sealedRegistrationOf(b.id))))
      throw new BadRequest('要求买家购买包赔的商品须填写首次注册信息');
    const handoverMode = await handoverModeOf(b);
    return {
      content: {
        gameId: b.gameId,
        districtIds: path.map((d) => d.id),
        districtNames: path.map((d) => d.name),
        title,
        description,
        priceFen: b.priceFen,
        isGuarantee: b.isGuarantee,
        handoverMode,
        tags: deriveTags([], b.isGuarantee, b.bargain),
        cover: images[0]!.thumb,
        images,
        attrs,
        searchGrams: goodGrams(title, description),
        reviewNote: contacts.length ? contactNote(contacts) : null,
        ...(registration ? { hasRegistration: true as const } : {}),
      },
      credentials,
      registration,
    };
  }

  /** goods_sn is random: on the rare collision with an existing number, try another. */
  async function insertWithFreshSn(run: (goodsSn: string) => Promise<number>): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await run(newGoodsSn(clock.now()));
      } catch (e) {
        if (attempt < 4 && isUniqueViolation(e)) continue;
        throw e;
      }
    }
  }

  return {
    /**
     * A new listing (pending review) or, with `id`, a new version of my own listing in state
     * 1/4/99, which goes back to review. Credentials are replaced, encrypted, in the same
     * transaction; the draft goes with it.
     */
    async submit(actor: Actor, b: ConsignmentInput): Promise<{ id: number; saleState: number }> {
      const me = await users.findById(actor.userId);
      // trading platforms may not serve minors: selling needs a verified (adult, checked at verification) identity
      if (!me || me.realStatus !== REAL_STATUS.verified) throw new Forbidden('请先完成实名认证');
      if (b.id !== undefined) {
        const cur = await repo.stateOf(b.id);
        if (!cur || cur.sellerId !== actor.userId) throw new NotFound(NOT_FOUND);
        if (!EDITABLE.includes(cur.saleState)) throw refuse(cur.saleState, '编辑');
      }
      const { content, credentials, registration } = await validate(actor, b);
      // counted only for submissions that would be stored: fixing a typo costs nothing
      await enforce(limiter, 'consign:user', String(actor.userId), config.rateLimits.consignUser);
      const now = clock.now();
      const sealed = sealCredentials(crypto, credentials);

      let id: number;
      if (b.id !== undefined) {
        const editId = b.id;
        id = await db.transaction(async (tx) => {
          const tags = deriveTags((await repo.tagsOf(editId, tx)) ?? [], b.isGuarantee, b.bargain);
          const row = await goods.updateOwnContent(
            editId,
            actor.userId,
            EDITABLE,
            SALE_STATE.pending,
            { ...content, tags },
            now,
            tx,
          );
          if (!row) {
            // changed state (sold, taken into trade) between the check above and now
            const cur = await repo.stateOf(editId, tx);
            if (!cur || cur.sellerId !== actor.userId) throw new NotFound(NOT_FOUND);
            throw refuse(cur.saleState, '编辑');
          }
          await repo.upsertCredentials(editId, sealed, now, tx);
          if (registration) await storeRegistration(tx, editId, registration, now);
          await repo.deleteDraft(actor.userId, tx);
          return editId;
        });
      } else {
        id = await insertWithFreshSn(async (goodsSn) =>
          db.transaction(async (tx) => {
            const newId = await goods.insertGood(
              {
                ...content,
                goodsSn,
                sellerId: actor.userId,
                saleState: SALE_STATE.pending,
                accountType: CONSIGNED,
                now,
              },
              tx,
            );
            await repo.upsertCredentials(newId, sealed, now, tx);
            if (registration) await storeRegistration(tx, newId, registration, now);
            await repo.deleteDraft(actor.userId, tx);
            return newId;
          }),
        );
      }
      await events.afterCommit('goods.changed', { cause: 'goods.submitted' });
      return { id, saleState: SALE_STATE.pending };
    },
  };
}

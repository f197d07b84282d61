import { randomInt } from 'node:crypto';
import type { Reactions } from '../../lib/events.js';
import type { ModerationService } from '../moderation/index.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DataCrypto } from '../../lib/crypto.js';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import { enforce, type RateLimiter } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/actor.js';
import {
  goodGrams,
  SALE_STATE,
  type CatalogueService,
  type GoodsWrites,
  type ListingContent,
} from '../catalogue/index.js';
import { SEND_TYPE, type MessageService } from '../message/index.js';
import type { UploadService } from '../upload/index.js';
import { REAL_STATUS, type UserReads, type CancelBlocker } from '../user/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { SellingRepo } from './repository.js';
import {
  chars,
  checkAttrs,
  checkDistrictPath,
  sealCredentials,
  checkCredentials,
  checkPrice,
  DESC_MAX,
  DESC_MIN,
  hasSecretKey,
  IMAGES_MAX,
  IMAGES_MIN,
  TITLE_MAX,
  TITLE_MIN,
  type AttrValue,
  type CredentialsInput,
} from './validate.js';

export const DRAFT_MAX_BYTES = 20 * 1024;
/**
 * A guarantee's tag on the list card says which one it is: the seller gives the basic cover
 * (isGuarantee 2), or the buyer buys a tier (isGuarantee 1). One 「包赔」 tag for both read as free
 * cover on listings where the buyer had to pay for it (issue 37; migration 0017 split the stored ones).
 */
export const TAG_GUARANTEE_GIVEN = '赠送包赔';
export const TAG_GUARANTEE_BUY = '可购包赔';
const GUARANTEE_TAGS: readonly string[] = [TAG_GUARANTEE_GIVEN, TAG_GUARANTEE_BUY, '包赔'];
export const TAG_BARGAIN = '可议价';
const CONSIGNED = 2;

/** How a state reads in a refusal ("商品交易中，不能改价"). */
export const STATE_TEXT: Record<number, string> = {
  [SALE_STATE.pending]: '正在审核中',
  [SALE_STATE.onSale]: '已在售',
  [SALE_STATE.inTrade]: '交易中',
  [SALE_STATE.sold]: '已售出',
  [SALE_STATE.offShelf]: '已下架',
  [SALE_STATE.problem]: '为问题账号',
  [SALE_STATE.recovered]: '已被找回',
  [SALE_STATE.rejected]: '审核未通过',
};
const refuse = (state: number, what: string) => new Conflict(`商品${STATE_TEXT[state] ?? '当前状态'}，不能${what}`);

/** States a seller may edit (content goes back to review) and reprice. */
const EDITABLE: number[] = [SALE_STATE.onSale, SALE_STATE.offShelf, SALE_STATE.rejected];
const REPRICEABLE: number[] = [SALE_STATE.pending, SALE_STATE.onSale, SALE_STATE.offShelf, SALE_STATE.rejected];

export interface ConsignmentInput {
  id?: number;
  gameId: number;
  districtId: number;
  title: string;
  description: string;
  priceFen: number;
  isGuarantee: 0 | 1 | 2;
  bargain: boolean;
  attrs: Record<string, unknown>;
  images: string[];
  credentials: CredentialsInput;
}

/** Display number of a consigned good: JS + China-time date + 8 random digits. */
function newGoodsSn(now: Date): string {
  const cn = new Date(now.getTime() + 8 * 3_600_000);
  const ymd = `${String(cn.getUTCFullYear()).slice(2)}${String(cn.getUTCMonth() + 1).padStart(2, '0')}${String(cn.getUTCDate()).padStart(2, '0')}`;
  return `JS${ymd}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** 赠送包赔 or 可购包赔 and 可议价 follow the seller's choices; any other tag (set by the platform) is kept on edit. */
export function deriveTags(existing: readonly string[], isGuarantee: number, bargain: boolean): string[] {
  const kept = existing.filter((t) => !GUARANTEE_TAGS.includes(t) && t !== TAG_BARGAIN);
  const guarantee = isGuarantee === 2 ? [TAG_GUARANTEE_GIVEN] : isGuarantee === 1 ? [TAG_GUARANTEE_BUY] : [];
  return [...guarantee, ...(bargain ? [TAG_BARGAIN] : []), ...kept];
}

export function createSellingService(deps: {
  messages: Pick<MessageService, 'sendMessage'>;
  moderation: Pick<ModerationService, 'assertAllowed'>;
  repo: SellingRepo;
  /** the listing's row and sale state (the catalogue owns `goods`), in this service's transactions */
  goods: Pick<GoodsWrites, 'insertGood' | 'updateOwnContent' | 'transition' | 'setPrice'>;
  catalogue: Pick<CatalogueService, 'template' | 'games'>;
  /** publishes goods.changed after a write that changes what the lists show */
  events: Pick<Reactions, 'afterCommit'>;
  upload: Pick<UploadService, 'ownImages'>;
  users: Pick<UserReads, 'findById'>;
  crypto: DataCrypto;
  limiter: RateLimiter;
  config: Pick<AppConfig, 'rateLimits'>;
  clock: Clock;
  db: Db;
}) {
  const { repo, goods, catalogue, upload, users, crypto, limiter, config, clock, db, moderation, messages, events } =
    deps;

  async function gameNames(): Promise<Map<number, string>> {
    return new Map((await catalogue.games()).map((g) => [g.id, g.name]));
  }

  /** Everything of a submission except ownership of an edited good, checked in the order the form shows it. */
  async function validate(
    actor: Actor,
    b: ConsignmentInput,
  ): Promise<{ content: ListingContent; credentials: Required<CredentialsInput> }> {
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
    await moderation.assertAllowed(actor.userId, 'listing', [
      { label: '标题', text: title },
      { label: '描述', text: description },
    ]);

    if (b.images.length < IMAGES_MIN || b.images.length > IMAGES_MAX)
      throw new BadRequest(`请上传${IMAGES_MIN}-${IMAGES_MAX}张截图`);
    if (new Set(b.images).size !== b.images.length) throw new BadRequest('截图有重复');
    const images = await upload.ownImages(actor.userId, b.images);
    if (!images) throw new BadRequest('截图须为本人上传的图片，请重新上传');

    const credentials = checkCredentials(b.credentials);
    return {
      content: {
        gameId: b.gameId,
        districtIds: path.map((d) => d.id),
        districtNames: path.map((d) => d.name),
        title,
        description,
        priceFen: b.priceFen,
        isGuarantee: b.isGuarantee,
        tags: deriveTags([], b.isGuarantee, b.bargain),
        cover: images[0]!.thumb,
        images,
        attrs,
        searchGrams: goodGrams(title, description),
      },
      credentials,
    };
  }

  const seal = (c: Required<CredentialsInput>) => sealCredentials(crypto, c);

  /**
   * Account deletion waits while the seller has goods a buyer could still order or is buying
   * (pending review, on sale, in trade): an anonymised seller cannot hand an account over.
   */
  const cancelBlocker: CancelBlocker = async (u, tx) => {
    const n = await repo.countInStates(u.id, [SALE_STATE.pending, SALE_STATE.onSale, SALE_STATE.inTrade], tx);
    return n > 0 ? `还有 ${n} 件审核中、在售或交易中的商品，请先下架或完成交易` : null;
  };

  return {
    cancelBlocker,

    // ------------------------------------------------------------ drafts
    async draft(actor: Actor) {
      const row = await repo.draftOf(actor.userId);
      return row ? { data: row.data, updatedAt: row.updatedAt.toISOString() } : null;
    },

    async saveDraft(actor: Actor, input: { gameId: number; data: Record<string, unknown> }) {
      // the form keeps credentials in memory only; a draft carrying them is a client bug or an attack
      if (hasSecretKey(input.data)) throw new BadRequest('草稿不能包含账号密码');
      if (Buffer.byteLength(JSON.stringify(input.data), 'utf8') > DRAFT_MAX_BYTES) throw new BadRequest('草稿内容过大');
      const now = clock.now();
      await repo.saveDraft(actor.userId, input.gameId, input.data, now);
      return { updatedAt: now.toISOString() };
    },

    async deleteDraft(actor: Actor) {
      await repo.deleteDraft(actor.userId);
    },

    // ------------------------------------------------------------ submit / edit
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
        if (!cur || cur.sellerId !== actor.userId) throw new NotFound('商品不存在');
        if (!EDITABLE.includes(cur.saleState)) throw refuse(cur.saleState, '编辑');
      }
      const { content, credentials } = await validate(actor, b);
      // counted only for submissions that would be stored: fixing a typo costs nothing
      await enforce(limiter, 'consign:user', String(actor.userId), config.rateLimits.consignUser);
      const now = clock.now();
      const sealed = seal(credentials);

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
            if (!cur || cur.sellerId !== actor.userId) throw new NotFound('商品不存在');
            throw refuse(cur.saleState, '编辑');
          }
          await repo.upsertCredentials(editId, sealed, now, tx);
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
            await repo.deleteDraft(actor.userId, tx);
            return newId;
          }),
        );
      }
      await events.afterCommit('goods.changed', { cause: 'goods.submitted' });
      return { id, saleState: SALE_STATE.pending };
    },

    // ------------------------------------------------------------ my goods
    async mine(actor: Actor, q: { saleState?: number; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const [{ rows, total }, names] = await Promise.all([
        repo.mine(actor.userId, q.saleState, p.limit, p.offset),
        gameNames(),
      ]);
      return {
        rows: rows.map((r) => ({
          id: r.id,
          title: r.title,
          priceFen: r.priceFen,
          gameId: r.gameId,
          gameName: names.get(r.gameId) ?? '',
          districtNames: r.districtNames,
          cover: r.cover,
          tags: r.tags,
          isGuarantee: r.isGuarantee as 0 | 1 | 2,
          viewCount: r.viewCount,
          createdAt: r.createdAt.toISOString(),
          saleState: r.saleState,
          rejectReason: r.rejectReason,
          updatedAt: r.updatedAt.toISOString(),
        })),
        total,
      };
    },

    async editable(actor: Actor, id: number) {
      const r = await repo.ownGood(id, actor.userId);
      if (!r) throw new NotFound('商品不存在');
      const names = await gameNames();
      return {
        id: r.id,
        gameId: r.gameId,
        gameName: names.get(r.gameId) ?? '',
        districtPath: r.districtIds.map((did, i) => ({ id: did, name: r.districtNames[i] ?? '' })),
        title: r.title,
        description: r.description,
        priceFen: r.priceFen,
        isGuarantee: r.isGuarantee as 0 | 1 | 2,
        bargain: r.tags.includes(TAG_BARGAIN),
        attrs: r.attrs as Record<string, AttrValue>,
        images: r.images,
        saleState: r.saleState,
        rejectReason: r.rejectReason,
      };
    },

    // ------------------------------------------------------------ shelf and price
    /** Off shelf → on sale; review failed → back to review. */
    async putOnSale(actor: Actor, id: number) {
      const row = await goods.transition(
        id,
        actor.userId,
        { [SALE_STATE.offShelf]: SALE_STATE.onSale, [SALE_STATE.rejected]: SALE_STATE.pending },
        clock.now(),
      );
      if (!row) throw await refusal(actor, id, '上架');
      await events.afterCommit('goods.changed', { cause: 'goods.putOnSale' });
      return { saleState: row.saleState };
    },

    async takeDown(actor: Actor, id: number) {
      const row = await goods.transition(id, actor.userId, { [SALE_STATE.onSale]: SALE_STATE.offShelf }, clock.now());
      if (!row) throw await refusal(actor, id, '下架');
      await events.afterCommit('goods.changed', { cause: 'goods.takenDown' });
    },

    /**
     * The content check found an image risky after it was attached: every listing showing it (in
     * review or on sale) comes off the shelf, and its seller is told why and what to do.
     */
    async imageFlagged(url: string): Promise<number> {
      const now = clock.now();
      let taken = 0;
      for (const g of await repo.listedWithImage(url)) {
        await db.transaction(async (tx) => {
          const row = await goods.transition(
            g.id,
            null,
            { [SALE_STATE.pending]: SALE_STATE.offShelf, [SALE_STATE.onSale]: SALE_STATE.offShelf },
            now,
            tx,
          );
          if (!row) return;
          taken++;
          await messages.sendMessage(
            g.sellerId,
            {
              sendType: SEND_TYPE.reviewFailed,
              title: '商品图片未通过内容安全检查',
              content: `您的商品「${g.title}」有图片未通过内容安全检查，商品已下架。请更换图片后重新提交审核。`,
              ref: { type: 'goods', id: g.id },
            },
            tx,
          );
        });
      }
      if (taken) await events.afterCommit('goods.changed', { cause: 'goods.imageFlagged' });
      return taken;
    },

    async editPrice(actor: Actor, id: number, priceFen: number) {
      const cur = await repo.stateOf(id);
      if (!cur || cur.sellerId !== actor.userId) throw new NotFound('商品不存在');
      checkPrice(priceFen);
      const row = await goods.setPrice(id, actor.userId, REPRICEABLE, priceFen, clock.now());
      if (!row) throw await refusal(actor, id, '改价');
      await events.afterCommit('goods.changed', { cause: 'goods.repriced' });
    },
  };

  /** Why a conditional update matched nothing: not mine (404, existence not revealed) or the wrong state (409). */
  async function refusal(actor: Actor, id: number, what: string) {
    const cur = await repo.stateOf(id);
    if (!cur || cur.sellerId !== actor.userId) return new NotFound('商品不存在');
    return refuse(cur.saleState, what);
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
}
export type SellingService = ReturnType<typeof createSellingService>;

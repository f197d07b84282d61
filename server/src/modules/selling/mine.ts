import { NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import type { Actor } from '../../lib/actor.js';
import { SALE_STATE } from '../catalogue/index.js';
import type { CancelBlocker } from '../user/index.js';
import type { SellingContext } from './context.js';
import { TAG_BARGAIN } from './tags.js';
import { REGISTRABLE } from './registration.js';
import { NOT_FOUND, registrationNotice } from './texts.js';
import type { AttrValue } from './validate.js';

/** The seller's own goods: the list by state, one good as the edit form opens it, and what blocks leaving. */
export function sellingMine(ctx: SellingContext) {
  const { repo, gameNames } = ctx;

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
          hasRegistration: r.hasRegistration,
          viewCount: r.viewCount,
          createdAt: r.createdAt.toISOString(),
          saleState: r.saleState,
          rejectReason: r.rejectReason,
          updatedAt: r.updatedAt.toISOString(),
          registrationNotice:
            !r.hasRegistration && REGISTRABLE.includes(r.saleState) ? registrationNotice(r.isGuarantee) : null,
        })),
        total,
      };
    },

    async editable(actor: Actor, id: number) {
      const r = await repo.ownGood(id, actor.userId);
      if (!r) throw new NotFound(NOT_FOUND);
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
        handoverMode: r.handoverMode,
        attrs: r.attrs as Record<string, AttrValue>,
        images: r.images,
        saleState: r.saleState,
        rejectReason: r.rejectReason,
        hasRegistration: r.hasRegistration,
      };
    },
  };
}

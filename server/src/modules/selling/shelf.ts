import { NotFound } from '../../lib/errors.js';
import type { Actor } from '../../lib/actor.js';
import { SALE_STATE } from '../catalogue/index.js';
import { SEND_TYPE } from '../message/index.js';
import type { SellingContext } from './context.js';
import { imageFlaggedText, NOT_FOUND } from './texts.js';
import { checkPrice } from './validate.js';

/** States a seller may reprice. */
const REPRICEABLE: number[] = [SALE_STATE.pending, SALE_STATE.onSale, SALE_STATE.offShelf, SALE_STATE.rejected];

/** A good on and off the shelf (the seller's doing, or a flagged picture's) and its price. */
export function sellingShelf(ctx: SellingContext) {
  const { repo, goods, messages, events, clock, db, refusal } = ctx;
  return {
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
            { sendType: SEND_TYPE.reviewFailed, ...imageFlaggedText(g.title), ref: { type: 'goods', id: g.id } },
            tx,
          );
        });
      }
      if (taken) await events.afterCommit('goods.changed', { cause: 'goods.imageFlagged' });
      return taken;
    },

    async editPrice(actor: Actor, id: number, priceFen: number) {
      const cur = await repo.stateOf(id);
      if (!cur || cur.sellerId !== actor.userId) throw new NotFound(NOT_FOUND);
      checkPrice(priceFen);
      const row = await goods.setPrice(id, actor.userId, REPRICEABLE, priceFen, clock.now());
      if (!row) throw await refusal(actor, id, '改价');
      await events.afterCommit('goods.changed', { cause: 'goods.repriced' });
    },
  };
}

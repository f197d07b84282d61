import type { Executor } from '../../db/client.js';
import { Conflict, NotFound } from '../../lib/errors.js';
import type { Actor } from '../../lib/actor.js';
import { BACKLIST_STATUS, BACKLIST_TYPE } from '../appraisal/index.js';
import { SEND_TYPE } from '../message/index.js';
import type { PurposeHandler } from '../payment/index.js';
import { ENTRY_KIND } from '../wallet/index.js';
import { REF, type TradeInContext } from './context.js';
import { QUOTE_STATUS, QUOTE_STATUS_TEXT, STAGE } from './table.js';
import { acceptedText, memo, paidMerchantText, paidOwnerText, paymentText } from './texts.js';

/**
 * The owner accepts a quote, and the merchant pays it: the payment module's purpose 'tradein'.
 * Until paid, the acceptance lapses at its deadline (jobs.ts).
 */
export function tradeInAcceptance(ctx: TradeInContext) {
  const { repo, wallet, clock, db, cfg, gameName, send, locked, setStage, reread } = ctx;

  async function accept(actor: Actor, id: number, quoteId: number) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const { r, d } = await locked(id, tx, actor.userId);
      if (d.stage !== STAGE.quoting) throw new Conflict('当前状态不能接受报价');
      const q = await repo.quoteById(quoteId, tx);
      if (!q || q.requestId !== id) throw new NotFound('报价不存在');
      if (q.status !== QUOTE_STATUS.active) throw new Conflict('该报价已失效');
      const payDeadline = new Date(now.getTime() + cfg.payWindowMs);
      await repo.moveQuotes(id, [QUOTE_STATUS.active], QUOTE_STATUS.accepted, now, tx, q.id, { acceptedAt: now });
      await repo.moveQuotes(id, [QUOTE_STATUS.active], QUOTE_STATUS.closed, now, tx);
      await setStage(id, STAGE.accepted, BACKLIST_STATUS.accepted, now, tx, {
        acceptedQuoteId: q.id,
        acceptedAt: now,
        payDeadline,
      });
      const game = await gameName(r.gameId);
      await send(q.merchantId, SEND_TYPE.tradeInAccepted, acceptedText(game, id, q.priceFen, cfg.payWindowMs), id, tx);
    });
    return reread(id, actor.userId);
  }

  /**
   * The payment module's handler for purpose 'tradein' (payment/purpose.ts). The target is the
   * accepted QUOTE, not the request: after a lapse the request is accepted again for another
   * merchant, and a late payment of the lapsed merchant's (closed) attempt must not settle it.
   */
  const purpose = {
    label: '回收订单',
    itemLabel: '回收',
    async forPayment(quoteId: number) {
      const q = await repo.quoteById(quoteId);
      if (!q) return undefined;
      const x = await repo.requestWithDetails(q.requestId);
      if (!x) return undefined;
      const mine = x.d.acceptedQuoteId === q.id;
      const open = mine && x.d.stage === STAGE.accepted && q.status === QUOTE_STATUS.accepted;
      const paid =
        q.status === QUOTE_STATUS.paid || q.status === QUOTE_STATUS.done || q.status === QUOTE_STATUS.refunded;
      const game = await gameName(x.r.gameId);
      return {
        payerUserId: q.merchantId,
        amountFen: q.priceFen,
        ...paymentText(game, q.requestId, q.id),
        expiresAt: (open && x.d.payDeadline) || q.updatedAt,
        open,
        paid,
        stateText: QUOTE_STATUS_TEXT[q.status] ?? '',
      };
    },
    /**
     * A confirmed payment of an accepted quote, inside the payment's transaction. False when the
     * money cannot be taken (acceptance lapsed or cancelled): the payment module refunds it.
     */
    async markPaid(quoteId: number, now: Date, tx: Executor): Promise<boolean> {
      const q0 = await repo.quoteById(quoteId, tx);
      if (!q0) return false;
      const x = await repo.lock(q0.requestId, tx);
      if (!x || x.r.type !== BACKLIST_TYPE.tradeIn || x.d.stage !== STAGE.accepted || x.d.acceptedQuoteId !== quoteId)
        return false;
      const [q] = await repo.moveQuotes(x.r.id, [QUOTE_STATUS.accepted], QUOTE_STATUS.paid, now, tx, quoteId);
      if (!q) return false;
      const id = x.r.id;
      await repo.updateDetails(id, { stage: STAGE.paid, paidAt: now, updatedAt: now }, tx);
      await wallet.post(
        null,
        {
          kind: ENTRY_KIND.escrowIn,
          amountFen: q.priceFen,
          refType: REF,
          refId: id,
          memo: memo.request(id),
          createdAt: now,
        },
        tx,
      );
      const game = await gameName(x.r.gameId);
      await send(x.r.userId, SEND_TYPE.tradeInPaid, paidOwnerText(q.priceFen), id, tx);
      await send(q.merchantId, SEND_TYPE.tradeInPaid, paidMerchantText(game, id, q.priceFen), id, tx);
      return true;
    },
    // the merchant quoting page (its "my quotes" tab re-reads on show)
    returnPath: (quoteId: number, result: 'paid' | 'failed') =>
      `/index/other/merchantTradein?quoteId=${quoteId}&${result === 'paid' ? 'paid' : 'failed'}=1`,
  } satisfies PurposeHandler;

  return { accept, purpose };
}

import { createAudited } from '../../lib/audited.js';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.js';
import { toPage } from '../../lib/pagination.js';
import type { Actor } from '../../lib/actor.js';
import { BACKLIST_STATUS, BACKLIST_TYPE } from '../appraisal/index.js';
import { SEND_TYPE } from '../message/index.js';
import { chars } from '../selling/index.js';
import { ENTRY_KIND } from '../wallet/index.js';
import { feeOf, REF, type TradeInContext } from './context.js';
import { QUOTE_STATUS, STAGE, STAGE_TEXT, type Stage } from './table.js';
import { creditedText, deliveredText, memo, NOT_FOUND, rejectedMerchantText, rejectedOwnerText } from './texts.js';

/** The operators' side: the list, reading the login to check the account, and the check's outcome. */
export function tradeInStaff(ctx: TradeInContext) {
  const { repo, appraisal, wallet, audit, clock, db, gameName, send, locked, setStage, openCredentials } = ctx;
  const audited = createAudited({ db, audit, clock });
  return {
    async staffList(q: { stage?: Stage; pageNum?: number; pageSize?: number }) {
      const p = toPage(q);
      const { rows, total } = await repo.staffPage(q.stage, p.limit, p.offset);
      const items = await appraisal.toItems(rows.map((x) => x.r));
      return {
        rows: items.map((it, i) => ({ ...it, userId: rows[i]!.r.userId, userNick: rows[i]!.nickName ?? '' })),
        total,
      };
    },

    /** Staff read the login to check the account after payment; recorded and audited. */
    async revealForStaff(actor: Actor, id: number, ip: string | null) {
      const x = await repo.requestWithDetails(id);
      if (!x || x.r.type !== BACKLIST_TYPE.tradeIn) throw new NotFound(NOT_FOUND);
      if (x.d.stage !== STAGE.paid && x.d.stage !== STAGE.handedOver) throw new Conflict('当前状态无需验号');
      const now = clock.now();
      await audited(actor, 'tradein.reveal', REF, async (tx) => {
        await repo.addReveal({ requestId: id, userId: actor.userId, role: 'staff', ip, createdAt: now }, tx);
        return { id, before: null, after: { stage: x.d.stage }, at: now, out: undefined };
      });
      return { ...openCredentials(x.d.credentialsEnc), revealedAt: now.toISOString() };
    },

    /**
     * The operator checked the account: escrow out, the owner credited quote − fee, the fee booked,
     * the merchant may read the login. Once: the stage check (row locked) and the ledger's unique
     * (ref, kind, user) both refuse a second run.
     */
    async confirm(actor: Actor, id: number) {
      const now = clock.now();
      await audited(actor, 'tradein.confirm', REF, async (tx) => {
        const { r, d } = await locked(id, tx);
        if (d.stage === STAGE.paid) throw new Conflict('用户尚未确认交接');
        if (d.stage !== STAGE.handedOver) throw new Conflict(`该回收${STAGE_TEXT[d.stage]}，不能确认`);
        const q = (await repo.quoteById(d.acceptedQuoteId!, tx))!;
        const fee = feeOf(q.priceFen, d.feeBps);
        const payout = q.priceFen - fee;
        const entry = { refType: REF, refId: id, createdAt: now };
        await wallet.post(
          null,
          { kind: ENTRY_KIND.escrowOut, amountFen: -q.priceFen, ...entry, memo: memo.request(id) },
          tx,
        );
        await wallet.post(
          r.userId,
          { kind: ENTRY_KIND.tradeInIncome, amountFen: payout, ...entry, memo: memo.income(id, fee) },
          tx,
        );
        if (fee)
          await wallet.post(
            null,
            { kind: ENTRY_KIND.tradeInFee, amountFen: fee, ...entry, memo: memo.request(id) },
            tx,
          );
        await repo.moveQuotes(id, [QUOTE_STATUS.paid], QUOTE_STATUS.done, now, tx, q.id);
        await setStage(id, STAGE.done, BACKLIST_STATUS.done, now, tx, { confirmedAt: now, decidedBy: actor.userId });
        const game = await gameName(r.gameId);
        await send(r.userId, SEND_TYPE.tradeInCredited, creditedText(game, id, payout, q.priceFen, fee), id, tx);
        await send(q.merchantId, SEND_TYPE.tradeInDelivered, deliveredText(game, id), id, tx);
        return {
          id,
          before: { stage: d.stage },
          after: { stage: STAGE.done, priceFen: q.priceFen, feeFen: fee, payoutFen: payout },
          at: now,
          out: undefined,
        };
      });
    },

    /**
     * The account failed the check: the merchant gets the money back (to the wallet: the payment
     * module has no refund call for other purposes yet), the owner keeps the account.
     */
    async reject(actor: Actor, id: number, reason: string) {
      const text = reason.trim();
      if (chars(text) < 2 || chars(text) > 200) throw new BadRequest('请填写驳回原因（2-200字）');
      const now = clock.now();
      await audited(actor, 'tradein.reject', REF, async (tx) => {
        const { r, d } = await locked(id, tx);
        if (d.stage !== STAGE.paid && d.stage !== STAGE.handedOver)
          throw new Conflict(`该回收${STAGE_TEXT[d.stage]}，不能驳回`);
        const q = (await repo.quoteById(d.acceptedQuoteId!, tx))!;
        const entry = { refType: REF, refId: id, createdAt: now };
        await wallet.post(
          null,
          { kind: ENTRY_KIND.escrowOut, amountFen: -q.priceFen, ...entry, memo: memo.refundOut(id) },
          tx,
        );
        await wallet.post(
          q.merchantId,
          { kind: ENTRY_KIND.tradeInRefund, amountFen: q.priceFen, ...entry, memo: memo.refund(id) },
          tx,
        );
        await repo.moveQuotes(id, [QUOTE_STATUS.paid], QUOTE_STATUS.refunded, now, tx, q.id);
        await setStage(id, STAGE.rejected, BACKLIST_STATUS.cancelled, now, tx, {
          rejectedAt: now,
          rejectReason: text,
          decidedBy: actor.userId,
          refundKind: 'wallet',
        });
        const game = await gameName(r.gameId);
        await send(r.userId, SEND_TYPE.tradeInRejected, rejectedOwnerText(game, id, text), id, tx);
        await send(q.merchantId, SEND_TYPE.tradeInRejected, rejectedMerchantText(game, id, text, q.priceFen), id, tx);
        return {
          id,
          before: { stage: d.stage },
          after: { stage: STAGE.rejected, reason: text, refund: 'wallet' },
          at: now,
          out: undefined,
        };
      });
    },
  };
}

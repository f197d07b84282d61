import { BACKLIST_STATUS, type BacklistRow } from '../appraisal/index.js';
import { feeOf } from './context.js';
import { QUOTE_STATUS, QUOTE_STATUS_TEXT, STAGE, STAGE_TEXT, type QuoteRow, type TradeInRow } from './table.js';

/** A quote with its merchant's nick, as the repository reads them (best first). */
export type NickedQuote = { q: QuoteRow; merchantNick: string | null };

/** The trade-in part of a request as its owner sees it: the quotes, the acceptance, what may be done next. */
export function tradeInOf(r: BacklistRow, d: TradeInRow, quotes: NickedQuote[], now: Date) {
  const acc = d.acceptedQuoteId !== null ? quotes.find((x) => x.q.id === d.acceptedQuoteId) : undefined;
  const active = quotes.filter((x) => x.q.status === QUOTE_STATUS.active);
  const price = acc?.q.priceFen;
  return {
    stage: d.stage,
    stageText: STAGE_TEXT[d.stage],
    quoteEndsAt: d.quoteEndsAt.toISOString(),
    quoting: d.stage === STAGE.quoting && r.status === BACKLIST_STATUS.awaiting && d.quoteEndsAt > now,
    feeBps: d.feeBps,
    quotes: quotes.map((x) => ({
      id: x.q.id,
      merchantNick: x.merchantNick || '商户',
      priceFen: x.q.priceFen,
      status: x.q.status,
      statusText: QUOTE_STATUS_TEXT[x.q.status] ?? '',
      quotedAt: x.q.quotedAt.toISOString(),
      createdAt: x.q.createdAt.toISOString(),
    })),
    bestPriceFen: price ?? active[0]?.q.priceFen ?? null,
    accepted:
      acc && price !== undefined && d.acceptedAt && d.payDeadline
        ? {
            quoteId: acc.q.id,
            merchantNick: acc.merchantNick || '商户',
            priceFen: price,
            feeFen: feeOf(price, d.feeBps),
            payoutFen: price - feeOf(price, d.feeBps),
            acceptedAt: d.acceptedAt.toISOString(),
            payDeadline: d.payDeadline.toISOString(),
            paidAt: d.paidAt?.toISOString() ?? null,
          }
        : null,
    handedOverAt: d.handedOverAt?.toISOString() ?? null,
    confirmedAt: d.confirmedAt?.toISOString() ?? null,
    rejectedAt: d.rejectedAt?.toISOString() ?? null,
    rejectReason: d.rejectReason,
    refund: d.refundKind,
    canAccept: d.stage === STAGE.quoting && active.length > 0,
    canRefuse: d.stage === STAGE.quoting,
    canCancel: d.stage === STAGE.quoting || d.stage === STAGE.accepted,
    canHandover: d.stage === STAGE.paid,
    serverNow: now.toISOString(),
  };
}

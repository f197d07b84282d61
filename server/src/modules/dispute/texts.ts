import { yuanText } from '../../lib/money.js';
import type { OrderRow } from '../order/index.js';

/**
 * What the dispute module says to users: the refusals several use cases share, the lines it
 * writes in the order's chat and the notices of each step (in-app title and content, the SMS), in
 * one place so the wording is read and changed together. A refusal only one check makes stays
 * beside it.
 */

export const NOT_FOUND = '纠纷不存在';
export const ORDER_NOT_FOUND = '订单不存在';
export const DECIDED_MSG = '该纠纷已处理';
export const ALREADY_OPEN_MSG = '该订单已有纠纷处理中';
export const ALREADY_REFUNDED_MSG = '该订单已退款';
export const DISPUTE_MOVED_MSG = '纠纷状态已变化，请刷新';
export const ORDER_MOVED_MSG = '订单状态已变化，请刷新';

/** A text field of the wrong length. */
export const lengthMsg = (field: string, min: number, max: number) => `参数错误：${field} 应为${min}-${max}字`;
/** A staff member acting as a party. */
export const partyOnlyMsg = (what: string) => `只有${what}可以执行此操作`;

/** What the provider is told a refund is for. */
export const REFUND_REASON = '交易纠纷退款';

/** Opened: the chat's line, and the seller's notice (answer within `hours`). */
export const openedLine = (reason: string, description: string, hours: number) =>
  `买家发起纠纷（${reason}）：${description}。订单已冻结，卖家请在 ${hours} 小时内在此答辩；逾期未答辩的，买家未查看账号则全额退款，已查看则转客服裁定。`;
export const openedSellerText = (o: OrderRow, reason: string, hours: number) => ({
  title: '买家发起了纠纷',
  content: `订单 ${o.orderNo}「${o.goodsTitle}」的买家发起纠纷（${reason}）。请在 ${hours} 小时内到订单页答辩。逾期未答辩的，买家未查看账号将按规则全额退款给买家。`,
  sms: `订单${o.orderNo}的买家发起了纠纷，请在${hours}小时内登录号市答辩。`,
});

/** Answered: the chat's line, and the buyer's notice (reply within `hours`, or the seller is paid). */
export const answeredLine = (hours: number) =>
  `卖家已提交答辩。买家请在 ${hours} 小时内回复，逾期未回复将按卖家答辩结案，货款结算给卖家。`;
export const answeredBuyerText = (o: OrderRow, answer: string, hours: number) => ({
  title: '卖家已答辩',
  content: `订单 ${o.orderNo} 的卖家已就您的纠纷答辩：${answer}。请在 ${hours} 小时内到订单页回复，逾期未回复将按卖家答辩结案，货款结算给卖家。`,
  sms: `订单${o.orderNo}的卖家已答辩，请在${hours}小时内登录号市回复，逾期按卖家答辩结案。`,
});

/** The buyer's reply to the answer: the chat's line, and the seller's notice. */
export const repliedLine = (text: string, hours: number) => `买家回复答辩：${text}。客服将在 ${hours} 小时内裁定。`;
export const repliedSellerText = (o: OrderRow) => ({
  title: '买家已回复答辩',
  content: `订单 ${o.orderNo} 的买家已回复您的答辩，客服将尽快裁定，可到订单页查看。`,
});

/** Withdrawn: the chat's line. */
export const WITHDRAWN_LINE = '买家已撤销纠纷，订单恢复交接。';

/** A decision as both parties hear it: one title, each side's notice, the chat's line. */
export interface DecisionText {
  title: string;
  buyer: string;
  seller: string;
  chat: string;
}

/** Decided "refund": `amountFen` goes back; the good is on sale again or marked a problem account. */
export const refundDecidedText = (o: OrderRow, amountFen: number, toSale: boolean, note: string): DecisionText => ({
  title: '纠纷已裁定：退款',
  buyer: `订单 ${o.orderNo} 的纠纷经客服裁定退款，${yuanText(amountFen)} 将原路退回您的支付账户。说明：${note}`,
  seller: `订单 ${o.orderNo} 的纠纷经客服裁定退款给买家，${toSale ? '商品已重新上架' : '商品已标记为问题账号'}。说明：${note}`,
  chat: `客服裁定：退款给买家（${note}）。`,
});

/** Decided "release": the order completes, the seller is paid. */
export const releasedText = (o: OrderRow, note: string): DecisionText => ({
  title: '纠纷已裁定：放款给卖家',
  buyer: `订单 ${o.orderNo} 的纠纷经客服裁定，交易完成，货款已结算给卖家。说明：${note}`,
  seller: `订单 ${o.orderNo} 的纠纷经客服裁定放款，货款已存入您的钱包。说明：${note}`,
  chat: `客服裁定：放款给卖家，交易完成（${note}）。`,
});

/** The provider confirmed the refund: the chat's line and the buyer's notice. */
export const refundedLine = (amountFen: number) => `退款 ${yuanText(amountFen)} 已原路退回买家的支付账户。`;
export const refundedBuyerText = (o: OrderRow, amountFen: number) => ({
  title: '退款成功',
  content: `订单 ${o.orderNo} 的退款 ${yuanText(amountFen)} 已原路退回您的支付账户，到账时间以支付渠道为准。`,
});

/**
 * The deadlines' default outcomes (flows/deadlines.ts): what both parties read in the inbox, the
 * SMS and the chat when a deadline passed and the platform applied its published rule.
 */
export interface DeadlineText extends DecisionText {
  smsBuyer: string;
  smsSeller: string;
}

/** The seller did not answer in time and the buyer had not seen the login: refunded. */
export const sellerSilentRefundText = (o: OrderRow, amountFen: number, hours: number): DeadlineText => ({
  title: '纠纷已处理：卖家逾期未答辩，已退款',
  buyer: `订单 ${o.orderNo} 的卖家未在 ${hours} 小时内答辩，按平台规则全额退款，${yuanText(amountFen)} 将原路退回您的支付账户。`,
  seller: `订单 ${o.orderNo} 的买家发起纠纷后您未在 ${hours} 小时内答辩，按平台规则已退款给买家，商品已标记为问题账号。`,
  chat: `卖家未在 ${hours} 小时内答辩，按平台规则退款给买家。`,
  smsBuyer: `号市订单${o.orderNo}的卖家逾期未答辩，已按规则为您退款。`,
  smsSeller: `号市订单${o.orderNo}的纠纷您逾期未答辩，已按规则退款给买家。`,
});

/** The seller did not answer in time but the buyer has the account: an operator decides. */
export const sellerSilentEscalatedText = (
  o: OrderRow,
  why: 'revealed' | 'rebound',
  hours: number,
  decideHours: number,
): DeadlineText => {
  const fact = why === 'revealed' ? '买家已查看过账号信息' : '平台客服已完成换绑';
  return {
    title: '纠纷已转客服裁定',
    buyer: `订单 ${o.orderNo} 的卖家未在 ${hours} 小时内答辩。因${fact}，不自动退款，已转客服裁定，客服将在 ${decideHours} 小时内处理。`,
    seller: `订单 ${o.orderNo} 的纠纷您未在 ${hours} 小时内答辩，已转客服裁定，客服将在 ${decideHours} 小时内处理，请留意订单页。`,
    chat: `卖家未在 ${hours} 小时内答辩。因${fact}，不自动退款，已转客服裁定（${decideHours} 小时内）。`,
    smsBuyer: `号市订单${o.orderNo}的纠纷已转客服裁定，请留意订单页。`,
    smsSeller: `号市订单${o.orderNo}的纠纷您逾期未答辩，已转客服裁定。`,
  };
};

/** The buyer did not reply to the answer in time: the dispute closes in the seller's favour. */
export const buyerSilentReleaseText = (o: OrderRow, hours: number): DeadlineText => ({
  title: '纠纷已结案：买家逾期未回复，已放款',
  buyer: `订单 ${o.orderNo} 的纠纷：您未在 ${hours} 小时内回复卖家的答辩，按平台规则结案，交易完成，货款已结算给卖家。`,
  seller: `订单 ${o.orderNo} 的纠纷：买家未在 ${hours} 小时内回复您的答辩，按平台规则结案，货款已存入您的钱包。`,
  chat: `买家未在 ${hours} 小时内回复卖家的答辩，按平台规则结案，交易完成，货款结算给卖家。`,
  smsBuyer: `号市订单${o.orderNo}的纠纷您逾期未回复，已按规则结案放款给卖家。`,
  smsSeller: `号市订单${o.orderNo}的纠纷买家逾期未回复，货款已存入您的钱包。`,
});

/** The note a default outcome's decision and audit carry. */
export const SELLER_SILENT_NOTE = '卖家逾期未答辩，按规则退款';
export const BUYER_SILENT_NOTE = '买家逾期未回复答辩，按规则结案放款';
/** A dispute an operator has not decided in time: the order's timeline and the chat. */
export const lateLine = (hours: number) => `客服未在 ${hours} 小时内裁定，已升级优先处理。`;

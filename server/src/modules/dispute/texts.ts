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
  `买家发起纠纷（${reason}）：${description}。订单已冻结，卖家请在 ${hours} 小时内在此答辩，客服将介入裁定。`;
export const openedSellerText = (o: OrderRow, reason: string, hours: number) => ({
  title: '买家发起了纠纷',
  content: `订单 ${o.orderNo}「${o.goodsTitle}」的买家发起纠纷（${reason}）。请在 ${hours} 小时内到订单页答辩，逾期未答辩客服将直接裁定。`,
  sms: `订单${o.orderNo}的买家发起了纠纷，请在${hours}小时内登录号市答辩。`,
});

/** Answered: the chat's line, and the buyer's notice. */
export const ANSWERED_LINE = '卖家已提交答辩，客服将尽快裁定。';
export const answeredBuyerText = (o: OrderRow, answer: string) => ({
  title: '卖家已答辩',
  content: `订单 ${o.orderNo} 的卖家已就您的纠纷答辩：${answer}。客服将尽快裁定。`,
  sms: `订单${o.orderNo}的卖家已答辩，客服将尽快裁定，可登录号市查看。`,
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

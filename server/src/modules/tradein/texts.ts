import { yuanText as yuan } from '../../lib/money.js';

/**
 * What the trade-in module says to users: the in-app messages (title and content), the payment
 * page's words and the wallet entries' memos, in one place so the wording is read and changed
 * together. `game` is the game's name, `id` the request's (回收单) number.
 */

export const NOT_FOUND = '回收申请不存在';

export type Text = { title: string; content: string };

// ------------------------------------------------------------ quoting and acceptance
/** To the owner: a merchant's first quote. */
export const quotedText = (game: string, id: number, priceFen: number): Text => ({
  title: '收到新的回收报价',
  content: `您的${game}账号（回收单 ${id}）收到商户报价 ${yuan(priceFen)}，可在“我的竞价回收”中查看并选择。`,
});

/** To the merchant whose quote the owner accepted; `payWindowMs` is how long they have to pay. */
export const acceptedText = (game: string, id: number, priceFen: number, payWindowMs: number): Text => ({
  title: '回收报价已被接受',
  content: `您对${game}账号（回收单 ${id}）的报价 ${yuan(priceFen)} 已被接受，请在 ${Math.round(payWindowMs / 3_600_000)} 小时内付款至平台担保，逾期将自动失效。`,
});

/** To each quoting merchant when the owner refuses every quote. */
export const refusedText = (game: string, id: number): Text => ({
  title: '回收报价未被接受',
  content: `用户已拒绝${game}账号（回收单 ${id}）的全部报价，该回收已结束。`,
});

/** To each merchant whose quote the owner's cancellation closed; `acceptedOne`: theirs was accepted, unpaid. */
export const cancelledText = (game: string, id: number, acceptedOne: boolean): Text => ({
  title: '回收已取消',
  content: `用户已取消${game}账号（回收单 ${id}）的回收，您的报价已关闭${acceptedOne ? '，无需付款' : ''}。`,
});

/** An acceptance lapsed unpaid: to the owner, and to the merchant who did not pay. */
export const lapsedOwnerText = (game: string, id: number): Text => ({
  title: '商户未按时付款',
  content: `商户未在期限内为您的${game}账号（回收单 ${id}）付款，本次接受已失效，您可以重新选择其他报价。`,
});
export const lapsedMerchantText = (game: string, id: number): Text => ({
  title: '回收报价已失效',
  content: `您未在期限内为${game}账号（回收单 ${id}）付款，该报价已失效。`,
});

// ------------------------------------------------------------ payment
/** The payment page's words for a merchant's payment of quote `quoteId`. */
export const paymentText = (game: string, requestId: number, quoteId: number) => ({
  subject: `号市回收-${game}账号`,
  title: `${game}账号回收（回收单 ${requestId}）`,
  refNo: `TI${requestId}-${quoteId}`,
});

/** Paid: to the owner (hand the account over), and to the merchant. */
export const paidOwnerText = (priceFen: number): Text => ({
  title: '商户已付款，请交接账号',
  content: `商户已将回收款 ${yuan(priceFen)} 付至平台担保。请按交接须知解绑手机/邮箱等，然后在“我的竞价回收”中点击“确认已交接”，平台验号后款项入账。`,
});
export const paidMerchantText = (game: string, id: number, priceFen: number): Text => ({
  title: '回收付款成功',
  content: `您为${game}账号（回收单 ${id}）支付的 ${yuan(priceFen)} 已由平台担保，平台验号通过后即可查看账号信息。`,
});

// ------------------------------------------------------------ the operator's check
/** Confirmed: the owner is credited, the merchant may read the login. */
export const creditedText = (game: string, id: number, payoutFen: number, priceFen: number, feeFen: number): Text => ({
  title: '回收完成，款项已入账',
  content: `您的${game}账号（回收单 ${id}）已验号完成，回收款 ${yuan(payoutFen)} 已存入钱包（成交价 ${yuan(priceFen)}，平台服务费 ${yuan(feeFen)}）。`,
});
export const deliveredText = (game: string, id: number): Text => ({
  title: '回收验号完成，可查看账号',
  content: `${game}账号（回收单 ${id}）已验号完成，请在“我的报价”中查看账号信息并及时修改密码。`,
});

/** Rejected: the owner keeps the account, the merchant is refunded. */
export const rejectedOwnerText = (game: string, id: number, reason: string): Text => ({
  title: '回收验号未通过',
  content: `您的${game}账号（回收单 ${id}）验号未通过，原因：${reason}。本次回收已取消，账号仍归您所有，请及时修改密码。`,
});
export const rejectedMerchantText = (game: string, id: number, reason: string, priceFen: number): Text => ({
  title: '回收验号未通过，已退款',
  content: `${game}账号（回收单 ${id}）验号未通过（${reason}），您支付的 ${yuan(priceFen)} 已退回钱包余额。`,
});

/** The wallet entries' memos. */
export const memo = {
  request: (id: number) => `回收单 ${id}`,
  income: (id: number, feeFen: number) => `回收单 ${id} 回收款（已扣服务费 ${yuan(feeFen)}）`,
  refundOut: (id: number) => `回收单 ${id} 退款`,
  refund: (id: number) => `回收单 ${id} 验号未通过，退回付款`,
};

import { yuanText } from '../../lib/money.js';
import type { WithdrawalRow } from './table.js';

/**
 * What the wallet tells users about their withdrawals (the in-app messages), in one place so the
 * wording is read and changed together. The ledger entries' memos stay beside the postings that
 * write them, and each refusal beside its one check.
 */

/** Paid by the operator: the message, its SMS line and the page it opens. */
export const withdrawPaidText = (w: WithdrawalRow) => ({
  title: '提现已打款',
  content: `您申请的提现 ${yuanText(w.amountFen)} 已打款至支付宝账户 ${w.alipayAccountMasked}，实际到账 ${yuanText(w.payoutFen)}（手续费 ${yuanText(w.feeFen)}）。`,
  sms: `您的提现${yuanText(w.amountFen)}已打款，实际到账${yuanText(w.payoutFen)}，请注意查收。`,
});

/** Rejected by the operator, with the reason: the held amount is back in the balance. */
export const withdrawRejectedText = (w: WithdrawalRow, reason: string | null) => ({
  title: '提现申请被驳回',
  content: `您申请的提现 ${yuanText(w.amountFen)} 被驳回，原因：${reason}。冻结金额已退回钱包余额。`,
});

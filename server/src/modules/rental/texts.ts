import { yuanText } from '../../lib/money.js';
import type { RentalMode, RentalRow } from './table.js';

/**
 * What the rental module says to users: the refusals several use cases share and the in-app
 * messages (title and content), in one place so the wording is read and changed together.
 */

export const REALNAME_MSG = '租号前请先完成实名认证（需年满18周岁）';
export const OVERLAP_MSG = '该时段已被他人预订，请选择其他时间';
export const NOT_FOUND = '租号订单不存在';
export const LISTING_NOT_FOUND = '出租账号不存在或已下架';

export const MODE_TEXT: Record<RentalMode, string> = { hours: '按小时', day: '包天', overnight: '包夜' };

type Text = { title: string; content: string };

/** The payment page's words for a rental (the payment module's purpose handler). */
export const paymentText = (r: RentalRow) => ({
  subject: `号市租号-${r.title}`,
  title: `${r.title}（${MODE_TEXT[r.mode]} ${r.hours}小时，含押金 ${yuanText(r.depositFen)}）`,
});

/** Paid: to the renter, `when` being the window in Beijing time. */
export const paidRenterText = (r: RentalRow, when: string): Text => ({
  title: '租号支付成功',
  content: `租号订单 ${r.rentalNo}「${r.title}」已支付 ${yuanText(r.totalFen)}（含押金 ${yuanText(r.depositFen)}）。租期 ${when}（北京时间），租期内可在订单页查看账号。请勿修改密码或绑定信息，违规将扣除押金。`,
});

/** Paid: to the owner. */
export const paidOwnerText = (r: RentalRow, when: string): Text => ({
  title: '您的账号已被租用',
  content: `「${r.title}」已被租用（${r.rentalNo}），租期 ${when}（北京时间）。租期内请勿登录该账号。`,
});

/** The window ended: the owner's rent, `income` after commission. */
export const endedOwnerText = (r: RentalRow, income: number): Text => ({
  title: '租期结束，租金已入账',
  content: `您出租的「${r.title}」（${r.rentalNo}）租期已结束，租金 ${yuanText(income)} 已存入钱包（已扣除平台佣金 ${yuanText(r.commissionFen)}）。建议尽快修改账号密码。`,
});

/** The deposit settled: to the renter, `back` refunded after `deduct`. */
export const depositRenterText = (r: RentalRow, deduct: number, back: number): Text => ({
  title: deduct ? '押金已结算（有扣除）' : '押金已退还',
  content: deduct
    ? `租号订单 ${r.rentalNo} 押金已结算：因违规（${r.violationReason}）扣除 ${yuanText(deduct)}，退还 ${yuanText(back)} 至您的钱包。`
    : `租号订单 ${r.rentalNo} 已完成，押金 ${yuanText(back)} 已退还至您的钱包。`,
});

/** The deposit settled with a deduction: to the owner, who receives it. */
export const depositOwnerText = (r: RentalRow, deduct: number): Text => ({
  title: '违规赔付已入账',
  content: `租号订单 ${r.rentalNo} 的租客违规（${r.violationReason}），押金中的 ${yuanText(deduct)} 已赔付至您的钱包。`,
});

/** A listing's review: passed, or rejected with the operator's reason. */
export const listingPassedText = (title: string): Text => ({
  title: '出租账号审核通过',
  content: `您的出租账号「${title}」已通过审核，现已在租号频道展示。`,
});
export const listingRejectedText = (title: string, reason: string): Text => ({
  title: '出租账号审核未通过',
  content: `您的出租账号「${title}」未通过审核，原因：${reason}。修改后可重新提交。`,
});

/** A recorded violation: to the renter. */
export const violationText = (r: RentalRow, reason: string, deductFen: number): Text => ({
  title: '租号违规处理通知',
  content: `您的租号订单 ${r.rentalNo} 被认定违规：${reason}。将从押金中扣除 ${yuanText(deductFen)} 赔付给号主，剩余押金在结算时退还。如有异议请联系官方客服。`,
});

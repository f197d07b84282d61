import { Conflict } from '../../lib/errors.js';
import { SALE_STATE } from '../catalogue/index.js';

/**
 * What selling says to sellers: how a listing's state reads in a refusal, the answer for a good
 * that is not theirs, and the message when a picture is taken down, in one place so the wording
 * is read and changed together.
 */

export const NOT_FOUND = '商品不存在';

/** How a state reads in a refusal ("商品交易中，不能改价"). */
export const STATE_TEXT: Record<number, string> = {
  [SALE_STATE.pending]: '正在审核中',
  [SALE_STATE.onSale]: '已在售',
  [SALE_STATE.inTrade]: '交易中',
  [SALE_STATE.sold]: '已售出',
  [SALE_STATE.offShelf]: '已下架',
  [SALE_STATE.problem]: '为问题账号',
  [SALE_STATE.recovered]: '已被找回',
  [SALE_STATE.rejected]: '审核未通过',
};
export const refuse = (state: number, what: string) =>
  new Conflict(`商品${STATE_TEXT[state] ?? '当前状态'}，不能${what}`);

/** A listing taken off the shelf because one of its pictures failed the content check. */
export const imageFlaggedText = (title: string) => ({
  title: '商品图片未通过内容安全检查',
  content: `您的商品「${title}」有图片未通过内容安全检查，商品已下架。请更换图片后重新提交审核。`,
});

/** The review queue's note on a listing held for contact details: each field and what was found in it. */
export const contactNote = (finds: { label: string; found: string[] }[]) =>
  `含疑似联系方式，请核实后再决定：${finds.map((f) => `${f.label}「${f.found.join('」「')}」`).join('；')}`.slice(
    0,
    300,
  );

/**
 * The seller's notice on a listing without registration data (issue 41's transition): what the
 * buyer can choose meanwhile, by the listing's guarantee (1: a paid tier was required).
 */
export const registrationNotice = (isGuarantee: number) =>
  isGuarantee === 1
    ? '请补充首次注册信息：未提供前买家仅可选基础包赔，不能购买付费包赔'
    : '补充首次注册信息后，买家才可购买付费包赔';

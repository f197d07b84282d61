import { yuanText } from '../../lib/money.js';
import type { CaseState } from './table.js';

/**
 * What the staff-mediated handover (平台验号换绑) says to users and staff: the refusals, the
 * order chat's lines and the buyer's notices, in one place so the wording is read together.
 */
export const TEXT = {
  caseNotFound: '交接单不存在',
  orderNotStaff: '该订单不是平台验号换绑，没有客服交接单',
  partyStaff: '您是该订单的买家或卖家，不能处理本单的验号换绑，请交给其他客服',
  heldByOther: (name: string) => `该交接单已由「${name}」处理中`,
  notHolder: '请先接手该交接单',
  notWorking: (state: string) => `交接单当前${state}，不能执行此操作`,
  itemNotFound: '检查项不存在',
  noteTooLong: '备注最多200字',
  evidenceMax: (n: number) => `每项证据图片最多${n}张`,
  evidenceNotOwn: '证据图片须为您本人刚上传的截图',
  credentialsMissing: '卖家未提供账号信息，请在订单聊天中联系卖家',
  itemsNotPassed: (labels: string[]) => `以下检查项尚未通过：${labels.join('、')}`,
  orderMoved: '订单状态已变化，请刷新',
  reasonLength: '取消原因应为2-200字',
  cancelled: '该交接单已取消或已交付，不能再取消',
  notDelivered: '客服尚未交付，暂不能确认检查结果',
  answeredAlready: '您已确认过检查结果',
  answersIncomplete: (labels: string[]) => `请逐项确认：${labels.join('、')}`,
  answerDuplicate: (key: string) => `检查项「${key}」重复`,
  answerUnknown: (key: string) => `检查项「${key}」不存在`,
  answerNoteTooLong: '说明最多200字',
  disputeNoteMissing: (label: string) => `请说明「${label}」的问题`,
  confirmBeforeDelivery: '本单由平台客服验号换绑，客服交付后请在交接页逐项确认',
  deliveredLine: '官方客服已完成验号换绑并交付新的账号信息，请买家在交接页查看并逐项确认检查结果。',
  deliveredBuyer: (orderNo: string, goodsTitle: string) => ({
    title: '客服已完成验号换绑',
    content: `订单 ${orderNo}「${goodsTitle}」的平台验号换绑已完成，请查看新的账号信息，并对照客服的检查截图逐项确认。`,
    sms: `号市订单${orderNo}的验号换绑已完成，请登录查看新的账号信息并逐项确认。`,
  }),
  answeredLine: '买家已逐项确认客服的检查结果。',
  /** the buyer's dispute: the items named, then each item's note */
  disputeText: (items: { label: string; note: string | null }[]) => {
    const head = `检查项有异议：${items.map((i) => i.label).join('、')}`;
    const notes = items.filter((i) => i.note).map((i) => `${i.label}：${i.note}`);
    return notes.length ? `${head}。${notes.join('；')}` : head;
  },
  /** the platform's refund of a mismatch, as the dispute and the order record it */
  mismatchReason: (reason: string) => `平台验号换绑发现账号与描述不符，已取消交接：${reason}`,
  /** the seller let the deadline after staff's ask pass: the case cancelled, the buyer refunded */
  sellerSilentLine: (hours: number) =>
    `卖家未在官方客服询问后 ${hours} 小时内回应，平台验号换绑无法继续，订单已取消并全额退款给买家。`,
  /** both parties' notice of that cancellation, inside and outside the app */
  sellerSilentNotice: (orderNo: string, amountFen: number, hours: number) => ({
    title: '订单已取消：卖家逾期未回应客服',
    buyer: `订单 ${orderNo} 的卖家未在官方客服询问后 ${hours} 小时内回应，平台验号换绑无法继续，订单已取消，${yuanText(amountFen)} 将原路退回您的支付账户。`,
    seller: `订单 ${orderNo}：您未在官方客服询问后 ${hours} 小时内回应，平台验号换绑无法继续，订单已取消并退款给买家，商品已标记为问题账号。`,
    chat: `卖家未在官方客服询问后 ${hours} 小时内回应，订单已取消并全额退款给买家。`,
    smsBuyer: `号市订单${orderNo}的卖家逾期未回应客服，订单已取消并为您退款。`,
    smsSeller: `号市订单${orderNo}您逾期未回应客服，订单已取消并退款给买家。`,
  }),
  cancelLine: (reason: string) => `官方客服验号发现账号与描述不符，已取消交接并为买家退款：${reason}`,
};

export const CASE_STATE_TEXT: Record<CaseState, string> = {
  waiting: '等待客服接手',
  working: '客服验号换绑中',
  delivered: '已交付，待买家确认',
  confirmed: '买家已确认',
  disputed: '买家有异议，纠纷处理中',
  cancelled: '已取消（验号不符，已退款）',
};

/** Who the buyer sees working the case: the platform, never the staff member's own name. */
export const STAFF_NAME = '官方客服';

import { STATE_TEXT } from '../selling/index.js';
import type { OrderRow } from './table.js';

/**
 * What the order module says to users: the refusals several use cases share, the order page's
 * timeline and checklist, the chat's system lines and the cover's descriptions, in one place so
 * the wording is read and changed together. A refusal only one check makes stays beside it.
 */

export const TAKEN_MSG = '已被他人下单';
export const NOT_FOUND = '订单不存在';
export const GOOD_NOT_FOUND = '商品不存在或已下架';
export const REALNAME_MSG = '购买前请先完成实名认证（需年满18周岁）';
export const CLOSED_CHAT_MSG = '订单已关闭，不能发送消息';

/** Why a good in this sale state cannot be bought. */
export const unbuyableMsg = (saleState: number) => `商品${STATE_TEXT[saleState] ?? '不可购买'}`;

/** What the buyer does after receiving the login, shown on the order page. */
export const HANDOVER_CHECKLIST = [
  { key: 'password', text: '立即修改游戏账号登录密码' },
  { key: 'phone', text: '换绑手机号（卖家在订单聊天中提供验证码）' },
  { key: 'email', text: '换绑或解绑邮箱' },
  { key: 'security', text: '修改密保问题 / 解除原密保' },
  { key: 'realname', text: '更换账号实名认证与防沉迷信息' },
  { key: 'devices', text: '退出其他设备上的登录并检查是否有异常' },
] as const;

/** The order page's timeline, one line per event type (the dispute and claim modules write theirs too). */
export const EVENT_TEXT: Record<string, string> = {
  created: '买家下单，商品已锁定',
  paid: '买家已付款，进入交接',
  agreement: '交易协议已生成，其 PDF 文件的 SHA-256 已登记',
  revealed: '买家首次查看账号信息',
  reg_revealed: '买家首次查看首次注册信息',
  confirmed: '买家确认收货',
  auto_confirmed: '超时未确认，系统自动确认收货',
  completed: '交易完成，货款已结算给卖家',
  cancelled: '买家取消订单，商品重新上架',
  expired: '超时未支付，订单关闭，商品重新上架',
  dispute_opened: '买家发起纠纷，订单冻结（暂停自动确认收货）',
  dispute_answered: '卖家已答辩',
  dispute_withdrawn: '买家撤销纠纷，恢复交接',
  dispute_replied: '买家已回复卖家答辩，等待客服裁定',
  dispute_escalated: '纠纷已转客服优先裁定',
  released: '纠纷裁定：放款给卖家',
  refund_started: '纠纷裁定：退款给买家',
  refund_failed: '退款未成功，客服处理中',
  refunded: '退款已原路退回',
  claim_filed: '买家申请找回赔付',
  claim_compensated: '找回赔付已发放至买家钱包',
  claim_refused: '找回赔付申请被驳回',
  claim_escalated: '找回申请超过处理期限，已升级优先处理',
  handover_delivered: '客服已完成验号换绑，交付新的账号信息',
  handover_answered: '买家已逐项确认客服的检查结果',
  sealed_purged: '保障期结束，账号信息等敏感数据已按隐私规则清除',
  handover_cancelled: '客服验号不符，取消交接',
};

/** The chat's sender names for the lines no user wrote. */
export const STAFF_NICK = '官方客服';
export const SYSTEM_NICK = '系统消息';

/** The chat's system lines: paid (the handover starts), completed. */
export const PAID_LINE = '买家已付款。卖家请在此提供账号登录所需的验证码并协助换绑；请勿在平台外交易或添加联系方式。';
/** The paid line of a staff-mediated handover (平台验号换绑): staff, not the buyer, log in first. */
export const PAID_STAFF_LINE =
  '买家已付款，本单由平台客服验号换绑。客服将在此与双方沟通，卖家请留意并及时提供换绑所需的验证码；请勿在平台外交易或添加联系方式。';
/** Before a staff-mode order's delivery the buyer's reveal has nothing to show yet. */
export const STAFF_NOT_DELIVERED_MSG = '平台客服正在为您验号换绑，交付后可在此查看新的账号信息';
/** A staff line in the order chat, told to buyer and seller (once per round they have not read). */
export const staffLineText = (orderNo: string, goodsTitle: string, text: string) => ({
  title: '官方客服在订单中给您留言',
  content: `订单 ${orderNo}「${goodsTitle}」：${text}`,
  sms: `官方客服在号市订单${orderNo}中给您留言，请尽快查看。`,
});
export const COMPLETED_LINE = '交易已完成。如账号被找回，可在包赔期内联系客服申请赔付。';

/** The payment page's words for an order (the payment module's purpose 'order'). */
export const paymentText = (o: OrderRow) => ({ subject: `号市-${o.goodsTitle}`, title: o.goodsTitle });

/** The cover options' descriptions on the confirm page; `period` is protectionPeriod's wording. */
export const protectionText = {
  none: '账号被找回时平台不予赔付',
  basic: (period: string) => `卖家赠送，${period}内账号被找回，按成交价赔付`,
  tierA: (period: string, lifetime: boolean) => `${period}${lifetime ? '' : '内'}账号被找回，全额退款`,
  tierB: (period: string, lifetime: boolean, capPct: number) =>
    `${period}${lifetime ? '' : '内'}包赔：账号被找回，退还货款并赔付充值，合计最高为成交价的 ${(capPct / 100).toFixed(1)} 倍`,
};

/** The buyer's reveal after the purge of sealed data: when it went, in Beijing time. */
export function purgedMsg(at: Date): string {
  const bj = new Date(at.getTime() + 8 * 3600_000);
  const d = `${bj.getUTCFullYear()}年${bj.getUTCMonth() + 1}月${bj.getUTCDate()}日`;
  return `账号信息已按隐私规则于 ${d} 清除（保障期已结束）`;
}

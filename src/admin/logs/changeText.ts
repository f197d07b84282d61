import { formatDateTime, formatYuan } from '../../utils/format'

/**
 * An audit record's change in the console's words (issue 37: 日志 showed the raw JSON of both sides,
 * with keys such as manualNote and manualPriceFen): one line per field that changed, its Chinese
 * name, and before → after. A key not named here shows as it is, so nothing is ever hidden.
 */
const FIELD: Record<string, string> = {
  status: '状态',
  state: '状态',
  stage: '阶段',
  saleState: '商品状态',
  manualPriceFen: '人工估价',
  manualNote: '估价说明',
  priceFen: '价格',
  feeFen: '手续费',
  payoutFen: '打款金额',
  violationFen: '违约扣款',
  refundFen: '退款金额',
  amountFen: '金额',
  refund: '退款',
  refundStatus: '退款状态',
  refundNo: '退款单号',
  reason: '原因',
  reply: '回复',
  content: '内容',
  title: '标题',
  published: '已发布',
  pinned: '置顶',
  offline: '暂停接待',
  roleGranted: '授予角色',
  returnToSale: '重新上架',
  blacklistId: '黑名单编号',
  chatId: '会话编号',
  attempts: '尝试次数',
  name: '名称',
  nickName: '昵称',
  qq: 'QQ',
  wechat: '微信',
  phone: '手机',
  type: '类型',
  sort: '排序',
  account: '账号',
  kind: '类别',
  gameId: '游戏',
  url: '链接',
  image: '图片',
  full: '已满',
  note: '备注',
  workHours: '工作时间',
  // the staff handover's and the purge's audit records (issue 40, issue 41)
  evidence: '证据截图',
  purgedAt: '清除时间',
  chatLines: '含验证码/密码的聊天',
  credentials: '账号凭据',
  newCredentials: '换绑后的账号',
  registration: '首次注册信息',
  provided: '卖家已提供',
  goodsId: '商品',
  holderId: '处理客服',
  items: '检查项',
  key: '检查项标识',
  orderId: '订单',
  orderState: '订单状态',
  result: '结果',
  staffNote: '客服备注',
  staffResult: '客服核对结果',
  updatedBy: '修改人',
  userId: '用户',
  toSale: '重新上架',
  paid: '已付款',
  // the seller reserve's release (issue 42)
  heldFen: '冻结的保证金',
  releasedFen: '转为可提现',
  repaidFen: '扣回垫付款',
  releasedAt: '解冻时间',
}

export interface FieldChange {
  field: string
  before: string
  after: string
}

function parse(json: string | null): Record<string, unknown> | null {
  if (json === null) return null
  try {
    const v: unknown = JSON.parse(json)
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { 值: v }
  } catch {
    return { 值: json }
  }
}

/** A value as the console shows it: money in yuan, yes/no, 空 for nothing. */
export function valueText(key: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return '空'
  if (typeof v === 'boolean') return v ? '是' : '否'
  if (typeof v === 'number' && /Fen$/.test(key)) return formatYuan(v)
  if (typeof v === 'object') return JSON.stringify(v)
  // a time (purgedAt …) as the console writes times, not ISO
  if (typeof v === 'string' && /At$/.test(key) && !Number.isNaN(Date.parse(v))) return formatDateTime(v)
  return String(v)
}

export const fieldName = (key: string): string => FIELD[key] ?? key

/** The fields that differ between the two sides (all of one side when the other is absent). */
export function changeLines(beforeJson: string | null, afterJson: string | null): FieldChange[] {
  const before = parse(beforeJson)
  const after = parse(afterJson)
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return keys
    .filter((k) => !before || !after || JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => ({
      field: fieldName(k),
      before: before ? valueText(k, before[k]) : '（新建）',
      after: after ? valueText(k, after[k]) : '（删除）',
    }))
}

/**
 * A payment's provider as 订单全貌 names it (issue 37: it showed 「sandbox」): the channel's Chinese
 * name, and 演示 for the built-in cashier, which moved no money.
 */
export function providerName(provider: string | null | undefined): string {
  if (!provider) return '未知渠道'
  return (
    ({ alipay: '支付宝', wechatpay: '微信支付', sandbox: '演示支付（未扣款）' } as Record<string, string>)[provider] ??
    provider
  )
}

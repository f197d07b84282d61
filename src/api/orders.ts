import { http } from './http'
import type { ApiData, PageResult } from './types'
import type { Claim, Dispute, Rating } from './aftersale'

/** Order `state`: 0 待支付, 1 交接中, 2 已完成, 3 已取消, 4 已关闭, 5 纠纷处理中, 6 退款中, 7 已退款. */
export const ORDER_STATE = {
  unpaid: 0,
  handover: 1,
  done: 2,
  cancelled: 3,
  closed: 4,
  disputed: 5,
  refunding: 6,
  refunded: 7,
} as const

export type ProtectionCode = 'none' | 'basic' | 'tierA' | 'tierB'

export interface ProtectionOption {
  code: ProtectionCode
  name: string
  feeFen: number
  rateBps: number
  /** null = 永久 */
  periodDays: number | null
  description: string
  totalFen: number
}

export interface OrderGoods {
  id: number
  goodsSn?: string
  title: string
  cover: string | null
  gameName: string
  districtNames: string[]
}

/**
 * 确认订单's data exactly as the server declares it: a hand-written copy once expected the offer
 * to carry its good (`offer.goods.priceFen`) while the server sends `{id, agreedFen, expiresAt}`,
 * and the agreed-price page went blank.
 */
export type ConfirmData = ApiData<'/api/order/confirm', 'get'>

export interface CreatedOrder {
  orderId: number
  orderNo: string
  state: number
  totalFen: number
  expiresAt: string
}

export interface TimelineItem {
  type: string
  text: string
  at: string
}

export interface OrderDetail {
  id: number
  orderNo: string
  state: number
  stateText: string
  role: 'buyer' | 'seller' | 'staff'
  goods: OrderGoods
  priceFen: number
  protection: ProtectionCode
  protectionName: string
  protectionFeeFen: number
  totalFen: number
  sellerIncomeFen: number | null
  commissionFen: number | null
  createdAt: string
  expiresAt: string
  paidAt: string | null
  autoConfirmAt: string | null
  completedAt: string | null
  closedAt: string | null
  serverNow: string
  buyer: { nickName: string }
  seller: { nickName: string; id?: number; ratingAvg?: number | null; ratingCount?: number }
  timeline: TimelineItem[]
  credentialsAvailable: boolean
  revealCount: number
  checklist: { key: string; text: string }[]
  canCancel: boolean
  canConfirm: boolean
  canPay: boolean
  canChat: boolean
  // after-sale (disputes, claims, ratings); absent on servers without it
  dispute?: Dispute | null
  claims?: Claim[]
  rating?: Rating | null
  protectionEndsAt?: string | null
  canDispute?: boolean
  canClaim?: boolean
  canRate?: boolean
  canEditRating?: boolean
  canReplyRating?: boolean
  offerId?: number | null
}

export interface OrderStatus {
  orderId: number
  state: number
  stateText: string
  paid: boolean
  paidAt: string | null
  totalFen: number
}

export interface Credentials {
  account: string
  password: string
  boundPhone: string | null
  boundEmail: string | null
  securityNotes: string | null
  revealedAt: string
}

export interface OrderRow {
  id: number
  orderNo: string
  state: number
  stateText: string
  goods: OrderGoods
  priceFen: number
  protectionFeeFen: number
  totalFen: number
  sellerIncomeFen: number | null
  createdAt: string
  expiresAt: string
  paidAt: string | null
  completedAt: string | null
  unread: number
}

export interface ChatMsg {
  id: number
  role: 'buyer' | 'seller' | 'staff' | 'system'
  nickName: string
  mine: boolean
  kind: 'text' | 'image'
  text: string | null
  imageUrl: string | null
  createdAt: string
}

export type PayTarget = 'h5' | 'weapp' | 'alipay'
export type PayChannel = 'sandbox' | 'alipay' | 'wechatpay'

export interface PayChannelItem {
  channel: PayChannel
  name: string
}

export interface PayOrder {
  payNo: string
  channel: PayChannel
  amountFen: number
  expiresAt: string
  action: 'redirect' | 'wxRequestPayment' | 'alipayTradePay'
  redirectUrl: string | null
  wxPayParams: { timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string } | null
  tradeNo: string | null
}

export const ordersApi = {
  confirm: (goodsId: number, offerId?: number) => http.get<ConfirmData>('/api/order/confirm', { goodsId, offerId }),
  create: (body: { goodsId: number; protection: ProtectionCode; acceptRules: true; offerId?: number }) =>
    http.post<CreatedOrder>('/api/order/create', body),
  detail: (id: number) => http.get<OrderDetail>(`/api/order/${id}`),
  status: (id: number) => http.get<OrderStatus>(`/api/order/${id}/status`),
  cancel: (id: number) => http.post<null>(`/api/order/${id}/cancel`),
  confirmReceipt: (id: number) => http.post<{ state: number; completedAt: string }>(`/api/order/${id}/confirm`),
  /** POST because every reveal is recorded; never keep the answer anywhere that persists. */
  credentials: (id: number) => http.post<Credentials>(`/api/order/${id}/credentials`),
  buyList: (q: { state?: number; pageNum: number }) =>
    http.get<PageResult<OrderRow>>('/api/saleOrder/web/buyList', { pageSize: 10, ...q }),
  sellList: (q: { state?: number; pageNum: number }) =>
    http.get<PageResult<OrderRow>>('/api/order/sellList', { pageSize: 10, ...q }),
  chat: (id: number, afterId: number) =>
    http.get<{ rows: ChatMsg[]; lastId: number }>(`/api/order/${id}/chat`, { afterId, limit: 50 }),
  sendChat: (id: number, body: { text: string } | { imageUrl: string }) =>
    http.post<ChatMsg>(`/api/order/${id}/chat`, body),
}

export const payApi = {
  channels: (target: PayTarget) => http.get<PayChannelItem[]>('/api/pay/channels', { target }),
  create: (body: { orderId: number; channel: PayChannel; target: PayTarget; authCode?: string }) =>
    http.post<PayOrder>('/api/pay/create', body),
  /** Paying something other than an order (a rental, a merchant's trade-in quote). */
  createFor: (body: {
    purpose: 'rental' | 'tradein'
    targetId: number
    channel: PayChannel
    target: PayTarget
    authCode?: string
  }) => http.post<PayOrder>('/api/pay/create', body),
  /** The sandbox cashier's own submit, for mini-programs that show their own confirm dialog. */
  sandboxSubmit: (body: { payNo: string; t: string; result: 'success' | 'fail' }) =>
    http.post<{ orderId: number; result: string }>('/api/pay/sandbox/submit', body),
}

export interface WalletSummary {
  balanceFen: number
  heldFen: number
  totalIncomeFen: number
  pendingWithdraw: Withdrawal | null
  realNameMasked: string | null
  rules: { minFen: number; feeBps: number; feeMinFen: number; maxPending: number }
}

export interface WalletEntry {
  id: number
  kind: string
  kindText: string
  amountFen: number
  balanceAfterFen: number
  refType: string | null
  refId: number | null
  memo: string
  createdAt: string
}

export interface Withdrawal {
  id: number
  amountFen: number
  feeFen: number
  payoutFen: number
  alipayAccount: string
  accountName: string
  /** 0 处理中, 1 已打款, 2 已驳回 */
  status: number
  statusText: string
  rejectReason: string | null
  createdAt: string
  processedAt: string | null
}

export const walletApi = {
  summary: () => http.get<WalletSummary>('/api/wallet'),
  entries: (pageNum: number) => http.get<PageResult<WalletEntry>>('/api/wallet/entries', { pageNum, pageSize: 10 }),
  withdrawals: (pageNum: number) =>
    http.get<PageResult<Withdrawal>>('/api/wallet/withdrawals', { pageNum, pageSize: 10 }),
  withdraw: (body: { amountFen: number; alipayAccount: string; accountName: string }) =>
    http.post<Withdrawal>('/api/wallet/withdraw', body),
}

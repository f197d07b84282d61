import { http } from './http'
import type { ApiBody, ApiData, ApiQuery, ApiRow } from './types'

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

/**
 * 确认订单's data exactly as the server declares it: a hand-written copy once expected the offer
 * to carry its good (`offer.goods.priceFen`) while the server sends `{id, agreedFen, expiresAt}`,
 * and the agreed-price page went blank.
 */
export type ConfirmData = ApiData<'/api/order/confirm', 'get'>

export type ProtectionOption = ConfirmData['protections'][number]

export type ProtectionCode = ProtectionOption['code']

export type CreatedOrder = ApiData<'/api/order/create', 'post'>

export type OrderDetail = ApiData<'/api/order/{id}', 'get'>

export type TimelineItem = OrderDetail['timeline'][number]

export type OrderStatus = ApiData<'/api/order/{id}/status', 'get'>

export type Credentials = ApiData<'/api/order/{id}/credentials', 'post'>

/** The order's trade agreement: its file name, size and SHA-256 (issue 41). */
export type AgreementInfo = ApiData<'/api/order/{id}/agreement', 'get'>
/** The seller's original registration data, for the buyer of a paid tier once the order is completed. */
export type Registration = ApiData<'/api/order/{id}/registration', 'post'>

/** A row of 我买到的 (the seller's list, /api/order/sellList, has the same shape). */
export type OrderRow = ApiRow<'/api/saleOrder/web/buyList'>

/** An order list's filters: a state tab, and within 交接中 (state 1) its step. */
export type OrderListQuery = ApiQuery<'/api/saleOrder/web/buyList'>

/** The two steps of 交接中: waiting for the hand-over, then for the buyer's confirmation. */
export type OrderStage = NonNullable<OrderListQuery['stage']>

export type OrderCounts = ApiData<'/api/order/counts', 'get'>

/** The good as every order answer carries it (the detail adds its goodsSn). */
export type OrderGoods = OrderRow['goods']

export type ChatMsg = ApiData<'/api/order/{id}/chat', 'post'>

export type PayTarget = ApiQuery<'/api/pay/channels'>['target']

/** live: real providers take the money; sandbox: the built-in cashier executes every channel, nothing is charged */
export type PayChannels = ApiData<'/api/pay/channels', 'get'>

export type PayMode = PayChannels['mode']

export type PayChannelItem = PayChannels['channels'][number]

export type PayChannel = PayChannelItem['channel']

export type PayOrder = ApiData<'/api/pay/create', 'post'>

type PayBody = ApiBody<'/api/pay/create', 'post'>

export const ordersApi = {
  confirm: (goodsId: number, offerId?: number) => http.get('/api/order/confirm', { query: { goodsId, offerId } }),
  create: (body: ApiBody<'/api/order/create', 'post'>) => http.post('/api/order/create', { body }),
  detail: (id: number) => http.get('/api/order/{id}', { params: { id } }),
  status: (id: number) => http.get('/api/order/{id}/status', { params: { id } }),
  cancel: (id: number) => http.post('/api/order/{id}/cancel', { params: { id } }),
  confirmReceipt: (id: number) => http.post('/api/order/{id}/confirm', { params: { id } }),
  /** POST because every reveal is recorded; never keep the answer anywhere that persists. */
  credentials: (id: number) => http.post('/api/order/{id}/credentials', { params: { id } }),
  /** the trade agreement's file name and SHA-256; the PDF itself is downloaded (utils/agreement.ts) */
  agreement: (id: number) => http.get('/api/order/{id}/agreement', { params: { id } }),
  registration: (id: number) => http.post('/api/order/{id}/registration', { params: { id } }),
  buyList: (q: OrderListQuery) => http.get('/api/saleOrder/web/buyList', { query: { pageSize: 10, ...q } }),
  sellList: (q: OrderListQuery) => http.get('/api/order/sellList', { query: { pageSize: 10, ...q } }),
  /** How many of my purchases and my sales wait at each step (我的's shortcuts). */
  counts: () => http.get('/api/order/counts'),
  chat: (id: number, afterId: number) =>
    http.get('/api/order/{id}/chat', { params: { id }, query: { afterId, limit: 50 } }),
  sendChat: (id: number, body: { text: string } | { imageUrl: string }) =>
    http.post('/api/order/{id}/chat', { params: { id }, body }),
}

export const payApi = {
  channels: (target: PayTarget) => http.get('/api/pay/channels', { query: { target } }),
  create: (body: Pick<PayBody, 'orderId' | 'channel' | 'target' | 'authCode'> & { orderId: number }) =>
    http.post('/api/pay/create', { body }),
  /** Paying something other than an order (a rental, a merchant's trade-in quote). */
  createFor: (
    body: Pick<PayBody, 'purpose' | 'targetId' | 'channel' | 'target' | 'authCode'> & {
      purpose: 'rental' | 'tradein'
      targetId: number
    },
  ) => http.post('/api/pay/create', { body }),
  /** The sandbox cashier's own submit, for mini-programs that show their own confirm dialog. */
  sandboxSubmit: (body: ApiBody<'/api/pay/sandbox/submit', 'post'>) => http.post('/api/pay/sandbox/submit', { body }),
}

export type WalletSummary = ApiData<'/api/wallet', 'get'>

export type WalletEntry = ApiRow<'/api/wallet/entries'>

export type Withdrawal = ApiRow<'/api/wallet/withdrawals'>

export const walletApi = {
  summary: () => http.get('/api/wallet'),
  entries: (pageNum: number) => http.get('/api/wallet/entries', { query: { pageNum, pageSize: 10 } }),
  withdrawals: (pageNum: number) => http.get('/api/wallet/withdrawals', { query: { pageNum, pageSize: 10 } }),
  withdraw: (body: ApiBody<'/api/wallet/withdraw', 'post'>) => http.post('/api/wallet/withdraw', { body }),
}

import { http } from './http'
import type { ApiBody, ApiData, ApiItem, ApiRow } from './types'

/** Dispute `state`: 0 待卖家答辩, 1 卖家已答辩, 2 退款中, 3 已退款, 4 已放款给卖家, 5 买家已撤销. */
export const DISPUTE_STATE = { waiting: 0, answered: 1, refunding: 2, refunded: 3, released: 4, withdrawn: 5 } as const

export type Dispute = ApiData<'/api/order/{id}/dispute', 'get'>

export type RefundInfo = NonNullable<Dispute['refund']>

export type DisputeReason = ApiItem<'/api/dispute/reasons'>

/** Claim `status`: 0 待处理, 1 已赔付, 2 已驳回. */
export type Claim = ApiData<'/api/claim', 'post'>

export type InsuredOrder = ApiRow<'/api/claim/insured'>

export type ProtectionTier = ApiItem<'/api/claim/tiers'>

export type Rating = ApiData<'/api/order/{id}/rating', 'post'>

/** Offer `state`: 0 待卖家处理, 1 卖家已还价, 2 已接受, 3 已拒绝, 4 已撤销, 5 已过期, 6 已下单. */
export const OFFER_STATE = {
  pending: 0,
  countered: 1,
  accepted: 2,
  refused: 3,
  cancelled: 4,
  expired: 5,
  ordered: 6,
} as const

export type Offer = ApiData<'/api/offer', 'post'>

export const disputeApi = {
  reasons: () => http.get('/api/dispute/reasons'),
  open: (orderId: number, body: ApiBody<'/api/order/{id}/dispute', 'post'>) =>
    http.post('/api/order/{id}/dispute', { params: { id: orderId }, body }),
  get: (orderId: number) => http.get('/api/order/{id}/dispute', { params: { id: orderId } }),
  answer: (orderId: number, body: ApiBody<'/api/order/{id}/dispute/answer', 'post'>) =>
    http.post('/api/order/{id}/dispute/answer', { params: { id: orderId }, body }),
  withdraw: (orderId: number) => http.post('/api/order/{id}/dispute/withdraw', { params: { id: orderId } }),
  /** the buyer's reply to the seller's answer, within the reply period */
  reply: (orderId: number, body: ApiBody<'/api/order/{id}/dispute/reply', 'post'>) =>
    http.post('/api/order/{id}/dispute/reply', { params: { id: orderId }, body }),
}

export const claimApi = {
  tiers: () => http.get('/api/claim/tiers'),
  insured: (pageNum: number) => http.get('/api/claim/insured', { query: { pageNum, pageSize: 10 } }),
  file: (body: ApiBody<'/api/claim', 'post'>) => http.post('/api/claim', { body }),
  list: (pageNum: number) => http.get('/api/claim/list', { query: { pageNum, pageSize: 10 } }),
}

export const ratingApi = {
  rate: (orderId: number, body: ApiBody<'/api/order/{id}/rating', 'post'>) =>
    http.post('/api/order/{id}/rating', { params: { id: orderId }, body }),
  edit: (orderId: number, body: ApiBody<'/api/order/{id}/rating', 'put'>) =>
    http.put('/api/order/{id}/rating', { params: { id: orderId }, body }),
  reply: (orderId: number, reply: string) =>
    http.post('/api/order/{id}/rating/reply', { params: { id: orderId }, body: { reply } }),
}

export const offerApi = {
  make: (goodsId: number, priceFen: number) => http.post('/api/offer', { body: { goodsId, priceFen } }),
  mine: (goodsId: number) => http.get('/api/offer/mine', { query: { goodsId } }),
  list: (q: { side: 'buyer' | 'seller'; pageNum: number; state?: number; pageSize?: number }) =>
    http.get('/api/offer/list', { query: { pageSize: 10, ...q } }),
  accept: (id: number) => http.post('/api/offer/{id}/accept', { params: { id } }),
  refuse: (id: number, reason?: string) => http.post('/api/offer/{id}/refuse', { params: { id }, body: { reason } }),
  counter: (id: number, priceFen: number) =>
    http.post('/api/offer/{id}/counter', { params: { id }, body: { priceFen } }),
  cancel: (id: number) => http.post('/api/offer/{id}/cancel', { params: { id } }),
}

export const notifyApi = {
  templates: () => http.get('/api/notify/templates'),
  subscribe: (templateIds: string[], authCode?: string) =>
    http.post('/api/notify/subscribe', { body: { templateIds, authCode } }),
}

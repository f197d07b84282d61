import { http } from './http'
import type { PageResult } from './types'
import type { ProtectionCode } from './orders'

/** Dispute `state`: 0 待卖家答辩, 1 卖家已答辩, 2 退款中, 3 已退款, 4 已放款给卖家, 5 买家已撤销. */
export const DISPUTE_STATE = { waiting: 0, answered: 1, refunding: 2, refunded: 3, released: 4, withdrawn: 5 } as const

export interface RefundInfo {
  refundNo: string
  amountFen: number
  /** 0 处理中, 1 已退款, 2 退款失败 */
  status: number
  statusText: string
  attempts: number
  lastError: string | null
  refundedAt: string | null
}

export interface Dispute {
  id: number
  orderId: number
  orderNo: string
  state: number
  stateText: string
  reason: string
  reasonText: string
  description: string
  images: string[]
  answerText: string | null
  answerImages: string[]
  answeredAt: string | null
  answerDeadline: string
  sellerOverdue: boolean
  decision: 'refund' | 'release' | null
  decisionNote: string | null
  decidedAt: string | null
  refund: RefundInfo | null
  createdAt: string
  serverNow: string
}

/** Claim `status`: 0 待处理, 1 已赔付, 2 已驳回. */
export interface Claim {
  id: number
  orderId: number
  orderNo: string
  goodsTitle: string
  protection: ProtectionCode
  protectionName: string
  status: number
  statusText: string
  evidence: string
  images: string[]
  deadlineAt: string
  compensationFen: number | null
  topUpFen: number | null
  refuseReason: string | null
  decidedAt: string | null
  createdAt: string
  serverNow: string
}

export interface InsuredOrder {
  orderId: number
  orderNo: string
  goods: { id: number; title: string; cover: string | null; gameName: string }
  priceFen: number
  protection: ProtectionCode
  protectionName: string
  completedAt: string
  protectionEndsAt: string | null
  inPeriod: boolean
  canClaim: boolean
  openClaimId: number | null
  lastClaim: Claim | null
}

export interface ProtectionTier {
  code: ProtectionCode
  name: string
  rateBps: number
  periodDays: number | null
  description: string
  compensation: string
}

export interface Rating {
  id: number
  orderId: number
  score: number
  comment: string | null
  reply: string | null
  repliedAt: string | null
  createdAt: string
  updatedAt: string
  editableUntil: string
  buyerNick: string
}

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

export interface Offer {
  id: number
  goodsId: number
  goods: { id: number; title: string; cover: string | null; priceFen: number; saleState: number }
  priceFen: number
  counterFen: number | null
  agreedFen: number | null
  state: number
  stateText: string
  role: 'buyer' | 'seller'
  buyerNick: string
  expiresAt: string | null
  orderId: number | null
  refuseReason: string | null
  createdAt: string
  updatedAt: string
  serverNow: string
}

export const disputeApi = {
  reasons: () => http.get<{ code: string; text: string }[]>('/api/dispute/reasons'),
  open: (orderId: number, body: { reason: string; description: string; images: string[] }) =>
    http.post<Dispute>(`/api/order/${orderId}/dispute`, body),
  get: (orderId: number) => http.get<Dispute>(`/api/order/${orderId}/dispute`),
  answer: (orderId: number, body: { text: string; images: string[] }) =>
    http.post<Dispute>(`/api/order/${orderId}/dispute/answer`, body),
  withdraw: (orderId: number) => http.post<Dispute>(`/api/order/${orderId}/dispute/withdraw`),
}

export const claimApi = {
  tiers: () => http.get<ProtectionTier[]>('/api/claim/tiers'),
  insured: (pageNum: number) => http.get<PageResult<InsuredOrder>>('/api/claim/insured', { pageNum, pageSize: 10 }),
  file: (body: { orderId: number; evidence: string; images: string[] }) => http.post<Claim>('/api/claim', body),
  list: (pageNum: number) => http.get<PageResult<Claim>>('/api/claim/list', { pageNum, pageSize: 10 }),
}

export const ratingApi = {
  rate: (orderId: number, body: { score: number; comment?: string }) =>
    http.post<Rating>(`/api/order/${orderId}/rating`, body),
  edit: (orderId: number, body: { score: number; comment?: string }) =>
    http.put<Rating>(`/api/order/${orderId}/rating`, body),
  reply: (orderId: number, reply: string) => http.post<Rating>(`/api/order/${orderId}/rating/reply`, { reply }),
}

export const offerApi = {
  make: (goodsId: number, priceFen: number) => http.post<Offer>('/api/offer', { goodsId, priceFen }),
  mine: (goodsId: number) => http.get<Offer | null>('/api/offer/mine', { goodsId }),
  list: (q: { side: 'buyer' | 'seller'; pageNum: number }) =>
    http.get<PageResult<Offer>>('/api/offer/list', { pageSize: 10, ...q }),
  accept: (id: number) => http.post<Offer>(`/api/offer/${id}/accept`),
  refuse: (id: number, reason?: string) => http.post<Offer>(`/api/offer/${id}/refuse`, { reason }),
  counter: (id: number, priceFen: number) => http.post<Offer>(`/api/offer/${id}/counter`, { priceFen }),
  cancel: (id: number) => http.post<Offer>(`/api/offer/${id}/cancel`),
}

export const notifyApi = {
  templates: () => http.get<{ event: string; templateId: string; title: string }[]>('/api/notify/templates'),
  subscribe: (templateIds: string[], authCode?: string) =>
    http.post<{ subscribed: { templateId: string; remaining: number }[] }>('/api/notify/subscribe', {
      templateIds,
      authCode,
    }),
}

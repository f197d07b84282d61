import { http } from './http'
import type { PageResult } from './types'
import type { AttrValue } from './goods'

/** Appraisal `status` (the vendor's codes, the subset an appraisal uses): 0 估价中, 3 已估价, 4 已取消. */
export const APPRAISAL_STATUS = { pending: 0, done: 3, cancelled: 4 } as const

export interface ValuationPoint {
  priceFen: number
  kind: 'deal' | 'listing'
  similarity: number
}

export interface Valuation {
  lowFen: number | null
  medianFen: number | null
  highFen: number | null
  comparableCount: number
  dealCount: number
  listingCount: number
  confidence: 'enough' | 'few'
  note: string | null
  points: ValuationPoint[]
  computedAt: string
}

export interface ManualAppraisal {
  priceFen: number
  note: string
  operatorNick: string
  appraisedAt: string
}

export interface AppraisalItem {
  id: number
  type: number
  status: number
  statusText: string
  gameId: number
  gameName: string
  districtPath: { id: number; name: string }[]
  attrs: Record<string, AttrValue>
  attrList: { fieldKey: string; fieldName: string; text: string }[]
  images: { url: string; thumb?: string }[]
  expectedPriceFen: number | null
  remark: string
  valuation: Valuation
  manual: ManualAppraisal | null
  createdAt: string
  updatedAt: string
}

export interface PriceTier {
  name: string
  minDealFen: number
  maxDealFen: number
  medianDealFen: number
  referenceFen: number
  dealCount: number
}

export interface TrendWeek {
  weekStart: string
  medianDealFen: number | null
  referenceFen: number | null
  dealCount: number
}

export interface GamePriceList {
  gameId: number
  gameName: string
  dealCount: number
  tiers: PriceTier[]
  trend: TrendWeek[]
}

export interface TradeInCredentials {
  account: string
  password: string
  boundPhone?: string
  boundEmail?: string
  securityNotes?: string
}

export type AppraisalBody = {
  /** 1 appraisal, 2 trade-in (竞价回收; needs the login) */
  type: 1 | 2
  credentials?: TradeInCredentials
  gameId: number
  districtId: number
  attrs: Record<string, AttrValue>
  images: string[]
  expectedPriceFen?: number
  remark?: string
}

export const appraisalApi = {
  submit: (body: AppraisalBody) => http.post<AppraisalItem>('/api/account/backlist', body),
  list: (pageNum: number) =>
    http.get<PageResult<AppraisalItem>>('/api/account/backlist/allList', { type: 1, pageNum, pageSize: 10 }),
  detail: (id: number) => http.get<AppraisalItem>(`/api/account/backlist/${id}`),
  cancel: (id: number) => http.post<null>(`/api/account/backlist/${id}/cancel`),
  priceList: (gameId?: number) =>
    http.get<{ recycleFactor: number; windowDays: number; games: GamePriceList[] }>('/api/account/backlist/priceList', {
      gameId,
    }),
}

/** Trade-in `stage` (finer than the vendor's status) — what the pages show and offer. */
export type TradeInStage =
  'quoting' | 'accepted' | 'paid' | 'handedOver' | 'done' | 'rejected' | 'cancelled' | 'refused'

export interface Quote {
  id: number
  merchantNick: string
  priceFen: number
  /** 0 有效, 1 已接受（待付款）, 2 已付款, 3 未选中/已关闭, 4 超时未付款, 5 已成交, 6 已退款 */
  status: number
  statusText: string
  quotedAt: string
  createdAt: string
}

export interface TradeIn {
  stage: TradeInStage
  stageText: string
  quoteEndsAt: string
  quoting: boolean
  feeBps: number
  quotes: Quote[]
  bestPriceFen: number | null
  accepted: null | {
    quoteId: number
    merchantNick: string
    priceFen: number
    feeFen: number
    payoutFen: number
    acceptedAt: string
    payDeadline: string
    paidAt: string | null
  }
  handedOverAt: string | null
  confirmedAt: string | null
  rejectedAt: string | null
  rejectReason: string | null
  canAccept: boolean
  canRefuse: boolean
  canCancel: boolean
  canHandover: boolean
  serverNow: string
}

export type TradeInItem = AppraisalItem & { tradeIn: TradeIn | null }

export interface OpenRequest {
  id: number
  gameId: number
  gameName: string
  districtPath: { id: number; name: string }[]
  attrList: { fieldKey: string; fieldName: string; text: string }[]
  images: { url: string; thumb?: string }[]
  expectedPriceFen: number | null
  remark: string
  valuation: Pick<Valuation, 'lowFen' | 'medianFen' | 'highFen' | 'comparableCount' | 'confidence'>
  quoteEndsAt: string
  quoteCount: number
  bestPriceFen: number | null
  myQuote: null | { id: number; priceFen: number; status: number; statusText: string; quotedAt: string }
  createdAt: string
  serverNow: string
}

export interface MerchantQuote {
  id: number
  requestId: number
  priceFen: number
  status: number
  statusText: string
  quotedAt: string
  createdAt: string
  request: {
    gameId: number
    gameName: string
    districtPath: { id: number; name: string }[]
    attrList: { fieldName: string; text: string }[]
    cover: string | null
    stage: TradeInStage
    stageText: string
    quoteEndsAt: string
  }
  rank: number | null
  bestPriceFen: number | null
  acceptedAt: string | null
  payDeadline: string | null
  paidAt: string | null
  canPay: boolean
  credentialsAvailable: boolean
}

export const tradeInApi = {
  list: (pageNum: number) =>
    http.get<PageResult<TradeInItem>>('/api/account/backlist/allList', { type: 2, pageNum, pageSize: 10 }),
  accept: (id: number, quoteId: number) =>
    http.post<TradeInItem>(`/api/account/backlist/${id}/status`, { status: 2, quoteId }),
  refuseAll: (id: number) => http.post<TradeInItem>(`/api/account/backlist/${id}/status`, { status: 5 }),
  cancel: (id: number) => http.post<null>(`/api/account/backlist/${id}/cancel`),
  handover: (id: number) => http.post<TradeInItem>(`/api/account/backlist/${id}/handover`, {}),
}

export const merchantTradeInApi = {
  open: (q: { gameId?: number; pageNum: number }) =>
    http.get<PageResult<OpenRequest>>('/api/merchant/tradein/open', { pageSize: 10, ...q }),
  quote: (id: number, priceFen: number) => http.post<MerchantQuote>(`/api/merchant/tradein/${id}/quote`, { priceFen }),
  quotes: (pageNum: number) =>
    http.get<PageResult<MerchantQuote>>('/api/merchant/tradein/quotes', { pageNum, pageSize: 10 }),
  credentials: (id: number) =>
    http.post<{
      account: string
      password: string
      boundPhone: string | null
      boundEmail: string | null
      securityNotes: string | null
      revealedAt: string
    }>(`/api/merchant/tradein/${id}/credentials`),
}

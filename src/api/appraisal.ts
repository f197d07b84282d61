import { http } from './http'
import type { ApiBody, ApiData, ApiRow } from './types'

/** Appraisal `status` (the vendor's codes, the subset an appraisal uses): 0 估价中, 3 已估价, 4 已取消. */
export const APPRAISAL_STATUS = { pending: 0, done: 3, cancelled: 4 } as const

/** An appraisal (type 1) or a trade-in request (type 2, with `tradeIn`): the server sends both the same way. */
export type AppraisalItem = ApiData<'/api/account/backlist/{id}', 'get'>

export type Valuation = AppraisalItem['valuation']

export type ValuationPoint = Valuation['points'][number]

export type ManualAppraisal = NonNullable<AppraisalItem['manual']>

type PriceList = ApiData<'/api/account/backlist/priceList', 'get'>

export type GamePriceList = PriceList['games'][number]

export type PriceTier = GamePriceList['tiers'][number]

export type TrendWeek = GamePriceList['trend'][number]

/** `type`: 1 appraisal, 2 trade-in (竞价回收; needs the login). */
export type AppraisalBody = ApiBody<'/api/account/backlist', 'post'>

export type TradeInCredentials = NonNullable<AppraisalBody['credentials']>

export const appraisalApi = {
  submit: (body: AppraisalBody) => http.post('/api/account/backlist', { body }),
  list: (pageNum: number) => http.get('/api/account/backlist/allList', { query: { type: 1, pageNum, pageSize: 10 } }),
  detail: (id: number) => http.get('/api/account/backlist/{id}', { params: { id } }),
  cancel: (id: number) => http.post('/api/account/backlist/{id}/cancel', { params: { id } }),
  priceList: (gameId?: number) => http.get('/api/account/backlist/priceList', { query: { gameId } }),
}

/** A trade-in request: an appraisal item whose `tradeIn` is set. */
export type TradeInItem = AppraisalItem

export type TradeIn = NonNullable<AppraisalItem['tradeIn']>

/** Trade-in `stage` (finer than the vendor's status) — what the pages show and offer. */
export type TradeInStage = TradeIn['stage']

/** `status`: 0 有效, 1 已接受（待付款）, 2 已付款, 3 未选中/已关闭, 4 超时未付款, 5 已成交, 6 已退款. */
export type Quote = TradeIn['quotes'][number]

export type OpenRequest = ApiRow<'/api/merchant/tradein/open'>

export type MerchantQuote = ApiRow<'/api/merchant/tradein/quotes'>

export const tradeInApi = {
  list: (pageNum: number) => http.get('/api/account/backlist/allList', { query: { type: 2, pageNum, pageSize: 10 } }),
  accept: (id: number, quoteId: number) =>
    http.post('/api/account/backlist/{id}/status', { params: { id }, body: { status: 2, quoteId } }),
  refuseAll: (id: number) => http.post('/api/account/backlist/{id}/status', { params: { id }, body: { status: 5 } }),
  cancel: (id: number) => http.post('/api/account/backlist/{id}/cancel', { params: { id } }),
  handover: (id: number) => http.post('/api/account/backlist/{id}/handover', { params: { id }, body: {} }),
}

export const merchantTradeInApi = {
  open: (q: { gameId?: number; pageNum: number }) =>
    http.get('/api/merchant/tradein/open', { query: { pageSize: 10, ...q } }),
  quote: (id: number, priceFen: number) =>
    http.post('/api/merchant/tradein/{id}/quote', { params: { id }, body: { priceFen } }),
  quotes: (pageNum: number) => http.get('/api/merchant/tradein/quotes', { query: { pageNum, pageSize: 10 } }),
  credentials: (id: number) => http.post('/api/merchant/tradein/{id}/credentials', { params: { id } }),
}

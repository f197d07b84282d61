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

export type AppraisalBody = {
  type: 1
  gameId: number
  districtId: number
  attrs: Record<string, AttrValue>
  images: string[]
  expectedPriceFen?: number
  remark?: string
}

export const appraisalApi = {
  submit: (body: AppraisalBody) => http.post<AppraisalItem>('/api/account/backlist', body),
  list: (pageNum: number) => http.get<PageResult<AppraisalItem>>('/api/account/backlist/allList', { type: 1, pageNum, pageSize: 10 }),
  detail: (id: number) => http.get<AppraisalItem>(`/api/account/backlist/${id}`),
  cancel: (id: number) => http.post<null>(`/api/account/backlist/${id}/cancel`),
  priceList: (gameId?: number) => http.get<{ recycleFactor: number; windowDays: number; games: GamePriceList[] }>('/api/account/backlist/priceList', { gameId }),
}

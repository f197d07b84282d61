import { http } from './http'
import type { ApiData, PageResult } from './types'
import type { AttrValue } from './goods'
import type { Withdrawal } from './orders'
import type { Claim, Dispute } from './aftersale'
import type { AppraisalItem, TradeInItem } from './appraisal'
import type { MyListing } from './rental'

export interface ReviewItem {
  id: number
  goodsSn: string
  title: string
  gameName: string
  districtNames: string[]
  priceFen: number
  isGuarantee: 0 | 1 | 2
  bargain: boolean
  images: { url: string; thumb: string }[]
  attrs: { fieldName: string; value: AttrValue }[]
  description: string
  seller: { id: number; nickName: string; verified: boolean; listed: number; sold: number; rejected: number }
  createdAt: string
}

/** The operator console's calls: every /api/admin route checks the operator role on the server. */
export const adminApi = {
  reviewList: (pageNum: number, pageSize = 10) =>
    http.get<PageResult<ReviewItem>>('/api/admin/review/list', { pageNum, pageSize }),
  reasons: () => http.get<string[]>('/api/admin/review/reasons'),
  approve: (id: number) => http.post<null>(`/api/admin/review/${id}/approve`),
  reject: (id: number, reason: string) => http.post<null>(`/api/admin/review/${id}/reject`, { reason }),
}

export interface AdminOrderRow {
  id: number
  orderNo: string
  state: number
  stateText: string
  goodsTitle: string
  buyerNick: string
  sellerNick: string
  totalFen: number
  createdAt: string
  paidAt: string | null
}

/** A withdrawal as operators see it: whose it is, with the account unmasked to pay it. */
export interface AdminWithdrawal extends Withdrawal {
  userId: number
  userNick: string
}

/** Orders and withdrawals (trade issue). An order's whole thread opens in the shared order page as staff. */
export const adminTradeApi = {
  orders: (q: { state?: number; orderNo?: string; pageNum: number }) =>
    http.get<PageResult<AdminOrderRow>>('/api/admin/order/list', { pageSize: 10, ...q }),
  withdrawals: (q: { status?: number; pageNum: number }) =>
    http.get<PageResult<AdminWithdrawal>>('/api/admin/withdraw/list', { pageSize: 10, ...q }),
  markPaid: (id: number, remark?: string) => http.post<null>(`/api/admin/withdraw/${id}/paid`, { remark }),
  rejectWithdraw: (id: number, reason: string) => http.post<null>(`/api/admin/withdraw/${id}/reject`, { reason }),
}

export interface AdminProblem {
  id: number
  kind: 'feedback' | 'suggest'
  category: string
  content: string
  images: string[]
  contact: string | null
  status: number
  reply: string | null
  repliedAt: string | null
  createdAt: string
  userId: number
  nickName: string
  closedAt: string | null
}

export interface AdminReport {
  id: number
  reporterId: number
  reporterNick: string
  account: string
  kind: string
  gameId: number | null
  gameName: string | null
  reason: string
  images: string[]
  status: number
  note: string | null
  blacklistId: number | null
  handledAt: string | null
  createdAt: string
}

export interface AdminMerchantApplication {
  id: number
  userId: number
  nickName: string
  companyName: string | null
  contactName: string
  phone: string
  qq: string | null
  games: string[]
  intro: string
  status: number
  reason: string | null
  reviewedAt: string | null
  createdAt: string
}

/** The support queues (content issue): questions to answer, scam reports, merchant applications. */
export const adminSupportApi = {
  problems: (q: { status?: number; pageNum: number }) =>
    http.get<PageResult<AdminProblem>>('/api/admin/problem/list', { pageSize: 10, ...q }),
  reply: (id: number, reply: string) => http.post<null>(`/api/admin/problem/${id}/reply`, { reply }),
  closeProblem: (id: number) => http.post<null>(`/api/admin/problem/${id}/close`),
  reports: (q: { status?: number; pageNum: number }) =>
    http.get<PageResult<AdminReport>>('/api/admin/report/list', { pageSize: 10, ...q }),
  acceptReport: (id: number, reason?: string) =>
    http.post<{ blacklistId: number }>(`/api/admin/report/${id}/accept`, { reason }),
  dismissReport: (id: number, note: string) => http.post<null>(`/api/admin/report/${id}/dismiss`, { note }),
  merchants: (q: { status?: number; pageNum: number }) =>
    http.get<PageResult<AdminMerchantApplication>>('/api/admin/merchant/list', { pageSize: 10, ...q }),
  approveMerchant: (id: number) => http.post<null>(`/api/admin/merchant/${id}/approve`),
  rejectMerchant: (id: number, reason: string) => http.post<null>(`/api/admin/merchant/${id}/reject`, { reason }),
}

/** A page's render error as a client reported it (POST /api/client-error); the shape is the server's. */
export type AdminClientError = ApiData<'/api/admin/client-errors', 'get'>['rows'][number]

export const adminClientErrorApi = {
  list: (q: { keyword?: string; pageNum: number }) =>
    http.get<PageResult<AdminClientError>>('/api/admin/client-errors', { pageSize: 10, ...q }),
}

export interface AdminDispute extends Dispute {
  buyerNick: string
  sellerNick: string
  goodsTitle: string
  totalFen: number
  provider: string | null
}

export interface AdminClaim extends Claim {
  buyerNick: string
  sellerId: number
  sellerNick: string
  priceFen: number
  overdue: boolean
  maxTopUpFen?: number
}

/** Disputes and recovery claims (after-sale issue): decide refunds, releases and compensation. */
export const adminAftersaleApi = {
  disputes: (q: { state?: number; pageNum: number }) =>
    http.get<PageResult<AdminDispute>>('/api/admin/dispute/list', { pageSize: 10, ...q }),
  refund: (id: number, note: string, returnToSale = false) =>
    http.post<Dispute>(`/api/admin/dispute/${id}/refund`, { note, returnToSale }),
  retryRefund: (id: number) => http.post<Dispute>(`/api/admin/dispute/${id}/refund/retry`),
  release: (id: number, note: string) => http.post<Dispute>(`/api/admin/dispute/${id}/release`, { note }),
  claims: (q: { status?: number; pageNum: number }) =>
    http.get<PageResult<AdminClaim>>('/api/admin/claim/list', { pageSize: 10, ...q }),
  claim: (id: number) => http.get<AdminClaim>(`/api/admin/claim/${id}`),
  compensate: (
    id: number,
    body: { topUpFen?: number; note?: string; blacklistSeller?: boolean; blacklistReason?: string },
  ) => http.post<Claim>(`/api/admin/claim/${id}/compensate`, body),
  refuseClaim: (id: number, reason: string) => http.post<Claim>(`/api/admin/claim/${id}/refuse`, { reason }),
}

/** Services (appraisal, trade-in, rental) in the console: manual appraisals, trade-in checks, rental listing review. */
export const adminServicesApi = {
  appraisals: (pageNum: number) =>
    http.get<PageResult<AppraisalItem & { userId: number; userNick: string }>>('/api/admin/appraisal/list', {
      status: 0,
      pageNum,
      pageSize: 10,
    }),
  appraise: (id: number, priceFen: number, note: string) =>
    http.post<AppraisalItem>(`/api/admin/appraisal/${id}/manual`, { priceFen, note }),
  tradeIns: (pageNum: number) =>
    http.get<PageResult<TradeInItem & { userId: number; userNick: string }>>('/api/admin/tradein/list', {
      stage: 'handedOver',
      pageNum,
      pageSize: 10,
    }),
  confirmTradeIn: (id: number) => http.post<unknown>(`/api/admin/tradein/${id}/confirm`),
  rejectTradeIn: (id: number, reason: string) => http.post<unknown>(`/api/admin/tradein/${id}/reject`, { reason }),
  rentListings: (pageNum: number) =>
    http.get<PageResult<MyListing & { description: string; ownerNick: string; images: { url: string }[] }>>(
      '/api/admin/rent/listing/list',
      { state: 0, pageNum, pageSize: 10 },
    ),
  approveListing: (id: number) => http.post<unknown>(`/api/admin/rent/listing/${id}/approve`),
  rejectListing: (id: number, reason: string) => http.post<unknown>(`/api/admin/rent/listing/${id}/reject`, { reason }),
}

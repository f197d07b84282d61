import { http } from './http'
import type { ApiBody, ApiData, ApiQuery, ApiRow } from './types'

export type ReviewItem = ApiRow<'/api/admin/review/list'>

/** The operator console's calls: every /api/admin route checks the operator role on the server. */
export const adminApi = {
  reviewList: (pageNum: number, pageSize = 10) => http.get('/api/admin/review/list', { query: { pageNum, pageSize } }),
  reasons: () => http.get('/api/admin/review/reasons'),
  approve: (id: number) => http.post('/api/admin/review/{id}/approve', { params: { id } }),
  reject: (id: number, reason: string) =>
    http.post('/api/admin/review/{id}/reject', { params: { id }, body: { reason } }),
}

export type AdminOrderRow = ApiRow<'/api/admin/order/list'>

/** A withdrawal as operators see it: whose it is, with the account unmasked to pay it. */
export type AdminWithdrawal = ApiRow<'/api/admin/withdraw/list'>

/** Orders and withdrawals (trade issue). An order's whole thread opens in the shared order page as staff. */
export const adminTradeApi = {
  orders: (q: { state?: number; orderNo?: string; pageNum: number; pageSize?: number }) =>
    http.get('/api/admin/order/list', { query: { pageSize: 10, ...q } }),
  withdrawals: (q: { status?: number; pageNum: number; pageSize?: number }) =>
    http.get('/api/admin/withdraw/list', { query: { pageSize: 10, ...q } }),
  markPaid: (id: number, remark?: string) =>
    http.post('/api/admin/withdraw/{id}/paid', { params: { id }, body: { remark } }),
  rejectWithdraw: (id: number, reason: string) =>
    http.post('/api/admin/withdraw/{id}/reject', { params: { id }, body: { reason } }),
}

export type AdminProblem = ApiRow<'/api/admin/problem/list'>

export type AdminReport = ApiRow<'/api/admin/report/list'>

export type AdminMerchantApplication = ApiRow<'/api/admin/merchant/list'>

/** The support queues (content issue): questions to answer, scam reports, merchant applications. */
export const adminSupportApi = {
  problems: (q: { status?: number; pageNum: number }) =>
    http.get('/api/admin/problem/list', { query: { pageSize: 10, ...q } }),
  reply: (id: number, reply: string) => http.post('/api/admin/problem/{id}/reply', { params: { id }, body: { reply } }),
  closeProblem: (id: number) => http.post('/api/admin/problem/{id}/close', { params: { id } }),
  reports: (q: { status?: number; pageNum: number }) =>
    http.get('/api/admin/report/list', { query: { pageSize: 10, ...q } }),
  acceptReport: (id: number, reason?: string) =>
    http.post('/api/admin/report/{id}/accept', { params: { id }, body: { reason } }),
  dismissReport: (id: number, note: string) =>
    http.post('/api/admin/report/{id}/dismiss', { params: { id }, body: { note } }),
  merchants: (q: { status?: number; pageNum: number }) =>
    http.get('/api/admin/merchant/list', { query: { pageSize: 10, ...q } }),
  approveMerchant: (id: number) => http.post('/api/admin/merchant/{id}/approve', { params: { id } }),
  rejectMerchant: (id: number, reason: string) =>
    http.post('/api/admin/merchant/{id}/reject', { params: { id }, body: { reason } }),
}

/** A page's render error as a client reported it (POST /api/client-error); the shape is the server's. */
export type AdminClientError = ApiRow<'/api/admin/client-errors'>

/** The console's frame and its logs (issue 21): pending counts per section, the audit log. */
export type ConsoleCounts = ApiData<'/api/admin/counts', 'get'>
export type AdminAudit = ApiRow<'/api/admin/audit'>
export type AdminOrderView = ApiData<'/api/admin/order/{id}', 'get'>
/** An order's trade agreement as operators see it: the file's SHA-256 and the one the order recorded. */
export type AdminAgreementInfo = ApiData<'/api/admin/order/{id}/agreement', 'get'>
export type AgreementVerdict = ApiData<'/api/admin/order/{id}/agreement/verify', 'post'>
/** A log list's filter: words, and whole days (年-月-日), either end open; the server's query. */
export type LogFilter = ApiQuery<'/api/admin/audit'>
export const adminConsoleApi = {
  counts: () => http.get('/api/admin/counts'),
  audit: (q: LogFilter) => http.get('/api/admin/audit', { query: q }),
  clientErrors: (q: LogFilter) => http.get('/api/admin/client-errors', { query: q }),
  order: (id: number) => http.get('/api/admin/order/{id}', { params: { id } }),
  agreement: (id: number) => http.get('/api/admin/order/{id}/agreement', { params: { id } }),
  /** a presented copy of the agreement against the SHA-256 the order recorded */
  verifyAgreement: (id: number, fileBase64: string) =>
    http.post('/api/admin/order/{id}/agreement/verify', { params: { id }, body: { fileBase64 } }),
}

export type AdminReservedName = ApiRow<'/api/admin/user/reserved-names'>

/**
 * Names chosen before the reserved-word rule was tightened (look-alike letters, 专员, 担保, 售后 …):
 * they are not renamed automatically, so operators review them (issue 34 §9). One list, at most 1,000.
 */
export const adminUserApi = {
  reservedNames: () => http.get('/api/admin/user/reserved-names'),
}

export const adminClientErrorApi = {
  list: (q: { keyword?: string; pageNum: number }) =>
    http.get('/api/admin/client-errors', { query: { pageSize: 10, ...q } }),
}

export type AdminDispute = ApiRow<'/api/admin/dispute/list'>

export type AdminClaim = ApiData<'/api/admin/claim/{id}', 'get'>

/** The claimed good's original registration data (issue 41), null when the seller gave none. */
export type ClaimRegistration = ApiData<'/api/admin/claim/{id}/registration', 'post'>

/** Disputes and recovery claims (after-sale issue): decide refunds, releases and compensation. */
export const adminAftersaleApi = {
  disputes: (q: { state?: number; escalated?: 0 | 1; pageNum: number }) =>
    http.get('/api/admin/dispute/list', { query: { pageSize: 10, ...q } }),
  refund: (id: number, note: string, returnToSale = false) =>
    http.post('/api/admin/dispute/{id}/refund', { params: { id }, body: { note, returnToSale } }),
  retryRefund: (id: number) => http.post('/api/admin/dispute/{id}/refund/retry', { params: { id } }),
  release: (id: number, note: string) =>
    http.post('/api/admin/dispute/{id}/release', { params: { id }, body: { note } }),
  claims: (q: { status?: number; escalated?: 0 | 1; pageNum: number }) =>
    http.get('/api/admin/claim/list', { query: { pageSize: 10, ...q } }),
  claim: (id: number) => http.get('/api/admin/claim/{id}', { params: { id } }),
  compensate: (id: number, body: ApiBody<'/api/admin/claim/{id}/compensate', 'post'>) =>
    http.post('/api/admin/claim/{id}/compensate', { params: { id }, body }),
  refuseClaim: (id: number, reason: string) =>
    http.post('/api/admin/claim/{id}/refuse', { params: { id }, body: { reason } }),
  /** Each call writes an audit row (who looked, at which claim). */
  claimRegistration: (id: number) => http.post('/api/admin/claim/{id}/registration', { params: { id } }),
}

/** Services (appraisal, trade-in, rental) in the console: manual appraisals, trade-in checks, rental listing review. */
export const adminServicesApi = {
  appraisals: (pageNum: number) =>
    http.get('/api/admin/appraisal/list', { query: { status: 0, pageNum, pageSize: 10 } }),
  appraise: (id: number, priceFen: number, note: string) =>
    http.post('/api/admin/appraisal/{id}/manual', { params: { id }, body: { priceFen, note } }),
  tradeIns: (pageNum: number) =>
    http.get('/api/admin/tradein/list', { query: { stage: 'handedOver', pageNum, pageSize: 10 } }),
  confirmTradeIn: (id: number) => http.post('/api/admin/tradein/{id}/confirm', { params: { id } }),
  rejectTradeIn: (id: number, reason: string) =>
    http.post('/api/admin/tradein/{id}/reject', { params: { id }, body: { reason } }),
  rentListings: (pageNum: number) =>
    http.get('/api/admin/rent/listing/list', { query: { state: 0, pageNum, pageSize: 10 } }),
  approveListing: (id: number) => http.post('/api/admin/rent/listing/{id}/approve', { params: { id } }),
  rejectListing: (id: number, reason: string) =>
    http.post('/api/admin/rent/listing/{id}/reject', { params: { id }, body: { reason } }),
}

/** One provider's reconciliation of one day, and a mismatch it found (issue 43 item 2). */
export type ReconRun = ApiRow<'/api/admin/recon/runs'>
export type ReconMismatch = ApiRow<'/api/admin/recon/mismatches'>

/** 每日对账: the runs, their mismatches, and the three named actions (each audited on the server). */
export const adminReconApi = {
  runs: (pageNum: number, pageSize = 10) => http.get('/api/admin/recon/runs', { query: { pageNum, pageSize } }),
  mismatches: (q: { state?: number; runId?: number; pageNum: number; pageSize?: number }) =>
    http.get('/api/admin/recon/mismatches', { query: { pageSize: 10, ...q } }),
  adjust: (id: number, amountFen: number, memo: string) =>
    http.post('/api/admin/recon/mismatch/{id}/adjust', { params: { id }, body: { amountFen, memo } }),
  refund: (id: number, note?: string) =>
    http.post('/api/admin/recon/mismatch/{id}/refund', { params: { id }, body: { note } }),
  explain: (id: number, note: string) =>
    http.post('/api/admin/recon/mismatch/{id}/explain', { params: { id }, body: { note } }),
}

import { http } from './http'
import type { ApiBody, ApiData, ApiQuery, ApiRow } from './types'

/** How a listing's account changes hands: 自助交接 ('self') or 平台验号换绑 ('staff'). */
export type HandoverMode = NonNullable<ApiBody<'/api/need/consignment', 'post'>['handoverMode']>

/** A game's checklist that staff work through in the staff mode (the generic list for a game without one). */
export type HandoverTemplate = ApiData<'/api/handover/template', 'get'>

export type HandoverItem = HandoverTemplate['items'][number]

/** One game as the console's template editor lists it: its items, and who changed them last. */
export type HandoverTemplateRow = ApiRow<'/api/admin/handover/templates'>

export type HandoverTemplateBody = ApiBody<'/api/admin/handover/templates/{gameId}', 'put'>

export const handoverApi = {
  /** Anyone may read it: the seller and the buyer see beforehand what staff will check. */
  template: (gameId: number) => http.get('/api/handover/template', { query: { gameId } }),
}

export const handoverAdminApi = {
  templates: () => http.get('/api/admin/handover/templates'),
  /** Replaces the game's list (the server checks every item and saves none when one is wrong). */
  save: (gameId: number, body: HandoverTemplateBody) =>
    http.put('/api/admin/handover/templates/{gameId}', { params: { gameId }, body }),
}

// ------------------------------------------------------------ the cases (平台验号换绑, issue 40 item 1)

/** A case's state: waiting 待接手 / working 验号换绑中 / delivered 待买家确认 / confirmed / disputed / cancelled. */
export type HandoverCaseState = HandoverCaseDetail['state']

/** The desk's list filters (closed: confirmed, disputed and cancelled together). */
export type HandoverDeskFilter = NonNullable<ApiQuery<'/api/admin/handover/cases'>['state']>

/** The desk's queue: the page of cases plus the configured service hours and whether now is inside them. */
export type HandoverDeskList = ApiData<'/api/admin/handover/cases', 'get'>

/** A case as the desk's queue lists it: waiting time, holder, progress, the parties' unread lines. */
export type HandoverDeskRow = ApiRow<'/api/admin/handover/cases'>

/** One case as its staff member works it: the items with evidence, the order's summary, the seller's answer times. */
export type HandoverCaseDetail = ApiData<'/api/admin/handover/cases/{id}', 'get'>

export type HandoverDeskItem = HandoverCaseDetail['items'][number]

export type HandoverCheckBody = ApiBody<'/api/admin/handover/cases/{id}/items/{key}', 'put'>

export type HandoverDeliverBody = ApiBody<'/api/admin/handover/cases/{id}/deliver', 'post'>

/** The seller's login as the holder reads it (audited; never kept beyond the case view). */
export type HandoverSellerLogin = ApiData<'/api/admin/handover/cases/{id}/credentials', 'post'>

/** The buyer's view of the case of their order: staff appear as 官方客服. */
export type HandoverBuyerCase = ApiData<'/api/handover/order/{orderId}', 'get'>

export type HandoverBuyerItem = HandoverBuyerCase['items'][number]

export type HandoverAnswer = ApiBody<'/api/handover/order/{orderId}/answer', 'post'>['answers'][number]

export type HandoverAnswerResult = ApiData<'/api/handover/order/{orderId}/answer', 'post'>

/** The console's handover desk (staff only; a staff member who is a party to the order is refused). */
export const handoverDeskApi = {
  queue: (q: { state: HandoverDeskFilter; mine?: boolean; pageNum: number; pageSize?: number }) =>
    http.get('/api/admin/handover/cases', {
      query: { state: q.state, mine: q.mine ? 1 : 0, pageNum: q.pageNum, pageSize: q.pageSize ?? 10 },
    }),
  detail: (id: number) => http.get('/api/admin/handover/cases/{id}', { params: { id } }),
  /** The case of an order (订单全貌, a dispute or a claim: operators see the checklist and its evidence). */
  ofOrder: (orderId: number) => http.get('/api/admin/handover/order/{orderId}', { params: { orderId } }),
  claim: (id: number) => http.post('/api/admin/handover/cases/{id}/claim', { params: { id } }),
  release: (id: number) => http.post('/api/admin/handover/cases/{id}/release', { params: { id } }),
  /** POST because every look is audited; the answer stays in the case view's state only. */
  credentials: (id: number) => http.post('/api/admin/handover/cases/{id}/credentials', { params: { id } }),
  check: (id: number, key: string, body: HandoverCheckBody) =>
    http.put('/api/admin/handover/cases/{id}/items/{key}', { params: { id, key }, body }),
  deliver: (id: number, body: HandoverDeliverBody) =>
    http.post('/api/admin/handover/cases/{id}/deliver', { params: { id }, body }),
  cancel: (id: number, reason: string) =>
    http.post('/api/admin/handover/cases/{id}/cancel', { params: { id }, body: { reason } }),
}

/** The buyer's side: the case of my order (404 for anyone else, the seller included) and my answers. */
export const handoverBuyerApi = {
  view: (orderId: number) => http.get('/api/handover/order/{orderId}', { params: { orderId } }),
  answer: (orderId: number, answers: HandoverAnswer[]) =>
    http.post('/api/handover/order/{orderId}/answer', { params: { orderId }, body: { answers } }),
}

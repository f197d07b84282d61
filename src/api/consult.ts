import { http } from './http'
import type { ApiBody, ApiData, ApiRow } from './types'

/** One pre-sale consultation: the asker's thread about a listing, with the listing's card as it was when opened. */
export type ConsultThread = ApiData<'/api/consult/open', 'post'>

/** The listing a thread is about (title, price, cover, game). */
export type ConsultGoods = ConsultThread['goods']

/** A line of a consultation: the asker's ('user'), 官方客服's ('staff') or the greeting ('system'). */
export type ConsultLine = ApiData<'/api/consult/{id}/lines', 'post'>

export type ConsultLineBody = ApiBody<'/api/consult/{id}/lines', 'post'>

/** A thread as the console's queue shows it: who asks, how long they have waited, who holds it. */
export type ConsultQueueItem = ApiRow<'/api/admin/consult/list'>

/** The asker's calls: another user's thread answers 404. */
export const consultApi = {
  /** Opens (the first time, creates) my thread about this listing; the seller gets a 400. */
  open: (goodsId: number) => http.post('/api/consult/open', { body: { goodsId } }),
  /** One of my threads by id (a message or a notification opens it); another user's answers 404. */
  thread: (id: number) => http.get('/api/consult/{id}', { params: { id } }),
  list: (pageNum: number, pageSize = 10) => http.get('/api/consult/list', { query: { pageNum, pageSize } }),
  /** How many of my threads have an answer I have not read (我的's badge). */
  unread: () => http.get('/api/consult/unread'),
  /** Lines after `afterId`; reading them clears the thread's badge. */
  lines: (id: number, afterId: number) =>
    http.get('/api/consult/{id}/lines', { params: { id }, query: { afterId, limit: 50 } }),
  send: (id: number, body: ConsultLineBody) => http.post('/api/consult/{id}/lines', { params: { id }, body }),
}

/** The console's calls (staff only): the queue, a thread as staff read it, answers, taking and releasing. */
export const adminConsultApi = {
  /** waiting: only threads waiting for an answer, longest wait first. */
  queue: (q: { waiting: boolean; pageNum: number; pageSize?: number }) =>
    http.get('/api/admin/consult/list', {
      query: { waiting: q.waiting ? 1 : 0, pageNum: q.pageNum, pageSize: q.pageSize ?? 10 },
    }),
  lines: (id: number, afterId: number) =>
    http.get('/api/admin/consult/{id}/lines', { params: { id }, query: { afterId, limit: 50 } }),
  answer: (id: number, body: ConsultLineBody) => http.post('/api/admin/consult/{id}/lines', { params: { id }, body }),
  claim: (id: number) => http.post('/api/admin/consult/{id}/claim', { params: { id } }),
  release: (id: number) => http.post('/api/admin/consult/{id}/release', { params: { id } }),
}

import { http } from './http'
import type { ApiBody, ApiData, ApiItem, ApiQuery, ApiRow } from './types'

/** Messages `readState`, as the server's message table stores it: 1 unread, 2 read. */
export const READ_STATE = { unread: 1, read: 2 } as const

export type MessageItem = ApiRow<'/api/need/message/list'>

/** The list's filter: READ_STATE.unread or READ_STATE.read. */
export type ReadState = NonNullable<ApiQuery<'/api/need/message/list'>['readState']>

/** A page of messages with the caller's unread count, whatever the filter. */
export type MessagePage = ApiData<'/api/need/message/list', 'get'>

export type ProblemKind = ApiBody<'/api/account/problem', 'post'>['kind']

/** `status`: 0 待处理, 1 已回复, 2 已关闭. */
export type ProblemItem = ApiRow<'/api/account/problem/list'>

/** `type`: 1 业务, 2 客服, 3 寄售, 4 包赔, 5 找回. */
export type StaffItem = ApiItem<'/api/V2/H5/allQQlist'>

export type GroupItem = ApiItem<'/api/V2/H5/qqGroup'>

export type SocialItem = ApiItem<'/api/web/social/list'>

export type CheckResult = ApiData<'/api/V2/H5/checkAccount', 'get'>

export type BlackItem = ApiRow<'/api/black/blackList'>

/** What kind of contact a scam report names. */
export type ReportKind = ApiBody<'/api/black/report', 'post'>['kind']

/** `status`: 0 待审核, 1 已通过, 2 已驳回. */
export type MerchantApplication = NonNullable<ApiData<'/api/merchant/apply/mine', 'get'>>

export const messageApi = {
  list: (q: { readState?: ReadState; pageNum: number; pageSize?: number }) =>
    http.get('/api/need/message/list', { query: { pageSize: 10, ...q } }),
  /** Flips unread → read and returns the message. */
  read: (id: number) => http.get('/api/need/message/changeRead/{id}', { params: { id } }),
  readAll: () => http.post('/api/need/message/readAll'),
  unreadCount: () => http.get('/api/need/message/unreadCount'),
}

export const problemApi = {
  categories: () => http.get('/api/account/problem/categories'),
  submit: (body: ApiBody<'/api/account/problem', 'post'>) => http.post('/api/account/problem', { body }),
  list: (pageNum: number) => http.get('/api/account/problem/list', { query: { pageNum, pageSize: 10 } }),
}

export const contactApi = {
  staff: () => http.get('/api/V2/H5/allQQlist'),
  staffOfType: (type: number) => http.get('/api/V2/H5/account', { query: { type } }),
  groups: (gameId?: number) => http.get('/api/V2/H5/qqGroup', { query: { gameId } }),
  social: () => http.get('/api/web/social/list'),
  /** Is this QQ / WeChat / phone really our staff? */
  check: (account: string) => http.get('/api/V2/H5/checkAccount', { query: { account } }),
  blacklist: (q: { keyword?: string; pageNum: number }) =>
    http.get('/api/black/blackList', { query: { pageSize: 10, ...q } }),
  report: (body: ApiBody<'/api/black/report', 'post'>) => http.post('/api/black/report', { body }),
}

export const merchantApi = {
  apply: (body: ApiBody<'/api/merchant/apply', 'post'>) => http.post('/api/merchant/apply', { body }),
  mine: () => http.get('/api/merchant/apply/mine'),
}

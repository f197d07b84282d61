import { http } from './http'
import type { PageResult } from './types'

/** Messages `readState` (domain.md): 1 unread, 2 read. */
export const READ_STATE = { unread: 1, read: 2 } as const

export interface MessageItem {
  id: number
  sendType: number
  title: string
  content: string
  readState: number
  refType: string | null
  refId: number | null
  createdAt: string
}

export interface MessagePage extends PageResult<MessageItem> {
  /** The caller's unread count, whatever the filter. */
  unread: number
}

export type ProblemKind = 'feedback' | 'suggest'

export interface ProblemItem {
  id: number
  kind: ProblemKind
  category: string
  content: string
  images: string[]
  contact: string | null
  /** 0 待处理, 1 已回复, 2 已关闭 */
  status: number
  reply: string | null
  repliedAt: string | null
  createdAt: string
}

export interface StaffItem {
  id: number
  name: string
  qq: string | null
  wechat: string | null
  qrCode: string | null
  workHours: string
  onDuty: boolean
  /** 1 业务, 2 客服, 3 寄售, 4 包赔, 5 找回 */
  type: number
  typeName: string
  games: string[]
}

export interface GroupItem {
  id: number
  name: string
  qq: string
  full: boolean
  gameId: number | null
  gameName: string | null
}

export interface SocialItem {
  id: number
  platform: string
  platformName: string
  name: string
  account: string
  url: string | null
  qrCode: string | null
}

export interface CheckResult {
  account: string
  official: boolean
  kind: 'qq' | 'wechat' | 'phone' | 'unknown'
  matched: null | { as: 'staff' | 'group' | 'social'; name: string; typeName: string }
}

export interface BlackItem {
  id: number
  account: string
  kind: string
  gameName: string | null
  reason: string
  createdAt: string
}

export interface MerchantApplication {
  id: number
  /** 0 待审核, 1 已通过, 2 已驳回 */
  status: number
  reason: string | null
  createdAt: string
}

export const messageApi = {
  list: (q: { readState?: number; pageNum: number; pageSize?: number }) =>
    http.get<MessagePage>('/api/need/message/list', { pageSize: 10, ...q }),
  /** Flips unread → read and returns the message. */
  read: (id: number) => http.get<MessageItem>(`/api/need/message/changeRead/${id}`),
  readAll: () => http.post<{ changed: number }>('/api/need/message/readAll'),
  unreadCount: () => http.get<{ unread: number }>('/api/need/message/unreadCount'),
}

export const problemApi = {
  categories: () => http.get<Record<ProblemKind, string[]>>('/api/account/problem/categories'),
  submit: (body: { kind: ProblemKind; category: string; content: string; images: string[]; contact?: string }) =>
    http.post<{ id: number }>('/api/account/problem', body),
  list: (pageNum: number) => http.get<PageResult<ProblemItem>>('/api/account/problem/list', { pageNum, pageSize: 10 }),
}

export const contactApi = {
  staff: () => http.get<StaffItem[]>('/api/V2/H5/allQQlist'),
  staffOfType: (type: number) => http.get<StaffItem[]>('/api/V2/H5/account', { type }),
  groups: (gameId?: number) => http.get<GroupItem[]>('/api/V2/H5/qqGroup', { gameId }),
  social: () => http.get<SocialItem[]>('/api/web/social/list'),
  /** Is this QQ / WeChat / phone really our staff? */
  check: (account: string) => http.get<CheckResult>('/api/V2/H5/checkAccount', { account }),
  blacklist: (q: { keyword?: string; pageNum: number }) =>
    http.get<PageResult<BlackItem>>('/api/black/blackList', { pageSize: 10, ...q }),
  report: (body: { account: string; kind: string; reason: string; images: string[] }) =>
    http.post<{ id: number }>('/api/black/report', body),
}

export const merchantApi = {
  apply: (body: {
    companyName?: string
    contactName: string
    phone: string
    qq?: string
    games: string[]
    intro: string
  }) => http.post<{ id: number }>('/api/merchant/apply', body),
  mine: () => http.get<MerchantApplication | null>('/api/merchant/apply/mine'),
}

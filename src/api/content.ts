import { http } from './http'
import type { PageResult } from './types'

export interface ContentPage {
  noticeType: string
  noticeTitle: string
  noticeContent: string
  updateTime: string
}

export interface NoticeDetail {
  id: number
  noticeType: string
  noticeTitle: string
  noticeContent: string
  cover?: string | null
  createTime: string
  updateTime?: string | null
}

export interface NoticeListItem {
  id: number
  noticeType: string
  noticeTitle: string
  summary: string
  cover: string | null
  pinned: boolean
  category: string | null
  createTime: string
  updateTime: string
}

export const contentApi = {
  list: (q: { noticeType: string; category?: string; keyword?: string; pageNum: number; pageSize?: number }) =>
    http.get<PageResult<NoticeListItem>>('/api/web/notice/list', { pageSize: 10, ...q }),
  categories: (noticeType: string) =>
    http.get<{ category: string; count: number }[]>('/api/web/notice/categories', { noticeType }),
  /** A single content page by type (user agreement, privacy policy, trading rules …). */
  byType: (noticeType: string) => http.get<ContentPage>('/api/V2/H5/gonggaoDetails', { noticeType }),
  /** One notice (announcement, news, help article) by id. */
  notice: (id: number) => http.get<NoticeDetail>(`/api/web/notice/${id}`),
}

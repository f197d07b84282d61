import { http } from './http'
import type { ApiData, ApiItem, ApiRow } from './types'

/** A single content page by type (user agreement, privacy policy, trading rules …). */
export type ContentPage = ApiData<'/api/V2/H5/gonggaoDetails', 'get'>

export type NoticeDetail = ApiData<'/api/web/notice/{id}', 'get'>

export type NoticeListItem = ApiRow<'/api/web/notice/list'>

export type NoticeCategory = ApiItem<'/api/web/notice/categories'>

export const contentApi = {
  list: (q: { noticeType: string; category?: string; keyword?: string; pageNum: number; pageSize?: number }) =>
    http.get('/api/web/notice/list', { query: { pageSize: 10, ...q } }),
  categories: (noticeType: string) => http.get('/api/web/notice/categories', { query: { noticeType } }),
  byType: (noticeType: string) => http.get('/api/V2/H5/gonggaoDetails', { query: { noticeType } }),
  /** One notice (announcement, news, help article) by id. */
  notice: (id: number) => http.get('/api/web/notice/{id}', { params: { id } }),
}

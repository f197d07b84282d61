import { http } from './http'

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

export const contentApi = {
  /** A single content page by type (user agreement, privacy policy, trading rules …). */
  byType: (noticeType: string) => http.get<ContentPage>('/api/V2/H5/gonggaoDetails', { noticeType }),
  /** One notice (announcement, news, help article) by id. */
  notice: (id: number) => http.get<NoticeDetail>(`/api/web/notice/${id}`),
}

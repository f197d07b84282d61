import { http } from './http'
import type { PageResult } from './types'
import type { AttrValue } from './goods'

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
  reviewList: (pageNum: number, pageSize = 10) => http.get<PageResult<ReviewItem>>('/api/admin/review/list', { pageNum, pageSize }),
  reasons: () => http.get<string[]>('/api/admin/review/reasons'),
  approve: (id: number) => http.post<null>(`/api/admin/review/${id}/approve`),
  reject: (id: number, reason: string) => http.post<null>(`/api/admin/review/${id}/reject`, { reason }),
}

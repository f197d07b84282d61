import { http } from './http'
import type { PageResult } from './types'
import type { AttrValue, GoodListItem } from './goods'

/** What the seller has typed so far (never the credentials: those are sent only on submit). */
export interface SellDraftData {
  gameId: number
  gameName: string
  districtPath: { id: number; name: string }[]
  title: string
  priceYuan: string
  isGuarantee: 0 | 1 | 2
  bargain: boolean
  attrs: Record<string, AttrValue>
  description: string
  images: { url: string; thumb?: string }[]
  /** Set when editing an existing listing. */
  editingId?: number
}

export interface Credentials {
  account: string
  password: string
  boundPhone?: string
  boundEmail?: string
  securityNotes?: string
}

export interface ConsignmentBody {
  id?: number
  gameId: number
  districtId: number
  title: string
  description: string
  priceFen: number
  isGuarantee: 0 | 1 | 2
  bargain: boolean
  attrs: Record<string, AttrValue>
  images: string[]
  credentials: Credentials
}

export interface MyGood extends GoodListItem {
  saleState: number
  rejectReason: string | null
  updatedAt: string
}

export interface EditableGood {
  id: number
  gameId: number
  gameName: string
  districtPath: { id: number; name: string }[]
  title: string
  description: string
  priceFen: number
  isGuarantee: 0 | 1 | 2
  bargain: boolean
  attrs: Record<string, AttrValue>
  images: { url: string; thumb: string }[]
  saleState: number
  rejectReason: string | null
}

export const sellingApi = {
  draft: () => http.get<{ data: SellDraftData; updatedAt: string } | null>('/api/need/consignment/draft'),
  saveDraft: (data: SellDraftData) =>
    http.put<{ updatedAt: string }>('/api/need/consignment/draft', { gameId: data.gameId, data }),
  deleteDraft: () => http.request<null>({ url: '/api/need/consignment/draft', method: 'DELETE' }),
  submit: (body: ConsignmentBody) =>
    http.post<{ id: number; saleState: number }>('/api/need/consignment', body as unknown as Record<string, unknown>),
  /** `saleState` undefined: every state (全部). */
  mine: (saleState: number | undefined, pageNum: number, pageSize = 10) =>
    http.get<PageResult<MyGood>>('/api/need/myConsignment', { saleState, pageNum, pageSize }),
  editable: (id: number) => http.get<EditableGood>(`/api/need/myConsignment/${id}`),
  putOnSale: (id: number) => http.get<null>(`/api/goods/info/upGoods/${id}`),
  takeDown: (id: number) => http.post<null>('/api/goods/info/downGoods', { id }),
  editPrice: (id: number, priceFen: number) => http.post<null>('/api/need/goods/editPrice', { id, priceFen }),
}

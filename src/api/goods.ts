import { http } from './http'
import type { GameType, PageResult } from './types'

/** One attribute of a game's template: drives the list filters and the sell form. */
export interface TemplateAttr {
  fieldKey: string
  fieldName: string
  fieldType: 'number' | 'select' | 'multi' | 'text'
  sort: number
  must: boolean
  isSearch: boolean
  range?: { min: number; max: number; unit?: string } | null
  options?: string[] | null
}

export interface DistrictNode {
  id: number
  name: string
  level: 'system' | 'operator' | 'area' | 'server'
  hasChildren: boolean
}

export type AttrValue = string | number | string[]

export interface GoodListItem {
  id: number
  title: string
  priceFen: number
  gameId: number
  gameName: string
  districtNames: string[]
  cover: string | null
  tags: string[]
  isGuarantee: 0 | 1 | 2
  viewCount: number
  createdAt: string
}

export interface GoodDetail extends GoodListItem {
  description: string
  images: { url: string; thumb: string }[]
  attrs: { fieldKey: string; fieldName: string; value: AttrValue }[]
  districtPath: { id: number; name: string }[]
  saleState: number
  accountType: 1 | 2
  seller: {
    id: number
    nickName: string
    avatar: string | null
    verified: boolean
    completedSales: number
    ratingAvg?: number | null
    ratingCount?: number
  }
  collected: boolean
  /** The seller accepts price offers (可议价). */
  bargain?: boolean
}

export type SortRank = 'timedesc' | 'timeasc' | 'priceasc' | 'pricedesc'

/**
 * The goods search body (POST /api/web/good/allList). Attribute filters f1…f20 follow the
 * template: a number range as "min-max" (either side may be empty), a select value as a string,
 * a multi-select as a list (any of).
 */
export interface GoodsQuery {
  gameId?: number
  keyWord?: string
  priceStartFen?: number
  priceEndFen?: number
  sortRank?: SortRank
  districtId?: number
  goodsTypes?: string[]
  pageNum: number
  pageSize: number
  [attr: `f${number}`]: string | string[] | undefined
}

export interface Banner {
  id: number
  name: string
  img: string
  h5Img: string | null
  jumpUrl: string | null
}

export interface RecentDeal {
  title: string
  priceFen: number
  dealAt: string
}

export const goodsApi = {
  games: () => http.get<GameType[]>('/api/web/game/list'),
  template: (gameId: number) => http.get<TemplateAttr[]>('/api/web/gameTempAttr', { gameId }),
  /** Top of a game's district tree (systems), or the children of `parentId`. */
  districtRoots: (gameId: number) => http.get<DistrictNode[]>('/api/web/keylist', { gameId }),
  districtChildren: (parentId: number) => http.get<DistrictNode[]>('/api/web/districtSuit', { parentId }),
  list: (q: GoodsQuery) =>
    http.post<PageResult<GoodListItem>>('/api/web/good/allList', q as unknown as Record<string, unknown>),
  detail: (id: number) => http.get<GoodDetail>(`/api/web/good/${id}`),
  /** Home slot 0, or goods similar to good `id`. */
  recommend: (id: number) => http.get<GoodListItem[]>(`/api/web/recommend/${id}`),
  banners: (type = 1) => http.get<Banner[]>('/api/account/zhubo/list', { type }),
  recentDeals: () => http.get<RecentDeal[]>('/api/web/recentlydeal'),
  collect: (accountId: number) => http.post<null>('/api/web/goods/collect', { accountId }),
  uncollect: (accountId: number) => http.post<null>('/api/web/goods/collect/remove', { accountId }),
  collectList: (pageNum: number, pageSize = 10) =>
    http.get<PageResult<GoodListItem & { collectedAt: string }>>('/api/web/goods/collect/list', { pageNum, pageSize }),
  browseList: (pageNum: number, pageSize = 10) =>
    http.get<PageResult<GoodListItem & { viewedAt: string }>>('/api/need/myBrowse', { pageNum, pageSize }),
  clearBrowse: () => http.post<null>('/api/need/myBrowse/clear'),
}

import { http } from './http'
import type { ApiBody, ApiData, ApiItem, ApiRow } from './types'

/** One attribute of a game's template: drives the list filters and the sell form. */
export type TemplateAttr = ApiItem<'/api/web/gameTempAttr'>

export type DistrictNode = ApiItem<'/api/web/keylist'>

export type GoodListItem = ApiRow<'/api/web/good/allList', 'post'>

export type GoodDetail = ApiData<'/api/web/good/{id}', 'get'>

/** An attribute's value: a number, a choice, or several choices. */
export type AttrValue = GoodDetail['attrs'][number]['value']

/**
 * The goods search body (POST /api/web/good/allList). Attribute filters f1…f20 follow the
 * template: a number range as "min-max" (either side may be empty), a select value as a string,
 * a multi-select as a list (any of).
 */
export type GoodsQuery = ApiBody<'/api/web/good/allList', 'post'>

export type SortRank = NonNullable<GoodsQuery['sortRank']>

/** The body's attribute filter fields, f1…f20 (a template's fieldKey names one of them). */
export type AttrFilterKey = Extract<keyof GoodsQuery, `f${number}`>

export type Banner = ApiItem<'/api/account/zhubo/list'>

export type RecentDeal = ApiItem<'/api/web/recentlydeal'>

/** A preset range of the price filter, in yuan (maxYuan null: no upper end). */
export type PriceBand = ApiItem<'/api/web/good/priceBands'>

/** Search suggestions: games and words (GET /api/web/good/suggest). */
export type Suggestions = ApiData<'/api/web/good/suggest', 'get'>

export const goodsApi = {
  games: () => http.get('/api/web/game/list'),
  template: (gameId: number) => http.get('/api/web/gameTempAttr', { query: { gameId } }),
  /** Top of a game's district tree (systems), or the children of `parentId`. */
  districtRoots: (gameId: number) => http.get('/api/web/keylist', { query: { gameId } }),
  districtChildren: (parentId: number) => http.get('/api/web/districtSuit', { query: { parentId } }),
  list: (body: GoodsQuery) => http.post('/api/web/good/allList', { body }),
  /** Games and words for what has been typed (pinyin and initials too), or for a search that found nothing. */
  suggest: (q: string) => http.get('/api/web/good/suggest', { query: { q } }),
  detail: (id: number) => http.get('/api/web/good/{id}', { params: { id } }),
  /** Home slot 0, or goods similar to good `id`. */
  recommend: (id: number) => http.get('/api/web/recommend/{id}', { params: { id } }),
  banners: (type = 1) => http.get('/api/account/zhubo/list', { query: { type } }),
  recentDeals: () => http.get('/api/web/recentlydeal'),
  priceBands: (gameId?: number) => http.get('/api/web/good/priceBands', { query: gameId ? { gameId } : {} }),
  collect: (accountId: number) => http.post('/api/web/goods/collect', { body: { accountId } }),
  uncollect: (accountId: number) => http.post('/api/web/goods/collect/remove', { body: { accountId } }),
  collectList: (pageNum: number, pageSize = 10) =>
    http.get('/api/web/goods/collect/list', { query: { pageNum, pageSize } }),
  browseList: (pageNum: number, pageSize = 10) => http.get('/api/need/myBrowse', { query: { pageNum, pageSize } }),
  clearBrowse: () => http.post('/api/need/myBrowse/clear'),
}

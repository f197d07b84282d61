import { makeAutoObservable, runInAction } from 'mobx'
import type {
  AttrFilterKey,
  DistrictNode,
  GoodListItem,
  goodsApi,
  GoodsQuery,
  SortRank,
  TemplateAttr,
} from '../api/goods'
import { isApiError } from '../api/errors'

/** What the list store needs from the API: the goods module's own functions (or fakes of them). */
export type GoodListApi = Pick<typeof goodsApi, 'list' | 'template'>

export interface ListFilters {
  gameId?: number
  keyWord: string
  priceStartYuan: string
  priceEndYuan: string
  sortRank: SortRank
  /** The chosen district at any level, with its path for display. */
  district: { id: number; names: string[] } | null
  /** Template attribute filters by fieldKey: "min-max" for numbers, a value, or several (any of). */
  attrs: Record<string, string | string[]>
}

export const PAGE_SIZE = 10

/**
 * The filter sheet's key for the list card's tags (赠送包赔 / 可购包赔): kept among `attrs` so the
 * sheet applies it with the attributes, sent as the API's `goodsTypes` (any of them).
 */
export const TAGS_FILTER = 'goodsTypes'

/** The goods list's query: what other pages open it with. */
export interface ListParams {
  gameId?: string
  keyWord?: string
  districtId?: string
  district?: string
}

const emptyFilters = (): ListFilters => ({
  keyWord: '',
  priceStartYuan: '',
  priceEndYuan: '',
  sortRank: 'timedesc',
  district: null,
  attrs: {},
})

/** Where the user came from decides whether the list is kept (spec sections 2 and 4). */
export function keepsListState(firstShow: boolean, cameFrom: string | null): boolean {
  return !firstShow && cameFrom === 'goodDetail'
}

/**
 * The goods list: filters, loaded rows, paging and the scroll position, so that coming back from
 * a good's detail shows exactly what the user left; any other arrival starts fresh.
 */
export class GoodListStore {
  filters: ListFilters = emptyFilters()
  template: TemplateAttr[] = []
  rows: GoodListItem[] = []
  total = 0
  pageNum = 0
  loading = false
  error = ''
  scrollTop = 0
  /**
   * Where the list was when the user opened a good. Kept apart from `scrollTop`: while the detail
   * page is on top, scroll reports (the detail page starting at the top) must not move the list.
   */
  leftAtScrollTop = 0
  private away = false
  /** Increases on every fresh start; pages use it to scroll back to the top. */
  generation = 0
  private seq = 0

  constructor(private readonly api: GoodListApi) {
    makeAutoObservable<GoodListStore, 'api' | 'seq' | 'away'>(this, { api: false, seq: false, away: false })
  }

  get finished(): boolean {
    return this.pageNum > 0 && this.rows.length >= this.total
  }

  get empty(): boolean {
    return this.pageNum > 0 && !this.loading && !this.error && this.rows.length === 0
  }

  /**
   * A fresh list from the page's query: gameId, keyWord, and a district (districtId with its name
   * as `district`, for the filter's label: 选游戏's hot filters open the list on one).
   */
  start(params: ListParams): void {
    const f = emptyFilters()
    const gid = Number(params.gameId)
    if (Number.isInteger(gid) && gid > 0) f.gameId = gid
    f.keyWord = (params.keyWord ?? '').slice(0, 50)
    const did = Number(params.districtId)
    if (f.gameId && Number.isInteger(did) && did > 0 && params.district)
      f.district = { id: did, names: [params.district.slice(0, 40)] }
    this.filters = f
    this.template = []
    this.scrollTop = 0
    this.leftAtScrollTop = 0
    this.away = false
    this.generation += 1
    if (f.gameId) void this.loadTemplate(f.gameId)
    void this.reload()
  }

  /** Called on every show of the list page. Returns whether the old state was kept. */
  onShow(firstShow: boolean, cameFrom: string | null, params: ListParams): boolean {
    if (keepsListState(firstShow, cameFrom)) {
      if (this.away) this.scrollTop = this.leftAtScrollTop
      this.away = false
      return true
    }
    this.start(params)
    return false
  }

  /** The user opens a good from the list: remember exactly where the list was. */
  leaveForDetail(): void {
    this.leftAtScrollTop = this.scrollTop
    this.away = true
  }

  /** The list page's scroll reports; ignored while a good's detail is on top of it. */
  setScrollTop(top: number): void {
    if (this.away) return
    this.scrollTop = top
  }

  /** `keyWord` replaces the search too (a suggested game picked for a search that found nothing). */
  setGame(gameId: number | undefined, keyWord = this.filters.keyWord): void {
    this.filters = { ...emptyFilters(), keyWord, sortRank: this.filters.sortRank, gameId }
    this.template = []
    if (gameId) void this.loadTemplate(gameId)
    void this.reload()
  }

  setKeyWord(k: string): void {
    this.filters.keyWord = k.trim().slice(0, 50)
    void this.reload()
  }

  setSort(s: SortRank): void {
    this.filters.sortRank = s
    void this.reload()
  }

  setPrice(startYuan: string, endYuan: string): void {
    this.filters.priceStartYuan = startYuan
    this.filters.priceEndYuan = endYuan
    void this.reload()
  }

  setDistrict(path: DistrictNode[] | null): void {
    this.filters.district =
      path && path.length ? { id: path[path.length - 1].id, names: path.map((n) => n.name) } : null
    void this.reload()
  }

  setAttr(fieldKey: string, value: string | string[] | null): void {
    const attrs = { ...this.filters.attrs }
    if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) delete attrs[fieldKey]
    else attrs[fieldKey] = value
    this.filters.attrs = attrs
    void this.reload()
  }

  /** Replaces all attribute filters at once (one request). */
  setAttrs(attrs: Record<string, string | string[]>): void {
    const clean: Record<string, string | string[]> = {}
    for (const [k, v] of Object.entries(attrs)) if (v !== '' && !(Array.isArray(v) && v.length === 0)) clean[k] = v
    this.filters.attrs = clean
    void this.reload()
  }

  clearFilters(): void {
    this.filters = { ...emptyFilters(), gameId: this.filters.gameId, keyWord: this.filters.keyWord }
    void this.reload()
  }

  /** The request body for page `pageNum` from the current filters. */
  query(pageNum: number): GoodsQuery {
    const f = this.filters
    const q: GoodsQuery = { pageNum, pageSize: PAGE_SIZE, sortRank: f.sortRank }
    if (f.gameId) q.gameId = f.gameId
    if (f.keyWord) q.keyWord = f.keyWord
    const yuanToFen = (y: string) => (/^\d{1,7}$/.test(y) ? Number(y) * 100 : undefined)
    const lo = yuanToFen(f.priceStartYuan)
    const hi = yuanToFen(f.priceEndYuan)
    if (lo !== undefined) q.priceStartFen = lo
    if (hi !== undefined) q.priceEndFen = hi
    if (f.district) q.districtId = f.district.id
    for (const [k, v] of Object.entries(f.attrs)) {
      if (k === TAGS_FILTER) q.goodsTypes = Array.isArray(v) ? v : [v]
      else q[k as AttrFilterKey] = v
    }
    return q
  }

  async reload(): Promise<void> {
    this.rows = []
    this.total = 0
    this.pageNum = 0
    this.error = ''
    await this.loadMore()
  }

  async loadMore(): Promise<void> {
    if (this.loading && this.pageNum > 0) return
    if (this.finished) return
    const mine = ++this.seq
    const next = this.pageNum + 1
    this.loading = true
    this.error = ''
    try {
      const res = await this.api.list(this.query(next))
      if (mine !== this.seq) return
      runInAction(() => {
        // Keyset-free paging can shift when new goods arrive: skip ids already shown.
        const seen = new Set(this.rows.map((r) => r.id))
        this.rows = [...this.rows, ...res.rows.filter((r) => !seen.has(r.id))]
        this.total = res.total
        this.pageNum = next
        if (res.rows.length < PAGE_SIZE) this.total = this.rows.length
        if (res.read && !this.filters.gameId) this.adoptGame(res.read)
      })
    } catch (e) {
      if (mine !== this.seq) return
      runInAction(() => {
        this.error = isApiError(e) && !e.silent ? e.msg : '加载失败'
      })
    } finally {
      if (mine === this.seq) runInAction(() => (this.loading = false))
    }
  }

  /**
   * The server read a word of the search as the game it names (wzry → 王者荣耀): the list shows that
   * game as chosen, offers its districts and filters, and keeps only the other words. The rows are
   * already that game's, so nothing is reloaded.
   */
  private adoptGame(read: { gameId: number; keyWord: string }): void {
    this.filters = { ...this.filters, gameId: read.gameId, keyWord: read.keyWord }
    void this.loadTemplate(read.gameId)
  }

  private async loadTemplate(gameId: number): Promise<void> {
    try {
      const t = await this.api.template(gameId)
      runInAction(() => {
        if (this.filters.gameId === gameId) this.template = t.filter((a) => a.isSearch).sort((a, b) => a.sort - b.sort)
      })
    } catch {
      // Filters by attribute are optional; the list still works without the template.
    }
  }
}

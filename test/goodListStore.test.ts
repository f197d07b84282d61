import { GoodListStore, keepsListState, PAGE_SIZE, type GoodListApi } from '../src/stores/goodList'
import type { GoodListItem, GoodsQuery } from '../src/api/goods'

const item = (id: number): GoodListItem => ({
  id,
  title: `账号 ${id}`,
  priceFen: 100_00 + id,
  gameId: 1,
  gameName: '王者荣耀',
  districtNames: ['安卓', 'QQ'],
  cover: null,
  tags: [],
  isGuarantee: 0,
  hasRegistration: true,
  viewCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
})

function fakeApi(total = 25, fail = false) {
  const queries: GoodsQuery[] = []
  const api: GoodListApi = {
    list: async (q) => {
      queries.push(q)
      if (fail) throw { code: 500, msg: '服务器繁忙，请稍后再试', silent: false }
      const pageNum = q.pageNum ?? 1
      const pageSize = q.pageSize ?? 10
      const start = (pageNum - 1) * pageSize
      const rows = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => item(start + i + 1))
      return { rows, total }
    },
    template: async () => [
      {
        fieldKey: 'f1',
        fieldName: '英雄数',
        fieldType: 'number',
        sort: 1,
        must: true,
        isSearch: true,
        range: { min: 0, max: 130 },
        options: null,
      },
      {
        fieldKey: 'f9',
        fieldName: '备注',
        fieldType: 'text',
        sort: 9,
        must: false,
        isSearch: false,
        range: null,
        options: null,
      },
    ],
  }
  return { api, queries }
}

const flush = () => new Promise((r) => setTimeout(r, 0))

describe('goodList keep-alive rule', () => {
  it('keeps the state only when coming back from goodDetail', () => {
    expect(keepsListState(false, 'goodDetail')).toBe(true)
    expect(keepsListState(false, 'login')).toBe(false)
    expect(keepsListState(false, 'contactkefu')).toBe(false)
    expect(keepsListState(true, 'goodDetail')).toBe(false) // a new list opened from a detail page
    expect(keepsListState(true, 'home')).toBe(false)
  })

  it('restores filters, loaded rows and scroll position after goodDetail', async () => {
    const { api, queries } = fakeApi()
    const s = new GoodListStore(api)
    s.onShow(true, 'home', { gameId: '1' })
    await flush()
    s.setSort('priceasc')
    await flush()
    await s.loadMore()
    s.setScrollTop(640)
    const before = queries.length
    expect(s.onShow(false, 'goodDetail', { gameId: '1' })).toBe(true)
    expect(queries.length).toBe(before)
    expect(s.rows).toHaveLength(2 * PAGE_SIZE)
    expect(s.filters.sortRank).toBe('priceasc')
    expect(s.scrollTop).toBe(640)
  })

  it('keeps the position the list had when a good was opened, whatever scrolled while the detail was on top', async () => {
    const { api } = fakeApi()
    const s = new GoodListStore(api)
    s.onShow(true, 'home', { gameId: '1' })
    await flush()
    s.setSort('priceasc')
    await flush()
    await s.loadMore()
    s.setScrollTop(1280)
    s.leaveForDetail()
    // the detail page opens at the top and reports it (on H5 all pages share the window scroll)
    s.setScrollTop(0)
    s.setScrollTop(300)
    expect(s.onShow(false, 'goodDetail', { gameId: '1' })).toBe(true)
    expect(s.scrollTop).toBe(1280)
    expect(s.filters.sortRank).toBe('priceasc')
    expect(s.pageNum).toBe(2)
    expect(s.rows).toHaveLength(2 * PAGE_SIZE)
    // scrolling the list again is recorded as usual
    s.setScrollTop(1400)
    expect(s.scrollTop).toBe(1400)
    // opened again from elsewhere: fresh, at the top
    expect(s.onShow(false, 'home', { gameId: '1' })).toBe(false)
    expect(s.scrollTop).toBe(0)
    expect(s.leftAtScrollTop).toBe(0)
  })

  it('starts fresh when coming back from any other page', async () => {
    const { api } = fakeApi()
    const s = new GoodListStore(api)
    s.onShow(true, 'home', { gameId: '1' })
    await flush()
    s.setSort('pricedesc')
    await flush()
    await s.loadMore()
    s.setScrollTop(900)
    expect(s.onShow(false, 'login', { gameId: '1' })).toBe(false)
    await flush()
    expect(s.filters.sortRank).toBe('timedesc')
    expect(s.rows).toHaveLength(PAGE_SIZE)
    expect(s.scrollTop).toBe(0)
  })

  it('starts fresh on arrival from another page, from the query', async () => {
    const { api, queries } = fakeApi()
    const s = new GoodListStore(api)
    s.onShow(true, 'home', { keyWord: '典藏' })
    await flush()
    expect(queries[0]).toMatchObject({ keyWord: '典藏', pageNum: 1, sortRank: 'timedesc' })
    expect(queries[0].gameId).toBeUndefined()
  })
})

describe('goodList filters and paging', () => {
  it('builds the search body from the filters (prices in fen, attributes by key)', async () => {
    const { api } = fakeApi()
    const s = new GoodListStore(api)
    s.start({ gameId: '1' })
    await flush()
    s.setPrice('100', '2000')
    s.setDistrict([
      { id: 3, name: '安卓', level: 'system', hasChildren: true },
      { id: 7, name: 'QQ', level: 'operator', hasChildren: true },
    ])
    s.setAttrs({ f1: '50-', f3: ['李白-凤求凰'], f4: '' })
    expect(s.query(1)).toEqual({
      pageNum: 1,
      pageSize: PAGE_SIZE,
      sortRank: 'timedesc',
      gameId: 1,
      priceStartFen: 10000,
      priceEndFen: 200000,
      districtId: 7,
      f1: '50-',
      f3: ['李白-凤求凰'],
    })
    expect(s.filters.district?.names).toEqual(['安卓', 'QQ'])
  })

  it('loads only searchable template attributes as filters', async () => {
    const { api } = fakeApi()
    const s = new GoodListStore(api)
    s.start({ gameId: '1' })
    await flush()
    expect(s.template.map((a) => a.fieldKey)).toEqual(['f1'])
  })

  it('pages until every row is loaded, then stops asking', async () => {
    const { api, queries } = fakeApi(25)
    const s = new GoodListStore(api)
    s.start({})
    await flush()
    await s.loadMore()
    await s.loadMore()
    expect(s.rows).toHaveLength(25)
    expect(s.finished).toBe(true)
    const n = queries.length
    await s.loadMore()
    expect(queries.length).toBe(n)
  })

  it('shows the empty state when nothing matches', async () => {
    const { api } = fakeApi(0)
    const s = new GoodListStore(api)
    s.start({})
    await flush()
    expect(s.empty).toBe(true)
  })

  it('shows the error state with the server message, not the empty state', async () => {
    const failing = fakeApi(5, true)
    const s = new GoodListStore(failing.api)
    s.start({})
    await flush()
    expect(s.error).toBe('服务器繁忙，请稍后再试')
    expect(s.empty).toBe(false)
  })

  it('takes the game the server read from the search as chosen, keeping the other words, without reloading', async () => {
    const { api, queries } = fakeApi(25)
    const reading: GoodListApi = {
      ...api,
      list: async (q) => ({
        ...(await api.list(q)),
        ...(q.keyWord === 'wzry 典藏' ? { read: { gameId: 1, keyWord: '典藏' } } : {}),
      }),
    }
    const s = new GoodListStore(reading)
    s.start({ keyWord: 'wzry 典藏' })
    await flush()
    expect(s.filters.gameId).toBe(1)
    expect(s.filters.keyWord).toBe('典藏')
    expect(queries).toHaveLength(1)
    // the game's filters are offered, and the next page asks for the game and the words left
    expect(s.template.map((a) => a.fieldKey)).toEqual(['f1'])
    await s.loadMore()
    expect(queries[1]).toMatchObject({ gameId: 1, keyWord: '典藏', pageNum: 2 })
  })

  it('keeps a game chosen by tab even if the answer reads another from the words', async () => {
    const { api } = fakeApi(5)
    const s = new GoodListStore({
      ...api,
      list: async (q) => ({ ...(await api.list(q)), read: { gameId: 2, keyWord: '' } }),
    })
    s.start({ gameId: '1', keyWord: 'hpjy' })
    await flush()
    expect(s.filters).toMatchObject({ gameId: 1, keyWord: 'hpjy' })
  })

  it('drops a stale response when the filters change meanwhile', async () => {
    let release!: () => void
    const slow: GoodListApi = {
      list: (q) =>
        q.sortRank === 'timedesc'
          ? new Promise((r) => (release = () => r({ rows: [item(1)], total: 1 })))
          : Promise.resolve({ rows: [item(2)], total: 1 }),
      template: async () => [],
    }
    const s = new GoodListStore(slow)
    s.start({})
    s.setSort('priceasc')
    await flush()
    release()
    await flush()
    expect(s.rows.map((r) => r.id)).toEqual([2])
  })
})

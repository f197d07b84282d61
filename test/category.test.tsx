import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import CategoryPage, { loadCatalog } from '../src/pages/category'
import { goodsApi } from '../src/api/goods'
import { GoodListStore } from '../src/stores/goodList'
import { RootStore, StoreContext } from '../src/stores/root'

// 选游戏, the 买号 tab: the server's games with their systems as quick filters, opening goodList.

jest.mock('../src/api/goods', () => {
  const actual = jest.requireActual('../src/api/goods')
  return { ...actual, goodsApi: { ...actual.goodsApi, games: jest.fn(), districtRoots: jest.fn() } }
})

const game = (id: number, name: string, hot: boolean) => ({ id, name, icon: null, hot, sort: id })
const node = (id: number, name: string) => ({ id, name, level: 'system' as const, hasChildren: true })
const GAMES = [game(1, '王者荣耀', true), game(2, '原神', true), game(9, '穿越火线', false)]
const SYSTEMS: Record<number, ReturnType<typeof node>[]> = {
  1: [node(11, '安卓'), node(12, '苹果')],
  2: [node(21, '安卓'), node(22, '苹果'), node(23, 'PC')],
}

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

beforeEach(() => {
  process.env.TARO_ENV = 'h5'
  ;(goodsApi.games as jest.Mock).mockResolvedValue(GAMES)
  ;(goodsApi.districtRoots as jest.Mock).mockImplementation(async (id: number) => {
    if (!SYSTEMS[id]) throw { code: 500, msg: '服务器繁忙', silent: false }
    return SYSTEMS[id]
  })
})
afterEach(() => jest.restoreAllMocks())

function renderPage() {
  const store = new RootStore({ appApi: { profile: jest.fn(), games: async () => [] } })
  render(
    <StoreContext.Provider value={store}>
      <CategoryPage />
    </StoreContext.Provider>,
  )
  return store
}

describe('选游戏 (category)', () => {
  it('loads every game with its systems; a game whose districts fail keeps its place without filters', async () => {
    const entries = await loadCatalog(goodsApi)
    expect(entries.map((e) => [e.game.name, e.systems?.map((s) => s.name) ?? null])).toEqual([
      ['王者荣耀', ['安卓', '苹果']],
      ['原神', ['安卓', '苹果', 'PC']],
      ['穿越火线', null],
    ])
  })

  it('shows the hot games and the others, each with its hot filters', async () => {
    renderPage()
    await flush()
    expect(screen.getByText('热门游戏')).toBeTruthy()
    expect(screen.getByText('更多游戏')).toBeTruthy()
    expect(screen.getByRole('link', { name: '王者荣耀 全部账号' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '原神 PC' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '穿越火线 全部账号' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: /^穿越火线 (安卓|苹果)/ })).toBeNull()
  })

  it('a game opens the goods list on it; a filter on it and that system; a search on the words', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const store = renderPage()
    await flush()
    fireEvent.click(screen.getByRole('link', { name: '原神 全部账号' }))
    expect(store.app.currentGameName).toBe('原神')
    fireEvent.click(screen.getByRole('link', { name: '王者荣耀 苹果' }))
    fireEvent.change(screen.getByLabelText('搜索账号'), { target: { value: ' 荣耀典藏 ' } })
    fireEvent.click(screen.getByText('搜索'))
    expect(navigate.mock.calls.map((c) => c[0])).toEqual([
      { url: '/pages/goodList/index?gameId=2' },
      { url: `/pages/goodList/index?gameId=1&districtId=12&district=${encodeURIComponent('苹果')}` },
      { url: `/pages/goodList/index?keyWord=${encodeURIComponent('荣耀典藏')}` },
    ])
  })

  it('says so when the games do not load, and tries again on 重新加载', async () => {
    ;(goodsApi.games as jest.Mock).mockRejectedValueOnce({ code: 500, msg: '服务器繁忙', silent: false })
    renderPage()
    await flush()
    expect(screen.getByRole('alert').textContent).toContain('服务器繁忙')
    fireEvent.click(screen.getByText('重新加载'))
    await flush()
    expect(screen.getByText('热门游戏')).toBeTruthy()
  })

  it('the goods list opened on a filter starts on that game and system', () => {
    const api = { list: jest.fn(async () => ({ rows: [], total: 0 })), template: jest.fn(async () => []) }
    const list = new GoodListStore(api as never)
    list.start({ gameId: '1', districtId: '12', district: '苹果' })
    expect(list.filters.district).toEqual({ id: 12, names: ['苹果'] })
    expect((api.list.mock.calls[0] as unknown[])[0]).toMatchObject({ gameId: 1, districtId: 12 })
    // a district without its game, or a malformed one, is ignored
    list.start({ districtId: '12', district: '苹果' })
    expect(list.filters.district).toBeNull()
    list.start({ gameId: '1', districtId: 'x', district: '苹果' })
    expect(list.filters.district).toBeNull()
  })
})

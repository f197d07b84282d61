import { act, fireEvent, render, screen } from '@testing-library/react'
import GoodListPage from '../src/pages/goodList'
import { RootStore, StoreContext } from '../src/stores/root'
import { goodsApi, type GoodsQuery } from '../src/api/goods'

jest.mock('../src/api/goods', () => {
  const actual = jest.requireActual('../src/api/goods')
  return { ...actual, goodsApi: { ...actual.goodsApi, suggest: jest.fn() } }
})

const suggest = goodsApi.suggest as jest.Mock
suggest.mockImplementation(async (q: string) =>
  q === 'wzry' || q === '王者荣耀啊'
    ? { games: [{ id: 1, name: '王者荣耀', icon: null }], words: ['王者'] }
    : { games: [], words: [] },
)

const settle = (ms = 0) =>
  act(async () => {
    if (ms) await new Promise((r) => setTimeout(r, ms))
    for (let i = 0; i < 5; i++) await Promise.resolve()
  })

async function mountList() {
  const queries: GoodsQuery[] = []
  const store = new RootStore({
    appApi: {
      profile: async () => {
        throw new Error('not logged in')
      },
      games: async () => [
        { id: 1, name: '王者荣耀', icon: null, hot: true, sort: 1 },
        { id: 2, name: '和平精英', icon: null, hot: true, sort: 2 },
      ],
    },
    goodListApi: {
      list: async (q) => {
        queries.push(q)
        return { rows: [], total: 0 }
      },
      template: async () => [],
    },
  })
  await store.app.loadGameTypes()
  store.goodList.start({})
  render(
    <StoreContext.Provider value={store}>
      <GoodListPage />
    </StoreContext.Provider>,
  )
  await settle()
  return { queries, store }
}

const input = () => screen.getByLabelText('搜索商品')

describe('search suggestions on the goods list', () => {
  beforeEach(() => suggest.mockClear())

  it('a search that finds nothing shows the nearest games and words instead of an empty page', async () => {
    const { queries } = await mountList()
    fireEvent.input(input(), { target: { value: '王者荣耀啊' }, detail: { value: '王者荣耀啊' } })
    fireEvent.click(screen.getByText('搜索'))
    await settle(10)
    expect(queries[queries.length - 1].keyWord).toBe('王者荣耀啊')
    expect(screen.getByText(/没有找到与“王者荣耀啊”相关的商品/)).toBeTruthy()
    expect(screen.queryByText('暂无数据')).toBeNull()
    await settle(10)
    expect(suggest).toHaveBeenCalledWith('王者荣耀啊')
    const suggestion = document.querySelector('.gl-suggest') as HTMLElement
    // a suggested game opens that game's list, without the words that found nothing
    fireEvent.click(suggestion.querySelector('.gl-suggest__game') as HTMLElement)
    await settle()
    const last = queries[queries.length - 1]
    expect(last.gameId).toBe(1)
    expect(last.keyWord ?? '').toBe('')
  })

  it('a search with no suggestion says how to widen it', async () => {
    await mountList()
    fireEvent.input(input(), { target: { value: '不存在' }, detail: { value: '不存在' } })
    fireEvent.click(screen.getByText('搜索'))
    await settle(10)
    expect(screen.getByText(/换个关键词/)).toBeTruthy()
  })

  it('typing opens a dropdown of suggestions; a word from it searches', async () => {
    const { queries } = await mountList()
    fireEvent.input(input(), { target: { value: 'wzry' }, detail: { value: 'wzry' } })
    await settle(300)
    expect(suggest).toHaveBeenCalledWith('wzry')
    const dropdown = screen.getByLabelText('搜索建议')
    fireEvent.click(screen.getAllByText('王者').find((x) => dropdown.contains(x))!)
    await settle()
    expect(queries[queries.length - 1].keyWord).toBe('王者')
    expect(screen.queryByLabelText('搜索建议')).toBeNull()
  })
})

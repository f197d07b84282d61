import { act, fireEvent, render, screen, within } from '@testing-library/react'
import GoodListPage from '../src/pages/goodList'
import { DistrictPicker, districtLabel } from '../src/components/DistrictPicker'
import { RootStore, StoreContext } from '../src/stores/root'
import { goodsApi, type DistrictNode, type GoodsQuery, type TemplateAttr } from '../src/api/goods'

jest.mock('../src/api/goods', () => {
  const actual = jest.requireActual('../src/api/goods')
  return { ...actual, goodsApi: { ...actual.goodsApi, districtRoots: jest.fn(), districtChildren: jest.fn() } }
})

const node = (id: number, name: string, level: string, hasChildren = true) =>
  ({ id, name, level, hasChildren }) as DistrictNode
// 王者荣耀's tree, as the server answers it level by level
const TREE: Record<number, DistrictNode[]> = {
  0: [node(1, '安卓', 'system'), node(2, '苹果', 'system')],
  1: [node(11, 'QQ', 'operator'), node(12, '微信', 'operator')],
  2: [node(21, 'QQ', 'operator'), node(22, '微信', 'operator')],
  22: [node(221, '微信苹果 1-100区', 'area'), node(222, '微信苹果 101-200区', 'area')],
  221: [node(2211, 'S2 大唐盛世', 'server', false)],
}
;(goodsApi.districtRoots as jest.Mock).mockImplementation(async () => TREE[0])
;(goodsApi.districtChildren as jest.Mock).mockImplementation(async (id: number) => TREE[id] ?? [])

const RANKS = ['永恒钻石', '至尊星耀', '最强王者', '荣耀王者']
const TEMPLATE: TemplateAttr[] = [
  {
    fieldKey: 'f3',
    fieldName: '段位',
    fieldType: 'select',
    sort: 3,
    must: true,
    isSearch: true,
    range: null,
    options: RANKS,
  },
  {
    fieldKey: 'f5',
    fieldName: '荣耀典藏皮肤',
    fieldType: 'multi',
    sort: 5,
    must: false,
    isSearch: true,
    range: null,
    options: ['李白-鸣剑·曳影', '赵云-龙胆'],
  },
]

const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve()
  })

async function mountList() {
  const queries: GoodsQuery[] = []
  const store = new RootStore({
    appApi: {
      profile: async () => {
        throw new Error('not logged in')
      },
      games: async () => [{ id: 1, name: '王者荣耀', icon: null, hot: true, sort: 1 }],
    },
    goodListApi: {
      list: async (q) => {
        queries.push(q)
        return { rows: [], total: 0 }
      },
      template: async () => TEMPLATE,
    },
  })
  await store.app.loadGameTypes()
  // what the page's onShow does on arrival from home with ?gameId=1
  store.goodList.start({ gameId: '1' })
  render(
    <StoreContext.Provider value={store}>
      <GoodListPage />
    </StoreContext.Provider>,
  )
  await settle()
  return { queries, store }
}

const bar = () => document.querySelector('.gl-bar') as HTMLElement

describe('the filter sheet', () => {
  it('lets several ranks be chosen and sends them all to the list API; 重置 and 确定 sit outside the scrolling options', async () => {
    const { queries } = await mountList()
    fireEvent.click(within(bar()).getByText(/^筛选/))
    await settle()
    const sheet = document.querySelector('.attr-filters') as HTMLElement
    // the buttons are not inside the part that scrolls
    const scroll = sheet.querySelector('.attr-filters__scroll') as HTMLElement
    expect(within(scroll).queryByText('确定')).toBeNull()
    expect(within(sheet.querySelector('.attr-filters__footer') as HTMLElement).getByText('确定')).toBeTruthy()

    fireEvent.click(within(sheet).getByText('至尊星耀'))
    fireEvent.click(within(sheet).getByText('最强王者'))
    fireEvent.click(within(sheet).getByText('赵云-龙胆'))
    expect(within(sheet).getByText('至尊星耀').getAttribute('aria-checked')).toBe('true')
    expect(within(sheet).getByText('最强王者').getAttribute('aria-checked')).toBe('true')
    // a second tap takes a choice back
    fireEvent.click(within(sheet).getByText('至尊星耀'))
    fireEvent.click(within(sheet).getByText('荣耀王者'))
    fireEvent.click(within(sheet).getByText('确定'))
    await settle()
    const last = queries[queries.length - 1]
    expect(last.gameId).toBe(1)
    expect(last.f3).toEqual(['最强王者', '荣耀王者'])
    expect(last.f5).toEqual(['赵云-龙胆'])
    expect(within(bar()).getByText(/^筛选/).textContent).toContain('筛选(2)')
  })

  it("filters by the list card's guarantee tags: 赠送包赔 and 可购包赔 go to the API as goodsTypes", async () => {
    const { queries } = await mountList()
    fireEvent.click(within(bar()).getByText(/^筛选/))
    await settle()
    const sheet = document.querySelector('.attr-filters') as HTMLElement
    const group = within(sheet).getByRole('group', { name: '找回包赔' })
    // the old single 「包赔」 meant both, so it is not offered
    expect(within(group).queryByText('包赔')).toBeNull()
    fireEvent.click(within(group).getByText('赠送包赔'))
    fireEvent.click(within(sheet).getByText('确定'))
    await settle()
    const last = queries[queries.length - 1]
    expect(last.goodsTypes).toEqual(['赠送包赔'])
    expect(Object.keys(last)).not.toContain('goodsTypes[0]')
    expect(within(bar()).getByText(/^筛选/).textContent).toContain('筛选(1)')
  })

  it('重置 clears every choice of the sheet', async () => {
    const { queries } = await mountList()
    fireEvent.click(within(bar()).getByText(/^筛选/))
    await settle()
    const sheet = document.querySelector('.attr-filters') as HTMLElement
    fireEvent.click(within(sheet).getByText('至尊星耀'))
    fireEvent.click(within(sheet).getByText('重置'))
    expect(within(sheet).getByText('至尊星耀').getAttribute('aria-checked')).toBe('false')
    fireEvent.click(within(sheet).getByText('确定'))
    await settle()
    expect(queries[queries.length - 1].f3).toBeUndefined()
  })
})

describe('the district picker', () => {
  it('offers one 不限区服 at the top level (no second 全部区服)', async () => {
    render(<DistrictPicker gameId={1} onPick={jest.fn()} />)
    await settle()
    expect(screen.getAllByText(/不限区服|全部区服/)).toHaveLength(1)
    expect(screen.getByText('不限区服')).toBeTruthy()
    // nothing chosen yet: 不限区服 is the current choice, and the only one marked
    expect(document.querySelectorAll('.district-picker__item--on')).toHaveLength(1)
    // the browser journeys (test/e2e/flows.mjs) pick a real server by skipping this row by its class
    const all = document.querySelectorAll('.district-picker__item--all')
    expect(all).toHaveLength(1)
    expect(all[0].textContent).toContain('不限区服')
  })

  it('after 苹果 › 微信 the tabs and the chip show the path, and the list asks for 微信', async () => {
    const { queries } = await mountList()
    fireEvent.click(within(bar()).getByText('区服'))
    await settle()
    fireEvent.click(screen.getByText('苹果'))
    await settle()
    fireEvent.click(screen.getByText('微信'))
    await settle()
    const tabs = document.querySelector('.district-picker__tabs') as HTMLElement
    expect(tabs.textContent).toBe('苹果微信请选择')
    fireEvent.click(screen.getByText('全部（苹果›微信）'))
    await settle()
    expect(queries[queries.length - 1].districtId).toBe(22)
    expect(within(bar()).getByText('苹果›微信')).toBeTruthy()
  })

  it('a tab goes back to its level with the choice made there marked', async () => {
    const onPick = jest.fn()
    render(<DistrictPicker gameId={1} onPick={onPick} />)
    await settle()
    fireEvent.click(screen.getByText('苹果'))
    await settle()
    fireEvent.click(screen.getByText('微信'))
    await settle()
    fireEvent.click(within(document.querySelector('.district-picker__tabs') as HTMLElement).getByText('苹果'))
    await settle()
    expect(screen.getByText('安卓')).toBeTruthy()
    const list = document.querySelector('.district-picker__list') as HTMLElement
    expect(within(list).getByText('苹果').closest('.district-picker__item')?.className).toContain('--on')
    fireEvent.click(screen.getByText('安卓'))
    await settle()
    expect(screen.getByText('QQ')).toBeTruthy()
    expect(onPick).not.toHaveBeenCalled()
  })

  it('a long path keeps its two ends on the chip', () => {
    expect(districtLabel(['苹果', '微信'])).toBe('苹果›微信')
    expect(districtLabel(['安卓'])).toBe('安卓')
    expect(districtLabel(['苹果', '微信', '微信苹果 1-100区', 'S2 大唐盛世'])).toBe('苹果›…›S2 大唐盛世')
  })
})

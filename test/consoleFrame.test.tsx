import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import ConsoleFrame, { SECTIONS } from '../src/admin/frame/ConsoleFrame'
import DataTable, { type Column } from '../src/admin/frame/DataTable'
import { usePage } from '../src/admin/frame/usePage'
import { adminConsoleApi } from '../src/api/admin'
import { RootStore, StoreContext } from '../src/stores/root'

jest.mock('../src/api/admin', () => {
  const actual = jest.requireActual('../src/api/admin')
  return { ...actual, adminConsoleApi: { counts: jest.fn() } }
})

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

function asOperator(ui: React.ReactElement) {
  Taro.setStorageSync('token', 'tok')
  const profile = jest.fn().mockResolvedValue({ id: 9, userName: 'op', nickName: '运营', roles: ['user', 'operator'] })
  const store = new RootStore({ appApi: { profile, games: jest.fn().mockResolvedValue([]) } })
  store.app.restore()
  return render(<StoreContext.Provider value={store}>{ui}</StoreContext.Provider>)
}
afterEach(() => Taro.removeStorageSync('token'))

describe('the console frame', () => {
  it('lists every section but the order view, marks the current one and shows what waits in each', async () => {
    jest.mocked(adminConsoleApi.counts).mockResolvedValue({
      review: 3,
      orders: 0,
      withdraw: 120,
      support: 1,
      aftersale: 0,
      services: 2,
    })
    asOperator(
      <ConsoleFrame route='adminWithdraw'>
        <div>页面内容</div>
      </ConsoleFrame>,
    )
    await flush()
    const items = screen.getAllByRole('link')
    expect(items.map((e) => e.getAttribute('data-route'))).toEqual(SECTIONS.map((r) => r.name))
    expect(SECTIONS.some((r) => r.name === 'adminOrder')).toBe(false)
    expect(SECTIONS.map((r) => r.name)).toContain('adminLogs')
    const current = items.find((e) => e.getAttribute('aria-current') === 'page')!
    expect(current.textContent).toContain('提现审核')
    // big counts are capped; a section with nothing waiting has no badge
    expect(current.textContent).toContain('99+')
    expect(items.find((e) => e.getAttribute('data-route') === 'adminReview')!.textContent).toBe('商品审核3')
    expect(items.find((e) => e.getAttribute('data-route') === 'adminOrders')!.textContent).toBe('订单管理')
    expect(screen.getByText('页面内容')).toBeTruthy()
  })

  it('Enter on a section opens it in place of the current one', async () => {
    jest.mocked(adminConsoleApi.counts).mockResolvedValue({
      review: 0,
      orders: 0,
      withdraw: 0,
      support: 0,
      aftersale: 0,
      services: 0,
    })
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    asOperator(<ConsoleFrame route='adminReview' />)
    await flush()
    const logs = screen.getAllByRole('link').find((e) => e.getAttribute('data-route') === 'adminLogs')!
    fireEvent.keyDown(logs, { key: 'Enter' })
    expect(redirect).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('admin/logs') }))
    redirect.mockRestore()
  })
})

type Row = { id: number; name: string; fen: number }
const COLS: Column<Row>[] = [
  { key: 'name', label: '名称', render: (r) => r.name, sort: (r) => r.name },
  { key: 'fen', label: '金额', render: (r) => String(r.fen), sort: (r) => r.fen },
]
function Table({
  fetch,
  onOpen,
}: {
  fetch: (n: number, size: number) => Promise<{ rows: Row[]; total: number }>
  onOpen?: (r: Row) => void
}) {
  return <DataTable label='测试' columns={COLS} page={usePage<Row>(fetch, 2)} onOpen={onOpen} />
}

describe('the desk table', () => {
  const ALL: Row[] = [
    { id: 1, name: '乙', fen: 300 },
    { id: 2, name: '甲', fen: 100 },
    { id: 3, name: '丙', fen: 200 },
  ]
  const fetch = jest.fn(async (n: number, size: number) => ({
    rows: ALL.slice((n - 1) * size, n * size),
    total: ALL.length,
  }))
  const cells = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent)

  it('sorts by a column, ascending then descending then back, and says so', async () => {
    render(<Table fetch={fetch} />)
    await flush()
    expect(cells()).toEqual(['乙300', '甲100'])
    const fen = screen.getAllByRole('columnheader')[1]!
    fireEvent.click(fen)
    expect(cells()).toEqual(['甲100', '乙300'])
    expect(fen.getAttribute('aria-sort')).toBe('ascending')
    fireEvent.keyDown(fen, { key: 'Enter' })
    expect(cells()).toEqual(['乙300', '甲100'])
    expect(fen.getAttribute('aria-sort')).toBe('descending')
    fireEvent.click(fen)
    expect(fen.getAttribute('aria-sort')).toBe('none')
  })

  it('pages through the server list and opens a row on click or Enter', async () => {
    const onOpen = jest.fn()
    render(<Table fetch={fetch} onOpen={onOpen} />)
    await flush()
    expect(screen.getByText('共 3 条 · 第 1/2 页')).toBeTruthy()
    fireEvent.click(screen.getByText('下一页'))
    await flush()
    expect(fetch).toHaveBeenLastCalledWith(2, 2)
    expect(cells()).toEqual(['丙200'])
    expect(screen.getByText('共 3 条 · 第 2/2 页')).toBeTruthy()
    fireEvent.click(screen.getAllByRole('row')[1]!)
    fireEvent.keyDown(screen.getAllByRole('row')[1]!, { key: 'Enter' })
    expect(onOpen).toHaveBeenCalledTimes(2)
    expect(onOpen).toHaveBeenCalledWith(ALL[2])
  })
})

describe('the audit log in words', () => {
  it('names known actions in Chinese and shows an unknown code as it is', () => {
    const { actionText } = jest.requireActual('../src/admin/logs/actionText')
    expect(actionText('withdraw.paid')).toBe('提现 · 标记已打款')
    expect(actionText('goods.approve')).toBe('商品 · 通过')
    expect(actionText('rental_listing.reject')).toBe('出租商品 · 驳回')
    expect(actionText('future.thing')).toBe('future.thing')
    expect(actionText('plain')).toBe('plain')
  })
})

describe('the console’s bar (issue 38)', () => {
  const none = { review: 0, orders: 0, withdraw: 0, support: 0, aftersale: 0, services: 0 }
  it('has no back arrow and no 首页 leading out to the shop; an order’s view goes back to its list', async () => {
    jest.mocked(adminConsoleApi.counts).mockResolvedValue(none)
    const first = asOperator(
      <ConsoleFrame route='adminReview'>
        <div />
      </ConsoleFrame>,
    )
    await flush()
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull()
    expect(screen.queryByText('首页')).toBeNull()
    first.unmount()
    asOperator(
      <ConsoleFrame route='adminOrder'>
        <div />
      </ConsoleFrame>,
    )
    await flush()
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy()
    expect(screen.queryByText('首页')).toBeNull()
  })
})

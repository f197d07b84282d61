import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import AdminReconPage from '../src/admin/recon'
import { adminReconApi, type ReconMismatch, type ReconRun } from '../src/api/admin'
import { RootStore, StoreContext } from '../src/stores/root'

// Issue 43 item 2, the console: 每日对账 lists each provider's reconciled days and the mismatches
// found, with the three named actions an operator takes on an open one.

jest.mock('../src/api/admin', () => {
  const actual = jest.requireActual('../src/api/admin')
  return {
    ...actual,
    adminConsoleApi: { counts: jest.fn().mockResolvedValue({}) },
    adminReconApi: { runs: jest.fn(), mismatches: jest.fn(), adjust: jest.fn(), refund: jest.fn(), explain: jest.fn() },
  }
})
const api = jest.mocked(adminReconApi)

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

const RUN: ReconRun = {
  id: 3,
  provider: 'alipay',
  providerText: '支付宝',
  day: '2026-11-28',
  status: 1,
  statusText: '已完成',
  attempts: 1,
  billLines: 42,
  mismatchCount: 2,
  openCount: 2,
  error: null,
  startedAt: '2026-11-29T02:00:00.000Z',
  finishedAt: '2026-11-29T02:00:03.000Z',
}
const mismatch = (over: Partial<ReconMismatch> = {}): ReconMismatch => ({
  id: 11,
  runId: 3,
  provider: 'alipay',
  providerText: '支付宝',
  day: '2026-11-28',
  kind: 'not_in_ledger',
  kindText: '已收/已退款，账本无记录',
  payNo: 'P2611280000000000000001',
  refundNo: null,
  providerTradeNo: '2026112822001400001000000001',
  billAmountFen: 325000,
  ourAmountFen: 325000,
  ledgerAmountFen: null,
  detail: '已收款 3250.00 元，账本无担保收款记录',
  state: 0,
  stateText: '待处理',
  action: null,
  actionText: null,
  note: null,
  entryFen: null,
  actionRef: null,
  lastError: null,
  actedBy: null,
  actedAt: null,
  createdAt: '2026-11-29T02:00:03.000Z',
  suggestedFen: 325000,
  actions: ['adjust', 'refund', 'explain'],
  ...over,
})

async function mount() {
  Taro.setStorageSync('token', 'tok')
  const profile = jest.fn().mockResolvedValue({ id: 9, userName: 'op', nickName: '运营', roles: ['user', 'operator'] })
  const store = new RootStore({ appApi: { profile, games: jest.fn().mockResolvedValue([]) } })
  store.app.restore()
  await store.app.loadProfile()
  render(
    <StoreContext.Provider value={store}>
      <AdminReconPage />
    </StoreContext.Provider>,
  )
  await flush()
}

beforeEach(() => {
  jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
  api.runs.mockResolvedValue({ rows: [RUN], total: 1 })
  api.mismatches.mockResolvedValue({ rows: [mismatch()], total: 1 })
})
afterEach(() => {
  Taro.removeStorageSync('token')
  jest.clearAllMocks()
  jest.restoreAllMocks()
})

it('shows the reconciled days and the open mismatches with the bill, our record and the ledger', async () => {
  await mount()
  expect(screen.getByText(/2026-11-28 · 支付宝$/)).toBeTruthy()
  expect(screen.getByText(/账单 42 行 · 差异 2 条（待处理 2）/)).toBeTruthy()
  expect(screen.getByText('已收款 3250.00 元，账本无担保收款记录')).toBeTruthy()
  expect(screen.getByText(/账本 —/)).toBeTruthy()
  for (const b of ['补记账', '退款', '已核实说明']) expect(screen.getByRole('button', { name: b })).toBeTruthy()
  expect(api.mismatches).toHaveBeenCalledWith({ state: 0, pageNum: 1 })
})

it('已核实说明 sends the note; 补记账 sends the suggested amount with the memo', async () => {
  api.explain.mockResolvedValue(mismatch({ state: 2 }))
  api.adjust.mockResolvedValue(mismatch({ state: 2 }))
  await mount()
  fireEvent.click(screen.getByRole('button', { name: '已核实说明' }))
  await flush()
  const boxes = document.querySelectorAll('textarea')
  fireEvent.input(boxes[boxes.length - 1]!, { target: { value: '测试交易，无需处理' } })
  fireEvent.click(screen.getByText('提交说明'))
  await flush()
  expect(api.explain).toHaveBeenCalledWith(11, '测试交易，无需处理')

  fireEvent.click(screen.getByRole('button', { name: '补记账' }))
  await flush()
  expect(screen.getByText('补记账 +¥3,250.00（对账调整）')).toBeTruthy()
  fireEvent.click(screen.getByText('渠道已收款，账本漏记'))
  fireEvent.click(screen.getByText('确认补记'))
  await flush()
  expect(api.adjust).toHaveBeenCalledWith(11, 325000, '渠道已收款，账本漏记')
})

it('a handled mismatch shows what was done and offers nothing more', async () => {
  api.mismatches.mockResolvedValue({
    rows: [
      mismatch({
        state: 2,
        stateText: '已处理',
        action: 'explain',
        actionText: '已核实说明',
        note: '测试交易',
        actions: [],
      }),
    ],
    total: 1,
  })
  await mount()
  expect(screen.getByText(/已核实说明 · 测试交易/)).toBeTruthy()
  expect(screen.queryByRole('button', { name: '补记账' })).toBeNull()
})

import { act, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { rootStore } from '../src/stores/root'
import { walletApi, type WalletSummary } from '../src/api/orders'
import { rulesApi } from '../src/api/rules'
import WalletPage from '../src/other/wallet'
import { formatDateTime } from '../src/utils/format'

// Issue 42: the wallet shows what may be withdrawn apart from the seller reserves still held, each
// with its release date, and the rule's figures as the server publishes them.

jest.mock('../src/api/orders', () => {
  const actual = jest.requireActual('../src/api/orders')
  return {
    ...actual,
    walletApi: { summary: jest.fn(), entries: jest.fn(), withdrawals: jest.fn(), withdraw: jest.fn() },
  }
})
jest.mock('../src/api/rules', () => ({ rulesApi: { get: jest.fn() } }))

const summary: WalletSummary = {
  balanceFen: 200000,
  availableFen: 126584,
  reserveFen: 73416,
  reserves: [
    { orderId: 7, orderNo: 'HS20260301A', heldFen: 36708, releaseAt: '2026-03-08T02:00:00.000Z' },
    { orderId: 9, orderNo: 'HS20260302B', heldFen: 36708, releaseAt: '2026-03-09T05:30:00.000Z' },
  ],
  debtFen: 6440,
  heldFen: 0,
  totalIncomeFen: 244720,
  pendingWithdraw: null,
  realNameMasked: '王*试',
  rules: { minFen: 1000, feeBps: 10, feeMinFen: 10, maxPending: 1 },
}

beforeEach(() => {
  Taro.setStorageSync('token', 'tok-seller')
  rootStore.app.restore()
  ;(walletApi.summary as jest.Mock).mockResolvedValue(summary)
  ;(walletApi.entries as jest.Mock).mockResolvedValue({ rows: [], total: 0 })
  ;(walletApi.withdrawals as jest.Mock).mockResolvedValue({ rows: [], total: 0 })
  ;(rulesApi.get as jest.Mock).mockResolvedValue({ 'reserve.percent': '30%', 'reserve.days': '7 天' })
})
afterEach(() => {
  Taro.removeStorageSync('token')
  jest.clearAllMocks()
})

it('shows 可提现 and 冻结中（保证金） with each hold’s release date, the published rule and a debt', async () => {
  render(<WalletPage />)
  await act(async () => {
    await Promise.resolve()
    await Promise.resolve()
  })
  await screen.findByText('可提现')
  expect(screen.getByText('¥1,265.84')).toBeTruthy()
  expect(screen.getByText('冻结中（保证金）')).toBeTruthy()
  expect(screen.getByText('¥734.16')).toBeTruthy()
  expect(screen.getByText('订单 HS20260301A')).toBeTruthy()
  expect(screen.getByText(`${formatDateTime('2026-03-08T02:00:00.000Z')} 解冻`)).toBeTruthy()
  expect(screen.getByText(`${formatDateTime('2026-03-09T05:30:00.000Z')} 解冻`)).toBeTruthy()
  expect(await screen.findByText(/货款的 30% 作为保证金冻结 7 天/)).toBeTruthy()
  expect(screen.getByText(/待扣回包赔垫付款 ¥64.40/)).toBeTruthy()
})

it('shows no reserve card to a wallet without holds or debt', async () => {
  ;(walletApi.summary as jest.Mock).mockResolvedValue({ ...summary, reserves: [], reserveFen: 0, debtFen: 0 })
  render(<WalletPage />)
  await screen.findByText('可提现')
  expect(screen.queryByText('冻结中（保证金）')).toBeNull()
  expect(screen.queryByText(/待扣回/)).toBeNull()
})

import { act, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __setRouterParams } from './support/taro'
import SureOrderPage from '../src/pages/sureOrder'
import { ordersApi, payApi } from '../src/api/orders'
import { rootStore } from '../src/stores/root'

// Issue 37: a platform with no payment channel (a WeChat mini-program without WeChat Pay) let the
// buyer create an order, and only the cashier then said nobody could pay it. 确认订单 says so first.
jest.mock('../src/api/orders', () => {
  const actual = jest.requireActual('../src/api/orders')
  return {
    ...actual,
    payApi: { channels: jest.fn() },
    ordersApi: { ...actual.ordersApi, confirm: jest.fn(), create: jest.fn() },
  }
})

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

const confirmData = {
  goods: { id: 9, title: '国服王者 百皮肤', cover: null, gameName: '王者荣耀', districtNames: [], priceFen: 99_900 },
  protections: [
    { code: 'none', name: '不购买包赔', feeFen: 0, rateBps: 0, periodDays: null, description: '', totalFen: 99_900 },
  ],
  defaultProtection: 'none',
  protectionRequired: false,
  canBuy: true,
  needRealname: false,
  reason: null,
  myOpenOrderId: null,
  expireMinutes: 15,
  rulesNoticeType: 'jyxz',
}

beforeEach(() => {
  Taro.setStorageSync('token', 'tok')
  rootStore.app.restore()
  __setRouterParams({ goodsId: '9' })
  ;(ordersApi.confirm as jest.Mock).mockResolvedValue(confirmData)
})
afterEach(() => {
  Taro.removeStorageSync('token')
  jest.clearAllMocks()
})

it('says the platform has no payment channel and does not offer 提交订单', async () => {
  ;(payApi.channels as jest.Mock).mockResolvedValue({ mode: 'live', channels: [] })
  render(<SureOrderPage />)
  await flush()
  await flush()
  expect(screen.getByRole('alert').textContent).toMatch(/暂未开通在线支付/)
  const submit = screen.getByRole('button', { name: '提交订单' })
  expect(submit.getAttribute('aria-disabled')).toBe('true')
  submit.click()
  await flush()
  expect(ordersApi.create).not.toHaveBeenCalled()
})

it('with a channel, says nothing of the kind', async () => {
  ;(payApi.channels as jest.Mock).mockResolvedValue({
    mode: 'sandbox',
    channels: [{ channel: 'alipay', name: '支付宝（演示）' }],
  })
  render(<SureOrderPage />)
  await flush()
  await flush()
  expect(screen.queryByText(/暂未开通在线支付/)).toBeNull()
  expect(screen.getByRole('button', { name: '提交订单' }).getAttribute('aria-disabled')).toBe('false')
})

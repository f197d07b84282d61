import { act, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __setRouterParams } from './support/taro'
import PayPage from '../src/pages/pay'
import { ordersApi, payApi } from '../src/api/orders'
import { rootStore } from '../src/stores/root'

// 收银台 (issue 34): the server says whether payments are real; in sandbox mode the same choices
// are paid at a test cashier, and the page must not let a buyer think money moves.
jest.mock('../src/api/orders', () => {
  const actual = jest.requireActual('../src/api/orders')
  return {
    ...actual,
    payApi: { channels: jest.fn(), create: jest.fn() },
    ordersApi: { ...actual.ordersApi, detail: jest.fn() },
  }
})

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

const order = {
  id: 5,
  orderNo: 'HS202603010001',
  state: 0,
  totalFen: 141_680,
  priceFen: 128_800,
  protectionName: '标准包赔',
  protectionFeeFen: 12_880,
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  serverNow: new Date().toISOString(),
  goods: { id: 9, title: '国服王者 百皮肤', cover: null, gameName: '王者荣耀', districtNames: [] },
}

beforeEach(() => {
  Taro.setStorageSync('token', 'tok')
  rootStore.app.restore()
  __setRouterParams({ orderId: '5' })
  ;(ordersApi.detail as jest.Mock).mockResolvedValue(order)
})
afterEach(() => {
  Taro.removeStorageSync('token')
  jest.clearAllMocks()
})

describe('收银台 and the payment mode', () => {
  // issue 37: the cashier offered only 「演示收银台（沙箱）… 不会真实扣款」. Each channel now looks as
  // it does live (its mark, its name, its wording) and the sandbox is said once, above them.
  it('sandbox: 支付宝 with its mark and wording, and one notice that nothing is charged', async () => {
    ;(payApi.channels as jest.Mock).mockResolvedValue({
      mode: 'sandbox',
      channels: [{ channel: 'alipay', name: '支付宝（演示）' }],
    })
    render(<PayPage />)
    await flush()
    await flush()
    const radio = screen.getByRole('radio', { name: '支付宝' })
    expect(radio.querySelector('.pay-mark--alipay')?.textContent).toBe('支')
    expect(screen.getByText('支付宝安全支付，推荐支付宝用户使用')).toBeTruthy()
    expect(screen.getAllByText(/不会真实扣款/)).toHaveLength(1)
    expect(screen.getByRole('note').textContent).toBe('演示环境，不会真实扣款')
    expect(document.body.textContent).not.toMatch(/沙箱|测试收银台|（演示）/)
  })

  it('a platform without a channel says where to pay instead', async () => {
    ;(payApi.channels as jest.Mock).mockResolvedValue({ mode: 'live', channels: [] })
    render(<PayPage />)
    await flush()
    await flush()
    expect(screen.getByText(/暂未开通在线支付/)).toBeTruthy()
    expect(screen.getByRole('button', { name: /确认支付/ }).getAttribute('aria-disabled')).toBe('true')
  })

  it('live: the same choice, without the sandbox notice', async () => {
    ;(payApi.channels as jest.Mock).mockResolvedValue({
      mode: 'live',
      channels: [{ channel: 'alipay', name: '支付宝' }],
    })
    render(<PayPage />)
    await flush()
    await flush()
    expect(screen.getByText('支付宝安全支付，推荐支付宝用户使用')).toBeTruthy()
    expect(screen.queryByText(/不会真实扣款/)).toBeNull()
  })

  // CI once tapped 确认支付 before the channels arrived: the tap did nothing and the buyer (and the
  // browser test) waited for a cashier that never opened. The button says it is not ready yet.
  it('确认支付 is marked disabled until a channel is chosen', async () => {
    let answer: (v: unknown) => void = () => {}
    ;(payApi.channels as jest.Mock).mockReturnValue(new Promise((r) => (answer = r)))
    render(<PayPage />)
    await flush()
    const button = screen.getByRole('button', { name: /确认支付/ })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    answer({ mode: 'sandbox', channels: [{ channel: 'alipay', name: '支付宝（演示）' }] })
    await flush()
    expect(screen.getByRole('button', { name: /确认支付/ }).getAttribute('aria-disabled')).toBe('false')
  })
})

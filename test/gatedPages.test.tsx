import { act, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __setRouterParams } from './support/taro'
import GoZFBPage from '../src/pages/goZFB'
import MerchantTradeinPage from '../src/other/merchantTradein'
import { payApi } from '../src/api/orders'
import { merchantTradeInApi } from '../src/api/appraisal'
import { RootStore, StoreContext, rootStore } from '../src/stores/root'
import { ROUTES } from '../src/routes'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

// Found by the every-page browser suite: these pages called APIs that could only refuse them.
jest.mock('../src/api/orders', () => {
  const actual = jest.requireActual('../src/api/orders')
  return { ...actual, payApi: { channels: jest.fn(), create: jest.fn() } }
})
jest.mock('../src/api/appraisal', () => {
  const actual = jest.requireActual('../src/api/appraisal')
  return {
    ...actual,
    merchantTradeInApi: { open: jest.fn(), quotes: jest.fn(), quote: jest.fn(), credentials: jest.fn() },
  }
})

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

beforeEach(() => {
  Taro.setStorageSync('token', 'tok')
  // what App does at launch: the store that owns the login reads the stored session
  rootStore.app.restore()
})
afterEach(() => {
  Taro.removeStorageSync('token')
  jest.clearAllMocks()
})

const profile = (roles: string[]) =>
  ({
    userId: 1,
    userName: 'u',
    nickName: 'u',
    phone: '138****0000',
    avatar: null,
    roles,
    realNameVerified: true,
  }) as never

function withStore(ui: JSX.Element, roles: string[]) {
  const store = new RootStore({
    appApi: { profile: jest.fn().mockResolvedValue(profile(roles)), games: jest.fn().mockResolvedValue([]) },
  })
  return <StoreContext.Provider value={store}>{ui}</StoreContext.Provider>
}

describe('支付宝支付 (goZFB)', () => {
  it('does not create an Alipay payment when the deployment offers no Alipay', async () => {
    __setRouterParams({ orderId: '5' })
    ;(payApi.channels as jest.Mock).mockResolvedValue({
      mode: 'live',
      channels: [{ channel: 'wechatpay', name: '微信支付' }],
    })
    render(<GoZFBPage />)
    await flush()
    expect(payApi.create).not.toHaveBeenCalled()
    expect(screen.getByText('支付宝支付暂未开通')).toBeTruthy()
  })

  it('creates the Alipay payment when Alipay is offered', async () => {
    __setRouterParams({ orderId: '5' })
    ;(payApi.channels as jest.Mock).mockResolvedValue({
      mode: 'live',
      channels: [{ channel: 'alipay', name: '支付宝' }],
    })
    ;(payApi.create as jest.Mock).mockRejectedValue({ code: 400, msg: '订单已支付', silent: false })
    render(<GoZFBPage />)
    await flush()
    expect(payApi.create).toHaveBeenCalledWith(expect.objectContaining({ orderId: 5, channel: 'alipay' }))
    expect(screen.getByText('订单已支付')).toBeTruthy()
  })
})

describe('商户报价 (merchantTradein)', () => {
  it('shows a user who is not a merchant the way in, without calling merchant APIs', async () => {
    render(withStore(<MerchantTradeinPage />, ['user']))
    await flush()
    expect(screen.getByText('商户报价仅对认证商户开放')).toBeTruthy()
    expect(merchantTradeInApi.open).not.toHaveBeenCalled()
  })

  it('loads the open requests for a merchant', async () => {
    ;(merchantTradeInApi.open as jest.Mock).mockResolvedValue({ rows: [], total: 0 })
    render(withStore(<MerchantTradeinPage />, ['user', 'merchant']))
    await flush()
    await flush()
    expect(merchantTradeInApi.open).toHaveBeenCalled()
  })
})

describe('private pages without a session', () => {
  it('never mount the page, so nothing asks the server (no 401, no "login timed out" prompt)', async () => {
    rootStore.app.signOut()
    __setRouterParams({ orderId: '5' })
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    render(<GoZFBPage />)
    await flush()
    expect(payApi.channels).not.toHaveBeenCalled()
    expect(redirect).toHaveBeenCalledWith({ url: expect.stringContaining('login') })
  })

  it('every route that needs a login wraps its page in withLogin', () => {
    const missing = ROUTES.filter((r) => r.auth).filter((r) => {
      const file = readFileSync(join(__dirname, '..', 'src', `${r.page}.tsx`), 'utf8')
      return !file.includes(`withLogin('${r.name}', `)
    })
    expect(missing.map((r) => r.name)).toEqual([])
  })
})

describe('a session that expires while a private page is open', () => {
  it('leaves the page in place (the prompt decides), instead of jumping to /login', async () => {
    __setRouterParams({ orderId: '5' })
    ;(payApi.channels as jest.Mock).mockResolvedValue({
      mode: 'live',
      channels: [{ channel: 'wechatpay', name: '微信支付' }],
    })
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { rerender } = render(<GoZFBPage />)
    await flush()
    Taro.removeStorageSync('token') // what the request layer does on a 401
    rerender(<GoZFBPage />)
    await flush()
    expect(redirect).not.toHaveBeenCalled()
    expect(screen.getByText('支付宝支付暂未开通')).toBeTruthy()
  })
})

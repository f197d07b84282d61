import { act, fireEvent, render, screen } from '@testing-library/react'
import { rootStore } from '../src/stores/root'
import Taro from '@tarojs/taro'
import { __setRouterParams } from './support/taro'
import FinishPage from '../src/pages/finish'
import SureOrderPage from '../src/pages/sureOrder'
import { ordersApi, type ConfirmData, type PayOrder } from '../src/api/orders'
import { checkWithdraw, withdrawFee } from '../src/other/wallet'
import { amountLabel, parseYuan } from '../src/utils/format'
import { mergeMessages } from '../src/components/OrderChat'
import { stateHint } from '../src/pages/orderDetail'
import { formatCountdown } from '../src/hooks/useDeadline'
import { launchPayment, sandboxTicket } from '../src/utils/payment'

jest.mock('../src/api/orders', () => {
  const actual = jest.requireActual('../src/api/orders')
  return { ...actual, ordersApi: { status: jest.fn(), confirm: jest.fn(), create: jest.fn() } }
})
const status = ordersApi.status as jest.Mock
const confirm = ordersApi.confirm as jest.Mock
const create = ordersApi.create as jest.Mock

const tick = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms)
    await Promise.resolve()
    await Promise.resolve()
  })

// these pages need a login: the page guard would otherwise send the test to /login
beforeEach(() => {
  Taro.setStorageSync('token', 'tok-buyer')
  // what App does at launch: the store that owns the login reads the stored session
  rootStore.app.restore()
})
afterEach(() => {
  Taro.removeStorageSync('token')
  jest.clearAllMocks()
  jest.restoreAllMocks()
  jest.useRealTimers()
})

describe('finish page', () => {
  it('shows success only when the server says the order is paid, whatever the URL says', async () => {
    jest.useFakeTimers()
    __setRouterParams({ orderId: '5', paid: '1', result: 'success' })
    status
      .mockResolvedValueOnce({ orderId: 5, state: 0, stateText: '待支付', paid: false, paidAt: null, totalFen: 12800 })
      .mockResolvedValueOnce({
        orderId: 5,
        state: 1,
        stateText: '交接中',
        paid: true,
        paidAt: '2026-11-23T10:00:00Z',
        totalFen: 12800,
      })
    render(<FinishPage />)
    await tick(0)
    expect(screen.queryByText('支付成功')).toBeNull()
    await tick(1500)
    expect(status).toHaveBeenCalledTimes(2)
    expect(screen.getByText('支付成功')).toBeTruthy()
    expect(screen.getByText('¥128.00')).toBeTruthy()
  })

  it('says the result is still being confirmed when the notification has not arrived after polling', async () => {
    jest.useFakeTimers()
    __setRouterParams({ orderId: '6' })
    status.mockResolvedValue({ orderId: 6, state: 0, stateText: '待支付', paid: false, paidAt: null, totalFen: 5000 })
    render(<FinishPage />)
    for (let i = 0; i < 12; i++) await tick(1500)
    expect(status).toHaveBeenCalledTimes(10)
    expect(screen.getByText('支付结果确认中')).toBeTruthy()
  })

  it('another user’s order (404) is “not found”', async () => {
    __setRouterParams({ orderId: '7' })
    status.mockRejectedValue({ code: 404, msg: '订单不存在', silent: false })
    render(<FinishPage />)
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0))
    })
    expect(screen.getByText('订单不存在')).toBeTruthy()
  })
})

const confirmData = (over: Partial<ConfirmData> = {}): ConfirmData => ({
  goods: {
    id: 42,
    goodsSn: 'G42',
    title: '王者荣耀 V8 全英雄',
    cover: null,
    gameId: 1,
    gameName: '王者荣耀',
    districtNames: ['安卓', 'QQ'],
    priceFen: 100000,
    isGuarantee: 0,
    saleState: 1,
  },
  protections: [
    { code: 'none', name: '不包赔', feeFen: 0, rateBps: 0, periodDays: 0, description: '不购买包赔', totalFen: 100000 },
    {
      code: 'tierA',
      name: '包赔A',
      feeFen: 10000,
      rateBps: 1000,
      periodDays: 365,
      description: '被找回全额退款',
      totalFen: 110000,
    },
  ],
  defaultProtection: 'none',
  protectionRequired: false,
  registrationNote: null,
  rulesNoticeType: 'jyxz',
  expireMinutes: 15,
  canBuy: true,
  reason: null,
  needRealname: false,
  myOpenOrderId: null,
  offer: null,
  handoverMode: 'self',
  handoverFeeFen: 0,
  ...over,
})

describe('sureOrder page', () => {
  const flush = () =>
    act(async () => {
      await new Promise((r) => setTimeout(r, 0))
    })

  it('will not create an order until the trading rules are accepted, then creates it with the chosen cover', async () => {
    __setRouterParams({ goodsId: '42' })
    confirm.mockResolvedValue(confirmData())
    create.mockResolvedValue({
      orderId: 9,
      orderNo: 'HS1',
      state: 0,
      totalFen: 110000,
      expiresAt: '2026-11-23T10:15:00Z',
    })
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
    render(<SureOrderPage />)
    await flush()
    fireEvent.click(screen.getByText('提交订单'))
    await flush()
    expect(create).not.toHaveBeenCalled()
    fireEvent.click(screen.getByText(/包赔A/))
    expect(screen.getAllByText('¥1,100.00').length).toBeGreaterThan(0)
    fireEvent.click(screen.getByLabelText('同意交易须知'))
    fireEvent.click(screen.getByText('提交订单'))
    await flush()
    expect(create).toHaveBeenCalledWith({ goodsId: 42, protection: 'tierA', acceptRules: true })
    expect(redirect).toHaveBeenCalledWith({ url: expect.stringContaining('orderId=9') })
  })

  it('a listing handed over by staff shows the mode and its fee, and the total includes the fee', async () => {
    __setRouterParams({ goodsId: '42' })
    confirm.mockResolvedValue(confirmData({ handoverMode: 'staff', handoverFeeFen: 3000 }))
    render(<SureOrderPage />)
    await flush()
    expect(screen.getByText('平台验号换绑')).toBeTruthy()
    expect(screen.getByText('验号换绑服务费')).toBeTruthy()
    expect(screen.getByText('¥30.00')).toBeTruthy()
    // ¥1,000 + no cover + ¥30: the amount the server will charge, in both totals
    expect(screen.getAllByText('¥1,030.00')).toHaveLength(2)
  })

  it('a self-service listing says so and adds nothing', async () => {
    __setRouterParams({ goodsId: '42' })
    confirm.mockResolvedValue(confirmData())
    render(<SureOrderPage />)
    await flush()
    expect(screen.getByText('自助交接')).toBeTruthy()
    expect(screen.queryByText('验号换绑服务费')).toBeNull()
  })

  it('marks the rules checkbox when 提交订单 comes before it is ticked, and the toast keeps 《交易须知》 whole', async () => {
    __setRouterParams({ goodsId: '42' })
    confirm.mockResolvedValue(confirmData())
    const showToast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
    render(<SureOrderPage />)
    await flush()
    const box = screen.getByLabelText('同意交易须知')
    expect(box.getAttribute('aria-invalid')).not.toBe('true')
    fireEvent.click(screen.getByText('提交订单'))
    await flush()
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(box.parentElement!.className).toContain('sure-rules--missed')
    // no break opportunity inside the book title: word joiners between its characters
    const title = (showToast.mock.calls[0]![0] as { title: string }).title
    expect(title.replace(/\u2060/g, '')).toBe('请先阅读并同意《交易须知》')
    expect(title).toContain('《\u2060交\u2060易\u2060须\u2060知\u2060》')
    fireEvent.click(box)
    expect(box.getAttribute('aria-invalid')).not.toBe('true')
    expect(box.parentElement!.className).not.toContain('sure-rules--missed')
  })

  it('renders an accepted offer at the agreed price and orders with the offer', async () => {
    __setRouterParams({ goodsId: '42', offerId: '5' })
    // the server's shape: goods.priceFen is already the agreed price, the offer is {id, agreedFen, expiresAt}
    confirm.mockResolvedValue(
      confirmData({
        goods: { ...confirmData().goods, priceFen: 80000 },
        protections: [confirmData().protections[0]!, { ...confirmData().protections[1]!, totalFen: 88000 }].map((p) =>
          p.code === 'none' ? { ...p, totalFen: 80000 } : p,
        ),
        offer: { id: 5, agreedFen: 80000, expiresAt: '2026-11-23T10:15:00Z' },
      }),
    )
    create.mockResolvedValue({
      orderId: 9,
      orderNo: 'HS1',
      state: 0,
      totalFen: 80000,
      expiresAt: '2026-11-23T10:15:00Z',
    })
    jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    render(<SureOrderPage />)
    await flush()
    expect(screen.getByText(/已按议价成交价 ¥800\.00 计算/)).toBeTruthy()
    fireEvent.click(screen.getByLabelText('同意交易须知'))
    fireEvent.click(screen.getByText('提交订单'))
    await flush()
    expect(create).toHaveBeenCalledWith({ goodsId: 42, protection: 'none', acceptRules: true, offerId: 5 })
  })

  it('sends an unverified buyer to real-name verification instead of creating an order', async () => {
    __setRouterParams({ goodsId: '42' })
    confirm.mockResolvedValue(confirmData({ needRealname: true, canBuy: false, reason: '请先完成实名认证' }))
    const nav = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    render(<SureOrderPage />)
    await flush()
    expect(screen.getByText('请先完成实名认证')).toBeTruthy()
    fireEvent.click(screen.getByText('去实名认证'))
    await flush()
    expect(create).not.toHaveBeenCalled()
    expect(nav).toHaveBeenCalledWith({
      url: expect.stringMatching(/Realname\/index\?redirect=%2Findex%2FsureOrder%3FgoodsId%3D42/),
    })
  })
})

describe('trade helpers', () => {
  it('withdrawal fee: minimum and rounding up', () => {
    const rules = { minFen: 1000, feeBps: 10, feeMinFen: 10, maxPending: 1 }
    expect(withdrawFee(1000, rules)).toBe(10)
    expect(withdrawFee(123456, rules)).toBe(124)
    expect(withdrawFee(0, rules)).toBe(0)
  })
  it('parses yuan amounts into fen without floating point error', () => {
    expect(parseYuan('12.5')).toBe(1250)
    expect(parseYuan('0.29')).toBe(29)
    expect(parseYuan('100')).toBe(10000)
    expect(parseYuan('1.234')).toBeNull()
    expect(parseYuan('-5')).toBeNull()
  })
  it('checks a withdrawal against the minimum and the balance', () => {
    const w = {
      balanceFen: 5000,
      availableFen: 5000,
      reserveFen: 0,
      reserves: [],
      debtFen: 0,
      heldFen: 0,
      totalIncomeFen: 5000,
      pendingWithdraw: null,
      realNameMasked: '张*',
      rules: { minFen: 1000, feeBps: 10, feeMinFen: 10, maxPending: 1 },
    }
    expect(checkWithdraw({ amount: '5', account: '13800000000', name: '张三' }, w).amount).toBe('最低提现¥10.00')
    expect(checkWithdraw({ amount: '60', account: '13800000000', name: '张三' }, w).amount).toBe('超出可提现余额')
    expect(checkWithdraw({ amount: '20', account: 'abc', name: '张三' }, w).account).toBeTruthy()
    expect(checkWithdraw({ amount: '20', account: 'a@b.cn', name: '张三' }, w)).toEqual({})
    // a seller reserve stays in the balance but is not available until its release
    const held = { ...w, balanceFen: 9000, availableFen: 3000, reserveFen: 6000 }
    expect(checkWithdraw({ amount: '40', account: 'a@b.cn', name: '张三' }, held).amount).toBe(
      '超出可提现余额（保证金解冻前不可提现）',
    )
    expect(checkWithdraw({ amount: '30', account: 'a@b.cn', name: '张三' }, held)).toEqual({})
  })
  it('chat merge keeps order and drops duplicates', () => {
    const m = (id: number) => ({
      id,
      role: 'buyer' as const,
      nickName: 'a',
      mine: true,
      kind: 'text' as const,
      text: String(id),
      flagged: false,
      notice: null,
      imageUrl: null,
      createdAt: '',
    })
    expect(mergeMessages([m(1), m(3)], [m(3), m(2), m(4)]).map((x) => x.id)).toEqual([1, 2, 3, 4])
  })
  it('state hints differ for buyer and seller', () => {
    expect(stateHint({ state: 0, role: 'buyer', autoConfirmAt: null })).toMatch('支付')
    expect(stateHint({ state: 1, role: 'seller', autoConfirmAt: null })).toMatch('买家已付款')
  })
  it('a total is 应付 until it is paid, then 实付 (issue 20)', () => {
    expect(amountLabel(null)).toBe('应付')
    expect(amountLabel('2026-11-23T10:00:00Z')).toBe('实付')
    // a cancelled or closed order was never paid and no longer can be: nothing is 应付
    expect(amountLabel(null, false)).toBe('订单金额')
    expect(amountLabel('2026-11-23T10:00:00Z', false)).toBe('实付')
  })
  it('countdown format', () => {
    expect(formatCountdown(845)).toBe('14:05')
    expect(formatCountdown(0)).toBe('00:00')
  })
  it('H5 sandbox payment opens the cashier page', async () => {
    const p: PayOrder = {
      payNo: 'P1',
      purpose: 'order',
      targetId: 1,
      channel: 'alipay',
      amountFen: 100,
      expiresAt: '',
      action: 'redirect',
      redirectUrl: '/api/pay/sandbox/cashier?payNo=P1&t=abc%2B1',
      wxPayParams: null,
      tradeNo: null,
    }
    const go = jest.fn()
    expect(await launchPayment(p, go)).toBe('redirected')
    expect(go).toHaveBeenCalledWith('/api/pay/sandbox/cashier?payNo=P1&t=abc%2B1')
    expect(sandboxTicket(p.redirectUrl!)).toBe('abc+1')
  })
})

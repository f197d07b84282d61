import { act, fireEvent, render, screen, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import BasicInformationPage from '../src/pages/BasicInformation'
import CommitPage from '../src/pages/commit'
import GoodDetailPage from '../src/pages/goodDetail'
import { goodsApi, type GoodDetail } from '../src/api/goods'
import { handoverApi, type HandoverTemplate } from '../src/api/handover'
import type { RuleTexts } from '../src/api/rules'
import { RootStore, StoreContext } from '../src/stores/root'
import { fromSavedDraft, type SellApi } from '../src/stores/sell'
import type { UserProfile } from '../src/api/types'
import { handoverFeeText, staffRequiredReason, yuanTextToFen } from '../src/utils/handover'
import { __setRouterParams } from './support/taro'

// Issue 40 item 1, the client's part: the seller chooses 自助交接 or 平台验号换绑 on the sell form
// (forced to the staff mode when the operators' rules require it), and goodDetail says which mode
// the listing uses, with the game's checklist for the staff mode.

type Rules = Partial<RuleTexts>
let mockRules: Rules | null = null
jest.mock('../src/hooks/useRules', () => ({
  useRules: () => mockRules,
  within: (f: string | undefined) => (f ? ` ${f}内` : '规定时限内'),
}))
jest.mock('../src/api/handover', () => {
  const actual = jest.requireActual('../src/api/handover')
  return { ...actual, handoverApi: { template: jest.fn() } }
})
jest.mock('../src/api/goods', () => {
  const actual = jest.requireActual('../src/api/goods')
  return {
    ...actual,
    goodsApi: { ...actual.goodsApi, detail: jest.fn(), recommend: jest.fn(), template: jest.fn() },
  }
})

/** The rules as the server words them with nothing configured (the defaults). */
const OFF: Rules = {
  'handover.staffMin': '不限',
  'handover.staffGames': '无',
  'handover.fee': '0%',
  'handover.feeMin': '¥0.00',
}
const ON: Rules = {
  'handover.staffMin': '¥1,000.00',
  'handover.staffGames': '原神、和平精英',
  'handover.fee': '2%',
  'handover.feeMin': '¥10.00',
}

const TEMPLATE: HandoverTemplate = {
  gameId: 1,
  items: [
    { key: 'login', label: '登录正常', hint: '用卖家提供的账号密码登录' },
    { key: 'phone', label: '换绑手机', hint: '' },
  ],
}

const me = { id: 7, userName: 'seller', nickName: '卖家', realStatus: 2, roles: ['user'] } as UserProfile

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

const fakeSellApi = (): SellApi => ({
  draft: jest.fn(async () => null),
  saveDraft: jest.fn(async () => ({}) as never),
  deleteDraft: jest.fn(async () => ({}) as never),
  submit: jest.fn(async () => ({ id: 1 }) as never),
  editable: jest.fn(async () => ({}) as never),
})

let store: RootStore
async function mountSell(ui: React.ReactElement, over: Partial<NonNullable<RootStore['sell']['draft']>> = {}) {
  Taro.setStorageSync('token', 'tok-seller')
  store = new RootStore({ appApi: { profile: jest.fn(async () => me), games: async () => [] }, sellApi: fakeSellApi() })
  store.app.restore()
  await store.app.loadProfile()
  store.sell.draft = {
    gameId: 1,
    gameName: '王者荣耀',
    districtPath: [{ id: 3, name: '微信1区' }],
    title: '国服荣耀王者 典藏皮肤全',
    priceYuan: '888',
    isGuarantee: 0,
    bargain: false,
    attrs: {},
    description: '自玩号，绑定已解除，可二次实名',
    images: [{ url: '/uploads/a.png' }],
    handoverMode: 'self',
    ...over,
  }
  store.sell.loaded = true
  render(<StoreContext.Provider value={store}>{ui}</StoreContext.Provider>)
  await flush()
}

const option = (name: string) => screen.getByText(name).closest('[role="radio"]') as HTMLElement

beforeEach(() => {
  process.env.TARO_ENV = 'h5'
  mockRules = OFF
  Element.prototype.scrollIntoView = () => undefined
  jest.mocked(handoverApi.template).mockResolvedValue(TEMPLATE)
  jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
  jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
})
afterEach(() => {
  Taro.removeStorageSync('token')
  jest.clearAllMocks()
  jest.restoreAllMocks()
})

describe('the rules as GET /api/rules words them', () => {
  it('reads the money figures', () => {
    expect(yuanTextToFen('¥1,000.00')).toBe(100000)
    expect(yuanTextToFen('¥0.50')).toBe(50)
    expect(yuanTextToFen('不限')).toBeNull()
  })
  it('requires the staff mode from the price threshold on, or for a listed game, and never with the defaults', () => {
    expect(staffRequiredReason(OFF, 100_000_000, '原神')).toBeNull()
    expect(staffRequiredReason(ON, 99_900, '王者荣耀')).toBeNull()
    expect(staffRequiredReason(ON, 100_000, '王者荣耀')).toBe('平台规定价格在¥1,000.00及以上的商品须由平台验号换绑')
    expect(staffRequiredReason(ON, 100, '和平精英')).toBe('平台规定和平精英的商品须由平台验号换绑')
    // while the rules load the form does not guess: the server still decides on submit
    expect(staffRequiredReason(null, 100_000_000, '原神')).toBeNull()
  })
  it('says the service is free when no fee is configured, and the rate, minimum and amount when one is', () => {
    expect(handoverFeeText(OFF, 88800)).toBe('本服务免费')
    expect(handoverFeeText(ON, 88800)).toBe('买家支付服务费（成交价的2%，最低¥10.00），按当前价格为¥17.76')
    // the minimum applies below it
    expect(handoverFeeText(ON, 10000)).toBe('买家支付服务费（成交价的2%，最低¥10.00），按当前价格为¥10.00')
    expect(handoverFeeText({ ...ON, 'handover.fee': '0%' }, 88800)).toBe('买家支付服务费¥10.00')
    expect(handoverFeeText(null)).toBe('服务费由买家支付，金额在下单时显示')
  })
})

describe('sell step 1: 交接方式', () => {
  it('offers both modes with their explanations, the staff one free with the defaults, and sends the choice', async () => {
    await mountSell(<BasicInformationPage />)
    expect(option('自助交接').getAttribute('aria-checked')).toBe('true')
    expect(screen.getByText('买家付款后查看您提供的账号信息，双方在订单聊天中完成换绑')).toBeTruthy()
    expect(
      screen.getByText('官方客服登录验号，按本游戏的检查项逐项核对并换绑手机、邮箱、实名；本服务免费'),
    ).toBeTruthy()
    fireEvent.click(screen.getByText('平台验号换绑'))
    expect(option('平台验号换绑').getAttribute('aria-checked')).toBe('true')
    expect(store.sell.body()?.handoverMode).toBe('staff')
    fireEvent.click(screen.getByText('自助交接'))
    expect(store.sell.body()?.handoverMode).toBe('self')
  })

  it('shows the configured fee at the current price', async () => {
    mockRules = ON
    await mountSell(<BasicInformationPage />)
    expect(screen.getByText(/买家支付服务费（成交价的2%，最低¥10.00），按当前价格为¥17.76$/)).toBeTruthy()
  })

  it('folds the game’s checklist under the staff option', async () => {
    await mountSell(<BasicInformationPage />)
    expect(screen.queryByText('1. 登录正常')).toBeNull()
    fireEvent.click(screen.getByText('查看本游戏的检查项'))
    await flush()
    expect(handoverApi.template).toHaveBeenCalledWith(1)
    const list = screen.getByRole('list', { name: '平台验号检查项' })
    expect(within(list).getByText('1. 登录正常')).toBeTruthy()
    expect(within(list).getByText('用卖家提供的账号密码登录')).toBeTruthy()
    expect(within(list).getByText('2. 换绑手机')).toBeTruthy()
    fireEvent.click(screen.getByText('收起本游戏的检查项'))
    expect(screen.queryByText('1. 登录正常')).toBeNull()
  })

  it('switches to the staff mode when the price reaches the threshold, greys 自助交接 and says why', async () => {
    mockRules = ON
    await mountSell(<BasicInformationPage />)
    expect(option('自助交接').getAttribute('aria-disabled')).toBeNull()
    act(() => store.sell.update({ priceYuan: '1000' }))
    await flush()
    expect(option('平台验号换绑').getAttribute('aria-checked')).toBe('true')
    expect(option('自助交接').getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByText('平台规定价格在¥1,000.00及以上的商品须由平台验号换绑，不能选择自助交接。')).toBeTruthy()
    // a tap on the greyed option keeps the staff mode and repeats the reason
    fireEvent.click(screen.getByText('自助交接'))
    expect(store.sell.draft?.handoverMode).toBe('staff')
    expect(Taro.showToast).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: '平台规定价格在¥1,000.00及以上的商品须由平台验号换绑' }),
    )
    expect(store.sell.body()?.handoverMode).toBe('staff')
  })

  it('requires the staff mode for a game the operators listed, whatever the price', async () => {
    mockRules = ON
    await mountSell(<BasicInformationPage />, { gameId: 2, gameName: '原神', priceYuan: '50' })
    expect(store.sell.draft?.handoverMode).toBe('staff')
    expect(screen.getByText('平台规定原神的商品须由平台验号换绑，不能选择自助交接。')).toBeTruthy()
  })

  it('an edited listing starts from the mode it was listed with', async () => {
    await mountSell(<BasicInformationPage />, { editingId: 5, handoverMode: 'staff' })
    expect(option('平台验号换绑').getAttribute('aria-checked')).toBe('true')
    expect(option('自助交接').getAttribute('aria-checked')).toBe('false')
  })
})

describe('the draft keeps the mode', () => {
  it('a saved draft keeps its mode; one saved before the mode existed starts 自助交接', () => {
    expect(fromSavedDraft({ gameId: 1, gameName: '王者荣耀' })?.handoverMode).toBe('self')
    expect(fromSavedDraft({ gameId: 1, gameName: '王者荣耀', editingId: 5, handoverMode: 'staff' })?.handoverMode).toBe(
      'staff',
    )
  })

  it('the review step shows the chosen mode and submits it', async () => {
    jest.mocked(goodsApi.template).mockResolvedValue([])
    __setRouterParams({ type: 'consign' })
    await mountSell(<CommitPage />, { handoverMode: 'staff' })
    const row = screen.getByText('交接方式').parentElement!
    expect(within(row).getByText('平台验号换绑')).toBeTruthy()
    act(() => store.sell.setCredentials({ account: 'qq123', password: 'pw' }))
    await act(async () => {
      await store.sell.submit()
    })
    expect(store.sell['api'].submit).toHaveBeenCalledWith(expect.objectContaining({ handoverMode: 'staff' }))
  })
})

describe('goodDetail: 交接方式', () => {
  const good = (handoverMode: 'self' | 'staff') =>
    ({
      id: 12,
      accountType: 2,
      attrs: [],
      collected: false,
      cover: null,
      createdAt: '2026-11-20T00:00:00.000Z',
      description: '',
      districtNames: [],
      districtPath: [],
      gameId: 1,
      gameName: '王者荣耀',
      handoverMode,
      images: [],
      isGuarantee: 0,
      priceFen: 88800,
      saleState: 1,
      seller: {
        id: 3,
        avatar: null,
        completedSales: 3,
        nickName: '卖家',
        ratingAvg: null,
        ratingCount: 0,
        verified: true,
      },
      tags: [],
      title: '王者荣耀 V10 全英雄',
      viewCount: 1,
    }) as unknown as GoodDetail

  async function mountDetail(g: GoodDetail) {
    __setRouterParams({ id: '12' })
    jest.mocked(goodsApi.detail).mockResolvedValue(g)
    jest.mocked(goodsApi.recommend).mockResolvedValue([])
    const s = new RootStore({ appApi: { profile: jest.fn(async () => me), games: async () => [] } })
    s.app.restore()
    render(<StoreContext.Provider value={s}>{<GoodDetailPage />}</StoreContext.Provider>)
    await flush()
  }

  it('a self-service listing says so, with no checklist', async () => {
    await mountDetail(good('self'))
    const row = screen.getByText('交接方式').parentElement!
    expect(within(row).getByText('自助交接')).toBeTruthy()
    expect(screen.getByText('付款后查看卖家提供的账号信息，在订单聊天中与卖家完成换绑')).toBeTruthy()
    expect(screen.queryByText('查看检查项')).toBeNull()
    expect(handoverApi.template).not.toHaveBeenCalled()
  })

  it('a staff listing names the mode and its fee, and lists what the platform will check', async () => {
    mockRules = ON
    await mountDetail(good('staff'))
    const row = screen.getByText('交接方式').parentElement!
    expect(within(row).getByText('平台验号换绑')).toBeTruthy()
    expect(screen.getByText(/买家支付服务费（成交价的2%，最低¥10.00），按当前价格为¥17.76$/)).toBeTruthy()
    fireEvent.click(screen.getByText('查看检查项'))
    await flush()
    expect(handoverApi.template).toHaveBeenCalledWith(1)
    expect(screen.getByText('平台将逐项核对以下各项，核对无误后再把账号交给你：')).toBeTruthy()
    expect(screen.getByText('1. 登录正常')).toBeTruthy()
    expect(screen.getByText('2. 换绑手机')).toBeTruthy()
  })

  it('offers a retry when the checklist does not load', async () => {
    jest.mocked(handoverApi.template).mockRejectedValueOnce({ code: 500, msg: '服务器繁忙', silent: false })
    await mountDetail(good('staff'))
    fireEvent.click(screen.getByText('查看检查项'))
    await flush()
    expect(screen.getByText('检查项加载失败')).toBeTruthy()
    fireEvent.click(screen.getByText('重试'))
    await flush()
    expect(screen.getByText('1. 登录正常')).toBeTruthy()
  })
})

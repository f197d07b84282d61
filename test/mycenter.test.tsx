import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import MyCenterPage, { balanceText } from '../src/pages/mycenter'
import { loadSummary, type CenterSummary, type SummaryApi } from '../src/pages/mycenter/summary'
import { tabOf, STATE_TABS } from '../src/pages/accountOrder'
import { RootStore, StoreContext } from '../src/stores/root'
import { demoProfile } from './support/fakes'

// 我的: the profile card, the order shortcuts with the server's counts, the seller's shortcuts,
// services, help and settings; a visitor gets a login card over the same grids.

jest.mock('../src/pages/mycenter/summary', () => {
  const actual = jest.requireActual('../src/pages/mycenter/summary')
  return { ...actual, loadSummary: jest.fn(actual.loadSummary) }
})

// the tab shown again (useDidShow after the first show): the test calls what the page registered
const mockShowAgain: { fn?: () => void } = {}
jest.mock('../src/hooks/useShowAgain', () => ({
  useShowAgain: (fn: () => void) => {
    mockShowAgain.fn = fn
  },
}))

const me = demoProfile({ nickName: '林间晓风' })

const SUMMARY: CenterSummary = {
  balanceFen: 123456,
  orders: {
    buyer: { unpaid: 1, handover: 2, confirming: 3, afterSale: 0 },
    seller: { unpaid: 0, handover: 1, confirming: 1, afterSale: 0 },
  },
  goods: { onSale: 3, reviewing: 1 },
  offersPending: 2,
  consultUnread: 3,
}

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

async function renderPage(opts: { token?: string } = {}) {
  localStorage.clear()
  if (opts.token) Taro.setStorageSync('token', opts.token)
  const store = new RootStore({ appApi: { profile: jest.fn(async () => me), games: async () => [] } })
  store.app.restore()
  await store.app.loadProfile()
  render(
    <StoreContext.Provider value={store}>
      <MyCenterPage />
    </StoreContext.Provider>,
  )
  await flush()
  return store
}

let navigate: jest.SpyInstance
beforeEach(() => {
  process.env.TARO_ENV = 'h5'
  ;(loadSummary as jest.Mock).mockResolvedValue(SUMMARY)
  navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
})
afterEach(() => {
  jest.restoreAllMocks()
  ;(loadSummary as jest.Mock).mockReset()
})

const urls = () => navigate.mock.calls.map((c) => (c[0] as { url: string }).url)

describe('我的, logged in', () => {
  it('shows who I am, my real-name state and my balance with 提现', async () => {
    await renderPage({ token: 't' })
    expect(screen.getByText('林间晓风')).toBeTruthy()
    expect(screen.getByText('已实名')).toBeTruthy()
    expect(screen.getByText('1,234.56')).toBeTruthy()
    fireEvent.click(screen.getByText('提现'))
    fireEvent.click(screen.getByText('我的钱包 · 余额(元)'))
    fireEvent.click(screen.getByText('已实名'))
    expect(urls()).toEqual(['/other/wallet/index', '/other/wallet/index', '/other/Realname/index'])
  })

  it('counts my orders at each step and opens 我的订单 on that step', async () => {
    await renderPage({ token: 't' })
    for (const name of ['待付款，1个', '待交接，2个', '待确认，3个'])
      expect(screen.getByRole('link', { name })).toBeTruthy()
    // nothing waits in 售后: no badge
    expect(screen.getByRole('link', { name: '售后' })).toBeTruthy()
    for (const name of ['待付款，1个', '待交接，2个', '待确认，3个', '售后'])
      fireEvent.click(screen.getByRole('link', { name }))
    expect(urls()).toEqual([
      '/pages/accountOrder/index?state=0',
      '/pages/accountOrder/index?stage=handover',
      '/pages/accountOrder/index?stage=confirming',
      '/pages/accountOrder/index?state=5',
    ])
    // and 我的订单 opens on the tab each of them names
    const tabs = ['state=0', 'stage=handover', 'stage=confirming', 'state=5'].map((q) => {
      const [k, v] = q.split('=')
      return STATE_TABS[tabOf({ [k!]: v! })]!.label
    })
    expect(tabs).toEqual(['待支付', '待交接', '待确认', '售后'])
  })

  it('counts what I sell: goods on sale and in review, sales being handed over, offers to answer', async () => {
    await renderPage({ token: 't' })
    expect(screen.getByText('在售3·审核1')).toBeTruthy()
    expect(screen.getByText('2单交接中')).toBeTruthy()
    expect(screen.getByText('2条待回复')).toBeTruthy()
  })

  it('keeps every way 我的 had, and adds 投诉建议 and the selling centre', async () => {
    await renderPage({ token: 't' })
    for (const el of screen.getAllByRole('link')) fireEvent.click(el)
    for (const el of Array.from(document.querySelectorAll('.me-group__more'))) fireEvent.click(el)
    const pages = new Set(urls().map((u) => u.split('?')[0]))
    for (const p of [
      '/pages/accountOrder/index',
      '/other/wallet/index',
      '/other/offers/index',
      '/other/zhaohui/index',
      '/other/MyProducts/index',
      '/other/collect/index',
      '/other/Mybrowsing/index',
      '/other/Myevaluation/index',
      '/other/myJingjiahuishou/index',
      '/other/rentOut/index',
      '/other/Realname/index',
      '/other/passwore/index',
      '/other/geren/index',
      '/other/contactkefu/index',
      '/other/consultList/index',
      '/other/ProblemList/index',
      '/other/fankui/index',
      '/other/shanghu/index',
      '/other/bangzhu/index',
      '/other/gonggao/index',
      '/other/jieshao/index',
      '/other/suggest/index',
      '/pages/sell/index',
      '/pages/sale/index',
    ])
      expect(pages).toContain(p)
    // 消息 is a tab now: the bar at the bottom of every tab page leads there
    expect(screen.getByRole('link', { name: '消息' })).toBeTruthy()
  })

  it('counts my questions with an unread answer on 我的咨询, and opens the list (issue 40)', async () => {
    await renderPage({ token: 't' })
    fireEvent.click(screen.getByRole('link', { name: '我的咨询，3个' }))
    expect(urls()).toEqual(['/other/consultList/index'])
  })

  it('asks for the counts again when 我的 shows again (an answer read in the thread clears its badge)', async () => {
    ;(loadSummary as jest.Mock).mockResolvedValueOnce(SUMMARY).mockResolvedValueOnce({ ...SUMMARY, consultUnread: 0 })
    await renderPage({ token: 't' })
    expect(screen.getByRole('link', { name: '我的咨询，3个' })).toBeTruthy()
    await act(async () => mockShowAgain.fn?.())
    await flush()
    expect(screen.queryByRole('link', { name: '我的咨询，3个' })).toBeNull()
    expect(screen.getByText('我的咨询')).toBeTruthy()
  })

  it('logs out after the confirmation', async () => {
    const store = await renderPage({ token: 't' })
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
    const logout = jest.spyOn(store.auth, 'logout').mockResolvedValue()
    await act(async () => fireEvent.click(screen.getByText('退出登录')))
    expect(logout).toHaveBeenCalled()
  })
})

describe('我的, visitor', () => {
  it('shows a login card over the same grids, without counts, and asks the server for none', async () => {
    const goLogin = navigate
    await renderPage()
    expect(loadSummary).not.toHaveBeenCalled()
    for (const label of ['待付款', '待交接', '待确认', '售后', '我的商品', '找回包赔', '帮助中心', '个人资料'])
      expect(screen.getByText(label)).toBeTruthy()
    expect(document.querySelector('.me-grid__badge')).toBeNull()
    expect(screen.queryByText('退出登录')).toBeNull()
    expect(screen.queryByText('提现')).toBeNull()
    fireEvent.click(screen.getByText('登录 / 注册'))
    expect(goLogin).toHaveBeenLastCalledWith({
      url: `/pages/login/index?redirect=${encodeURIComponent('/index/other/mycenter')}`,
    })
  })
})

it('shows a balance with its fen, grouped: 1,234.56, 0.00, 12.05', () => {
  expect([123456, 0, 1205, 100000000].map(balanceText)).toEqual(['1,234.56', '0.00', '12.05', '1,000,000.00'])
})

describe('the summary', () => {
  const { loadSummary: load } = jest.requireActual('../src/pages/mycenter/summary') as {
    loadSummary: typeof loadSummary
  }
  const api = (over: Partial<SummaryApi> = {}): SummaryApi => ({
    wallet: async () => ({ balanceFen: 500 }),
    orderCounts: async () => SUMMARY.orders!,
    goodsIn: async (s) => (s === 1 ? 4 : 2),
    pendingOffers: async () => 1,
    consultUnread: async () => 2,
    ...over,
  })
  const fail = async () => Promise.reject({ code: 500, msg: '服务器繁忙' })

  it('asks for everything at once', async () => {
    expect(await load(api())).toEqual({
      balanceFen: 500,
      orders: SUMMARY.orders,
      goods: { onSale: 4, reviewing: 2 },
      offersPending: 1,
      consultUnread: 2,
    })
  })

  it('a part that fails shows nothing (not a wrong 0), the others stay', async () => {
    expect(await load(api({ wallet: fail, goodsIn: async (s) => (s === 1 ? 4 : fail()) }))).toEqual({
      balanceFen: null,
      orders: SUMMARY.orders,
      goods: null,
      offersPending: 1,
      consultUnread: 2,
    })
  })
})

import Taro from '@tarojs/taro'
import { navigateTo, openUrl, redirectTo, switchTab } from '../src/utils/nav'
import { afterLogin } from '../src/utils/afterLogin'
import { showTabBadge } from '../src/utils/tabBadge'
import { takeRefresh } from '../src/utils/returnRefresh'

// Tab pages (首页 买号 卖号 消息 我的): in a mini-program only switchTab opens them (navigateTo and
// redirectTo fail there, and switchTab takes no query); on H5 the bar's taps must not fill the history.

const taro = Taro as unknown as Record<string, unknown>
const spies = () => ({
  navigateTo: jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never),
  redirectTo: jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never),
  navigateBack: jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never),
  switchTab: jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' } as never),
  reLaunch: jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never),
})
/** The page stack as the H5 router reports it: each page's resolved path. */
const stack = (...paths: string[]) =>
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue(paths.map((route) => ({ route })) as never)
const loggedIn = (yes: boolean) => (yes ? Taro.setStorageSync('token', 'tok') : Taro.removeStorageSync('token'))

afterEach(() => {
  jest.restoreAllMocks()
  process.env.TARO_ENV = 'h5'
  loggedIn(false)
})

describe('mini-programs: tab pages open by switchTab', () => {
  beforeEach(() => {
    process.env.TARO_ENV = 'weapp'
  })

  it('navigateTo and redirectTo to a tab become switchTab, without the query; other pages are unchanged', async () => {
    loggedIn(true)
    const s = spies()
    await navigateTo('mycenter')
    await redirectTo('xiaoxi', { tab: 1 })
    await navigateTo('home')
    expect(s.switchTab.mock.calls.map((c) => c[0])).toEqual([
      { url: '/pages/mycenter/index' },
      { url: '/pages/xiaoxi/index' },
      { url: '/pages/home/index' },
    ])
    await navigateTo('goodList', { gameId: 3 })
    await redirectTo('orderDetail', { id: 9 })
    expect(s.navigateTo).toHaveBeenCalledWith({ url: '/pages/goodList/index?gameId=3' })
    expect(s.redirectTo).toHaveBeenCalledWith({ url: '/pages/orderDetail/index?id=9' })
    expect(s.switchTab).toHaveBeenCalledTimes(3)
  })

  it('a visitor sent to 消息 goes to the login page (a normal page) with 消息 as the way back', async () => {
    const s = spies()
    await navigateTo('xiaoxi')
    await switchTab('xiaoxi')
    const login = `/pages/login/index?redirect=${encodeURIComponent('/index/other/xiaoxi')}`
    expect(s.navigateTo.mock.calls).toEqual([[{ url: login }], [{ url: login }]])
    expect(s.switchTab).not.toHaveBeenCalled()
  })

  it('after the login, a tab to return to opens by switchTab (Alipay too); another page by redirectTo', () => {
    const s = spies()
    afterLogin('/index/other/xiaoxi?tab=1')
    process.env.TARO_ENV = 'alipay'
    afterLogin('/index/other/mycenter')
    afterLogin('/index/other/collect')
    expect(s.switchTab.mock.calls).toEqual([[{ url: '/pages/xiaoxi/index' }], [{ url: '/pages/mycenter/index' }]])
    expect(s.redirectTo.mock.calls).toEqual([[{ url: '/other/collect/index' }]])
  })

  it('openUrl takes any URL of ours (a banner link) and switches to a tab', async () => {
    const s = spies()
    await openUrl('/pages/sale/index?from=banner', 'navigateTo')
    expect(s.switchTab).toHaveBeenCalledWith({ url: '/pages/sale/index' })
    expect(s.navigateTo).not.toHaveBeenCalled()
  })

  it('the native bar’s 消息 badge: the count, 99+ over 99, removed at 0; a refusal is swallowed', async () => {
    const set = jest.fn(async () => ({ errMsg: 'ok' }))
    const remove = jest.fn(async () => Promise.reject(new Error('removeTabBarBadge:fail not TabBar page')))
    taro.setTabBarBadge = set
    taro.removeTabBarBadge = remove
    await showTabBadge(3)
    await showTabBadge(150)
    await expect(showTabBadge(0)).resolves.toBeUndefined()
    expect(set.mock.calls).toEqual([[{ index: 3, text: '3' }], [{ index: 3, text: '99+' }]])
    expect(remove).toHaveBeenCalledWith({ index: 3 })
  })
})

describe('H5: the tab bar does not grow the history', () => {
  it('from 首页 a tab is pushed (back returns home)', async () => {
    const s = spies()
    stack('/index/home')
    await switchTab('mycenter')
    expect(s.navigateTo).toHaveBeenCalledWith({ url: '/pages/mycenter/index' })
    expect(s.redirectTo).not.toHaveBeenCalled()
  })

  it('between two other tabs the current one is replaced', async () => {
    const s = spies()
    stack('/index/home', '/index/other/mycenter')
    await switchTab('sale')
    stack('/index/home', '/index/sale')
    await switchTab('category')
    expect(s.redirectTo.mock.calls).toEqual([[{ url: '/pages/sale/index' }], [{ url: '/pages/category/index' }]])
    expect(s.navigateTo).not.toHaveBeenCalled()
  })

  it('首页 goes back to the home underneath, however deep; with none underneath it replaces', async () => {
    const s = spies()
    stack('/index/home', '/index/goodList', '/index/goodDetail', '/index/other/mycenter')
    await switchTab('home')
    expect(s.navigateBack).toHaveBeenCalledWith({ delta: 3 })
    stack('/index/other/xiaoxi')
    await switchTab('home')
    expect(s.redirectTo).toHaveBeenCalledWith({ url: '/pages/home/index' })
  })

  it('the tab already shown does nothing', async () => {
    const s = spies()
    stack('/index/home', '/index/category')
    await switchTab('category')
    for (const spy of Object.values(s)) expect(spy).not.toHaveBeenCalled()
  })

  it('a tab reached from a page that is no tab (a link) is pushed over it', async () => {
    const s = spies()
    stack('/index/home', '/index/goodDetail')
    await switchTab('sale')
    expect(s.navigateTo).toHaveBeenCalledWith({ url: '/pages/sale/index' })
  })

  it('消息 for a visitor opens the login page in its place, returning to 消息', async () => {
    const s = spies()
    stack('/index/home', '/index/other/mycenter')
    await switchTab('xiaoxi')
    expect(s.redirectTo).toHaveBeenCalledWith({
      url: `/pages/login/index?redirect=${encodeURIComponent('/index/other/xiaoxi')}`,
    })
  })

  it('refuses a page that is not a tab', () => {
    expect(() => switchTab('goodList')).toThrow('not a tab')
  })

  it('H5 keeps navigateTo and redirectTo for tab pages (no switchTab: H5 has no native tabs)', async () => {
    loggedIn(true)
    const s = spies()
    await navigateTo('mycenter')
    afterLogin('/index/other/xiaoxi')
    expect(s.navigateTo).toHaveBeenCalledWith({ url: '/pages/mycenter/index' })
    expect(s.redirectTo).toHaveBeenCalledWith({ url: '/pages/xiaoxi/index' })
    expect(s.switchTab).not.toHaveBeenCalled()
  })
})

describe('after a login over the page it returns to', () => {
  // 收藏 on a good opened the login over it; logging in opened the good again, and one back met
  // the visitor's copy underneath
  const good = { route: '/index/goodDetail', options: {}, $taroParams: { id: '5', stamp: '2' }, $taroPath: 'good-5-a' }
  const login = { route: '/login', options: {}, $taroParams: { redirect: '%2Findex%2FgoodDetail%3Fid%3D5' } }

  it('goes back to the page beneath, which loads afresh once, instead of opening a second copy', () => {
    const s = spies()
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: '/index/goodList' }, good, login] as never)
    afterLogin('/index/goodDetail?id=5')
    expect(s.navigateBack).toHaveBeenCalledWith({ delta: 1 })
    expect(s.redirectTo).not.toHaveBeenCalled()
    expect(takeRefresh({ $taroPath: 'good-5-b' })).toBe(false)
    expect(takeRefresh(good)).toBe(true)
    expect(takeRefresh(good)).toBe(false)
  })

  it('opens the return page when the page beneath is another one (another good, or none)', () => {
    const s = spies()
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([good, login] as never)
    afterLogin('/index/goodDetail?id=6')
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([login] as never)
    afterLogin('/index/goodDetail?id=5')
    expect(s.navigateBack).not.toHaveBeenCalled()
    expect(s.redirectTo.mock.calls).toEqual([
      [{ url: '/pages/goodDetail/index?id=6' }],
      [{ url: '/pages/goodDetail/index?id=5' }],
    ])
    expect(takeRefresh(good)).toBe(false)
  })
})

import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { TabBar, badgeText } from '../src/components/TabBar'
import PageShell from '../src/components/PageShell'
import { RootStore, StoreContext } from '../src/stores/root'

// The H5 tab bar (the mini-programs draw their native one from app.config.ts).

function mount(node: React.ReactNode, opts: { token?: string; unread?: number } = {}) {
  localStorage.clear()
  if (opts.token) Taro.setStorageSync('token', opts.token)
  const store = new RootStore({ appApi: { profile: jest.fn(async () => null as never), games: async () => [] } })
  store.app.restore()
  if (opts.unread !== undefined) store.inbox.setUnread(opts.unread)
  render(<StoreContext.Provider value={store}>{node}</StoreContext.Provider>)
  return store
}

beforeEach(() => {
  process.env.TARO_ENV = 'h5'
})
afterEach(() => jest.restoreAllMocks())

describe('TabBar', () => {
  it('is a labelled navigation of the five tabs in order, the shown one marked as the current page', () => {
    mount(<TabBar current='sale' />)
    const nav = screen.getByRole('navigation', { name: '主导航' })
    expect(nav.className).toContain('hs-tabbar')
    const tabs = within(nav).getAllByRole('link')
    expect(tabs.map((t) => t.textContent)).toEqual(['首页', '买号', '卖号', '消息', '我的'])
    expect(tabs.map((t) => t.getAttribute('aria-current'))).toEqual([null, null, 'page', null, null])
    expect(tabs[2]!.className).toContain('hs-tabbar__item--on')
  })

  it('draws every icon as an SVG mask from NutUI’s set, never the iconfont', () => {
    mount(<TabBar current='home' />)
    const glyphs = document.querySelectorAll('.hs-tabbar__glyph')
    expect(glyphs).toHaveLength(5)
    for (const g of Array.from(glyphs)) {
      expect(g.tagName).toBe('I')
      expect(g.className).not.toContain('nutui-iconfont')
      expect((g as HTMLElement).style.cssText).toContain('data:image/svg+xml;base64,')
    }
  })

  it('shows the unread count on 消息 to a logged-in user, 99+ above 99, and nothing to a visitor', () => {
    mount(<TabBar current='home' />, { token: 't', unread: 7 })
    expect(screen.getByRole('link', { name: '消息，7条未读' }).textContent).toBe('7消息')
    expect(badgeText(100)).toBe('99+')
    expect(badgeText(99)).toBe('99')
  })

  it('has no badge for a visitor, and none at 0', () => {
    mount(<TabBar current='home' />, { unread: 5 })
    expect(document.querySelector('.hs-tabbar__badge')).toBeNull()
    expect(screen.getByRole('link', { name: '消息' })).toBeTruthy()
  })

  it('a tap switches tabs (from 首页: pushed, so back returns home)', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: '/index/home' }] as never)
    mount(<TabBar current='home' />)
    await act(async () => fireEvent.click(screen.getByRole('link', { name: '买号' })))
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/category/index' })
  })
})

describe('PageShell and the tab bar', () => {
  it('puts the bar on the five tab pages, without the back arrow and the 首页 link', () => {
    for (const route of ['home', 'category', 'sale', 'xiaoxi', 'mycenter']) {
      cleanup()
      mount(<PageShell route={route}>内容</PageShell>, { token: 't' })
      expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy()
      expect(document.querySelector('.hs-tabbar-spacer')).toBeTruthy()
      expect(screen.queryByLabelText('返回')).toBeNull()
      expect(screen.queryByText('首页', { selector: '.nav-bar__home' })).toBeNull()
    }
  })

  it('leaves every other page without it (and with its back arrow)', () => {
    for (const route of ['goodList', 'goodDetail', 'gonggao', 'accountOrder', 'login']) {
      cleanup()
      mount(<PageShell route={route}>内容</PageShell>, { token: 't' })
      expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull()
      expect(screen.getByLabelText('返回')).toBeTruthy()
    }
  })

  it('mini-programs: no H5 bar (the native one is there)', () => {
    process.env.TARO_ENV = 'weapp'
    mount(<PageShell route='mycenter'>内容</PageShell>)
    expect(document.querySelector('.hs-tabbar')).toBeNull()
  })
})

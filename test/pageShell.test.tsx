import { render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __setRouterParams } from './support/taro'
import PageShell from '../src/components/PageShell'
import { RootStore, StoreContext } from '../src/stores/root'
import { demoProfile } from './support/fakes'

const user = (roles: string[]) => demoProfile({ roles })

function mount(route: string, opts: { token?: string; roles?: string[] } = {}) {
  localStorage.clear()
  if (opts.token) Taro.setStorageSync('token', opts.token)
  const profile = jest.fn(async () => user(opts.roles ?? ['user']))
  const store = new RootStore({ appApi: { profile, games: async () => [] } })
  store.app.restore()
  render(
    <StoreContext.Provider value={store}>
      <PageShell route={route}>
        <span>页面内容</span>
      </PageShell>
    </StoreContext.Provider>,
  )
  return { profile, store }
}

describe('PageShell login guard and title', () => {
  let redirect: jest.SpyInstance
  beforeEach(() => {
    __setRouterParams({ tab: '2' })
    redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
  })
  afterEach(() => jest.restoreAllMocks())

  it('sends a logged-out visitor of a private page to /login with the way back, calling no API', () => {
    const { profile } = mount('xiaoxi')
    expect(screen.queryByText('页面内容')).toBeNull()
    expect(redirect).toHaveBeenCalledWith({
      url: `/pages/login/index?redirect=${encodeURIComponent('/index/other/xiaoxi?tab=2')}`,
    })
    expect(profile).not.toHaveBeenCalled()
  })

  it('shows a public page to a logged-out visitor, with its Chinese title', () => {
    mount('gonggao')
    expect(screen.getByText('页面内容')).toBeTruthy()
    expect(screen.getByText('平台公告')).toBeTruthy()
    expect(redirect).not.toHaveBeenCalled()
  })

  it('titles the browser tab after the page, and home after the site, never 「号市 - 号市」', () => {
    mount('gonggao')
    expect(document.title).toBe('平台公告 - 号市')
    mount('home')
    expect(document.title).toBe('号市 - 游戏账号交易平台')
  })

  it('shows a private page when a token is stored', () => {
    mount('xiaoxi', { token: 't' })
    expect(screen.getByText('页面内容')).toBeTruthy()
    expect(screen.getByText('我的消息')).toBeTruthy()
  })

  it('keeps the operator console from a user without the role', async () => {
    mount('adminReview', { token: 't', roles: ['user'] })
    expect(await screen.findByText('无权访问此页面')).toBeTruthy()
    expect(screen.queryByText('页面内容')).toBeNull()
  })

  it('opens the operator console to an operator', async () => {
    mount('adminReview', { token: 't', roles: ['user', 'operator'] })
    expect(await screen.findByText('页面内容')).toBeTruthy()
  })
})

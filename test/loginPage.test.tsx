import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __setRouterParams } from './support/taro'
import LoginPage from '../src/pages/login'
import { RootStore, StoreContext } from '../src/stores/root'
import type { AuthApi } from '../src/stores/auth'
import type { UserProfile } from '../src/api/types'

const user: UserProfile = {
  id: 2,
  userName: 'demo_buyer',
  nickName: '买家',
  avatar: '',
  sex: '2',
  email: '',
  phone: '138****0001',
  createdAt: '2026-11-01T00:00:00.000Z',
  idCard: '',
  realName: '',
  userNameChangeable: false,
  realStatus: 2,
  roles: ['user'],
}

function fakeAuth(over: Partial<AuthApi> = {}): AuthApi & { calls: Record<string, unknown[]> } {
  const calls: Record<string, unknown[]> = {}
  const rec =
    <T,>(name: string, value: T) =>
    async (...args: unknown[]) => {
      ;(calls[name] ??= []).push(args)
      return value
    }
  return {
    calls,
    captcha: rec('captcha', { captchaEnabled: true, uuid: 'u1', img: 'data:image/svg+xml;base64,' }),
    login: rec('login', { token: 'tok-pw' }),
    sendSms: rec('sendSms', { yzmRankey: 'key1' }),
    phoneLogin: rec('phoneLogin', { token: 'tok-sms', isNew: false }),
    register: rec('register', { token: 'tok-reg' }),
    changePasswordBySms: rec('changePasswordBySms', null),
    logout: rec('logout', null),
    cancelAccount: rec('cancelAccount', null),
    realname: rec('realname', { realStatus: 2, realName: '张*', idCard: '110***1234' }),
    ...over,
  }
}

function renderLogin(api = fakeAuth()) {
  let stored = ''
  const store = new RootStore({
    authApi: api,
    appApi: { profile: async () => user, games: async () => [] },
    storage: { read: () => stored, write: (t) => (stored = t), clear: () => (stored = '') },
  })
  const utils = render(
    <StoreContext.Provider value={store}>
      <LoginPage />
    </StoreContext.Provider>,
  )
  return { ...utils, store, api, stored: () => stored }
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } })
const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

describe('login page', () => {
  let redirect: jest.SpyInstance
  let toast: jest.SpyInstance
  beforeEach(() => {
    __setRouterParams({ redirect: '/index/other/xiaoxi' })
    redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })

  it('shows the password tab with a captcha, and switches to the phone-code tab', async () => {
    renderLogin()
    await flush()
    expect(screen.getByTestId('password-form')).toBeTruthy()
    expect(screen.getByLabelText('图形验证码，点击刷新')).toBeTruthy()
    fireEvent.click(screen.getByText('验证码登录'))
    expect(screen.getByTestId('sms-form')).toBeTruthy()
    expect(screen.queryByTestId('password-form')).toBeNull()
    expect(screen.getByRole('checkbox')).toBeTruthy()
  })

  it('validates before sending and sends nothing on bad input', async () => {
    const { api } = renderLogin()
    await flush()
    fireEvent.click(screen.getByRole('button', { name: '登录' }))
    expect(screen.getByText('请输入手机号或用户名')).toBeTruthy()
    expect(screen.getByText('请输入密码')).toBeTruthy()
    expect(screen.getByText('请输入图形验证码')).toBeTruthy()
    expect(api.calls.login).toBeUndefined()
  })

  it('logs in by password, stores the token and the profile, and goes back where the user came from', async () => {
    const { api, store, stored } = renderLogin()
    await flush()
    type('账号', 'demo_buyer')
    type('密码', 'Haoshi2026')
    type('图形码', 'ab12')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '登录' }))
    })
    await flush()
    expect(api.calls.login[0]).toEqual([{ username: 'demo_buyer', password: 'Haoshi2026', code: 'ab12', uuid: 'u1' }])
    expect(stored()).toBe('tok-pw')
    expect(store.app.token).toBe('tok-pw')
    expect(store.app.user?.userName).toBe('demo_buyer')
    expect(redirect).toHaveBeenCalledWith({ url: '/other/xiaoxi/index' })
  })

  it('shows the server message and takes a new captcha when the login fails', async () => {
    const api = fakeAuth({ login: async () => Promise.reject({ code: 400, msg: '用户名或密码错误', silent: false }) })
    renderLogin(api)
    await flush()
    type('账号', 'demo_buyer')
    type('密码', 'wrong123')
    type('图形码', 'ab12')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '登录' }))
    })
    await flush()
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '用户名或密码错误' }))
    expect(api.calls.captcha.length).toBe(2)
    expect(redirect).not.toHaveBeenCalled()
  })

  it('sends an SMS code and counts down 60 s before it can be sent again', async () => {
    jest.useFakeTimers()
    const { api } = renderLogin()
    await act(async () => {
      await Promise.resolve()
    })
    fireEvent.click(screen.getByText('验证码登录'))
    fireEvent.click(screen.getByText('获取验证码'))
    expect(screen.getByText('请输入手机号')).toBeTruthy()
    expect(api.calls.sendSms).toBeUndefined()
    type('手机号', '13800000001')
    await act(async () => {
      fireEvent.click(screen.getByText('获取验证码'))
      await Promise.resolve()
    })
    expect(api.calls.sendSms[0]).toEqual(['13800000001', 'phoneLogin'])
    expect(screen.getByText('60s后重发')).toBeTruthy()
    act(() => {
      jest.advanceTimersByTime(1000)
    })
    expect(screen.getByText('59s后重发')).toBeTruthy()
    fireEvent.click(screen.getByText('59s后重发'))
    expect(api.calls.sendSms).toHaveLength(1)
    act(() => {
      jest.advanceTimersByTime(59_000)
    })
    expect(screen.getByText('获取验证码')).toBeTruthy()
  })

  it('requires the agreement for a phone-code login', async () => {
    const { api } = renderLogin()
    await flush()
    fireEvent.click(screen.getByText('验证码登录'))
    type('手机号', '13800000001')
    await act(async () => {
      fireEvent.click(screen.getByText('获取验证码'))
    })
    type('验证码', '123456')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '登录 / 注册' }))
    })
    expect(api.calls.phoneLogin).toBeUndefined()
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '请先阅读并同意用户协议和隐私政策' }))
    fireEvent.click(screen.getByRole('checkbox'))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '登录 / 注册' }))
    })
    await flush()
    expect(api.calls.phoneLogin[0]).toEqual([
      { phone: '13800000001', dxyzm: '123456', yzmRankey: 'key1', agreed: true },
    ])
  })
})

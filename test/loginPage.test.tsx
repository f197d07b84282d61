import { act, fireEvent, render, screen } from '@testing-library/react'
import { CONSENT_KEY } from '../src/utils/privacy'
import { ONE_TAP_UNAVAILABLE } from '../src/utils/oneTap'
import Taro from '@tarojs/taro'
import { __setRouterParams } from './support/taro'
import LoginPage from '../src/pages/login'
import { RootStore, StoreContext } from '../src/stores/root'
import { demoProfile, fakeAuthApi } from './support/fakes'

const user = demoProfile()

function renderLogin(api = fakeAuthApi()) {
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
    __setRouterParams({ redirect: '/index/other/collect' })
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
    expect(redirect).toHaveBeenCalledWith({ url: '/other/collect/index' })
  })

  it('shows the server message and takes a new captcha when the login fails', async () => {
    const api = fakeAuthApi({
      login: async () => Promise.reject({ code: 400, msg: '用户名或密码错误', silent: false }),
    })
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

// Issue 19 item 5: one-tap login in the mini-programs (手机号快捷登录), the agreement first.
describe('one-tap login', () => {
  const env = { ...process.env }
  let redirect: jest.SpyInstance
  let toasts: string[]
  const taro = Taro as unknown as { getPhoneNumber?: () => Promise<{ response: string }> }
  beforeEach(() => {
    __setRouterParams({ redirect: '/index/other/collect' })
    redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    toasts = []
    jest.spyOn(Taro, 'showToast').mockImplementation(((o: { title: string }) => {
      toasts.push(o.title.replace(/\u2060/g, '')) // without the word joiners of a book title
      return Promise.resolve()
    }) as never)
    Taro.removeStorageSync(CONSENT_KEY)
  })
  afterEach(() => {
    process.env = { ...env }
    delete taro.getPhoneNumber
    jest.restoreAllMocks()
  })

  const button = () => screen.getByText('手机号快捷登录')
  const platformEvent = async (type: string, detail: unknown) => {
    await act(async () => {
      button().dispatchEvent(new CustomEvent(type, { detail }))
    })
    await flush()
  }

  it('H5 keeps password and SMS login only: no one-tap button, the agreement stays in the SMS form', async () => {
    renderLogin()
    await flush()
    expect(screen.queryByText('手机号快捷登录')).toBeNull()
    expect(screen.queryByRole('checkbox')).toBeNull()
    fireEvent.click(screen.getByText('验证码登录'))
    expect(screen.getByRole('checkbox')).toBeTruthy()
  })

  it('WeChat: the button asks for the agreement first, then becomes the getPhoneNumber button and logs in with its code', async () => {
    process.env.TARO_ENV = 'weapp'
    const { api, store, stored } = renderLogin()
    await flush()
    // one agreement on the page, shared by one-tap and the SMS form
    expect(screen.getAllByRole('checkbox')).toHaveLength(1)
    expect(button().getAttribute('data-open-type')).toBeNull()
    await act(async () => fireEvent.click(button()))
    expect(toasts).toEqual(['请先阅读并同意用户协议和隐私政策'])
    expect(api.calls.wechatPhoneLogin).toBeUndefined()
    fireEvent.click(screen.getByRole('checkbox'))
    expect(button().getAttribute('data-open-type')).toBe('getPhoneNumber')
    // WeChat fires a tap as well as the getphonenumber event: the tap does nothing more now
    await act(async () => fireEvent.click(button()))
    expect(toasts).toHaveLength(1)
    await platformEvent('getphonenumber', { code: 'wx-code-1', errMsg: 'getPhoneNumber:ok' })
    expect(api.calls.wechatPhoneLogin).toEqual([[{ code: 'wx-code-1', agreed: true }]])
    expect(stored()).toBe('tok-wx')
    expect(store.app.user?.userName).toBe('demo_buyer')
    expect(redirect).toHaveBeenCalledWith({ url: '/other/collect/index' })
  })

  it('WeChat: a declined dialog does nothing; a refused privacy consent and a missing code say why; a server refusal is shown', async () => {
    process.env.TARO_ENV = 'weapp'
    const api = fakeAuthApi({
      wechatPhoneLogin: async () =>
        Promise.reject({ code: 400, msg: '手机号授权已失效，请重新点击手机号快捷登录', silent: false }),
    })
    renderLogin(api)
    await flush()
    fireEvent.click(screen.getByRole('checkbox'))
    await platformEvent('getphonenumber', { errMsg: 'getPhoneNumber:fail user deny' })
    expect(toasts).toEqual([])
    await platformEvent('getphonenumber', {
      errno: 104,
      errMsg: 'getPhoneNumber:fail privacy permission is not authorized',
    })
    expect(toasts).toEqual(['需同意《号市隐私政策》后才能使用此功能'])
    await platformEvent('getphonenumber', { errMsg: 'getPhoneNumber:fail no permission' })
    expect(toasts[1]).toBe(ONE_TAP_UNAVAILABLE)
    await platformEvent('getphonenumber', { code: 'stale', errMsg: 'getPhoneNumber:ok' })
    expect(toasts[2]).toBe('手机号授权已失效，请重新点击手机号快捷登录')
    expect(redirect).not.toHaveBeenCalled()
  })

  it('WeChat: a new phone is registered and told how to set a password', async () => {
    process.env.TARO_ENV = 'weapp'
    renderLogin(fakeAuthApi({ wechatPhoneLogin: async () => ({ token: 'tok-new', isNew: true }) }))
    await flush()
    fireEvent.click(screen.getByRole('checkbox'))
    await platformEvent('getphonenumber', { code: 'c2', errMsg: 'getPhoneNumber:ok' })
    expect(redirect).toHaveBeenCalledWith({ url: '/other/collect/index' })
    expect(toasts).toEqual(['注册成功，可在「修改密码」中设置登录密码'])
  })

  it("Alipay: getAuthorize (scope phoneNumber), our privacy consent, then my.getPhoneNumber's signed response goes to the server", async () => {
    process.env.TARO_ENV = 'alipay'
    const getPhoneNumber = jest.fn(async () => ({
      response: JSON.stringify({ response: 'ENCRYPTED==', sign: 'SIGN==' }),
    }))
    taro.getPhoneNumber = getPhoneNumber
    const { api, stored } = renderLogin()
    await flush()
    expect(button().getAttribute('data-open-type')).toBeNull()
    fireEvent.click(screen.getByRole('checkbox'))
    expect(button().getAttribute('data-open-type')).toBe('getAuthorize')
    expect(button().getAttribute('data-scope')).toBe('phoneNumber')
    // the user declines Alipay's own dialog: nothing happens
    await platformEvent('error', { type: 'getAuthorize', error: 11, errorMessage: '用户取消授权' })
    expect(toasts).toEqual([])
    await platformEvent('getauthorize', { type: 'getAuthorize' })
    expect(screen.getByRole('dialog').textContent).toContain('获取你的手机号')
    expect(getPhoneNumber).not.toHaveBeenCalled()
    await act(async () => fireEvent.click(screen.getByText('同意')))
    await flush()
    expect(getPhoneNumber).toHaveBeenCalledTimes(1)
    expect(api.calls.alipayPhoneLogin).toEqual([[{ response: 'ENCRYPTED==', sign: 'SIGN==', agreed: true }]])
    expect(stored()).toBe('tok-ali')
    expect(redirect).toHaveBeenCalledWith({ url: '/other/collect/index' })
  })

  it('Alipay: an authorization failure that is not the user declining, or an answer without a signature, is explained', async () => {
    process.env.TARO_ENV = 'alipay'
    Taro.setStorageSync(CONSENT_KEY, 'agree')
    taro.getPhoneNumber = async () => ({ response: JSON.stringify({ response: 'ENCRYPTED==' }) })
    const { api } = renderLogin()
    await flush()
    fireEvent.click(screen.getByRole('checkbox'))
    await platformEvent('error', { type: 'getAuthorize', error: 3, errorMessage: '无权限' })
    expect(toasts).toEqual([ONE_TAP_UNAVAILABLE])
    await platformEvent('getauthorize', { type: 'getAuthorize' })
    expect(toasts).toEqual([ONE_TAP_UNAVAILABLE, ONE_TAP_UNAVAILABLE])
    expect(api.calls.alipayPhoneLogin).toBeUndefined()
  })
})

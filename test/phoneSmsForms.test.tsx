import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __setRouterParams } from './support/taro'
import RegisterPage from '../src/pages/register'
import PasswordPage from '../src/other/passwore'
import { RootStore, StoreContext } from '../src/stores/root'
import { demoProfile, fakeAuthApi } from './support/fakes'

// Issue 39 item 2: register and the password change (passwore) share the phone + SMS code + new
// password block with the SMS login (PhoneSmsFields). Each form still checks and sends what it did.

const user = demoProfile()

function renderPage(Page: React.ComponentType, token = '') {
  let stored = token
  const api = fakeAuthApi()
  const store = new RootStore({
    authApi: api,
    appApi: { profile: async () => user, games: async () => [] },
    storage: { read: () => stored, write: (t) => (stored = t), clear: () => (stored = '') },
  })
  render(
    <StoreContext.Provider value={store}>
      <Page />
    </StoreContext.Provider>,
  )
  return { api, store }
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label) as HTMLInputElement, { target: { value } })
const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

describe('the shared phone + SMS + password block', () => {
  beforeEach(() => {
    __setRouterParams({})
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
  })
  afterEach(() => jest.restoreAllMocks())

  test('register: every field says what is wrong, and nothing is sent', async () => {
    const { api } = renderPage(RegisterPage)
    type('手机号', '12345')
    type('密码', 'abc')
    type('确认密码', 'abd')
    fireEvent.click(screen.getByRole('button', { name: '注册' }))
    await flush()
    expect(screen.getByText('手机号格式不正确')).toBeTruthy()
    expect(screen.getByText('请输入验证码')).toBeTruthy()
    expect(screen.getByText('密码长度为8-20位')).toBeTruthy()
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy()
    expect(api.calls.register).toBeUndefined()
  })

  test('register: a code typed before one was sent is refused; with the sent key the form registers', async () => {
    const { api } = renderPage(RegisterPage)
    type('手机号', '13800000009')
    type('验证码', '123456')
    type('密码', 'abcd1234')
    type('确认密码', 'abcd1234')
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: '注册' }))
    await flush()
    expect(screen.getByText('请先获取验证码')).toBeTruthy()
    expect(api.calls.register).toBeUndefined()

    await act(async () => {
      fireEvent.click(screen.getByText('获取验证码'))
    })
    await flush()
    fireEvent.click(screen.getByRole('button', { name: '注册' }))
    await flush()
    expect(api.calls.register).toEqual([
      [{ phone: '13800000009', dxyzm: '123456', yzmRankey: 'key1', password: 'abcd1234', agreed: true }],
    ])
  })

  test('passwore: asks for the account’s own phone, and sends the new password with the code’s key', async () => {
    const { api } = renderPage(PasswordPage, 'tok-1')
    await flush()
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }))
    await flush()
    expect(screen.getByText('请输入本账号绑定的手机号')).toBeTruthy()
    expect(screen.getByText('请输入密码')).toBeTruthy()

    type('手机号', '13800000001')
    await act(async () => {
      fireEvent.click(screen.getByText('获取验证码'))
    })
    await flush()
    type('验证码', '654321')
    type('新密码', 'newpass123')
    type('确认密码', 'newpass123')
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }))
    await flush()
    expect(api.calls.changePasswordBySms).toEqual([
      [{ phonenumber: '13800000001', dxyzm: '654321', yzmRankey: 'key1', password: 'newpass123' }],
    ])
  })
})

import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import GerenPage from '../src/other/geren'
import { userApi } from '../src/api/user'
import { RootStore, StoreContext } from '../src/stores/root'

// Found by the crawler (issue 18 §3): 个人资料 › 保存 for a user with no email sent `email: null`,
// which the server's schema refuses (400 「email 格式不正确」), so such a profile could never be saved.
jest.mock('../src/api/user', () => {
  const actual = jest.requireActual('../src/api/user')
  return { ...actual, userApi: { profile: jest.fn(), updateProfile: jest.fn() } }
})

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

const me = {
  id: 1,
  userName: 'demo_buyer',
  nickName: '林间晓风',
  avatar: '',
  sex: '2',
  email: '',
  phone: '138****0001',
  realStatus: 2,
  realName: '林*明',
  idCard: '110***********1239',
  roles: ['user'],
  userNameChangeable: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  smsNotify: true,
}

function renderPage() {
  const profile = jest.fn().mockResolvedValue(me)
  const store = new RootStore({ appApi: { profile, games: jest.fn().mockResolvedValue([]) } })
  render(
    <StoreContext.Provider value={store}>
      <GerenPage />
    </StoreContext.Provider>,
  )
}

beforeEach(() => Taro.setStorageSync('token', 'tok'))
afterEach(() => {
  Taro.removeStorageSync('token')
  jest.clearAllMocks()
})

describe('个人资料 (geren)', () => {
  it('saves a profile without an email as an empty email, the value the server takes for "none"', async () => {
    ;(userApi.updateProfile as jest.Mock).mockResolvedValue(me)
    renderPage()
    await flush()
    fireEvent.click(screen.getByText('女'))
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await flush()
    expect(userApi.updateProfile).toHaveBeenCalledWith({ nickName: '林间晓风', sex: '1', email: '' })
  })

  it('sends the email the user typed', async () => {
    ;(userApi.updateProfile as jest.Mock).mockResolvedValue(me)
    renderPage()
    await flush()
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'lin@example.cn' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await flush()
    expect(userApi.updateProfile).toHaveBeenCalledWith({ nickName: '林间晓风', sex: '2', email: 'lin@example.cn' })
  })
})

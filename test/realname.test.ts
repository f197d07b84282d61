import Taro from '@tarojs/taro'
import { AppStore } from '../src/stores/app'
import type { UserProfile } from '../src/api/types'
import { realnameVerified } from '../src/hooks/useRequireRealname'

const user = (realStatus: UserProfile['realStatus']): UserProfile => ({
  id: 1,
  userName: 'demo_seller',
  nickName: '卖家',
  avatar: '',
  sex: '2',
  email: '',
  phone: '138****0002',
  createdAt: '2026-11-01T00:00:00.000Z',
  idCard: '',
  realName: '',
  userNameChangeable: false,
  realStatus,
  roles: ['user'],
})

/** A logged-in app whose profile has not arrived yet (a page opened cold asks for it again). */
function loggedIn(realStatus: UserProfile['realStatus']) {
  let answer: (u: UserProfile) => void = () => undefined
  const store = new AppStore(
    { profile: () => new Promise<UserProfile>((r) => (answer = r)), games: async () => [] },
    { read: () => 'token', write: () => undefined, clear: () => undefined },
    () => undefined,
  )
  store.restore()
  return { store, answer: () => answer(user(realStatus)) }
}

describe('realnameVerified (a tap on sell’s game grid)', () => {
  afterEach(() => jest.restoreAllMocks())

  it('waits for the profile when the tap comes first, and lets a verified user go on', async () => {
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false, cancel: true } as never)
    const { store, answer } = loggedIn(2)
    const going = realnameVerified(store)
    answer()
    // such a tap was dropped in silence: the grid showed before the profile did
    await expect(going).resolves.toBe(true)
    expect(modal).not.toHaveBeenCalled()
  })

  it('asks an unverified user again, on every tap', async () => {
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false, cancel: true } as never)
    const { store, answer } = loggedIn(1)
    const going = realnameVerified(store)
    answer()
    await expect(going).resolves.toBe(false)
    await expect(realnameVerified(store)).resolves.toBe(false)
    expect(modal).toHaveBeenCalledTimes(2)
    expect(modal.mock.calls[0]![0]!.title).toBe('需要实名认证')
  })
})

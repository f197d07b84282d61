import { render } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { RichContent } from '../src/components/RichContent'
import { richFor } from '../src/utils/richFor'
import { RootStore, StoreContext } from '../src/stores/root'
import type { UserProfile } from '../src/api/types'

// 卖号中心's 交易须知 (the operators' text) links 「去实名认证」: a verified user was invited to
// verify again (issue 38 item 5).
const RULES =
  '<p>须完成实名认证且年满 18 周岁。<a href="/index/other/Realname">去实名认证</a></p><p><a href="/index/yinsi">隐私政策</a></p>'

async function mount(realStatus: number) {
  const store = new RootStore({
    appApi: {
      profile: jest.fn(async () => ({ id: 1, realStatus, roles: ['user'] }) as UserProfile),
      games: async () => [],
    },
  })
  Taro.setStorageSync('token', 'tok')
  store.app.restore()
  await store.app.loadProfile()
  return render(
    <StoreContext.Provider value={store}>
      <RichContent html={RULES} />
    </StoreContext.Provider>,
  )
}

describe('rich text for its reader', () => {
  it('tells a verified user the verification is done, without the link to verify', async () => {
    const { container } = await mount(2)
    expect(container.textContent).not.toContain('去实名认证')
    expect(container.textContent).toContain('你已完成实名认证')
    expect(container.innerHTML).toContain('href="/index/yinsi"')
  })
  it('keeps the link for a user not yet verified', async () => {
    const { container } = await mount(0)
    expect(container.textContent).toContain('去实名认证')
  })
  it('leaves other links and texts alone', () => {
    expect(richFor('<a href="/index/yinsi">x</a>', { verified: true })).toBe('<a href="/index/yinsi">x</a>')
    expect(richFor(RULES, { verified: false })).toBe(RULES)
  })
})

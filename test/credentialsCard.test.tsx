import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { ordersApi } from '../src/api/orders'
import CredentialsCard, { credentialRows, isCode } from '../src/components/CredentialsCard'

jest.mock('../src/api/orders', () => {
  const actual = jest.requireActual('../src/api/orders')
  return { ...actual, ordersApi: { credentials: jest.fn() } }
})
const credentials = ordersApi.credentials as jest.Mock

const revealed = {
  account: 'haoshi_8823',
  password: 'Pa55-word!',
  boundPhone: '已绑定手机尾号 9505，交接时卖家在订单聊天中提供验证码',
  boundEmail: null,
  securityNotes: '密保问题：我的小学名字？答案交接时提供',
  revealedAt: '2026-11-26T08:00:00.000Z',
}

// The revealed login details (issue 20 item 6): one row per field — label, value, 复制 — with the
// fixed-width face and the copy button only for values typed letter by letter, never on Chinese
// sentences.
describe('CredentialsCard', () => {
  afterEach(() => jest.restoreAllMocks())

  it('shows nothing secret until asked, then one row per given field', async () => {
    credentials.mockResolvedValue(revealed)
    const { container } = render(<CredentialsCard order={{ id: 7, revealCount: 2 }} />)
    expect(screen.queryByText('haoshi_8823')).toBeNull()
    expect(screen.getByText(/已查看2次/)).toBeTruthy()
    await act(async () => {
      fireEvent.click(screen.getByText('点击查看账号密码'))
    })
    expect(credentials).toHaveBeenCalledWith(7)
    const rows = Array.from(container.querySelectorAll('.cred-row'))
    // the empty e-mail is left out
    expect(rows.map((r) => r.querySelector('.cred-row__label')!.textContent)).toEqual([
      '游戏账号',
      '登录密码',
      '绑定手机',
      '密保/备注',
    ])
    // account and password: label, value, their own copy button; the two sentences: label and value
    expect(rows.map((r) => r.children.length)).toEqual([3, 3, 2, 2])
    for (const row of rows.slice(0, 2)) {
      const button = row.querySelector('[role="button"]')!
      expect(button.getAttribute('aria-label')).toBe(`复制${row.querySelector('.cred-row__label')!.textContent}`)
      expect(button.textContent).toBe('复制')
    }
    const code = Array.from(container.querySelectorAll('.cred-row__value--code')).map((e) => e.textContent)
    expect(code).toEqual(['haoshi_8823', 'Pa55-word!'])
  })

  it('copies the value of the row whose button is tapped', async () => {
    credentials.mockResolvedValue(revealed)
    const copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({} as never)
    render(<CredentialsCard order={{ id: 7, revealCount: 0 }} />)
    await act(async () => {
      fireEvent.click(screen.getByText('点击查看账号密码'))
    })
    await act(async () => {
      fireEvent.click(screen.getByLabelText('复制登录密码'))
    })
    expect(copy).toHaveBeenCalledWith({ data: 'Pa55-word!' })
  })

  it('tells code from prose', () => {
    expect(isCode('user@example.com')).toBe(true)
    expect(isCode('13800001234')).toBe(true)
    expect(isCode('已绑定邮箱 203****@qq.com')).toBe(false)
    expect(credentialRows({ ...revealed, boundPhone: '' }).map(([k]) => k)).toEqual([
      '游戏账号',
      '登录密码',
      '密保/备注',
    ])
  })
})

import { act, fireEvent, render, screen, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import AdminHandoverPage from '../src/admin/handover'
import { checkItems, freshKey, type EditItem } from '../src/admin/handover/checkItems'
import { SECTIONS } from '../src/admin/frame/ConsoleFrame'
import { actionText } from '../src/admin/logs/actionText'
import { adminConsoleApi } from '../src/api/admin'
import { handoverAdminApi, type HandoverTemplateRow } from '../src/api/handover'
import { ROUTES } from '../src/routes'
import { RootStore, StoreContext } from '../src/stores/root'

// Issue 40 item 1: operators edit, per game, the checklist staff work through in the 平台验号换绑
// handover (交接检查项 in the console): list, add, remove, reorder, save; the server's refusal is
// shown in its words beside the button.

jest.mock('../src/api/admin', () => {
  const actual = jest.requireActual('../src/api/admin')
  return { ...actual, adminConsoleApi: { counts: jest.fn() } }
})
jest.mock('../src/api/handover', () => {
  const actual = jest.requireActual('../src/api/handover')
  return { ...actual, handoverAdminApi: { templates: jest.fn(), save: jest.fn() } }
})
const api = jest.mocked(handoverAdminApi)

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

const HONOR: HandoverTemplateRow = {
  gameId: 1,
  gameKey: 'wzry',
  gameName: '王者荣耀',
  hasTemplate: true,
  items: [
    { key: 'login', label: '登录正常', hint: '用卖家提供的账号密码登录' },
    { key: 'phone', label: '换绑手机', hint: '' },
    { key: 'realname', label: '实名状态', hint: '' },
  ],
  updatedAt: '2026-11-28T08:30:00.000Z',
  updatedBy: 9,
  updatedByName: '运营小王',
}
const GENSHIN: HandoverTemplateRow = {
  gameId: 2,
  gameKey: 'ys',
  gameName: '原神',
  hasTemplate: false,
  items: [{ key: 'login', label: '登录正常', hint: '' }],
  updatedAt: null,
  updatedBy: null,
  updatedByName: null,
}

let desk = true
function mount() {
  Taro.setStorageSync('token', 'tok')
  const profile = jest.fn().mockResolvedValue({ id: 9, userName: 'op', nickName: '运营', roles: ['user', 'operator'] })
  const store = new RootStore({ appApi: { profile, games: jest.fn().mockResolvedValue([]) } })
  store.app.restore()
  render(
    <StoreContext.Provider value={store}>
      <AdminHandoverPage />
    </StoreContext.Provider>,
  )
}

let toast: jest.SpyInstance
let modal: jest.SpyInstance
beforeEach(() => {
  process.env.TARO_ENV = 'h5'
  desk = true
  window.matchMedia = ((q: string) => ({
    matches: desk && q.includes('1024'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia
  jest.mocked(adminConsoleApi.counts).mockResolvedValue({} as never)
  api.templates.mockResolvedValue({ rows: [HONOR, GENSHIN] })
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
  modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false, cancel: true } as never)
})
afterEach(() => {
  Taro.removeStorageSync('token')
  jest.clearAllMocks()
  jest.restoreAllMocks()
})

const label = (n: number) => screen.getByLabelText(`第${n}项名称`) as HTMLInputElement
const keyOf = (n: number) => screen.getByLabelText(`第${n}项标识`) as HTMLInputElement
const type = (el: HTMLElement, value: string) => fireEvent.input(el, { target: { value }, detail: { value } })

describe('交接检查项 is a console section', () => {
  it('has its route for operators and admins, and a place in the console’s navigation', () => {
    const r = ROUTES.find((x) => x.name === 'adminHandover')!
    expect(r.path).toBe('/admin/handover')
    expect(r.page).toBe('admin/handover/index')
    expect(r.pkg).toBe('admin')
    expect(r.roles).toEqual(['operator', 'admin'])
    expect(SECTIONS.map((s) => s.name)).toContain('adminHandover')
  })
  it('names a save in the audit log in words', () => {
    expect(actionText('handover.template.update')).toBe('交接检查项 · 修改')
    expect(actionText('withdraw.paid')).toBe('提现 · 标记已打款')
  })
})

describe('the limits, checked before sending', () => {
  const rows = (items: Omit<EditItem, 'uid'>[]): EditItem[] => items.map((it, i) => ({ ...it, uid: i + 1 }))
  it('accepts a valid list', () => {
    expect(checkItems(rows(HONOR.items))).toEqual({ list: '', rows: {} })
  })
  it('names each wrong field in the server’s words', () => {
    const found = checkItems(
      rows([
        { key: 'Login', label: '登录正常', hint: '' },
        { key: 'phone', label: '换', hint: '' },
        { key: 'phone', label: '换绑邮箱', hint: '核'.repeat(81) },
      ]),
    )
    expect(found.rows).toEqual({
      1: { key: '第1项的标识应以小写字母开头，只含小写字母、数字和下划线，最多24个字符' },
      2: { label: '第2项的名称应为2-30字' },
      3: { key: '第3项的标识「phone」与前面的重复', hint: '第3项的说明最多80字' },
    })
    expect(checkItems([]).list).toBe('检查项应为1-20项')
  })
  it('gives a new row a key no other row has', () => {
    expect(freshKey([{ key: 'login' }, { key: 'item_3' }])).toBe('item_4')
  })
})

describe('the editor at a desk (1280 px)', () => {
  it('lists every game with its item count and last change, and opens the first', async () => {
    mount()
    await flush()
    const games = screen.getByRole('list', { name: '各游戏的检查项' })
    const items = within(games).getAllByRole('listitem')
    expect(items.map((e) => e.textContent)).toEqual([
      expect.stringMatching(/^王者荣耀3 项上次修改 .* · 运营小王$/),
      '原神1 项使用通用清单，尚未单独设置',
    ])
    expect(items[0].getAttribute('aria-current')).toBe('true')
    expect(label(1).value).toBe('登录正常')
    expect(
      screen.getByText(/1-20 项；标识以小写字母开头.*名称2-30字；说明（客服如何核对）可不填，最多80字/),
    ).toBeTruthy()
  })

  it('adds, edits, reorders and removes items, and saves the list in the order shown', async () => {
    const saved: HandoverTemplateRow = {
      ...HONOR,
      items: [
        { key: 'phone', label: '换绑手机号', hint: '' },
        { key: 'login', label: '登录正常', hint: '用卖家提供的账号密码登录' },
        { key: 'twofa', label: '二次验证', hint: '关闭或换绑到买家' },
      ],
      updatedAt: '2026-11-29T10:00:00.000Z',
      updatedByName: '运营',
    }
    api.save.mockResolvedValue({ gameId: 1, items: saved.items })
    mount()
    await flush()
    type(label(2), '换绑手机号')
    fireEvent.click(screen.getByLabelText('第2项上移'))
    fireEvent.click(screen.getByLabelText('删除第3项'))
    fireEvent.click(screen.getByText('+ 添加检查项'))
    expect(keyOf(3).value).toBe('item_3')
    type(keyOf(3), 'twofa')
    type(label(3), '二次验证')
    type(screen.getByLabelText('第3项说明'), '关闭或换绑到买家')
    expect(screen.getByText('有未保存的修改')).toBeTruthy()
    api.templates.mockResolvedValue({ rows: [saved, GENSHIN] })
    fireEvent.click(screen.getByText('保存'))
    await flush()
    expect(api.save).toHaveBeenCalledWith(1, {
      items: [
        { key: 'phone', label: '换绑手机号', hint: '' },
        { key: 'login', label: '登录正常', hint: '用卖家提供的账号密码登录' },
        { key: 'twofa', label: '二次验证', hint: '关闭或换绑到买家' },
      ],
    })
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已保存，新订单按此清单核对' }))
    // the list is read again: the editor starts from what the server kept, with who changed it
    expect(api.templates).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('有未保存的修改')).toBeNull()
    expect(label(1).value).toBe('换绑手机号')
    expect(screen.getAllByText(/上次修改 .* · 运营$/).length).toBeGreaterThan(0)
  })

  it('keeps the first item from moving up and the last one from being removed', async () => {
    api.templates.mockResolvedValue({ rows: [GENSHIN] })
    mount()
    await flush()
    fireEvent.click(screen.getByLabelText('第1项上移'))
    fireEvent.click(screen.getByLabelText('删除第1项'))
    expect(label(1).value).toBe('登录正常')
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '清单至少保留一项' }))
  })

  it('shows what is wrong under the item and sends nothing', async () => {
    mount()
    await flush()
    type(label(2), '换')
    fireEvent.click(screen.getByText('保存'))
    await flush()
    expect(within(screen.getByRole('group', { name: '第2项' })).getByRole('alert').textContent).toBe(
      '第2项的名称应为2-30字',
    )
    expect(label(2).getAttribute('aria-invalid')).toBe('true')
    expect(api.save).not.toHaveBeenCalled()
    // the error goes once the field is fixed
    type(label(2), '换绑手机')
    expect(screen.queryByText('第2项的名称应为2-30字')).toBeNull()
  })

  it('shows the server’s refusal in Chinese beside the button, and keeps the edits', async () => {
    api.save.mockRejectedValue({ code: 400, msg: '第1项的名称应为2-30字', silent: false })
    mount()
    await flush()
    type(label(1), '登录正常无异常')
    fireEvent.click(screen.getByText('保存'))
    await flush()
    expect(screen.getByText('保存失败：第1项的名称应为2-30字').getAttribute('role')).toBe('alert')
    expect(label(1).value).toBe('登录正常无异常')
    expect(screen.getByText('有未保存的修改')).toBeTruthy()
  })

  it('asks before leaving a game with unsaved edits', async () => {
    mount()
    await flush()
    type(label(1), '登录无异常')
    fireEvent.click(screen.getByText('原神'))
    await flush()
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: '放弃未保存的修改？' }))
    expect(label(1).value).toBe('登录无异常')
    modal.mockResolvedValue({ confirm: true, cancel: false })
    fireEvent.click(screen.getByText('原神'))
    await flush()
    expect(screen.getByText('原神 · 检查项')).toBeTruthy()
  })

  it('offers a retry when the list does not load', async () => {
    api.templates.mockRejectedValueOnce({ code: 500, msg: '服务器繁忙，请稍后再试', silent: false })
    mount()
    await flush()
    expect(screen.getByText('服务器繁忙，请稍后再试')).toBeTruthy()
    fireEvent.click(screen.getByText('重新加载'))
    await flush()
    expect(screen.getByText('王者荣耀 · 检查项')).toBeTruthy()
  })
})

describe('the editor on a phone (375 px)', () => {
  it('shows the games, then one game’s editor with a way back', async () => {
    desk = false
    mount()
    await flush()
    expect(screen.queryByText('王者荣耀 · 检查项')).toBeNull()
    fireEvent.click(screen.getByText('原神'))
    await flush()
    expect(screen.getByText('原神 · 检查项')).toBeTruthy()
    expect(screen.queryByRole('list', { name: '各游戏的检查项' })).toBeNull()
    fireEvent.click(screen.getByText('‹ 全部游戏'))
    await flush()
    expect(screen.getByRole('list', { name: '各游戏的检查项' })).toBeTruthy()
  })
})

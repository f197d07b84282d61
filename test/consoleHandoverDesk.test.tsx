import { act, fireEvent, render, screen, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import AdminHandoverDeskPage from '../src/admin/handoverDesk'
import { OrderHandover } from '../src/admin/handoverDesk/OrderHandover'
import { __setRouterParams } from './support/taro'
import { deliverBlocker, sellerAnswersText, waitedText } from '../src/admin/handoverDesk/deskText'
import { SECTIONS } from '../src/admin/frame/ConsoleFrame'
import {
  handoverDeskApi,
  type HandoverCaseDetail,
  type HandoverDeskItem,
  type HandoverDeskRow,
} from '../src/api/handover'
import { ordersApi } from '../src/api/orders'
import { uploadImage } from '../src/api/user'
import { routeByName } from '../src/routes'
import { actionText } from '../src/admin/logs/actionText'
import { RootStore, StoreContext } from '../src/stores/root'

// Issue 40 item 1, the console's 验号换绑 desk: the queue (waiting time, holder, progress, service
// hours), 接手 / 放开, a case's checklist with notes and evidence, the seller's login behind an
// audited dialog, 交付新账号 only when every item passed, and the cancel of a mismatch; every
// refusal of the server shown in its words.

jest.mock('../src/api/admin', () => {
  const actual = jest.requireActual('../src/api/admin')
  return { ...actual, adminConsoleApi: { counts: jest.fn().mockResolvedValue({}) } }
})
jest.mock('../src/api/handover', () => {
  const actual = jest.requireActual('../src/api/handover')
  return {
    ...actual,
    handoverDeskApi: {
      queue: jest.fn(),
      detail: jest.fn(),
      ofOrder: jest.fn(),
      claim: jest.fn(),
      release: jest.fn(),
      credentials: jest.fn(),
      check: jest.fn(),
      deliver: jest.fn(),
      cancel: jest.fn(),
    },
  }
})
jest.mock('../src/api/orders', () => {
  const actual = jest.requireActual('../src/api/orders')
  return { ...actual, ordersApi: { chat: jest.fn(), sendChat: jest.fn() } }
})
jest.mock('../src/api/user', () => {
  const actual = jest.requireActual('../src/api/user')
  return { ...actual, uploadImage: jest.fn() }
})
const api = jest.mocked(handoverDeskApi)
const orders = jest.mocked(ordersApi)
const upload = jest.mocked(uploadImage)

const ME = 9
const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

const row = (over: Partial<HandoverDeskRow> = {}): HandoverDeskRow => ({
  caseId: 3,
  orderId: 41,
  orderNo: 'HS20261129001',
  goodsTitle: '王者荣耀 V10 全英雄',
  gameName: '王者荣耀',
  priceFen: 88800,
  state: 'waiting',
  stateText: '等待客服接手',
  holderId: null,
  holderName: null,
  waitingMinutes: 75,
  itemsDone: 0,
  itemsTotal: 2,
  unread: 2,
  sellerDeadline: null,
  createdAt: '2026-11-29T09:00:00.000Z',
  ...over,
})
const item = (key: string, label: string, over: Partial<HandoverDeskItem> = {}): HandoverDeskItem => ({
  key,
  label,
  hint: '',
  position: 1,
  result: null,
  note: null,
  evidence: [],
  checkedAt: null,
  checkedBy: null,
  buyerAnswer: null,
  buyerNote: null,
  answeredAt: null,
  ...over,
})
const detail = (over: Partial<HandoverCaseDetail> = {}): HandoverCaseDetail => ({
  caseId: 3,
  orderId: 41,
  orderNo: 'HS20261129001',
  state: 'working',
  stateText: '客服验号换绑中',
  gameId: 1,
  gameName: '王者荣耀',
  holderId: ME,
  holderName: '运营',
  waitingMinutes: 5,
  createdAt: '2026-11-29T09:00:00.000Z',
  claimedAt: '2026-11-29T10:15:00.000Z',
  deliveredAt: null,
  closedAt: null,
  cancelReason: null,
  unread: 0,
  sellerDeadline: null,
  items: [item('login', '登录正常', { hint: '用卖家提供的账号密码登录' }), item('phone', '换绑手机', { position: 2 })],
  order: {
    goodsId: 12,
    goodsTitle: '王者荣耀 V10 全英雄',
    priceFen: 88800,
    handoverFeeFen: 3000,
    buyerId: 2,
    buyerName: '林间晓风',
    sellerId: 4,
    sellerName: '周雨桐',
  },
  sellerAnswers: { replies: 2, medianMinutes: 3.4, lastReplyAt: '2026-11-29T10:20:00.000Z', waitingSince: null },
  ...over,
})
const passed = (d: HandoverCaseDetail) =>
  detail({
    ...d,
    items: d.items.map((it) => ({ ...it, result: 'pass' as const, checkedAt: '2026-11-29T10:30:00.000Z' })),
  })

async function mount() {
  Taro.setStorageSync('token', 'tok')
  const profile = jest.fn().mockResolvedValue({ id: ME, userName: 'op', nickName: '运营', roles: ['user', 'operator'] })
  const store = new RootStore({ appApi: { profile, games: jest.fn().mockResolvedValue([]) } })
  store.app.restore()
  await store.app.loadProfile()
  render(
    <StoreContext.Provider value={store}>
      <AdminHandoverDeskPage />
    </StoreContext.Provider>,
  )
  await flush()
}
const list = (rows: HandoverDeskRow[], inServiceHours = true) =>
  api.queue.mockResolvedValue({ rows, total: rows.length, serviceHours: '09:00-23:00', inServiceHours })
async function openCase(d: HandoverCaseDetail) {
  list([row({ state: d.state, holderId: d.holderId, holderName: d.holderName })])
  api.detail.mockResolvedValue(d)
  await mount()
  fireEvent.click(screen.getByRole('link', { name: '王者荣耀 V10 全英雄' }))
  await flush()
}
const group = (label: string) => screen.getByRole('group', { name: label })

let modal: jest.SpyInstance
let toast: jest.SpyInstance
beforeEach(() => {
  modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
  orders.chat.mockResolvedValue({ rows: [], lastId: 0 })
})
afterEach(() => {
  Taro.removeStorageSync('token')
  jest.clearAllMocks()
  jest.restoreAllMocks()
})
const lastToast = () => toast.mock.calls[toast.mock.calls.length - 1]?.[0]?.title

it('is a console section of its own, 验号换绑, for operators', () => {
  expect(routeByName('adminHandoverDesk')).toMatchObject({ path: '/admin/handoverDesk', title: '验号换绑' })
  expect(SECTIONS.map((s) => s.name)).toContain('adminHandoverDesk')
  // the audit log words the desk's steps (a dispute's release is 放款给卖家; a case's is 放开)
  expect(actionText('handover.release')).toBe('验号换绑 · 放开')
  expect(actionText('handover.credentials.view')).toBe('验号换绑 · 查看卖家原账号')
  expect(actionText('dispute.release')).toBe('纠纷 · 放款给卖家')
})

it('words the waiting time, the seller’s answer times and why delivery is closed', () => {
  expect(waitedText('waiting', 0)).toBe('刚付款')
  expect(waitedText('waiting', 75)).toBe('已等待 1 小时 15 分钟')
  expect(waitedText('working', 12)).toBe('已处理 12 分钟')
  expect(waitedText('delivered', null)).toBe('')
  expect(sellerAnswersText({ replies: 0, medianMinutes: null, lastReplyAt: null, waitingSince: null })).toEqual([
    '卖家尚未回复过客服',
  ])
  expect(
    sellerAnswersText({ replies: 3, medianMinutes: 0.4, lastReplyAt: null, waitingSince: '2026-11-29T10:00:00.000Z' }),
  ).toEqual(['卖家回复客服 3 次，通常即时回复', expect.stringMatching(/^客服消息自 .+ 起等待卖家回复$/)])
  expect(
    deliverBlocker([
      { label: '登录正常', result: 'pass' },
      { label: '换绑手机', result: 'fail' },
    ]),
  ).toBe('全部检查项通过后才能交付，尚未通过：换绑手机')
  expect(deliverBlocker([{ label: '登录正常', result: 'pass' }])).toBeNull()
})

it('the queue: waiting first, with the wait, holder, progress, unread and the service hours; tabs and 只看我接手的 ask the server', async () => {
  list(
    [
      row(),
      row({
        caseId: 4,
        state: 'working',
        holderId: 5,
        holderName: '小周',
        waitingMinutes: 12,
        itemsDone: 1,
        unread: 0,
      }),
    ],
    false,
  )
  await mount()
  expect(api.queue).toHaveBeenLastCalledWith({ state: 'waiting', mine: false, pageNum: 1 })
  expect(screen.getByText('服务时间 09:00-23:00（北京时间）· 现在不在服务时间内')).toBeTruthy()
  expect(screen.getByText('已等待 1 小时 15 分钟')).toBeTruthy()
  expect(screen.getByText('已处理 12 分钟')).toBeTruthy()
  expect(screen.getByText('无人处理 · 检查项 0/2 · 2 条未读')).toBeTruthy()
  expect(screen.getByText('处理人 小周 · 检查项 1/2')).toBeTruthy()
  fireEvent.click(screen.getByRole('tab', { name: '待买家确认' }))
  await flush()
  expect(api.queue).toHaveBeenLastCalledWith({ state: 'delivered', mine: false, pageNum: 1 })
  fireEvent.click(screen.getByRole('checkbox', { name: '只看我接手的' }))
  await flush()
  expect(api.queue).toHaveBeenLastCalledWith({ state: 'delivered', mine: true, pageNum: 1 })
  fireEvent.click(screen.getByRole('tab', { name: '已结束' }))
  await flush()
  expect(api.queue).toHaveBeenLastCalledWith({ state: 'closed', mine: true, pageNum: 1 })
})

it('接手 from the queue opens the case; a case someone holds says who (the server’s 409)', async () => {
  list([row()])
  api.claim.mockRejectedValueOnce({ code: 409, msg: '该交接单已由「小周」处理中', silent: false })
  await mount()
  fireEvent.click(screen.getByRole('button', { name: '接手' }))
  await flush()
  expect(lastToast()).toBe('该交接单已由「小周」处理中')
  expect(api.detail).not.toHaveBeenCalled()
  api.claim.mockResolvedValueOnce(detail())
  api.detail.mockResolvedValue(detail())
  fireEvent.click(screen.getByRole('button', { name: '接手' }))
  await flush()
  expect(api.claim).toHaveBeenLastCalledWith(3)
  expect(api.detail).toHaveBeenCalledWith(3)
  expect(screen.getByText('由我处理')).toBeTruthy()
})

it('the case: the order’s summary, the seller’s answer times and the three-party chat; 放开 and 接手 again', async () => {
  api.release.mockResolvedValue(detail({ state: 'waiting', holderId: null, holderName: null }))
  api.claim.mockResolvedValue(detail())
  await openCase(detail({ unread: 3 }))
  expect(screen.getByText('订单聊天（买家、卖家与官方客服） · 3 条未读')).toBeTruthy()
  // the server numbers the items from 1: the first reads 1.
  expect(screen.getByText(/^1\. 登录正常$/)).toBeTruthy()
  expect(screen.getByText(/订单 HS20261129001 · 王者荣耀 · 成交价 ¥888.00 · 验号换绑服务费\s*¥30.00/)).toBeTruthy()
  expect(screen.getByText('买家 林间晓风（ID 2）· 卖家 周雨桐（ID 4）')).toBeTruthy()
  expect(screen.getByText(/^卖家回复客服 2 次，中位用时 3 分钟，最近一次/)).toBeTruthy()
  expect(orders.chat).toHaveBeenCalledWith(41, 0)
  orders.sendChat.mockResolvedValue({
    id: 5,
    role: 'staff',
    nickName: '官方客服',
    mine: true,
    kind: 'text',
    text: '请把收到的验证码发在这里',
    imageUrl: null,
    flagged: false,
    notice: null,
    createdAt: '2026-11-29T10:40:00.000Z',
  })
  fireEvent.change(screen.getByLabelText('聊天消息'), { target: { value: '请把收到的验证码发在这里' } })
  fireEvent.click(screen.getByText('发送'))
  await flush()
  expect(orders.sendChat).toHaveBeenCalledWith(41, { text: '请把收到的验证码发在这里' })
  fireEvent.click(screen.getByRole('button', { name: '放开' }))
  await flush()
  expect(api.release).toHaveBeenCalledWith(3)
  expect(screen.getByText('无人处理')).toBeTruthy()
  // released: nothing to fill in, no login window, no delivery, the chat closed to this desk
  expect(screen.getByText('接手后才能填写检查项')).toBeTruthy()
  expect(screen.queryByText('查看原账号')).toBeNull()
  expect(screen.queryByLabelText('交付新账号')).toBeNull()
  expect(screen.queryByLabelText('聊天消息')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: '接手' }))
  await flush()
  expect(screen.getByText('由我处理')).toBeTruthy()
})

it('an item: 通过 / 不符, a note and screenshots the staff member uploads; the server’s refusal is shown', async () => {
  jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['blob:shot-1'], tempFiles: [] } as never)
  upload.mockResolvedValue({ url: '/uploads/shot-1.png', thumb: '/uploads/shot-1.thumb.png' } as never)
  api.check.mockRejectedValueOnce({ code: 400, msg: '证据图片须为您本人刚上传的截图', silent: false })
  api.check.mockResolvedValueOnce(
    item('login', '登录正常', {
      result: 'pass',
      note: '已登录',
      evidence: ['/uploads/shot-1.png'],
      checkedAt: '2026-11-29T10:30:00.000Z',
      checkedBy: ME,
    }),
  )
  await openCase(detail())
  const login = group('登录正常')
  // a 不符 must say what is wrong
  fireEvent.click(within(login).getByRole('radio', { name: '不符' }))
  fireEvent.click(within(login).getByRole('button', { name: '保存此项' }))
  await flush()
  expect(lastToast()).toBe('请写明不符的情况')
  expect(api.check).not.toHaveBeenCalled()
  fireEvent.click(within(login).getByRole('radio', { name: '通过' }))
  fireEvent.change(within(login).getByLabelText('登录正常的备注'), { target: { value: ' 已登录 ' } })
  fireEvent.click(within(login).getByRole('button', { name: '添加截图' }))
  await flush()
  expect(upload).toHaveBeenCalledWith('blob:shot-1', expect.any(Function))
  fireEvent.click(within(login).getByRole('button', { name: '保存此项' }))
  await flush()
  expect(api.check).toHaveBeenCalledWith(3, 'login', {
    result: 'pass',
    note: '已登录',
    evidence: ['/uploads/shot-1.png'],
  })
  expect(lastToast()).toBe('证据图片须为您本人刚上传的截图')
  fireEvent.click(within(group('登录正常')).getByRole('button', { name: '保存此项' }))
  await flush()
  expect(api.check).toHaveBeenCalledTimes(2)
  expect(group('登录正常').querySelector('.hd-tag--pass')?.textContent).toBe('通过')
  expect(screen.getByText('检查项 1/2')).toBeTruthy()
})

it('查看原账号: a dialog saying it is audited, then the login for the holder; 隐藏 hides it', async () => {
  api.credentials.mockResolvedValue({
    account: 'seller_acct_01',
    password: 'OldPw-123',
    boundPhone: '138****0002',
    boundEmail: null,
    securityNotes: null,
  })
  await openCase(detail())
  modal.mockResolvedValueOnce({ confirm: false, cancel: true })
  fireEvent.click(screen.getByRole('button', { name: '查看原账号' }))
  await flush()
  expect(modal).toHaveBeenLastCalledWith(expect.objectContaining({ title: '查看卖家的原账号？' }))
  expect(modal.mock.calls[0][0].content).toContain('记入操作日志')
  expect(api.credentials).not.toHaveBeenCalled()
  fireEvent.click(screen.getByRole('button', { name: '查看原账号' }))
  await flush()
  expect(api.credentials).toHaveBeenCalledWith(3)
  expect(screen.getByText('seller_acct_01')).toBeTruthy()
  expect(screen.getByText('OldPw-123')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: '隐藏' }))
  expect(screen.queryByText('OldPw-123')).toBeNull()
})

it('a staff member who is a party is refused the login in the server’s words', async () => {
  api.credentials.mockRejectedValue({
    code: 403,
    msg: '您是该订单的买家或卖家，不能处理本单的验号换绑，请交给其他客服',
    silent: false,
  })
  await openCase(detail())
  fireEvent.click(screen.getByRole('button', { name: '查看原账号' }))
  await flush()
  expect(lastToast()).toBe('您是该订单的买家或卖家，不能处理本单的验号换绑，请交给其他客服')
  expect(screen.queryByText('seller_acct_01')).toBeNull()
})

it('交付新账号 stays closed until every item passed, saying which have not', async () => {
  const d = detail({
    items: [item('login', '登录正常', { result: 'pass' }), item('phone', '换绑手机', { position: 2, result: 'fail' })],
  })
  api.deliver.mockResolvedValue({ ...passed(d), state: 'delivered', stateText: '已交付，待买家确认' })
  await openCase(d)
  const form = screen.getByLabelText('交付新账号')
  expect(within(form).getByText('全部检查项通过后才能交付，尚未通过：换绑手机')).toBeTruthy()
  const btn = within(form).getByRole('button', { name: '交付新账号' })
  expect(btn.getAttribute('aria-disabled')).toBe('true')
  fireEvent.click(btn)
  await flush()
  expect(modal).not.toHaveBeenCalled()
  expect(api.deliver).not.toHaveBeenCalled()
})

it('all passed: 交付新账号 asks its question, sends the login, and the case waits for the buyer', async () => {
  const d = passed(detail())
  api.deliver.mockResolvedValue({
    ...d,
    state: 'delivered',
    stateText: '已交付，待买家确认',
    deliveredAt: '2026-11-29T10:50:00.000Z',
  })
  await openCase(d)
  const form = screen.getByLabelText('交付新账号')
  fireEvent.click(within(form).getByRole('button', { name: '交付新账号' }))
  await flush()
  expect(lastToast()).toBe('请填写新的登录账号和密码')
  fireEvent.change(within(form).getByLabelText('新的登录账号'), { target: { value: ' rebound_5521 ' } })
  fireEvent.change(within(form).getByLabelText('新的登录密码'), { target: { value: 'NewPw-77' } })
  fireEvent.change(within(form).getByLabelText('现绑定手机'), { target: { value: '已换绑买家手机' } })
  fireEvent.click(within(form).getByRole('button', { name: '交付新账号' }))
  await flush()
  expect(modal).toHaveBeenLastCalledWith(expect.objectContaining({ title: '把新账号交付给买家？' }))
  expect(api.deliver).toHaveBeenCalledWith(3, {
    account: 'rebound_5521',
    password: 'NewPw-77',
    boundPhone: '已换绑买家手机',
  })
  expect(screen.getByText('已交付，待买家确认')).toBeTruthy()
  expect(screen.queryByLabelText('交付新账号')).toBeNull()
})

it('验号不符，取消订单: a reason, a dialog saying the buyer is refunded, then the case is closed', async () => {
  api.cancel.mockRejectedValueOnce({ code: 409, msg: '该交接单已取消或已交付，不能再取消', silent: false })
  api.cancel.mockResolvedValueOnce(
    detail({ state: 'cancelled', stateText: '已取消（验号不符，已退款）', cancelReason: '英雄数量与描述不符' }),
  )
  await openCase(detail())
  fireEvent.click(screen.getByRole('button', { name: '验号不符，取消订单' }))
  fireEvent.click(screen.getByRole('button', { name: '取消订单并退款' }))
  await flush()
  expect(lastToast()).toBe('取消原因应为2-200字')
  fireEvent.change(screen.getByLabelText('取消原因'), { target: { value: '英雄数量与描述不符' } })
  fireEvent.click(screen.getByRole('button', { name: '取消订单并退款' }))
  await flush()
  expect(modal).toHaveBeenLastCalledWith(expect.objectContaining({ title: '取消订单并退款给买家？' }))
  expect(modal.mock.calls[0][0].content).toContain('全额退款')
  expect(lastToast()).toBe('该交接单已取消或已交付，不能再取消')
  fireEvent.click(screen.getByRole('button', { name: '取消订单并退款' }))
  await flush()
  expect(api.cancel).toHaveBeenLastCalledWith(3, '英雄数量与描述不符')
  expect(screen.getByText('取消原因：英雄数量与描述不符')).toBeTruthy()
  expect(screen.queryByRole('button', { name: '取消订单并退款' })).toBeNull()
})

it('opened from 订单全貌 with a case id, the desk shows that case', async () => {
  __setRouterParams({ caseId: '3' })
  list([])
  api.detail.mockResolvedValue(detail())
  await mount()
  expect(api.detail).toHaveBeenCalledWith(3)
  expect(screen.getByText('由我处理')).toBeTruthy()
  __setRouterParams({})
})

it('订单全貌: the case read only — each item’s result, note, screenshots and the buyer’s answer; a party is refused in the server’s words', async () => {
  api.ofOrder.mockResolvedValueOnce(
    detail({
      state: 'disputed',
      stateText: '买家有异议，纠纷处理中',
      items: [
        item('login', '登录正常', { result: 'pass', note: '已登录', evidence: ['/uploads/a.png'], buyerAnswer: 'ok' }),
        item('phone', '换绑手机', {
          position: 1,
          result: 'pass',
          evidence: ['/uploads/b.png', '/uploads/c.png'],
          buyerAnswer: 'dispute',
          buyerNote: '仍是卖家号码',
        }),
      ],
    }),
  )
  const { unmount } = render(<OrderHandover orderId={41} />)
  await flush()
  expect(api.ofOrder).toHaveBeenCalledWith(41)
  expect(screen.getByText('买家有异议，纠纷处理中')).toBeTruthy()
  expect(within(group('登录正常')).getByText('备注：已登录')).toBeTruthy()
  expect(within(group('换绑手机')).getAllByRole('button', { name: /换绑手机的证据/ })).toHaveLength(2)
  expect(within(group('换绑手机')).getByText('买家：有问题（仍是卖家号码）')).toBeTruthy()
  expect(screen.queryByRole('radio')).toBeNull()
  unmount()
  api.ofOrder.mockRejectedValueOnce({
    code: 403,
    msg: '您是该订单的买家或卖家，不能处理本单的验号换绑，请交给其他客服',
    silent: false,
  })
  render(<OrderHandover orderId={41} />)
  await flush()
  expect(screen.getByText('您是该订单的买家或卖家，不能处理本单的验号换绑，请交给其他客服')).toBeTruthy()
})

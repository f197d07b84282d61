import { act, fireEvent, render, screen, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import HandoverReview, { answersOf, submitDialog } from '../src/components/HandoverReview'
import { handoverBuyerApi, type HandoverBuyerCase, type HandoverBuyerItem } from '../src/api/handover'
import { ordersApi, type OrderDetail } from '../src/api/orders'
import OrderDetailPage, { stateHint } from '../src/pages/orderDetail'
import { rootStore } from '../src/stores/root'
import { __setRouterParams } from './support/taro'

// Issue 40 item 1, the buyer: a 平台验号换绑 order shows the staff's progress, then every item with
// the staff's result, note and screenshots, answered item by item; all fine completes the order,
// any 有问题 (with what is wrong) opens a dispute naming the items.

jest.mock('../src/api/handover', () => {
  const actual = jest.requireActual('../src/api/handover')
  return { ...actual, handoverBuyerApi: { view: jest.fn(), answer: jest.fn() } }
})
jest.mock('../src/api/orders', () => {
  const actual = jest.requireActual('../src/api/orders')
  // the order page also asks for its trade agreement (issue 41): none is the answer here
  const noAgreement = jest.fn(() => Promise.reject({ code: 404, msg: '交易协议暂不可用', silent: true }))
  return {
    ...actual,
    ordersApi: {
      credentials: jest.fn(),
      detail: jest.fn(),
      chat: jest.fn(),
      agreement: noAgreement,
      registration: jest.fn(),
    },
  }
})
const api = jest.mocked(handoverBuyerApi)
const orders = jest.mocked(ordersApi)

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

const item = (key: string, label: string, over: Partial<HandoverBuyerItem> = {}): HandoverBuyerItem => ({
  key,
  label,
  hint: '',
  position: 0,
  result: 'pass',
  note: null,
  evidence: [],
  checkedAt: '2026-11-29T10:00:00.000Z',
  buyerAnswer: null,
  buyerNote: null,
  answeredAt: null,
  ...over,
})
const ITEMS = [
  item('login', '登录正常', { note: '已用卖家密码登录', evidence: ['/uploads/a.png', '/uploads/b.png'] }),
  item('phone', '换绑手机', { position: 1, evidence: ['/uploads/c.png'] }),
  item('realname', '实名状态', { position: 2 }),
]
const kase = (over: Partial<HandoverBuyerCase> = {}): HandoverBuyerCase => ({
  caseId: 3,
  orderId: 41,
  state: 'delivered',
  stateText: '已交付，待买家确认',
  holderName: '官方客服',
  createdAt: '2026-11-29T09:00:00.000Z',
  deliveredAt: '2026-11-29T10:30:00.000Z',
  closedAt: null,
  cancelReason: null,
  canAnswer: true,
  items: ITEMS,
  ...over,
})

let modal: jest.SpyInstance
let toast: jest.SpyInstance
beforeEach(() => {
  modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
})
afterEach(() => {
  jest.clearAllMocks()
  jest.restoreAllMocks()
})

async function mount(c: HandoverBuyerCase) {
  api.view.mockResolvedValue(c)
  const onChange = jest.fn()
  render(<HandoverReview order={{ id: 41, revealCount: 0 }} onChange={onChange} />)
  await flush()
  return onChange
}
const group = (label: string) => screen.getByRole('group', { name: label })

describe('answers', () => {
  it('asks for every item, and for what is wrong with a 有问题', () => {
    expect(answersOf(ITEMS, { login: { ok: true, note: '' } })).toEqual({ error: '请逐项确认：换绑手机、实名状态' })
    const picks = {
      login: { ok: true, note: '' },
      phone: { ok: false, note: '  ' },
      realname: { ok: true, note: '' },
    }
    expect(answersOf(ITEMS, picks)).toEqual({ error: '请说明「换绑手机」的问题' })
    expect(answersOf(ITEMS, { ...picks, phone: { ok: false, note: '长'.repeat(201) } })).toEqual({
      error: '「换绑手机」的说明最多200字',
    })
    expect(answersOf(ITEMS, { ...picks, phone: { ok: false, note: ' 仍是卖家号码 ' } })).toEqual({
      answers: [
        { key: 'login', ok: true },
        { key: 'phone', ok: false, note: '仍是卖家号码' },
        { key: 'realname', ok: true },
      ],
    })
  })

  it('the dialog asks its question: completing, or disputing the named items', () => {
    expect(submitDialog(ITEMS, [{ key: 'login', ok: true }]).title).toBe('全部无误，确认收货？')
    const d = submitDialog(ITEMS, [
      { key: 'login', ok: true },
      { key: 'phone', ok: false, note: 'x' },
      { key: 'realname', ok: false, note: 'y' },
    ])
    expect(d.title).toBe('对2项提出异议？')
    expect(d.content).toContain('换绑手机、实名状态')
  })
})

it('while staff work: the state and which items are done, no evidence, no login, no answers', async () => {
  await mount(
    kase({
      state: 'working',
      stateText: '客服验号换绑中',
      canAnswer: false,
      deliveredAt: null,
      items: [item('login', '登录正常'), item('phone', '换绑手机', { result: null, checkedAt: null })],
    }),
  )
  expect(api.view).toHaveBeenCalledWith(41)
  expect(screen.getByText('平台验号换绑进行中')).toBeTruthy()
  expect(screen.getByText('客服验号换绑中')).toBeTruthy()
  expect(screen.getByText(/官方客服正在验号换绑 · 已完成 1\/2 项/)).toBeTruthy()
  expect(screen.getByText('已完成')).toBeTruthy()
  expect(screen.getByText('待核对')).toBeTruthy()
  expect(screen.queryByText('确认无误')).toBeNull()
  expect(screen.queryByText('点击查看账号密码')).toBeNull()
})

it('delivered: the new login through the reveal, each item with the staff’s result, note and screenshots (tap to view)', async () => {
  orders.credentials.mockResolvedValue({
    account: 'rebound_5521',
    password: 'NewPw-77',
    boundPhone: null,
    boundEmail: null,
    securityNotes: null,
    revealedAt: '2026-11-29T10:40:00.000Z',
  })
  await mount(kase())
  expect(within(group('登录正常')).getByText('客服备注：已用卖家密码登录')).toBeTruthy()
  expect(within(group('登录正常')).getAllByRole('button', { name: /查看证据截图/ })).toHaveLength(2)
  expect(within(group('换绑手机')).getAllByRole('button', { name: /查看证据截图/ })).toHaveLength(1)
  expect(screen.getAllByText('已核对通过')).toHaveLength(3)
  fireEvent.click(within(group('登录正常')).getByRole('button', { name: '查看证据截图2' }))
  await flush()
  expect(document.body.querySelector('.image-viewer__count')?.textContent).toBe('2/2')
  fireEvent.click(screen.getByText('点击查看账号密码'))
  await flush()
  expect(orders.credentials).toHaveBeenCalledWith(41)
  expect(screen.getByText('rebound_5521')).toBeTruthy()
})

it('every item 确认无误 → the answers go together, the order completes', async () => {
  api.answer.mockResolvedValue({ state: 'confirmed', orderState: 2, disputeId: null })
  const onChange = await mount(kase())
  // an unanswered item stops the submit, with what is missing
  fireEvent.click(screen.getByText('提交确认结果'))
  await flush()
  expect(api.answer).not.toHaveBeenCalled()
  expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '请逐项确认：登录正常、换绑手机、实名状态' }))
  for (const label of ['登录正常', '换绑手机', '实名状态']) fireEvent.click(within(group(label)).getByText('确认无误'))
  fireEvent.click(screen.getByText('提交确认结果'))
  await flush()
  expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: '全部无误，确认收货？' }))
  expect(api.answer).toHaveBeenCalledWith(41, [
    { key: 'login', ok: true },
    { key: 'phone', ok: true },
    { key: 'realname', ok: true },
  ])
  expect(onChange).toHaveBeenCalled()
  expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '已确认收货，交易完成' }))
})

it('有问题 asks what is wrong; the dispute names the items; the server’s refusal is shown', async () => {
  api.answer.mockRejectedValueOnce({ code: 409, msg: '客服尚未交付，暂不能确认检查结果', silent: false })
  api.answer.mockResolvedValueOnce({ state: 'disputed', orderState: 5, disputeId: 8 })
  const onChange = await mount(kase())
  fireEvent.click(within(group('登录正常')).getByText('确认无误'))
  fireEvent.click(within(group('换绑手机')).getByText('有问题'))
  fireEvent.click(within(group('实名状态')).getByText('确认无误'))
  fireEvent.click(screen.getByText('提交确认结果'))
  await flush()
  expect(api.answer).not.toHaveBeenCalled()
  expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '请说明「换绑手机」的问题' }))
  fireEvent.input(screen.getByLabelText('换绑手机的问题说明'), { target: { value: '绑定手机仍是卖家的' } })
  fireEvent.click(screen.getByText('提交确认结果'))
  await flush()
  expect(modal).toHaveBeenLastCalledWith(expect.objectContaining({ title: '对1项提出异议？' }))
  expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '客服尚未交付，暂不能确认检查结果' }))
  fireEvent.click(screen.getByText('提交确认结果'))
  await flush()
  expect(api.answer).toHaveBeenLastCalledWith(41, [
    { key: 'login', ok: true },
    { key: 'phone', ok: false, note: '绑定手机仍是卖家的' },
    { key: 'realname', ok: true },
  ])
  expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '已提交异议，客服将介入处理' }))
  expect(onChange).toHaveBeenCalledTimes(1)
})

it('declining the dialog sends nothing', async () => {
  modal.mockResolvedValue({ confirm: false, cancel: true })
  await mount(kase())
  for (const label of ['登录正常', '换绑手机', '实名状态']) fireEvent.click(within(group(label)).getByText('确认无误'))
  fireEvent.click(screen.getByText('提交确认结果'))
  await flush()
  expect(api.answer).not.toHaveBeenCalled()
})

it('answered: what the buyer said per item, no buttons; cancelled: the reason and the refund', async () => {
  await mount(
    kase({
      state: 'disputed',
      stateText: '买家有异议，纠纷处理中',
      canAnswer: false,
      items: [
        item('login', '登录正常', { buyerAnswer: 'ok' }),
        item('phone', '换绑手机', { buyerAnswer: 'dispute', buyerNote: '仍是卖家号码' }),
      ],
    }),
  )
  expect(screen.getByText('我的确认：无误')).toBeTruthy()
  expect(screen.getByText('我的确认：有问题（仍是卖家号码）')).toBeTruthy()
  expect(screen.queryByText('提交确认结果')).toBeNull()
})

it('a cancelled case says why and that the buyer was refunded', async () => {
  await mount(
    kase({
      state: 'cancelled',
      stateText: '已取消（验号不符，已退款）',
      canAnswer: false,
      cancelReason: '英雄数量不符',
    }),
  )
  expect(screen.getByText('客服验号发现账号与描述不符，已取消交接并全额退款：英雄数量不符')).toBeTruthy()
  expect(screen.queryByText('点击查看账号密码')).toBeNull()
})

it('the order’s header speaks of the staff handover to each party', () => {
  expect(stateHint({ state: 1, role: 'buyer', autoConfirmAt: null, handoverMode: 'staff' })).toMatch(
    '平台客服验号换绑中',
  )
  expect(stateHint({ state: 1, role: 'seller', autoConfirmAt: null, handoverMode: 'staff' })).toMatch('索要验证码')
  expect(stateHint({ state: 1, role: 'buyer', autoConfirmAt: null, handoverMode: 'self' })).toMatch('确认收货')
})

describe('the order page of a 平台验号换绑 order', () => {
  const order = (over: Partial<OrderDetail> = {}): OrderDetail => ({
    id: 41,
    orderNo: 'HS20261129001',
    state: 1,
    stateText: '交接中',
    role: 'buyer',
    goods: {
      id: 12,
      goodsSn: 'WZ001',
      title: '王者荣耀 V10 全英雄',
      cover: null,
      gameName: '王者荣耀',
      districtNames: [],
    },
    priceFen: 88800,
    protection: 'none',
    protectionName: '不包赔',
    protectionDays: null,
    protectionFeeFen: 0,
    handoverMode: 'staff',
    handoverFeeFen: 3000,
    totalFen: 91800,
    sellerIncomeFen: null,
    commissionFen: null,
    createdAt: '2026-11-29T09:00:00.000Z',
    expiresAt: '2026-11-29T09:15:00.000Z',
    paidAt: '2026-11-29T09:01:00.000Z',
    autoConfirmAt: null,
    completedAt: null,
    closedAt: null,
    serverNow: '2026-11-29T10:00:00.000Z',
    buyer: { nickName: '林间晓风' },
    seller: { id: 4, nickName: '周雨桐', ratingAvg: null, ratingCount: 0 },
    timeline: [],
    credentialsAvailable: true,
    revealCount: 0,
    registration: { available: false, note: null },
    checklist: [{ key: 'phone', text: '换绑手机' }],
    canCancel: false,
    canPay: false,
    canConfirm: true,
    canChat: true,
    offerId: null,
    dispute: null,
    claims: [],
    rating: null,
    protectionEndsAt: null,
    canDispute: true,
    canClaim: false,
    canRate: false,
    canEditRating: false,
    canReplyRating: false,
    ...over,
  })
  async function page(o: OrderDetail, c?: HandoverBuyerCase) {
    Taro.setStorageSync('token', 'tok-buyer')
    rootStore.app.restore()
    __setRouterParams({ id: '41' })
    orders.detail.mockResolvedValue(o)
    orders.chat.mockResolvedValue({ rows: [], lastId: 0 })
    if (c) api.view.mockResolvedValue(c)
    else api.view.mockRejectedValue({ code: 404, msg: '订单不存在或不是平台验号换绑', silent: false })
    render(<OrderDetailPage />)
    await flush()
    await flush()
  }
  afterEach(() => Taro.removeStorageSync('token'))

  it('the buyer, while staff work: the panel, no login, no self checklist, no 确认收货', async () => {
    await page(order(), kase({ state: 'working', stateText: '客服验号换绑中', canAnswer: false, deliveredAt: null }))
    expect(screen.getByText('平台验号换绑进行中')).toBeTruthy()
    expect(screen.getByText(/平台客服验号换绑中/)).toBeTruthy()
    expect(screen.queryByText('点击查看账号密码')).toBeNull()
    expect(screen.queryByText(/交接清单/)).toBeNull()
    expect(screen.queryByText('确认收货')).toBeNull()
  })

  it('the buyer, after a dispute over the items was withdrawn: 确认收货 is back', async () => {
    await page(order(), kase({ state: 'disputed', stateText: '买家有异议，纠纷处理中', canAnswer: false }))
    expect(screen.getByText('确认收货')).toBeTruthy()
  })

  it('the seller: staff do the handover and may ask for SMS codes; no login, no evidence', async () => {
    await page(order({ role: 'seller', credentialsAvailable: false, canConfirm: false, canDispute: false }))
    expect(screen.getByText(/本单由平台客服验号换绑.*索要短信验证码/)).toBeTruthy()
    expect(api.view).not.toHaveBeenCalled()
    expect(screen.queryByText('点击查看账号密码')).toBeNull()
  })
})

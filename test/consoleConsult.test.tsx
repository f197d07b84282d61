import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import AdminSupportPage from '../src/admin/support'
import { waitingText } from '../src/admin/support/consult'
import { adminConsultApi, type ConsultLine, type ConsultQueueItem } from '../src/api/consult'
import { RootStore, StoreContext } from '../src/stores/root'

// Issue 40 item 2, the console: 客服工单's 售前咨询 tab — the waiting queue, the longest wait
// first, who holds each thread; a thread opened as staff, answered, taken and released.

jest.mock('../src/api/admin', () => require('./support/consoleApi').quietSupportApi())
jest.mock('../src/api/consult', () => ({
  adminConsultApi: { queue: jest.fn(), lines: jest.fn(), answer: jest.fn(), claim: jest.fn(), release: jest.fn() },
}))
const api = jest.mocked(adminConsultApi)

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

const GOODS = { id: 12, title: '王者荣耀 V10 全英雄', priceFen: 88800, cover: null, gameName: '王者荣耀' }
const item = (over: Partial<ConsultQueueItem> = {}): ConsultQueueItem => ({
  id: 7,
  userId: 2,
  nickName: '林间晓风',
  goods: GOODS,
  waitingSeconds: 12 * 60 + 5,
  assigneeId: null,
  holder: null,
  unread: 1,
  lastText: '能改绑手机吗',
  lastMessageAt: '2026-11-29T10:00:00.000Z',
  ...over,
})
const line = (id: number, over: Partial<ConsultLine> = {}): ConsultLine => ({
  id,
  role: 'user',
  nickName: '林间晓风',
  mine: false,
  kind: 'text',
  text: '能改绑手机吗',
  flagged: false,
  notice: null,
  imageUrl: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  ...over,
})

async function mount() {
  Taro.setStorageSync('token', 'tok')
  const profile = jest.fn().mockResolvedValue({ id: 9, userName: 'op', nickName: '运营', roles: ['user', 'operator'] })
  const store = new RootStore({ appApi: { profile, games: jest.fn().mockResolvedValue([]) } })
  store.app.restore()
  await store.app.loadProfile()
  render(
    <StoreContext.Provider value={store}>
      <AdminSupportPage />
    </StoreContext.Provider>,
  )
  await flush()
  fireEvent.click(screen.getByRole('tab', { name: '售前咨询' }))
  await flush()
}

let toast: jest.SpyInstance
beforeEach(() => {
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
  api.lines.mockResolvedValue({ rows: [line(1)], lastId: 1, goods: GOODS })
})
afterEach(() => {
  Taro.removeStorageSync('token')
  jest.clearAllMocks()
  jest.restoreAllMocks()
})

it('words the wait from the server’s seconds', () => {
  expect([null, 30, 12 * 60 + 5, 60 * 60, 95 * 60].map(waitingText)).toEqual([
    '已回复',
    '刚刚提问',
    '等待 12 分钟',
    '等待 1 小时',
    '等待 1 小时 35 分钟',
  ])
})

it('shows the waiting queue with the asker, the listing, the wait, the holder and unread lines; 全部咨询 asks for every thread', async () => {
  api.queue.mockResolvedValue({
    rows: [item(), item({ id: 8, waitingSeconds: 60, assigneeId: 5, holder: '小周', unread: 0, lastText: null })],
    total: 2,
  })
  await mount()
  expect(api.queue).toHaveBeenLastCalledWith({ waiting: true, pageNum: 1 })
  expect(screen.getAllByText('王者荣耀 V10 全英雄')).toHaveLength(2)
  expect(screen.getByText('等待 12 分钟')).toBeTruthy()
  expect(screen.getByText('等待 1 分钟')).toBeTruthy()
  expect(screen.getAllByText(/提问人 林间晓风（ID 2）· 王者荣耀/)).toHaveLength(2)
  expect(screen.getByText('无人处理 · 1 条未读')).toBeTruthy()
  expect(screen.getByText('处理人 小周')).toBeTruthy()
  fireEvent.click(screen.getByRole('tab', { name: '全部咨询' }))
  await flush()
  expect(api.queue).toHaveBeenLastCalledWith({ waiting: false, pageNum: 1 })
})

it('opens a thread as staff: the listing and the lines; an answer is sent and shown, and the desk holds it', async () => {
  api.queue.mockResolvedValue({ rows: [item()], total: 1 })
  api.answer.mockResolvedValue(line(2, { role: 'staff', nickName: '官方客服', mine: true, text: '可以的' }))
  await mount()
  fireEvent.click(screen.getByText('能改绑手机吗'))
  await flush()
  expect(api.lines).toHaveBeenCalledWith(7, 0)
  expect(screen.getByText('王者荣耀 V10 全英雄')).toBeTruthy()
  expect(screen.getByText(/^用户 林间晓风/)).toBeTruthy()
  expect(screen.getByText('无人处理')).toBeTruthy()
  fireEvent.change(screen.getByLabelText('聊天消息'), { target: { value: '可以的' } })
  fireEvent.click(screen.getByText('发送'))
  await flush()
  expect(api.answer).toHaveBeenCalledWith(7, { text: '可以的' })
  expect(screen.getByText('可以的')).toBeTruthy()
  expect(screen.getByText('由我处理')).toBeTruthy()
  // back to the queue, which is read again (the answered thread has left the waiting list)
  fireEvent.click(screen.getByText('返回队列'))
  await flush()
  expect(api.queue).toHaveBeenCalledTimes(2)
})

it('接手 and 放开; someone else’s thread cannot be answered and 接手 says who holds it', async () => {
  api.queue.mockResolvedValue({ rows: [item({ assigneeId: 5, holder: '小周' })], total: 1 })
  api.claim.mockRejectedValueOnce({ code: 409, msg: '该咨询正由客服「小周」处理', silent: false })
  api.claim.mockResolvedValueOnce(null)
  api.release.mockResolvedValue(null)
  await mount()
  fireEvent.click(screen.getByText('能改绑手机吗'))
  await flush()
  expect(screen.getByText('该咨询正由客服「小周」处理，接手后才能回复')).toBeTruthy()
  expect(screen.queryByLabelText('聊天消息')).toBeNull()
  fireEvent.click(screen.getByText('接手'))
  await flush()
  expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '该咨询正由客服「小周」处理' }))
  expect(screen.getByText('处理人 小周')).toBeTruthy()
  // 小周 let it go: the second 接手 succeeds
  fireEvent.click(screen.getByText('接手'))
  await flush()
  expect(api.claim).toHaveBeenCalledTimes(2)
  expect(screen.getByText('由我处理')).toBeTruthy()
  expect(screen.getByLabelText('聊天消息')).toBeTruthy()
  fireEvent.click(screen.getByText('放开'))
  await flush()
  expect(api.release).toHaveBeenCalledWith(7)
  expect(screen.getByText('无人处理')).toBeTruthy()
})

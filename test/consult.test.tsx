import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __setRouterParams } from './support/taro'
import { Chat, type ChatLine } from '../src/components/Chat'
import ConsultPage from '../src/other/consult'
import ConsultListPage from '../src/other/consultList'
import GoodDetailPage from '../src/pages/goodDetail'
import { consultApi, type ConsultLine, type ConsultThread } from '../src/api/consult'
import { goodsApi, type GoodDetail } from '../src/api/goods'
import { notifyApi } from '../src/api/aftersale'
import { askSubscribe, buyerPayEvents } from '../src/utils/subscribe'
import { RootStore, StoreContext } from '../src/stores/root'
import { demoProfile } from './support/fakes'

// Issue 40 item 2, the client: goodDetail's 客服 opens a conversation with platform staff about
// the listing, on the order chat's component; 我的咨询 lists the threads with unread badges.

jest.mock('../src/api/consult', () => ({
  consultApi: {
    open: jest.fn(),
    thread: jest.fn(),
    list: jest.fn(),
    unread: jest.fn(),
    lines: jest.fn(),
    send: jest.fn(),
  },
}))
jest.mock('../src/api/goods', () => {
  const actual = jest.requireActual('../src/api/goods')
  return { ...actual, goodsApi: { ...actual.goodsApi, detail: jest.fn(), recommend: jest.fn() } }
})
jest.mock('../src/api/rules', () => ({ rulesApi: { get: () => new Promise(() => undefined) } }))
jest.mock('../src/api/aftersale', () => {
  const actual = jest.requireActual('../src/api/aftersale')
  return { ...actual, notifyApi: { templates: jest.fn(), subscribe: jest.fn() } }
})

const api = jest.mocked(consultApi)

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

const line = (id: number, over: Partial<ConsultLine> = {}): ConsultLine => ({
  id,
  role: 'user',
  nickName: '买家',
  mine: true,
  kind: 'text',
  text: `第${id}条`,
  flagged: false,
  notice: null,
  imageUrl: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  ...over,
})

const GOODS = { id: 12, title: '王者荣耀 V10 全英雄', priceFen: 88800, cover: null, gameName: '王者荣耀' }
const thread = (over: Partial<ConsultThread> = {}): ConsultThread => ({
  id: 7,
  goods: GOODS,
  waiting: false,
  lastMessageAt: '2026-11-29T10:00:00.000Z',
  lastText: null,
  unread: 0,
  createdAt: '2026-11-29T09:00:00.000Z',
  ...over,
})

async function mount(ui: React.ReactElement, userId: number | null = 2) {
  if (userId !== null) Taro.setStorageSync('token', 'tok')
  const store = new RootStore({
    appApi: { profile: jest.fn(async () => demoProfile({ id: userId ?? 0 })), games: async () => [] },
  })
  store.app.restore()
  if (userId !== null) await store.app.loadProfile()
  render(<StoreContext.Provider value={store}>{ui}</StoreContext.Provider>)
  await flush()
}

let navigate: jest.SpyInstance
let toast: jest.SpyInstance
beforeEach(() => {
  navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
})
afterEach(() => {
  Taro.removeStorageSync('token')
  jest.clearAllMocks()
  jest.restoreAllMocks()
  jest.useRealTimers()
  process.env.TARO_ENV = 'h5'
})
const urls = () => navigate.mock.calls.map((c) => (c[0] as { url: string }).url)

describe('Chat (the order chat and the consultation share it)', () => {
  const props = {
    threadKey: 1,
    roleNames: { user: '用户', staff: '官方客服', system: '系统' },
    notice: '只在这里沟通',
    closedText: '已关闭，不能再发送消息',
  }

  it('polls for the lines after the last one and merges them without doubles', async () => {
    jest.useFakeTimers()
    const load = jest
      .fn()
      .mockResolvedValueOnce({ rows: [line(1), line(2)], lastId: 2 })
      .mockResolvedValueOnce({
        rows: [line(2), line(3, { role: 'staff', nickName: '官方客服', mine: false })],
        lastId: 3,
      })
      .mockResolvedValue({ rows: [], lastId: 3 })
    render(<Chat<ConsultLine> {...props} load={load} send={jest.fn()} canSend />)
    await act(async () => undefined)
    expect(load).toHaveBeenLastCalledWith(0)
    await act(async () => {
      jest.advanceTimersByTime(3000)
    })
    expect(load).toHaveBeenLastCalledWith(2)
    expect(screen.getAllByText(/^第\d条$/).map((e) => e.textContent)).toEqual(['第1条', '第2条', '第3条'])
    // staff speak as the platform: the role's name only
    expect(screen.getByText(/^官方客服\s+·/)).toBeTruthy()
    await act(async () => {
      jest.advanceTimersByTime(3000)
    })
    expect(load).toHaveBeenLastCalledWith(3)
  })

  it('sends the typed line, shows it once, and asks beforeSend first with the lines so far', async () => {
    const order: string[] = []
    const load = jest
      .fn()
      .mockResolvedValue({ rows: [line(1, { role: 'system', mine: false, text: '已接通' })], lastId: 1 })
    const send = jest.fn(async () => {
      order.push('send')
      return line(2, { text: '还在吗' })
    })
    const beforeSend = jest.fn((lines: ChatLine[]) => order.push(`before:${lines.length}`))
    render(<Chat<ConsultLine> {...props} load={load} send={send} canSend beforeSend={beforeSend} />)
    await flush()
    fireEvent.change(screen.getByLabelText('聊天消息'), { target: { value: ' 还在吗 ' } })
    fireEvent.click(screen.getByText('发送'))
    await flush()
    expect(send).toHaveBeenCalledWith({ text: '还在吗' })
    expect(order).toEqual(['before:1', 'send'])
    expect(screen.getAllByText('还在吗')).toHaveLength(1)
    expect((screen.getByLabelText('聊天消息') as HTMLInputElement).value).toBe('')
  })

  it('closed: no input, the closed text instead', async () => {
    render(
      <Chat {...props} load={jest.fn().mockResolvedValue({ rows: [], lastId: 0 })} send={jest.fn()} canSend={false} />,
    )
    await flush()
    expect(screen.getByText('已关闭，不能再发送消息')).toBeTruthy()
    expect(screen.queryByLabelText('聊天消息')).toBeNull()
    expect(screen.getByText('还没有消息')).toBeTruthy()
  })
})

describe('商品咨询', () => {
  it('opened with ?goodsId= opens the thread, shows the listing and the lines; tapping the card opens the listing', async () => {
    __setRouterParams({ goodsId: '12' })
    api.open.mockResolvedValue(thread())
    api.lines.mockResolvedValue({
      rows: [line(1, { role: 'system', mine: false, nickName: '系统消息', text: '已接通号市官方客服' })],
      lastId: 1,
    })
    await mount(<ConsultPage />)
    expect(api.open).toHaveBeenCalledWith(12)
    expect(api.lines).toHaveBeenCalledWith(7, 0)
    expect(screen.getByText('王者荣耀 V10 全英雄')).toBeTruthy()
    expect(screen.getByText('已接通号市官方客服')).toBeTruthy()
    fireEvent.click(screen.getByText('王者荣耀 V10 全英雄'))
    fireEvent.click(screen.getByText('核验客服联系方式'))
    expect(urls()).toEqual(['/pages/goodDetail/index?id=12', '/other/contactkefu/index'])
  })

  it('sends a question through the consultation API', async () => {
    __setRouterParams({ goodsId: '12' })
    api.open.mockResolvedValue(thread())
    api.lines.mockResolvedValue({ rows: [], lastId: 0 })
    api.send.mockResolvedValue(line(5, { text: '能改绑手机吗' }))
    await mount(<ConsultPage />)
    fireEvent.change(screen.getByLabelText('聊天消息'), { target: { value: '能改绑手机吗' } })
    fireEvent.click(screen.getByText('发送'))
    await flush()
    expect(api.send).toHaveBeenCalledWith(7, { text: '能改绑手机吗' })
    expect(screen.getByText('能改绑手机吗')).toBeTruthy()
  })

  it('opened with ?id= (a message, the list) loads my thread and its card', async () => {
    __setRouterParams({ id: '7' })
    api.thread.mockResolvedValue(thread())
    api.lines.mockResolvedValue({ rows: [], lastId: 0 })
    await mount(<ConsultPage />)
    expect(api.open).not.toHaveBeenCalled()
    expect(screen.getByText('王者荣耀 V10 全英雄')).toBeTruthy()
    expect(api.thread).toHaveBeenCalledWith(7)
    expect(api.lines).toHaveBeenCalledWith(7, 0)
  })

  it('a thread that is not mine says 不存在 and reads no lines', async () => {
    __setRouterParams({ id: '99' })
    api.thread.mockRejectedValue({ code: 404, msg: '咨询不存在', silent: false })
    await mount(<ConsultPage />)
    expect(screen.getByText('咨询不存在或商品已下架')).toBeTruthy()
    expect(api.lines).not.toHaveBeenCalled()
  })

  it('in the WeChat mini-program, the tap that sends my first question asks for the answer’s notice', async () => {
    process.env.TARO_ENV = 'weapp'
    jest.mocked(notifyApi.templates).mockResolvedValue([
      { event: 'order_paid', templateId: 'T-paid' },
      { event: 'consult_answered', templateId: 'T-consult' },
    ] as never)
    const ask = jest.spyOn(Taro, 'requestSubscribeMessage').mockResolvedValue({} as never)
    __setRouterParams({ goodsId: '12' })
    api.open.mockResolvedValue(thread())
    api.lines.mockResolvedValue({ rows: [line(1, { role: 'system', mine: false, text: '已接通' })], lastId: 1 })
    api.send.mockResolvedValueOnce(line(2, { text: '第一问' })).mockResolvedValueOnce(line(3, { text: '第二问' }))
    await mount(<ConsultPage />)
    for (const q of ['第一问', '第二问']) {
      fireEvent.change(screen.getByLabelText('聊天消息'), { target: { value: q } })
      fireEvent.click(screen.getByText('发送'))
      await flush()
    }
    expect(ask).toHaveBeenCalledTimes(1)
    expect(ask).toHaveBeenCalledWith(expect.objectContaining({ tmplIds: ['T-consult'] }))
  })

  it('the seller asking about their own listing reads the server’s refusal', async () => {
    __setRouterParams({ goodsId: '12' })
    api.open.mockRejectedValue({ code: 400, msg: '这是你自己发布的商品，无需咨询', silent: false })
    await mount(<ConsultPage />)
    expect(screen.getByText('这是你自己发布的商品，无需咨询')).toBeTruthy()
  })
})

describe('我的咨询', () => {
  it('lists my threads with the listing, the last line and an unread badge; a tap opens the thread', async () => {
    api.list.mockResolvedValue({
      rows: [
        thread({ unread: 2, lastText: '可以换绑的' }),
        thread({ id: 8, goods: { ...GOODS, id: 13, title: '原神 满命' } }),
      ],
      total: 2,
    })
    await mount(<ConsultListPage />)
    expect(screen.getByText('可以换绑的')).toBeTruthy()
    expect(screen.getByText('2')).toBeTruthy()
    expect(document.querySelectorAll('.clist-item__badge')).toHaveLength(1)
    fireEvent.click(screen.getByRole('link', { name: '王者荣耀 V10 全英雄，2条未读' }))
    expect(urls()).toEqual(['/other/consult/index?id=7'])
  })

  it('says how to ask when there is nothing yet', async () => {
    api.list.mockResolvedValue({ rows: [], total: 0 })
    await mount(<ConsultListPage />)
    expect(screen.getByText('你还没有咨询过商品，在商品详情页点「客服」即可提问')).toBeTruthy()
  })
})

describe('goodDetail’s 客服', () => {
  const good = (sellerId: number) =>
    ({
      id: 12,
      accountType: 1,
      attrs: [],
      collected: false,
      cover: null,
      createdAt: '2026-11-20T00:00:00.000Z',
      description: '',
      districtNames: [],
      districtPath: [],
      gameId: 1,
      gameName: '王者荣耀',
      images: [],
      isGuarantee: 0,
      priceFen: 88800,
      saleState: 1,
      seller: {
        id: sellerId,
        avatar: null,
        completedSales: 3,
        nickName: '卖家',
        ratingAvg: null,
        ratingCount: 0,
        verified: true,
      },
      tags: [],
      title: '王者荣耀 V10 全英雄',
      viewCount: 1,
    }) as unknown as GoodDetail
  beforeEach(() => {
    __setRouterParams({ id: '12' })
    jest.mocked(goodsApi.recommend).mockResolvedValue([])
  })

  it('opens the consultation about this listing', async () => {
    jest.mocked(goodsApi.detail).mockResolvedValue(good(3))
    await mount(<GoodDetailPage />)
    fireEvent.click(screen.getByText('客服'))
    expect(urls()).toEqual(['/other/consult/index?goodsId=12'])
  })

  it('a visitor goes through the login first, back to the consultation', async () => {
    jest.mocked(goodsApi.detail).mockResolvedValue(good(3))
    await mount(<GoodDetailPage />, null)
    fireEvent.click(screen.getByText('客服'))
    expect(urls()).toEqual([`/pages/login/index?redirect=${encodeURIComponent('/index/other/consult?goodsId=12')}`])
  })

  it('is greyed on the seller’s own listing and says why', async () => {
    jest.mocked(goodsApi.detail).mockResolvedValue(good(2))
    await mount(<GoodDetailPage />, 2)
    fireEvent.click(screen.getByText('客服'))
    expect(navigate).not.toHaveBeenCalled()
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '这是你自己发布的商品，无需咨询' }))
  })
})

describe('askSubscribe with events', () => {
  const templates = [
    { event: 'order_paid', templateId: 'T-paid' },
    { event: 'handover', templateId: 'T-hand' },
    { event: 'dispute', templateId: 'T-disp' },
    { event: 'consult_answered', templateId: 'T-consult' },
  ]
  beforeEach(() => {
    process.env.TARO_ENV = 'weapp'
    jest.mocked(notifyApi.templates).mockResolvedValue(templates as never)
    jest.mocked(notifyApi.subscribe).mockResolvedValue(null as never)
    jest.spyOn(Taro, 'login').mockResolvedValue({ code: 'c1', errMsg: 'ok' } as never)
  })

  it('asks for the named events’ templates only', async () => {
    const ask = jest.spyOn(Taro, 'requestSubscribeMessage').mockResolvedValue({ 'T-consult': 'accept' } as never)
    await askSubscribe(['consult_answered'])
    expect(ask).toHaveBeenCalledWith(expect.objectContaining({ tmplIds: ['T-consult'] }))
    expect(notifyApi.subscribe).toHaveBeenCalledWith(['T-consult'], 'c1')
  })

  it('the cashier asks a buyer for the buyer’s events; staff progress on a 平台验号换绑 order', () => {
    expect(buyerPayEvents('staff')).toContain('handover_update')
    expect(buyerPayEvents('self')).not.toContain('handover_update')
    // never the seller's 买家已付款 (payment_received): the buyer would be asked for a message they never get
    for (const m of ['self', 'staff'] as const) {
      expect(buyerPayEvents(m)).not.toContain('payment_received')
      expect(buyerPayEvents(m).length).toBeLessThanOrEqual(3)
    }
  })

  it('without events, the first three as before', async () => {
    const ask = jest.spyOn(Taro, 'requestSubscribeMessage').mockResolvedValue({} as never)
    await askSubscribe()
    expect(ask).toHaveBeenCalledWith(expect.objectContaining({ tmplIds: ['T-paid', 'T-hand', 'T-disp'] }))
    expect(notifyApi.subscribe).not.toHaveBeenCalled()
  })

  it('asks nothing outside the WeChat mini-program', async () => {
    process.env.TARO_ENV = 'h5'
    const ask = jest.spyOn(Taro, 'requestSubscribeMessage')
    await askSubscribe(['consult_answered'])
    expect(ask).not.toHaveBeenCalled()
  })
})

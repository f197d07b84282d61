import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { QueuePage, useQueues, type QueueTab } from '../src/admin/frame/queues'
import { adminConsoleApi } from '../src/api/admin'
import { RootStore, StoreContext } from '../src/stores/root'

// Issue 39 item 2: the console's three queue pages (售后仲裁, 增值服务, 客服工单) stand on one
// scaffold: tabs over a paged list, an action that takes the row off the queue, or reloads it.

jest.mock('../src/api/admin', () => {
  const actual = jest.requireActual('../src/api/admin')
  return { ...actual, adminConsoleApi: { counts: jest.fn() } }
})

const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })

type Row = { id: number; name: string }
type Q = 'a' | 'b'
const TABS: QueueTab<Q>[] = [
  { key: 'a', label: '甲队列' },
  { key: 'b', label: '乙队列' },
]

function Harness({
  fetchers,
  call,
  reloadAfter,
}: {
  fetchers: Record<Q, (n: number) => Promise<{ rows: Row[]; total: number }>>
  call: (id: number) => Promise<unknown>
  reloadAfter?: boolean
}) {
  const { queue, setQueue, list, run } = useQueues(fetchers, 'a', { reloadAfter })
  return (
    <QueuePage
      route='adminServices'
      tabs={TABS}
      queue={queue}
      onQueue={setQueue}
      list={list}
      emptyText='没有待处理的事项'
      card={(r) => (
        <div key={r.id}>
          <span>{r.name}</span>
          <button onClick={() => void run(r.id, () => call(r.id), '已处理')}>处理{r.id}</button>
        </div>
      )}
    />
  )
}

function mount(ui: React.ReactElement) {
  Taro.setStorageSync('token', 'tok')
  const profile = jest.fn().mockResolvedValue({ id: 9, userName: 'op', nickName: '运营', roles: ['user', 'operator'] })
  const store = new RootStore({ appApi: { profile, games: jest.fn().mockResolvedValue([]) } })
  store.app.restore()
  return render(<StoreContext.Provider value={store}>{ui}</StoreContext.Provider>)
}

describe('console queue pages', () => {
  let toast: jest.SpyInstance
  beforeEach(() => {
    jest.mocked(adminConsoleApi.counts).mockResolvedValue({
      review: 0,
      orders: 0,
      withdraw: 0,
      support: 0,
      aftersale: 0,
      services: 0,
    })
    toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
  })
  afterEach(() => {
    Taro.removeStorageSync('token')
    jest.restoreAllMocks()
  })

  it('shows the first queue, and another queue when its tab is tapped', async () => {
    const fetchers = {
      a: jest.fn().mockResolvedValue({ rows: [{ id: 1, name: '甲一' }], total: 1 }),
      b: jest.fn().mockResolvedValue({ rows: [], total: 0 }),
    }
    mount(<Harness fetchers={fetchers} call={jest.fn()} />)
    await flush()
    expect(screen.getByText('甲一')).toBeTruthy()
    expect(screen.getByRole('tab', { name: '甲队列' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.click(screen.getByRole('tab', { name: '乙队列' }))
    await flush()
    expect(fetchers.b).toHaveBeenCalledWith(1)
    expect(screen.queryByText('甲一')).toBeNull()
    expect(screen.getByText('没有待处理的事项')).toBeTruthy()
  })

  it('a handled row leaves the queue; a refused action keeps it and says why', async () => {
    const fetchers = {
      a: jest.fn().mockResolvedValue({
        rows: [
          { id: 1, name: '甲一' },
          { id: 2, name: '甲二' },
        ],
        total: 2,
      }),
      b: jest.fn(),
    }
    const call = jest.fn(async (id: number) => {
      if (id === 2) throw { code: 409, msg: '该申请已被处理', silent: false }
    })
    mount(<Harness fetchers={fetchers} call={call} />)
    await flush()
    fireEvent.click(screen.getByText('处理1'))
    await flush()
    expect(screen.queryByText('甲一')).toBeNull()
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '已处理' }))
    fireEvent.click(screen.getByText('处理2'))
    await flush()
    expect(screen.getByText('甲二')).toBeTruthy()
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '该申请已被处理' }))
    expect(fetchers.a).toHaveBeenCalledTimes(1)
  })

  it('with reloadAfter, a handled row is read again from the server (a refused refund stays to retry)', async () => {
    const fetchers = {
      a: jest
        .fn()
        .mockResolvedValueOnce({ rows: [{ id: 1, name: '退款中' }], total: 1 })
        .mockResolvedValueOnce({ rows: [{ id: 1, name: '退款失败，可重试' }], total: 1 }),
      b: jest.fn(),
    }
    mount(<Harness fetchers={fetchers} call={jest.fn().mockResolvedValue(null)} reloadAfter />)
    await flush()
    fireEvent.click(screen.getByText('处理1'))
    await flush()
    expect(fetchers.a).toHaveBeenCalledTimes(2)
    expect(screen.getByText('退款失败，可重试')).toBeTruthy()
  })
})

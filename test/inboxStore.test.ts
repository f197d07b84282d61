import { InboxStore, type InboxApi } from '../src/stores/inbox'
import type { MessageItem } from '../src/api/support'

const msg = (id: number, readState: number): MessageItem => ({
  id,
  sendType: 1,
  title: `消息${id}`,
  content: '内容',
  readState,
  refType: null,
  refId: null,
  createdAt: '2026-11-20T08:00:00.000Z',
})

function fakeApi(unread: number) {
  const calls: string[] = []
  const api: InboxApi = {
    unreadCount: async () => {
      calls.push('count')
      return { unread }
    },
    read: async (id) => {
      calls.push(`read:${id}`)
      return msg(id, 2)
    },
    readAll: async () => {
      calls.push('readAll')
      return { changed: unread }
    },
  }
  return { api, calls }
}

describe('inbox store (the unread badge)', () => {
  it('takes the count from the server', async () => {
    const { api } = fakeApi(3)
    const s = new InboxStore(api)
    await s.refresh()
    expect(s.unread).toBe(3)
  })

  it('keeps the last count when the request fails', async () => {
    const s = new InboxStore({ ...fakeApi(0).api, unreadCount: async () => Promise.reject(new Error('offline')) })
    s.setUnread(4)
    await s.refresh()
    expect(s.unread).toBe(4)
  })

  it('reading an unread message asks the server and lowers the badge by one', async () => {
    const { api, calls } = fakeApi(2)
    const s = new InboxStore(api)
    await s.refresh()
    const fresh = await s.read(msg(7, 1))
    expect(fresh.readState).toBe(2)
    expect(calls).toContain('read:7')
    expect(s.unread).toBe(1)
  })

  it('reading an already read message changes nothing and sends nothing', async () => {
    const { api, calls } = fakeApi(2)
    const s = new InboxStore(api)
    s.setUnread(2)
    await s.read(msg(8, 2))
    expect(calls).not.toContain('read:8')
    expect(s.unread).toBe(2)
  })

  it('mark all read empties the badge', async () => {
    const { api } = fakeApi(5)
    const s = new InboxStore(api)
    await s.refresh()
    expect(await s.readAll()).toBe(5)
    expect(s.unread).toBe(0)
  })
})

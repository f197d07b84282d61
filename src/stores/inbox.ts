import { makeAutoObservable, runInAction } from 'mobx'
import type { MessageItem, messageApi } from '../api/support'
import { READ_STATE } from '../api/support'

/** What the inbox store needs from the API: the message module's own functions (or fakes of them). */
export type InboxApi = Pick<typeof messageApi, 'unreadCount' | 'read' | 'readAll'>

/**
 * The unread count shown on my centre's 我的消息 entry, kept in one place so reading a message on
 * the inbox page lowers the badge without another request.
 */
export class InboxStore {
  unread = 0

  constructor(private readonly api: InboxApi) {
    makeAutoObservable<InboxStore, 'api'>(this, { api: false })
  }

  /** Ask the server; a failure keeps the last figure (the badge is a hint, not a record). */
  async refresh(): Promise<void> {
    try {
      const { unread } = await this.api.unreadCount()
      runInAction(() => (this.unread = unread))
    } catch {
      /* the request layer already handled 401; keep the old count */
    }
  }

  setUnread(n: number): void {
    this.unread = Math.max(0, n)
  }

  /** Marks one message read on the server; returns it as the server now has it. */
  async read(m: MessageItem): Promise<MessageItem> {
    if (m.readState === READ_STATE.read) return m
    const fresh = await this.api.read(m.id)
    runInAction(() => (this.unread = Math.max(0, this.unread - 1)))
    return fresh
  }

  async readAll(): Promise<number> {
    const { changed } = await this.api.readAll()
    runInAction(() => (this.unread = 0))
    return changed
  }

  /** After logout: no badge for the next visitor. */
  clear(): void {
    this.unread = 0
  }
}

import { createContext, useContext } from 'react'
import { AppStore, type AppApi, type TokenStorage } from './app'
import { AuthStore, type AuthApi } from './auth'
import { GoodListStore, type GoodListApi } from './goodList'
import { SellStore, type SellApi } from './sell'
import { InboxStore, type InboxApi } from './inbox'
import { authApi } from '../api/auth'
import { userApi } from '../api/user'
import { goodsApi } from '../api/goods'
import { sellingApi } from '../api/selling'
import { messageApi } from '../api/support'
import { clearAll, readToken, writeToken } from '../utils/storage'
import { http } from '../api/http'

export interface RootDeps {
  appApi: AppApi
  authApi: AuthApi
  goodListApi: GoodListApi
  sellApi: SellApi
  inboxApi: InboxApi
  storage: TokenStorage
}

const realDeps: RootDeps = {
  appApi: { profile: userApi.profile, games: goodsApi.games },
  authApi,
  goodListApi: { list: goodsApi.list, template: goodsApi.template },
  sellApi: sellingApi,
  inboxApi: messageApi,
  storage: { read: readToken, write: writeToken, clear: clearAll },
}

/** The root store: one instance per domain store. Tests build one with fake API modules. */
export class RootStore {
  readonly app: AppStore
  readonly auth: AuthStore
  readonly goodList: GoodListStore
  readonly sell: SellStore
  readonly inbox: InboxStore

  constructor(deps: Partial<RootDeps> = {}) {
    const d = { ...realDeps, ...deps }
    this.app = new AppStore(d.appApi, d.storage)
    // the stored session from the first render on: the login guard reads it before App's launch hook
    this.app.restore()
    this.auth = new AuthStore(d.authApi, this.app)
    this.goodList = new GoodListStore(d.goodListApi)
    this.sell = new SellStore(d.sellApi, undefined, () => this.app.user?.id)
    this.inbox = new InboxStore(d.inboxApi)
    // what belongs to a login is reset together with it (app.signOut is the one place)
    this.app.onSignOut(() => {
      this.inbox.clear()
      this.sell.reset()
    })
  }

  /** A 401: the session is over, as after a logout, except that a listing's unsaved edits wait for the same user. */
  sessionExpired(): void {
    const unsaved = this.sell.unsavedOf(this.app.user?.id)
    this.app.signOut()
    this.sell.hold(unsaved)
  }
}

export const rootStore = new RootStore()
// a 401: the request layer has cleared storage and shows the prompt; the login's owner forgets it
http.onSessionEnd(() => rootStore.sessionExpired())
export const StoreContext = createContext<RootStore>(rootStore)
export const useStores = (): RootStore => useContext(StoreContext)

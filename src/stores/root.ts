import { createContext, useContext } from 'react'
import { AppStore } from './app'
import { AuthStore } from './auth'
import { authApi } from '../api/auth'
import { userApi } from '../api/user'
import { gamesApi } from '../api/games'
import { clearAll, readToken, writeToken } from '../utils/storage'

/** The root store: one instance per domain store, created once for the app. */
export class RootStore {
  readonly app: AppStore
  readonly auth: AuthStore

  constructor(app?: AppStore) {
    this.app =
      app ??
      new AppStore(
        { profile: userApi.profile, games: gamesApi.list },
        { read: readToken, write: writeToken, clear: clearAll },
      )
    this.auth = new AuthStore(authApi, this.app)
  }
}

export const rootStore = new RootStore()
export const StoreContext = createContext<RootStore>(rootStore)
export const useStores = (): RootStore => useContext(StoreContext)

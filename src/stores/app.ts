import { makeAutoObservable, runInAction } from 'mobx'
import type { GameType, UserProfile } from '../api/types'

/** What the app store needs from the API (the real modules, or fakes in tests). */
export interface AppApi {
  profile(): Promise<UserProfile>
  games(): Promise<GameType[]>
}

export interface TokenStorage {
  read(): string
  write(token: string): void
  clear(): void
}

/**
 * The spec's client state (section 3): a counter, the token, the current game name, the search
 * text, the game types and the user. The request layer reads the token from storage itself; this
 * copy drives the UI (logged in or not).
 *
 * It owns the login: `signOut` is the one place a session ends — on logout, on account deletion
 * and when a 401 says the server no longer accepts the token — and it resets everything that
 * belongs to that login together (storage, token, user, and what other stores registered with
 * `onSignOut`: unread badges, per-user cached data). Pages read login state only from here.
 */
export class AppStore {
  counter = 0
  token = ''
  currentGameName = ''
  searchText = ''
  gameTypes: GameType[] = []
  user: UserProfile | null = null
  private readonly signOutHooks: (() => void)[] = []

  constructor(
    private readonly api: AppApi,
    private readonly storage: TokenStorage,
    private readonly log: (msg: string, e: unknown) => void = (msg, e) => console.error(msg, e),
  ) {
    makeAutoObservable<AppStore, 'api' | 'storage' | 'log' | 'signOutHooks'>(this, {
      api: false,
      storage: false,
      log: false,
      signOutHooks: false,
    })
  }

  get loggedIn(): boolean {
    return this.token !== ''
  }

  increment(): void {
    this.counter += 1
  }

  setCurrentGameName(name: string): void {
    this.currentGameName = name
  }

  setSearchText(text: string): void {
    this.searchText = text
  }

  /** At launch: the token from storage. */
  restore(): void {
    this.token = this.storage.read()
  }

  /** After a login: keep the token, then load the profile. */
  async signIn(token: string): Promise<void> {
    this.storage.write(token)
    this.token = token
    await this.loadProfile()
  }

  /** Registers a reset for state that belongs to the login (run by every signOut). */
  onSignOut(fn: () => void): void {
    this.signOutHooks.push(fn)
  }

  /** Forget the session locally (after logout, account deletion, or when the server says it has expired). */
  signOut(): void {
    this.storage.clear()
    this.token = ''
    this.user = null
    for (const fn of this.signOutHooks) fn()
  }

  /** GET /api/system/user/profile; the user is stored only on code 200, a failure is only logged. */
  async loadProfile(): Promise<void> {
    // without a session there is nothing to load; asking anyway would earn a 401 and the spec's
    // "login timed out" prompt for someone who never logged in (pages call this while guarded)
    if (!this.storage.read()) {
      runInAction(() => {
        this.user = null
      })
      return
    }
    const token = this.storage.read()
    try {
      const user = await this.api.profile()
      runInAction(() => {
        // the session may have ended while the profile was on its way
        if (this.storage.read() === token) this.user = user
      })
    } catch (e) {
      this.log('[profile] load failed', e)
    }
  }

  async loadGameTypes(): Promise<void> {
    try {
      const games = await this.api.games()
      runInAction(() => {
        this.gameTypes = games
      })
    } catch (e) {
      this.log('[games] load failed', e)
    }
  }
}

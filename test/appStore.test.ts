import { AppStore, type AppApi } from '../src/stores/app'
import type { UserProfile } from '../src/api/types'
import { demoProfile } from './support/fakes'

const user = demoProfile()

function make(api: Partial<AppApi>, stored = '') {
  let token = stored
  const logs: string[] = []
  const store = new AppStore(
    { profile: async () => user, games: async () => [], ...api },
    { read: () => token, write: (t) => (token = t), clear: () => (token = '') },
    (msg) => logs.push(msg),
  )
  return { store, logs, token: () => token }
}

describe('AppStore', () => {
  it('starts with the spec state empty and fills the token from storage at launch', () => {
    const { store } = make({}, 'abc')
    expect(store.counter).toBe(0)
    expect(store.token).toBe('')
    expect(store.currentGameName).toBe('')
    expect(store.searchText).toBe('')
    expect(store.gameTypes).toEqual([])
    expect(store.user).toBeNull()
    store.restore()
    expect(store.token).toBe('abc')
    expect(store.loggedIn).toBe(true)
  })

  it('stores the profile when the call succeeds (code 200)', async () => {
    const { store } = make({}, 'tok')
    await store.loadProfile()
    expect(store.user).toEqual(user)
  })

  it('keeps the user unchanged and only logs when the profile call fails', async () => {
    const { store, logs } = make({ profile: async () => Promise.reject({ code: 500, msg: 'x', silent: false }) }, 'tok')
    await store.loadProfile()
    expect(store.user).toBeNull()
    expect(logs).toEqual(['[profile] load failed'])
  })

  it('does not ask for a profile without a session (a 401 would raise the session-expired prompt)', async () => {
    const profile = jest.fn(async () => user)
    const { store } = make({ profile })
    await store.loadProfile()
    expect(profile).not.toHaveBeenCalled()
    expect(store.user).toBeNull()
  })

  it('signIn writes the token to storage and loads the profile; signOut clears both', async () => {
    const { store, token } = make({})
    await store.signIn('t1')
    expect(token()).toBe('t1')
    expect(store.token).toBe('t1')
    expect(store.user?.userName).toBe('demo_buyer')
    store.signOut()
    expect(token()).toBe('')
    expect(store.user).toBeNull()
    expect(store.loggedIn).toBe(false)
  })

  it('fills the game types from the server', async () => {
    const { store } = make({ games: async () => [{ id: 1, name: '王者荣耀', icon: null, hot: true, sort: 1 }] })
    await store.loadGameTypes()
    expect(store.gameTypes.map((g) => g.name)).toEqual(['王者荣耀'])
  })

  it('keeps the counter, current game and search text', () => {
    const { store } = make({})
    store.increment()
    store.increment()
    store.setCurrentGameName('原神')
    store.setSearchText('国服')
    expect([store.counter, store.currentGameName, store.searchText]).toEqual([2, '原神', '国服'])
  })
})

describe('the login has one owner', () => {
  it('signOut resets token, user, the unread badge and the sell draft together', async () => {
    const { RootStore } = require('../src/stores/root') as typeof import('../src/stores/root')
    let token = 'tok'
    const root = new RootStore({
      appApi: { profile: async () => user, games: async () => [] },
      storage: { read: () => token, write: (t) => (token = t), clear: () => (token = '') },
    })
    expect(root.app.loggedIn).toBe(true)
    await root.app.loadProfile()
    root.inbox.setUnread(3)
    root.sell.start(1, '王者荣耀')
    root.app.signOut()
    expect(token).toBe('')
    expect(root.app.loggedIn).toBe(false)
    expect(root.app.user).toBeNull()
    expect(root.inbox.unread).toBe(0)
    expect(root.sell.draft).toBeNull()
  })

  it('an expired session (a 401) signs out the same way, but the listing typed and not yet saved waits for its owner', async () => {
    const { RootStore } = require('../src/stores/root') as typeof import('../src/stores/root')
    let token = 'tok'
    const storage = { read: () => token, write: (t: string) => (token = t), clear: () => (token = '') }
    const sellApi = {
      draft: async () => null,
      saveDraft: async () => ({ updatedAt: 'x' }),
      deleteDraft: async () => null,
      submit: async () => ({ id: 1, saleState: 0 }),
      editable: async () => {
        throw new Error('not used')
      },
    }
    const root = new RootStore({ appApi: { profile: async () => user, games: async () => [] }, storage, sellApi })
    await root.app.loadProfile()
    root.sell.start(1, '王者荣耀')
    root.sell.update({ title: '刚刚输入还没保存的标题' })
    root.sessionExpired()
    expect(token).toBe('')
    expect(root.app.user).toBeNull()
    expect(root.sell.draft).toBeNull()
    // the same user logs in again and opens the sell flow
    token = 'tok2'
    await root.app.loadProfile()
    await root.sell.load()
    expect(root.sell.draft?.title).toBe('刚刚输入还没保存的标题')
  })

  it('a profile that answers after the session ended does not bring the user back', async () => {
    let answer!: (u: UserProfile) => void
    const { store } = make({ profile: () => new Promise<UserProfile>((r) => (answer = r)) }, 'tok')
    store.restore()
    const loading = store.loadProfile()
    store.signOut()
    answer(user)
    await loading
    expect(store.user).toBeNull()
  })
})

import { act, render } from '@testing-library/react'
import Cart from '@nutui/icons-react-taro/dist/es/icons/Cart.js'
import { Icon } from '../src/components/Icon'
import { GameIcon } from '../src/components/GameIcon'
import { RootStore, StoreContext } from '../src/stores/root'
import HomePage from '../src/pages/home'

jest.mock('../src/api/goods', () => {
  const actual = jest.requireActual('../src/api/goods')
  return {
    ...actual,
    goodsApi: {
      ...actual.goodsApi,
      banners: jest.fn(async () => []),
      recommend: jest.fn(async () => []),
      recentDeals: jest.fn(async () => []),
    },
  }
})

describe('icons', () => {
  it('draw NutUI’s SVG as a mask in the text colour, never the iconfont (whose stylesheet is not loaded)', () => {
    const { container } = render(<Icon of={Cart} className='x' />)
    const el = container.firstElementChild as HTMLElement
    expect(el.tagName).toBe('I')
    expect(el.className).toContain('hs-icon x')
    expect(el.className).not.toContain('nutui-iconfont')
    expect(el.getAttribute('style')).toMatch(/mask: url\('data:image\/svg\+xml;base64,/)
    expect(el.style.backgroundColor.toLowerCase()).toBe('currentcolor')
    expect(el.textContent).toBe('')
  })

  it('are a view in the mini-programs, which have no <i> (Taro would render nothing)', () => {
    const env = process.env.TARO_ENV
    process.env.TARO_ENV = 'weapp'
    try {
      jest.isolateModules(() => {
        const { Icon: MpIcon } = require('../src/components/Icon') as typeof import('../src/components/Icon')
        const { default: MpCart } = require('@nutui/icons-react-taro/dist/es/icons/Cart.js')
        const { container } = render(<MpIcon of={MpCart} />)
        const el = container.firstElementChild as HTMLElement
        expect(el.tagName).toBe('VIEW')
        expect(el.className).not.toContain('nutui-iconfont')
      })
    } finally {
      process.env.TARO_ENV = env
    }
  })
})

describe('game pictures', () => {
  const games = [
    { id: 1, name: '王者荣耀', icon: '/uploads/catalogue/icons/wzry-1.svg', hot: true, sort: 1 },
    { id: 2, name: '原神', icon: null, hot: true, sort: 2 },
  ]
  async function mount(ui: React.ReactNode) {
    const store = new RootStore({ appApi: { profile: jest.fn(), games: async () => games } })
    await store.app.loadGameTypes()
    return render(<StoreContext.Provider value={store}>{ui}</StoreContext.Provider>)
  }

  it('show the game’s own picture, found by id or by name when the caller has no URL', async () => {
    const byId = await mount(<GameIcon gameId={1} className='c' />)
    expect(byId.container.querySelector('img')?.getAttribute('src')).toBe('/uploads/catalogue/icons/wzry-1.svg')
    byId.unmount()
    const byName = await mount(<GameIcon name='王者荣耀' />)
    expect(byName.container.querySelector('img')?.getAttribute('src')).toBe('/uploads/catalogue/icons/wzry-1.svg')
  })

  it('a game without a picture gets a plain tile: no initials, no text square', async () => {
    for (const ui of [
      <GameIcon key='a' gameId={2} />,
      <GameIcon key='b' icon={null} />,
      <GameIcon key='c' gameId={9} />,
    ]) {
      const r = await mount(ui)
      expect(r.container.querySelector('img')).toBeNull()
      expect(r.container.querySelector('.game-icon--none')).toBeTruthy()
      expect(r.container.textContent).toBe('')
      r.unmount()
    }
  })
})

describe('home', () => {
  it('draws its eight entries with icons, not single characters, and its games with their pictures', async () => {
    const store = new RootStore({
      appApi: {
        profile: jest.fn(),
        games: async () => [
          { id: 1, name: '王者荣耀', icon: '/uploads/catalogue/icons/wzry-1.svg', hot: true, sort: 1 },
          { id: 2, name: '和平精英', icon: '/uploads/catalogue/icons/hpjy-1.svg', hot: true, sort: 2 },
        ],
      },
    })
    await store.app.loadGameTypes()
    const { container } = render(
      <StoreContext.Provider value={store}>
        <HomePage />
      </StoreContext.Provider>,
    )
    // the page's banner, deal and recommendation calls answer
    await act(async () => {
      for (let i = 0; i < 3; i++) await Promise.resolve()
    })
    const tiles = Array.from(container.querySelectorAll('.home-entries__icon'))
    expect(tiles).toHaveLength(8)
    for (const t of tiles) {
      expect(t.textContent).toBe('')
      expect(t.querySelector('.hs-icon')).toBeTruthy()
    }
    const labels = Array.from(container.querySelectorAll('.home-entries__label')).map((l) => l.textContent)
    expect(labels).toEqual(['买号', '卖号', '估价', '回收', '租号', '客服', '防骗查询', '我的'])
    // eight different icons
    const masks = new Set(tiles.map((t) => (t.querySelector('.hs-icon') as HTMLElement).getAttribute('style')))
    expect(masks.size).toBe(8)
    const pics = Array.from(container.querySelectorAll('.home-games__icon'))
    expect(pics.map((p) => p.getAttribute('src'))).toEqual([
      '/uploads/catalogue/icons/wzry-1.svg',
      '/uploads/catalogue/icons/hpjy-1.svg',
    ])
  })
})

// Item 2 of issue 38: the shell, the states, the uploader and the row arrows draw NutUI's icons,
// and a control made of an icon alone says what it does.
describe('icons instead of glyphs', () => {
  const GLYPHS = /[‹›∅＋✕－✓!]/
  it('the nav bar’s back button is an icon named 返回', async () => {
    const { default: PageShell } = await import('../src/components/PageShell')
    const { container } = render(
      <StoreContext.Provider value={new RootStore({ appApi: { profile: jest.fn(), games: async () => [] } })}>
        <PageShell route='gonggao'>
          <span />
        </PageShell>
      </StoreContext.Provider>,
    )
    const back = container.querySelector('.nav-bar__back') as HTMLElement
    expect(back.getAttribute('aria-label')).toBe('返回')
    expect(back.getAttribute('role')).toBe('button')
    expect(back.querySelector('.hs-icon')).toBeTruthy()
    expect(back.textContent).not.toMatch(GLYPHS)
  })

  it('the empty, error and not-found states draw an icon, not ∅ or !', async () => {
    const { StateView } = await import('../src/components/StateView')
    for (const kind of ['empty', 'error', 'notFound'] as const) {
      const { container, unmount } = render(<StateView kind={kind} />)
      const icon = container.querySelector('.state-view__icon') as HTMLElement
      expect(icon.querySelector('.hs-icon')).toBeTruthy()
      expect(icon.textContent).toBe('')
      unmount()
    }
  })

  it('the uploader’s add and delete buttons are icons with names', async () => {
    const { ImageUploader } = await import('../src/components/ImageUploader')
    const { container } = render(
      <ImageUploader value={[{ url: '/uploads/a.png' }]} max={3} onAdd={jest.fn()} onRemove={jest.fn()} />,
    )
    for (const name of ['添加截图', '删除图片']) {
      const el = container.querySelector(`[aria-label="${name}"]`) as HTMLElement
      expect(el.getAttribute('role')).toBe('button')
      expect(el.querySelector('.hs-icon')).toBeTruthy()
      expect(el.textContent).toBe('')
    }
  })
})

import {
  ROUTES,
  REDIRECTS,
  h5CustomRoutes,
  mainPages,
  otherPages,
  TAB_ROUTES,
  TABS,
  routeByName,
  routeByPath,
  NOT_FOUND_PATH,
} from '../src/routes'
import { h5Target } from '../src/utils/h5Boot'
import { guardedUrl, resolveReturnUrl } from '../src/utils/nav'
import appConfig from '../src/app.config'
import { SPEC_INDEX, SPEC_OTHER } from './support/spec-pages.mjs'

// Pages we added beyond the spec's list (each says why in routes.ts).
const EXTRA_OTHER = ['wallet', 'offers', 'merchantTradein', 'rentOut', 'consult', 'consultList']
// the two tabs of the spec's "other" centre: in the main package (a mini-program's tab pages must be)
const OTHER_TABS = ['mycenter', 'xiaoxi']
const PUBLIC = [
  '/login',
  '/register',
  '/yinsi',
  '/index/home',
  '/index/goodList',
  '/index/goodDetail',
  '/index/hire',
  '/index/jingjiahuishou',
  '/index/security',
  '/index/articleDetail',
  '/index/appDownload',
  // 选游戏, the 买号 tab: the games and their filters, open to everyone
  '/index/category',
  // the selling centre: its ways and fees are for weighing before signing up (crawler, issue 18)
  '/index/sale',
  ...[
    'gonggao',
    'xinwen',
    'newsDetail',
    'bangzhu',
    'helpdetail',
    'jieshao',
    'cooperate',
    'zhaomu',
    'shanghu',
    'contactkefu',
    'jingjiahuishouPriceList',
    'zhaohui',
    'mycenter',
  ].map((p) => `/index/other/${p}`),
]

describe('route table', () => {
  it('has every spec path exactly as written', () => {
    const paths = ROUTES.map((r) => r.path)
    for (const p of ['/login', '/register', '/yinsi']) expect(paths).toContain(p)
    for (const c of SPEC_INDEX) expect(paths).toContain(`/index/${c}`)
    for (const c of SPEC_OTHER) expect(paths).toContain(`/index/other/${c}`)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('uses the spec route names', () => {
    expect(routeByName('test')?.path).toBe('/index/pay')
    expect(routeByName('Jingjiahuishou')?.path).toBe('/index/jingjiahuishou')
    expect(routeByName('ArticleDetail')?.path).toBe('/index/articleDetail')
    for (const n of ['login', 'register', 'yinsi', 'home', 'goodList', 'MyProducts', 'Realname']) {
      expect(routeByName(n)).toBeDefined()
    }
  })

  it('redirects / and /index to home, /index/other to gonggao', () => {
    expect(REDIRECTS['/']).toBe('/index/home')
    expect(REDIRECTS['/index']).toBe('/index/home')
    expect(REDIRECTS['/index/other']).toBe('/index/other/gonggao')
    expect(h5Target('/')).toBe('/index/home')
    expect(h5Target('/index/')).toBe('/index/home')
    expect(h5Target('/index/other')).toBe('/index/other/gonggao')
    expect(h5Target('/index/other/MyProducts/')).toBe('/index/other/MyProducts')
    expect(h5Target('/admin')).toBe('/admin/review')
  })

  it('sends unknown paths to the not-found page, case included', () => {
    expect(h5Target('/nope')).toBe(NOT_FOUND_PATH)
    expect(h5Target('/index/basicinformation')).toBe(NOT_FOUND_PATH)
    expect(h5Target('/index/BasicInformation')).toBe('/index/BasicInformation')
  })

  it('puts /index/other/* in the `other` subpackage (but its two tabs) and everything else in the main package', () => {
    expect(otherPages()).toHaveLength(SPEC_OTHER.length + EXTRA_OTHER.length - OTHER_TABS.length)
    expect(mainPages()[0]).toBe('pages/home/index')
    expect(appConfig.pages).toEqual(mainPages())
    expect(appConfig.subPackages).toEqual([
      { root: 'other', pages: otherPages() },
      {
        root: 'admin',
        pages: [
          'review/index',
          'orders/index',
          'withdraw/index',
          'support/index',
          'content/index',
          'aftersale/index',
          'services/index',
          'recon/index',
          'handoverDesk/index',
          'handover/index',
          'site/index',
          'logs/index',
          'order/index',
        ],
      },
    ])
    for (const r of ROUTES) {
      expect(r.pkg === 'other').toBe(r.path.startsWith('/index/other/') && !OTHER_TABS.includes(r.name))
      expect(r.pkg === 'admin').toBe(r.path.startsWith('/admin/'))
    }
  })

  it('has the five tabs in order, all in the main package, their H5 paths the spec’s', () => {
    expect(TAB_ROUTES).toEqual(['home', 'category', 'sale', 'xiaoxi', 'mycenter'])
    expect(TABS.map((t) => t.text)).toEqual(['首页', '买号', '卖号', '消息', '我的'])
    for (const name of TAB_ROUTES) expect(mainPages()).toContain(routeByName(name)!.page)
    expect(routeByName('mycenter')).toMatchObject({ path: '/index/other/mycenter', page: 'pages/mycenter/index' })
    expect(routeByName('xiaoxi')).toMatchObject({ path: '/index/other/xiaoxi', page: 'pages/xiaoxi/index' })
    expect(routeByName('category')).toMatchObject({ path: '/index/category', title: '选游戏', auth: false })
    // goodList stays a normal page: it takes a query and is kept alive only back from goodDetail
    expect(TAB_ROUTES).not.toContain('goodList')
    // H5 draws its own bar: Taro's H5 tab bar would take over the tab pages' routes
    expect((appConfig as { tabBar?: unknown }).tabBar).toBeUndefined()
  })

  it('maps every Taro page to its spec path for the H5 router', () => {
    const custom = h5CustomRoutes()
    expect(custom['/pages/BasicInformation/index']).toBe('/index/BasicInformation')
    expect(custom['/other/MyProducts/index']).toBe('/index/other/MyProducts')
    expect(custom['/pages/mycenter/index']).toBe('/index/other/mycenter')
    expect(Object.keys(custom)).toHaveLength(ROUTES.length)
  })

  it('marks exactly the public pages as open without a login', () => {
    const open = ROUTES.filter((r) => !r.auth && r.path !== NOT_FOUND_PATH)
      .map((r) => r.path)
      .sort()
    expect(routeByName('adminReview')?.roles).toEqual(['operator', 'admin'])
    expect(open).toEqual([...PUBLIC].sort())
  })
})

describe('login guard in navigation', () => {
  it('sends a logged-out user to /login with the return path, without touching the page', () => {
    expect(guardedUrl(routeByName('xiaoxi')!, { tab: 1 }, false)).toBe(
      `/pages/login/index?redirect=${encodeURIComponent('/index/other/xiaoxi?tab=1')}`,
    )
  })

  it('lets a logged-in user through, and public pages always', () => {
    expect(guardedUrl(routeByName('xiaoxi')!, undefined, true)).toBe('/pages/xiaoxi/index')
    expect(guardedUrl(routeByName('goodDetail')!, { id: 5 }, false)).toBe('/pages/goodDetail/index?id=5')
  })

  it('returns after login only to our own pages', () => {
    expect(resolveReturnUrl('/index/other/xiaoxi?tab=1')).toBe('/pages/xiaoxi/index?tab=1')
    expect(resolveReturnUrl('https://evil.example/')).toBe('/pages/home/index')
    expect(resolveReturnUrl('//evil.example/')).toBe('/pages/home/index')
    expect(resolveReturnUrl('/login')).toBe('/pages/home/index')
    expect(resolveReturnUrl(undefined)).toBe('/pages/home/index')
    expect(routeByPath('/index')?.name).toBe('home')
  })
})

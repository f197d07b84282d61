/**
 * The route table: the single source of every page (spec section 2).
 *
 * app.config.ts (page list and the `other` subpackage), the H5 router's customRoutes, the
 * redirects, the login guard and the navigation helpers are all derived from this list, so a
 * page is added in exactly one place.
 *
 * This file is also read by the build config in Node, so it must stay free of Taro imports.
 */

export type PackageName = 'main' | 'other' | 'admin'

export interface RouteDef {
  /** Route name as the spec gives it (used by navigation helpers). */
  readonly name: string
  /** The H5 path, exactly as in the spec (case included). */
  readonly path: string
  /** Taro page path without a leading slash, e.g. `pages/home/index`. */
  readonly page: string
  /** Chinese title shown in the navigation bar. */
  readonly title: string
  /** True when the page needs a stored token; the guard sends the user to /login first. */
  readonly auth: boolean
  readonly pkg: PackageName
  /** Roles allowed in (the operator console); the server enforces the same on every call. */
  readonly roles?: readonly string[]
}

type Entry = [name: string, segment: string, title: string, auth: boolean]

const main = (base: string, entries: Entry[]): RouteDef[] =>
  entries.map(([name, segment, title, auth]) => ({
    name,
    path: `${base}/${segment}`,
    page: `pages/${segment}/index`,
    title,
    auth,
    pkg: 'main' as const,
  }))

// Order matters for mini-programs: the first page is the entry page.
const indexChildren: Entry[] = [
  ['home', 'home', '号市', false],
  ['goodList', 'goodList', '商品列表', false],
  ['goodDetail', 'goodDetail', '商品详情', false],
  ['goZFB', 'goZFB', '支付宝支付', true],
  ['test', 'pay', '收银台', true],
  ['sureOrder', 'sureOrder', '确认订单', true],
  ['orderDetail', 'orderDetail', '订单详情', true],
  ['finish', 'finish', '支付结果', true],
  ['accountOrder', 'accountOrder', '我的订单', true],
  ['appDownload', 'appDownload', '下载App', false],
  // open to visitors: the ways to sell and the fees are what someone weighs before signing up;
  // each way in (寄售卖号, 我的商品, …) asks for the login itself (crawler, issue 18)
  ['sale', 'sale', '卖号中心', false],
  ['sell', 'sell', '选择游戏', true],
  ['BasicInformation', 'BasicInformation', '基本信息', true],
  ['fillInformation', 'fillInformation', '账号信息', true],
  ['hire', 'hire', '租号', false],
  ['commit', 'commit', '提交结果', true],
  ['Jingjiahuishou', 'jingjiahuishou', '竞价回收', false],
  ['security', 'security', '防骗查询', false],
  ['ArticleDetail', 'articleDetail', '文章详情', false],
  // not in the spec's route list: the 买号 tab, the games and their hot filters; it opens goodList,
  // which cannot be a tab itself (a tab page takes no query and is never reloaded, so the spec's
  // keep-alive rule for goodList could not hold)
  ['category', 'category', '选游戏', false],
]

const topLevel: Entry[] = [
  ['login', 'login', '登录', false],
  ['register', 'register', '注册', false],
  ['yinsi', 'yinsi', '隐私政策', false],
]

// Two pages of the "other" centre are tabs of the bottom bar: a mini-program's tab pages must be in
// its main package, so their files live in pages/ while their H5 paths stay the spec's.
const otherTabs: Entry[] = [
  ['mycenter', 'mycenter', '我的', false],
  ['xiaoxi', 'xiaoxi', '我的消息', true],
]

// The "other" centre: a subpackage in the mini-programs.
const otherChildren: Entry[] = [
  ['gonggao', 'gonggao', '平台公告', false],
  ['passwore', 'passwore', '修改密码', true],
  ['cooperate', 'cooperate', '商务合作', false],
  ['geren', 'geren', '个人资料', true],
  ['bangzhu', 'bangzhu', '帮助中心', false],
  ['contactkefu', 'contactkefu', '联系客服', false],
  ['newsDetail', 'newsDetail', '资讯详情', false],
  ['collect', 'collect', '我的收藏', true],
  ['jieshao', 'jieshao', '平台介绍', false],
  ['fankui', 'fankui', '意见反馈', true],
  ['myJingjiahuishou', 'myJingjiahuishou', '我的回收', true],
  ['jingjiahuishouPriceList', 'jingjiahuishouPriceList', '回收价格表', false],
  ['MyProducts', 'MyProducts', '我的商品', true],
  ['Myevaluation', 'Myevaluation', '我的估价', true],
  ['Mybrowsing', 'Mybrowsing', '浏览记录', true],
  ['Realname', 'Realname', '实名认证', true],
  ['helpdetail', 'helpdetail', '帮助详情', false],
  ['suggest', 'suggest', '投诉建议', true],
  ['ProblemList', 'ProblemList', '我的问题', true],
  ['shanghu', 'shanghu', '商户入驻', false],
  ['xinwen', 'xinwen', '新闻资讯', false],
  ['zhaohui', 'zhaohui', '找回包赔', false],
  ['zhaomu', 'zhaomu', '人才招募', false],
  // not in the spec's route list: the seller's escrow income and withdrawals (trade issue)
  ['wallet', 'wallet', '我的钱包', true],
  // not in the spec's route list: price offers on negotiable goods, both sides (after-sale issue)
  ['offers', 'offers', '我的议价', true],
  // not in the spec's route list: merchants quote on trade-ins (services issue)
  ['merchantTradein', 'merchantTradein', '商户报价', true],
  // not in the spec's route list: my rentals, my rental listings and a new one (services issue)
  ['rentOut', 'rentOut', '我的租号', true],
  // not in the spec's route list: a question about a listing to platform staff, and my questions (issue 40)
  ['consult', 'consult', '商品咨询', true],
  ['consultList', 'consultList', '我的咨询', true],
]

// The operator console: a subpackage of its own, under /admin on H5.
const adminChildren: Entry[] = [
  ['adminReview', 'review', '商品审核', true],
  ['adminOrders', 'orders', '订单管理', true],
  ['adminWithdraw', 'withdraw', '提现审核', true],
  ['adminSupport', 'support', '客服工单', true],
  ['adminContent', 'content', '内容管理', true],
  ['adminAftersale', 'aftersale', '售后仲裁', true],
  ['adminServices', 'services', '估价回收租号', true],
  // not in the spec: the providers' daily bills against payments, refunds and the ledger (issue 43)
  ['adminRecon', 'recon', '每日对账', true],
  // not in the spec: the 平台验号换绑 desk, staff-mediated handovers worked case by case (issue 40)
  ['adminHandoverDesk', 'handoverDesk', '验号换绑', true],
  // not in the spec: what staff check per game in the 平台验号换绑 handover (issue 40)
  ['adminHandover', 'handover', '交接检查项', true],
  // not in the spec: the company, contacts and ICP line the content pages show (issue 21)
  ['adminSite', 'site', '站点设置', true],
  // not in the spec: the audit log and the pages' error reports, searchable (issue 21)
  ['adminLogs', 'logs', '日志与报错', true],
  // not in the spec: one order as operators see it, opened from 订单管理 (issue 21)
  ['adminOrder', 'order', '订单全貌', true],
]

export const NOT_FOUND_PATH = '/404'

export const ROUTES: readonly RouteDef[] = [
  ...main('/index', indexChildren),
  ...topLevel.map(([name, segment, title, auth]) => ({
    name,
    path: `/${segment}`,
    page: `pages/${segment}/index`,
    title,
    auth,
    pkg: 'main' as const,
  })),
  {
    name: 'notFound',
    path: NOT_FOUND_PATH,
    page: 'pages/notFound/index',
    title: '页面不存在',
    auth: false,
    pkg: 'main',
  },
  ...otherTabs.map(([name, segment, title, auth]) => ({
    name,
    path: `/index/other/${segment}`,
    page: `pages/${segment}/index`,
    title,
    auth,
    pkg: 'main' as const,
  })),
  ...otherChildren.map(([name, segment, title, auth]) => ({
    name,
    path: `/index/other/${segment}`,
    page: `other/${segment}/index`,
    title,
    auth,
    pkg: 'other' as const,
  })),
  ...adminChildren.map(([name, segment, title, auth]) => ({
    name,
    path: `/admin/${segment}`,
    page: `admin/${segment}/index`,
    title,
    auth,
    pkg: 'admin' as const,
    roles: ['operator', 'admin'],
  })),
]

/** One tab of the bottom bar: the route it shows, its label, and its icon's file stem (tools/tab-icons.mjs). */
export interface TabDef {
  readonly name: string
  readonly text: string
  readonly icon: string
}

/** The bottom tab bar, in order (the mini-programs' native tabBar and the H5 bar of components/TabBar). */
export const TABS: readonly TabDef[] = [
  { name: 'home', text: '首页', icon: 'home' },
  { name: 'category', text: '买号', icon: 'category' },
  { name: 'sale', text: '卖号', icon: 'sale' },
  { name: 'xiaoxi', text: '消息', icon: 'message' },
  { name: 'mycenter', text: '我的', icon: 'user' },
]

/** The route names of the tab pages, in tab order. */
export const TAB_ROUTES: readonly string[] = TABS.map((t) => t.name)

export function isTabRoute(name: string | undefined): boolean {
  return !!name && TAB_ROUTES.includes(name)
}

/** Paths that only redirect (spec: `/` and `/index` → home, `/index/other` → gonggao). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/': '/index/home',
  '/index': '/index/home',
  '/index/other': '/index/other/gonggao',
  '/admin': '/admin/review',
}

export const HOME_PATH = '/index/home'
export const LOGIN_PATH = '/login'

const byName = new Map(ROUTES.map((r) => [r.name, r]))
const byPath = new Map(ROUTES.map((r) => [r.path, r]))
const byPage = new Map(ROUTES.map((r) => [r.page, r]))

export function routeByName(name: string): RouteDef | undefined {
  return byName.get(name)
}

/** Strips the query and a trailing slash, and follows the redirects. */
export function normalizePath(path: string): string {
  let p = path.split(/[?#]/)[0] || '/'
  if (p.length > 1 && p.endsWith('/')) p = p.replace(/\/+$/, '') || '/'
  return REDIRECTS[p] ?? p
}

/** The route for an H5 path (redirects followed), or undefined for an unknown path. */
export function routeByPath(path: string): RouteDef | undefined {
  return byPath.get(normalizePath(path))
}

/** The route for a Taro page path (`pages/home/index`, with or without the leading slash). */
export function routeByPage(page: string): RouteDef | undefined {
  return byPage.get(page.split('?')[0].replace(/^\//, ''))
}

/** Mini-program page lists: main package pages and the `other` subpackage. */
export function mainPages(): string[] {
  return ROUTES.filter((r) => r.pkg === 'main').map((r) => r.page)
}

/** The pages of a subpackage, relative to its root. */
export function subPackagePages(pkg: Exclude<PackageName, 'main'>): string[] {
  return ROUTES.filter((r) => r.pkg === pkg).map((r) => r.page.slice(pkg.length + 1))
}

export function otherPages(): string[] {
  return subPackagePages('other')
}

/** H5 router aliases: Taro page path → spec path. */
export function h5CustomRoutes(): Record<string, string> {
  const out: Record<string, string> = {}
  for (const r of ROUTES) out[`/${r.page}`] = r.path
  return out
}

export type Query = Record<string, string | number | boolean | undefined | null>

export function buildQuery(query?: Query): string {
  if (!query) return ''
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return parts.length ? `?${parts.join('&')}` : ''
}

/** The Taro URL (page path) for a route, used by Taro.navigateTo and friends. */
export function pageUrl(route: RouteDef, query?: Query): string {
  return `/${route.page}${buildQuery(query)}`
}

/** The spec path with its query, used as the login return address. */
export function specUrl(route: RouteDef, query?: Query): string {
  return `${route.path}${buildQuery(query)}`
}

import Taro from '@tarojs/taro'
import {
  HOME_PATH,
  LOGIN_PATH,
  isTabRoute,
  pageUrl,
  routeByName,
  routeByPage,
  routeByPath,
  specUrl,
  type Query,
  type RouteDef,
} from '../routes'
import { isH5 } from './platform'
import { readToken } from './storage'

/**
 * Navigation by route name. Every helper goes through the login guard: a page that needs a
 * login, opened without a stored token, becomes /login?redirect=<spec path> without any API
 * call, and the login page sends the user back there afterwards.
 */

function mustRoute(name: string): RouteDef {
  const r = routeByName(name)
  if (!r) throw new Error(`unknown route: ${name}`)
  return r
}

/** Where a navigation to `route` should really go, given whether a token is stored. */
export function guardedUrl(route: RouteDef, query?: Query, hasToken = readToken() !== ''): string {
  if (route.auth && !hasToken) {
    return pageUrl(mustRoute('login'), { redirect: specUrl(route, query) })
  }
  return pageUrl(route, query)
}

/**
 * Opens a Taro URL of ours by navigateTo or redirectTo, except that in a mini-program a tab page
 * opens by switchTab: the platform refuses navigateTo and redirectTo to a tab page, and switchTab
 * takes no query (a tab page reads none).
 */
export function openUrl(url: string, how: 'navigateTo' | 'redirectTo'): Promise<unknown> {
  if (!isH5() && isTabRoute(routeByPage(url)?.name)) return Taro.switchTab({ url: url.split('?')[0] })
  return how === 'navigateTo' ? Taro.navigateTo({ url }) : Taro.redirectTo({ url })
}

export function navigateTo(name: string, query?: Query): Promise<unknown> {
  return openUrl(guardedUrl(mustRoute(name), query), 'navigateTo')
}

export function redirectTo(name: string, query?: Query): Promise<unknown> {
  return openUrl(guardedUrl(mustRoute(name), query), 'redirectTo')
}

/** The route of a page instance: mini-programs name its file, the H5 router the path it resolved. */
function routeOfPage(page: { route?: string } | undefined): RouteDef | undefined {
  return page?.route ? (routeByPage(page.route) ?? routeByPath(page.route)) : undefined
}

/**
 * A tap on the bottom tab bar. Mini-programs: the platform's switchTab (their own bar does this
 * by itself; this is for the app's links to a tab).
 *
 * H5 has no tabs of its own, only the browser's history, and people expect a tab bar not to fill
 * it: after 我的 › 消息 › 卖号 › 我的 the back button should not walk through every hop, and back
 * from any tab should land on 首页, as on their phone's apps (home is where a tab bar starts). So:
 * - leaving 首页 for a tab pushes it (home stays underneath: back returns there);
 * - a hop between two other tabs replaces the current one (no growing history of hops);
 * - 首页 with home still underneath goes back to it (dropping what was on top), else replaces;
 * - the tab already shown does nothing.
 * The login guard applies as everywhere (消息 for a visitor opens /login, returning to 消息).
 */
export function switchTab(name: string): Promise<unknown> {
  const route = mustRoute(name)
  if (!isTabRoute(name)) throw new Error(`not a tab: ${name}`)
  const url = guardedUrl(route)
  if (!isH5()) return openUrl(url, 'navigateTo')
  const pages = Taro.getCurrentPages() as { route?: string }[]
  const current = routeOfPage(pages[pages.length - 1])
  if (current?.name === name) return Promise.resolve()
  if (name === 'home') {
    const at = pages.map((p) => routeOfPage(p)?.name).lastIndexOf('home')
    if (at >= 0) return Taro.navigateBack({ delta: pages.length - 1 - at })
    return Taro.redirectTo({ url })
  }
  if (!current || current.name === 'home' || !isTabRoute(current.name)) return Taro.navigateTo({ url })
  return Taro.redirectTo({ url })
}

export function reLaunch(name: string, query?: Query): Promise<unknown> {
  return Taro.reLaunch({ url: guardedUrl(mustRoute(name), query) })
}

/** Back one page, or home when this page was opened directly (nothing to go back to). */
export function goBack(): Promise<unknown> {
  if (Taro.getCurrentPages().length > 1) return Taro.navigateBack({ delta: 1 })
  return Taro.reLaunch({ url: pageUrl(mustRoute('home')) })
}

export function goHome(): Promise<unknown> {
  return Taro.reLaunch({ url: pageUrl(mustRoute('home')) })
}

/**
 * After the session-expired prompt: /login takes the place of the page under it, remembering
 * where to come back to. That page holds what the ended session loaded (and any half-typed
 * form); left beneath the login, the user came back to a fresh copy over it, and one back later
 * met the old copy, which the next person to log in on this phone could also read.
 * A mini-program's tab page cannot be replaced (redirectTo leaves the tab bar): there the login
 * opens over it, and the switchTab back after login closes the login page.
 */
export function replaceWithLogin(returnTo: string): Promise<unknown> {
  const url = pageUrl(mustRoute('login'), { redirect: returnTo })
  const pages = Taro.getCurrentPages() as { route?: string }[]
  const current = routeOfPage(pages[pages.length - 1])
  if (!isH5() && isTabRoute(current?.name)) return Taro.navigateTo({ url })
  return Taro.redirectTo({ url })
}

/** Sends the user to /login, remembering where to come back to. */
export function goLogin(returnTo?: string): Promise<unknown> {
  const login = mustRoute('login')
  return Taro.navigateTo({ url: pageUrl(login, returnTo ? { redirect: returnTo } : undefined) })
}

/**
 * Resolves a login return address (a spec path with query) to a Taro URL. Anything that is not
 * one of our own pages (an outside URL, an unknown path, /login itself) falls back to home.
 */
export function resolveReturnUrl(returnTo: string | undefined): string {
  const fallback = pageUrl(routeByPath(HOME_PATH)!)
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//')) return fallback
  const route = routeByPath(returnTo)
  if (!route || route.path === LOGIN_PATH) return fallback
  const q = returnTo.includes('?') ? returnTo.slice(returnTo.indexOf('?')) : ''
  return `/${route.page}${q}`
}

/** The current page's spec path with its query (for a login return address). */
export function currentSpecUrl(): string {
  const pages = Taro.getCurrentPages()
  return specUrlOfPage(pages[pages.length - 1])
}

/** A page instance's spec path with its query, as currentSpecUrl gives it for the page on top. */
export function specUrlOfPage(instance: unknown): string {
  const page = instance as { route?: string; options?: Query; $taroParams?: Query } | undefined
  // mini-programs name the page file (`other/wallet/index`); the H5 router names the address it
  // resolved (`/index/other/wallet`), which routeByPage alone did not know (every return went home)
  const route = routeOfPage(page)
  if (!route) return HOME_PATH
  // The query is in Taro's $taroParams on every platform. Alipay's page instance has no `options`,
  // and on H5 `options` is the router's path parameters, an empty object: reading it alone lost
  // every id (a login from 订单详情 came back to /index/orderDetail, 订单不存在). WeChat's
  // `options` is its query as the platform handed it over, which wins where both have a key.
  const options: Query = {}
  for (const [k, v] of Object.entries({ ...page?.$taroParams, ...page?.options })) {
    // Taro's own keys: the H5 stamp, the load time, navigateTo's cache key
    if (k === 'stamp' || k === '$taroTimestamp' || k === '__key_' || v === undefined || v === null) continue
    // mini-programs hand the query over undecoded; specUrl encodes it again
    options[k] = safeDecode(String(v))
  }
  return specUrl(route, options)
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

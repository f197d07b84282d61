import Taro from '@tarojs/taro'
import {
  HOME_PATH,
  LOGIN_PATH,
  pageUrl,
  routeByName,
  routeByPage,
  routeByPath,
  specUrl,
  type Query,
  type RouteDef,
} from '../routes'
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

export function navigateTo(name: string, query?: Query): Promise<unknown> {
  return Taro.navigateTo({ url: guardedUrl(mustRoute(name), query) })
}

export function redirectTo(name: string, query?: Query): Promise<unknown> {
  return Taro.redirectTo({ url: guardedUrl(mustRoute(name), query) })
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
  const page = pages[pages.length - 1] as { route?: string; options?: Query; $taroParams?: Query } | undefined
  // mini-programs name the page file (`other/wallet/index`); the H5 router names the address it
  // resolved (`/index/other/wallet`), which routeByPage alone did not know (every return went home)
  const route = page?.route ? (routeByPage(page.route) ?? routeByPath(page.route)) : undefined
  if (!route) return HOME_PATH
  // Alipay's page instance has no `options`: Taro keeps the page's query as $taroParams there
  const options: Query = {}
  for (const [k, v] of Object.entries(page?.options ?? page?.$taroParams ?? {})) {
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

import { NOT_FOUND_PATH, REDIRECTS, routeByPath } from '../routes'
import { installRootFontSize } from './rem'
import { isH5 } from './platform'

/**
 * H5-only start-up, run by app.ts before the router renders the first page:
 * - the root font size (spec section 9);
 * - the spec's redirects (`/`, `/index` → home; `/index/other` → gonggao) and trailing slashes;
 * - unknown paths go to the not-found page (Taro's router would render nothing).
 */
export function bootH5(): void {
  if (!isH5() || typeof window === 'undefined') return
  installRootFontSize({
    doc: document,
    win: window,
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (id) => window.clearTimeout(id as number),
  })
  const { pathname, search, hash } = window.location
  const target = h5Target(pathname)
  if (target !== pathname) {
    const query = target === NOT_FOUND_PATH ? `?path=${encodeURIComponent(pathname)}` : search
    window.history.replaceState(window.history.state, '', `${target}${query}${hash}`)
  }
}

/** Where an H5 path should be shown: itself, its redirect target, or the not-found page. */
export function h5Target(pathname: string): string {
  let p = pathname
  if (p.length > 1 && p.endsWith('/')) p = p.replace(/\/+$/, '') || '/'
  if (REDIRECTS[p]) return REDIRECTS[p]
  const route = routeByPath(p)
  return route ? route.path : NOT_FOUND_PATH
}

/**
 * Platform branches live here only: pages and stores ask these helpers instead
 * of reading process.env.TARO_ENV themselves.
 */
export type Target = 'h5' | 'weapp' | 'alipay'

export function currentTarget(): Target {
  const env = process.env.TARO_ENV
  return env === 'weapp' || env === 'alipay' ? env : 'h5'
}

export const isH5 = (): boolean => currentTarget() === 'h5'

/**
 * Where `/api/...` requests go. H5 calls its own origin (the dev server proxies /api);
 * mini-programs need the absolute origin given at build time as TARO_APP_API_BASE.
 */
export function apiBase(): string {
  if (isH5()) return ''
  return (process.env.TARO_APP_API_BASE || '').replace(/\/+$/, '')
}

/**
 * An image address a page can show. The server names its files by path (`/uploads/…`); H5 shares
 * the server's origin, but in a mini-program a path starting with `/` names a file of the
 * package, so the images showed nothing there: they get the API origin. Full URLs, data: URIs
 * and local temp files (a picture just chosen) stay as they are.
 */
export function mediaUrl(url: string): string
export function mediaUrl(url: string | null | undefined): string | undefined
export function mediaUrl(url: string | null | undefined): string | undefined {
  if (!url) return url ?? undefined
  if (isH5() || !url.startsWith('/') || url.startsWith('//')) return url
  return apiBase() + url
}

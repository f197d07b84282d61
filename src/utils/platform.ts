/**
 * Platform branches live here only (design.md): pages and stores ask these helpers instead
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

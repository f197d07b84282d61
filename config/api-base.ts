/**
 * The API origin a build calls. H5 calls its own origin (''), so it needs none. A mini-program
 * cannot call a relative `/api` (its pages are files of a package, not pages of a site), so a
 * mini-program build without an absolute http(s) origin stops here with a clear message instead
 * of shipping a package whose every request fails.
 */
export function apiBaseFor(target: string, value: string | undefined): string {
  const base = (value ?? '').trim().replace(/\/+$/, '')
  if (target === 'h5') return base
  if (!/^https?:\/\/[^/\s]+$/.test(base)) {
    throw new Error(
      `构建${target === 'alipay' ? '支付宝' : '微信'}小程序需要服务端的完整地址（小程序不能请求相对地址 /api）。\n` +
        `The ${target === 'alipay' ? 'Alipay' : 'WeChat'} mini-program build needs the API's absolute origin, e.g.\n` +
        `  TARO_APP_API_BASE=https://api.example.com npm run build:${target}\n` +
        (value
          ? `TARO_APP_API_BASE="${value}" is not an origin (scheme and host, no path).`
          : 'TARO_APP_API_BASE is not set.'),
    )
  }
  return base
}

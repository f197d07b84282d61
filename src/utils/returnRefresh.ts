/**
 * A page the user returns to by going back, which must load afresh: after a login or a real-name
 * verification opened from it, the page beneath still shows what it loaded before (a visitor's
 * good, an unverified seller's form). withBoundary remounts the marked page when it shows again.
 * Pages are told apart by Taro's $taroPath, unique to each page instance on every platform.
 */
let marked = ''

const pathOf = (page: unknown): string => String((page as { $taroPath?: unknown } | undefined)?.$taroPath ?? '')

export function markForRefresh(page: unknown): void {
  marked = pathOf(page)
}

/** True once for the marked page (the mark is then cleared). */
export function takeRefresh(page: unknown): boolean {
  const path = pathOf(page)
  if (!path || path !== marked) return false
  marked = ''
  return true
}

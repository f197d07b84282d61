/**
 * Which page the user was on before the current one became visible. Taro keeps pages alive in
 * its stack on every back navigation; a page that must only be preserved when coming back from a
 * particular page (goodList ← goodDetail, spec section 2) asks here where the user came from.
 */
let current: string | null = null

/** Records that `route` is now visible; returns the route shown before it (null at launch). */
export function enterPage(route: string): string | null {
  const previous = current
  current = route
  return previous
}

/** For tests. */
export function resetTrail(): void {
  current = null
}

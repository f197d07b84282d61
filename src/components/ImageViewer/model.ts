/** The image viewer's defaults (spec section 9) and its pure state rules. */
export const VIEWER_DEFAULTS = {
  interval: 5000,
  zoomStep: 0.1,
  minZoom: 0.01,
  maxZoom: 100,
  zIndex: 2015,
} as const

export type ViewerOptions = typeof VIEWER_DEFAULTS

export function clampZoom(zoom: number, opts: Pick<ViewerOptions, 'minZoom' | 'maxZoom'> = VIEWER_DEFAULTS): number {
  return Math.min(opts.maxZoom, Math.max(opts.minZoom, zoom))
}

/** One zoom step in (+1) or out (-1); rounded so repeated steps don't drift (0.1 + 0.2 …). */
export function stepZoom(
  zoom: number,
  direction: 1 | -1,
  opts: Omit<ViewerOptions, 'interval' | 'zIndex'> = VIEWER_DEFAULTS,
): number {
  const next = Math.round((zoom + direction * opts.zoomStep) * 1000) / 1000
  return clampZoom(next, opts)
}

export function nextIndex(index: number, count: number, delta: 1 | -1): number {
  if (count <= 0) return 0
  return (index + delta + count) % count
}

/**
 * Touch rules of the H5 viewer (not the spec's constants: how far a finger must travel to count).
 * A move under TAP_SLOP px is a tap; a second tap within DOUBLE_TAP_MS zooms to DOUBLE_TAP_ZOOM
 * (or back to 1); a horizontal drag of SWIPE_MIN px, or a quarter of the screen, changes image.
 */
export const GESTURE = {
  tapSlop: 10,
  doubleTapMs: 300,
  doubleTapZoom: 2,
  swipeMin: 50,
} as const

/** The image a horizontal drag of `dx` px lands on: swipes stop at the first and last image. */
export function swipeIndex(index: number, count: number, dx: number, width: number): number {
  if (Math.abs(dx) < Math.min(GESTURE.swipeMin, width / 4)) return index
  const next = dx < 0 ? index + 1 : index - 1
  return Math.max(0, Math.min(count - 1, next))
}

/**
 * The pan that keeps the point under the finger (`px`, `py`, measured from the stage's centre)
 * where it is while the image scales from 1 to `zoom` about the centre.
 */
export function panToKeep(px: number, py: number, zoom: number): { x: number; y: number } {
  // + 0 turns -0 (a tap on the centre) into 0
  return { x: px * (1 - zoom) + 0, y: py * (1 - zoom) + 0 }
}

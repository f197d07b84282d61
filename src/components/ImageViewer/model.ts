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

/**
 * Root font size on H5 (spec section 9): one tenth of the viewport width, the width capped at
 * 540, recalculated 300 ms after the last resize. Styles on the 750 design compile to rem at
 * 75 px per rem (config/index.ts), so 750 design px always equal the viewport width.
 */
export const MAX_WIDTH = 540
export const RESIZE_DELAY_MS = 300

export function rootFontSize(viewportWidth: number): number {
  const w = Math.min(Math.max(viewportWidth, 0), MAX_WIDTH)
  return w / 10
}

interface RemEnv {
  doc: { documentElement: { clientWidth: number; style: { fontSize: string } } }
  win: {
    addEventListener(type: string, fn: () => void): void
    removeEventListener(type: string, fn: () => void): void
  }
  setTimer: (fn: () => void, ms: number) => unknown
  clearTimer: (id: unknown) => void
}

/** Applies the size now and after every resize/orientation change; returns a disposer. */
export function installRootFontSize(env: RemEnv): () => void {
  const apply = () => {
    env.doc.documentElement.style.fontSize = `${rootFontSize(env.doc.documentElement.clientWidth)}px`
  }
  let timer: unknown
  const onResize = () => {
    if (timer !== undefined) env.clearTimer(timer)
    timer = env.setTimer(() => {
      timer = undefined
      apply()
    }, RESIZE_DELAY_MS)
  }
  apply()
  env.win.addEventListener('resize', onResize)
  env.win.addEventListener('orientationchange', onResize)
  return () => {
    if (timer !== undefined) env.clearTimer(timer)
    env.win.removeEventListener('resize', onResize)
    env.win.removeEventListener('orientationchange', onResize)
  }
}

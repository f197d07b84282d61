import { useRef } from 'react'
import { useDidShow } from '@tarojs/taro'

/**
 * Runs `fn` each time the page shows again after its first show. A tab page is loaded once and
 * then kept (switching tabs only hides and shows it), so what it loaded on its first show would
 * go stale: the tab pages refresh here, when the user switches back or comes back from a page
 * opened from them.
 */
export function useShowAgain(fn: () => void): void {
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) fn()
    shown.current = true
  })
}

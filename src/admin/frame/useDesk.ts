import { useEffect, useState } from 'react'
import { isH5 } from '../../utils/platform'

/** The width at which the console lays out for a desk (app.scss's wide mode uses the same). */
export const DESK_QUERY = '(min-width: 1024px)'

/** True on a browser window at least 1024 px wide, following resizes; false in the mini-programs. */
export function useDesk(): boolean {
  const [desk, setDesk] = useState(
    () => isH5() && typeof window !== 'undefined' && window.matchMedia?.(DESK_QUERY).matches,
  )
  useEffect(() => {
    if (!isH5() || typeof window === 'undefined' || !window.matchMedia) return
    const mq = window.matchMedia(DESK_QUERY)
    const on = () => setDesk(mq.matches)
    mq.addEventListener?.('change', on)
    return () => mq.removeEventListener?.('change', on)
  }, [])
  return !!desk
}

/**
 * Makes a View reachable with Tab on H5 (it renders a div, which is not by default). Taro's View
 * props do not list tabIndex, though the H5 View passes it through to the element.
 */
export const focusable = { tabIndex: 0 } as unknown as Record<string, never>

/** `focusable`, and Enter (or Space) does what a click does: a keyboard user presses the same buttons. */
export const pressable = (act: () => void) =>
  ({
    tabIndex: 0,
    onKeyDown: (e: { key?: string; preventDefault?: () => void }) => {
      if (e.key !== 'Enter' && e.key !== ' ') return
      e.preventDefault?.()
      act()
    },
  }) as unknown as Record<string, never>

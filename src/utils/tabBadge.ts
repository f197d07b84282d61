import { useEffect, useRef } from 'react'
import Taro, { useDidHide, useDidShow } from '@tarojs/taro'
import { reaction } from 'mobx'
import { TAB_ROUTES } from '../routes'
import { useStores } from '../stores/root'
import { isH5 } from './platform'

/** The position of 消息 in the tab bar. */
const INBOX_TAB = TAB_ROUTES.indexOf('xiaoxi')

/** The unread count on the native tab bar's 消息 (mini-programs); 0 takes the badge away. */
export function showTabBadge(unread: number): Promise<unknown> {
  const done =
    unread > 0
      ? Taro.setTabBarBadge({ index: INBOX_TAB, text: unread > 99 ? '99+' : String(unread) })
      : Taro.removeTabBarBadge({ index: INBOX_TAB })
  // the platform refuses it on a page that is not a tab: the next tab shown sets it again
  return done.catch(() => undefined)
}

/**
 * What every tab page does when it shows: ask the server for the unread count (a sale, a review
 * may have come in meanwhile) so the 消息 badge is current, and in a mini-program put the count
 * on the native tab bar, then follow it while the page stays shown (reading a message lowers it).
 * The H5 bar (components/TabBar) reads the inbox store itself.
 */
export function useTabPage(isTab: boolean): void {
  const { app, inbox } = useStores()
  const shown = useRef(false)
  const count = () => (app.loggedIn ? inbox.unread : 0)
  useDidShow(() => {
    if (!isTab) return
    shown.current = true
    if (app.loggedIn) void inbox.refresh()
    if (!isH5()) void showTabBadge(count())
  })
  useDidHide(() => {
    shown.current = false
  })
  useEffect(() => {
    if (!isTab || isH5()) return undefined
    return reaction(count, (n) => {
      if (shown.current) void showTabBadge(n)
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isTab, app, inbox])
}

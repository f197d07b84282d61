import { useEffect, useState, type PropsWithChildren, type ReactNode } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useStores } from '../../stores/root'
import StateView from '../StateView'
import PrivacyConsent from '../PrivacyConsent'
import { isTabRoute, routeByName, specUrl, pageUrl } from '../../routes'
import { isH5 } from '../../utils/platform'
import { goBack, goHome } from '../../utils/nav'
import { enterPage } from '../../utils/pageTrail'
import { useTabPage } from '../../utils/tabBadge'
import TabBar from '../TabBar'
import './index.scss'
import { Icon } from '../Icon'
import ArrowLeft from '@nutui/icons-react-taro/dist/es/icons/ArrowLeft.js'

export interface PageShellProps {
  /** The route name from src/routes.ts: gives the title and whether a login is needed. */
  route: string
  /** Overrides the route's title (e.g. an article's own title). */
  title?: string
  /** Hides the back arrow (the home page). */
  root?: boolean
  /** Something on the right of the H5 navigation bar. */
  extra?: ReactNode
  className?: string
  /** Called each time the page becomes visible, with the route the user came from. */
  onShow?: (cameFrom: string | null) => void
  /** Overrides the route's `auth` for what this page shows now (e.g. 租号 showing one of my rentals). */
  auth?: boolean
  /** A list of goods: on a desktop browser (≥ 1024 px) the page uses the width (see app.scss). */
  wide?: boolean
  /** false: no 首页 link on the bar (the operators' console, which a link to the shop would leave). */
  home?: boolean
}

const SITE = '号市'
/** What index.html's own title says: the home page's, and what the tab strip shows first. */
const SITE_TITLE = '号市 - 游戏账号交易平台'

/** The browser tab's title for a page titled `shown`: home (titled 号市) read 「号市 - 号市」. */
export function browserTitle(shown: string): string {
  return !shown || shown === SITE ? SITE_TITLE : `${shown} - ${SITE}`
}

/**
 * The frame of every page: the H5 navigation bar (mini-programs draw their own from the page
 * config) and the login guard. A page that needs a login, opened with no stored token, is
 * replaced by /login?redirect=… before any API call is made.
 */
export const PageShell = observer(function PageShell({
  route,
  title,
  root,
  extra,
  className,
  onShow,
  auth,
  wide,
  home = true,
  children,
}: PropsWithChildren<PageShellProps>) {
  const { app } = useStores()
  const def = routeByName(route)
  // decided once, when the page opens: when a session expires later the request layer clears
  // storage and shows the spec's prompt; re-deciding here would jump to /login behind its back
  const [needsLogin] = useState(() => !!(auth ?? def?.auth) && !app.loggedIn)
  const blocked = needsLogin

  useEffect(() => {
    // Role-gated pages need the profile to decide.
    if (def?.roles && !needsLogin && !app.user) void app.loadProfile()
  }, [def, needsLogin, app])

  useEffect(() => {
    if (!def || !needsLogin) return
    const params = { ...(Taro.getCurrentInstance().router?.params ?? {}) }
    delete params.$taroTimestamp
    delete params.stamp
    const login = routeByName('login')!
    void Taro.redirectTo({ url: pageUrl(login, { redirect: specUrl(def, params) }) })
  }, [def, needsLogin])

  const shownTitle = title ?? def?.title ?? ''
  useDidShow(() => {
    // a kept-alive page shown again (back from a detail) takes its title back
    if (isH5()) document.title = browserTitle(shownTitle)
    // each page says, when it shows, whether the column may widen: going back to a list widens it
    // again, opening a detail page narrows it (Taro keeps earlier pages mounted, hidden)
    if (isH5()) document.documentElement.dataset.wide = wide ? '1' : ''
    const cameFrom = enterPage(route)
    if (!needsLogin) onShow?.(cameFrom)
  })

  // the five tab pages: the H5 bar at the bottom, and no back arrow or 首页 link on top (a tab is
  // where the user goes, not a step to go back from; the bar leads everywhere else), as in the
  // mini-programs, whose tab pages have neither
  const tab = isTabRoute(route)
  useTabPage(tab)

  useEffect(() => {
    if (isH5()) document.title = browserTitle(shownTitle)
    // mini-programs show the page config's title natively: an override (an article's own title,
    // the sell flow's 确认信息) must be set there too
    else if (!isH5() && title) void Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  }, [shownTitle, title])

  return (
    <View className={`page-shell ${className ?? ''}`}>
      {isH5() && (
        <View className='nav-bar' role='banner'>
          {!root && !tab ? (
            <View className='nav-bar__back' onClick={() => void goBack()} role='button' aria-label='返回'>
              <Icon of={ArrowLeft} className='nav-bar__arrow' />
            </View>
          ) : (
            <View className='nav-bar__side' />
          )}
          <Text className='nav-bar__title'>{shownTitle}</Text>
          <View className='nav-bar__side nav-bar__extra'>
            {extra ??
              (!root && !tab && home && (
                <Text className='nav-bar__home' onClick={() => void goHome()}>
                  首页
                </Text>
              ))}
          </View>
        </View>
      )}
      <View className='page-shell__body'>{blocked ? null : roleGate(def?.roles, app.user?.roles, children)}</View>
      {isH5() && tab && <TabBar current={route} />}
      {/* mini-programs: the privacy consent a platform API is waiting on (utils/privacy.ts) */}
      {!isH5() && <PrivacyConsent />}
    </View>
  )
})

/** Pages for some roles only (the operator console): the server checks too, this only hides. */
function roleGate(allowed: readonly string[] | undefined, mine: string[] | undefined, children: ReactNode) {
  if (!allowed) return children
  if (!mine) return <StateView kind='loading' />
  return mine.some((r) => allowed.includes(r)) ? children : <StateView kind='error' text='无权访问此页面' />
}

export default PageShell

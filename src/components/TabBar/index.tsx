import type { ComponentType } from 'react'
import { observer } from 'mobx-react-lite'
import { View, Text } from '@tarojs/components'
// one file per icon: the package index would bring every icon, its iconfont stylesheet 89 KB gzip
import Home from '@nutui/icons-react-taro/dist/es/icons/Home.js'
import Cart from '@nutui/icons-react-taro/dist/es/icons/Cart.js'
import Store from '@nutui/icons-react-taro/dist/es/icons/Store.js'
import Message from '@nutui/icons-react-taro/dist/es/icons/Message.js'
import User from '@nutui/icons-react-taro/dist/es/icons/User.js'
import { TABS } from '../../routes'
import { useStores } from '../../stores/root'
import { switchTab } from '../../utils/nav'
import './index.scss'

type Glyph = ComponentType<{ className?: string; fallback?: boolean }>

/**
 * Each tab's glyph (tools/tab-icons.mjs draws the same ones for the mini-programs). One glyph a
 * tab, coloured by state: every glyph is ~0.7 KB gzip of SVG in the first load, and the filled
 * twins the mini-programs' PNGs use for the selected state would double that.
 */
const GLYPHS: Record<string, Glyph> = {
  home: Home,
  category: Cart,
  sale: Store,
  message: Message,
  user: User,
}

export interface TabBarProps {
  /** The route name of the tab page showing the bar. */
  current: string
}

/** A count on a badge: up to 99, then 99+. */
export function badgeText(n: number): string {
  return n > 99 ? '99+' : String(n)
}

/**
 * The bottom tab bar of H5 (the mini-programs draw their native one from app.config.ts): the
 * five tab pages, the one shown marked, and the unread count on 消息. It is fixed at the bottom of
 * the 540 px column and leaves a spacer of its own height in the page, so nothing scrolls
 * out of reach behind it.
 */
export const TabBar = observer(function TabBar({ current }: TabBarProps) {
  const { app, inbox } = useStores()
  const unread = app.loggedIn ? inbox.unread : 0
  return (
    <>
      <View className='hs-tabbar-spacer' />
      <View className='hs-tabbar' role='navigation' aria-label='主导航'>
        {TABS.map((t) => {
          const on = t.name === current
          const Icon = GLYPHS[t.icon]!
          const badge = t.name === 'xiaoxi' && unread > 0 ? badgeText(unread) : ''
          return (
            <View
              key={t.name}
              className={`hs-tabbar__item${on ? ' hs-tabbar__item--on' : ''}`}
              role='link'
              aria-current={on ? 'page' : undefined}
              aria-label={badge ? `${t.text}，${unread}条未读` : t.text}
              onClick={() => void switchTab(t.name)}
            >
              <View className='hs-tabbar__icon'>
                {/* fallback={false}: the SVG mask, never the iconfont (whose stylesheet is not loaded) */}
                <Icon className='hs-tabbar__glyph' fallback={false} />
                {badge && <Text className='hs-tabbar__badge'>{badge}</Text>}
              </View>
              <Text className='hs-tabbar__text'>{t.text}</Text>
            </View>
          )
        })}
      </View>
    </>
  )
})

export default TabBar

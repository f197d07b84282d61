import type { ComponentType } from 'react'
import { observer } from 'mobx-react-lite'
import { View, Text } from '@tarojs/components'
// one file per icon: the package index would bring every icon, its iconfont stylesheet 89 KB gzip
import Home from '@nutui/icons-react-taro/dist/es/icons/Home.js'
import HomeF from '@nutui/icons-react-taro/dist/es/icons/HomeF.js'
import Cart from '@nutui/icons-react-taro/dist/es/icons/Cart.js'
import CartF from '@nutui/icons-react-taro/dist/es/icons/CartF.js'
import Store from '@nutui/icons-react-taro/dist/es/icons/Store.js'
import StoreF from '@nutui/icons-react-taro/dist/es/icons/StoreF.js'
import Message from '@nutui/icons-react-taro/dist/es/icons/Message.js'
import MessageF from '@nutui/icons-react-taro/dist/es/icons/MessageF.js'
import User from '@nutui/icons-react-taro/dist/es/icons/User.js'
import UserF from '@nutui/icons-react-taro/dist/es/icons/UserF.js'
import { TABS } from '../../routes'
import { useStores } from '../../stores/root'
import { switchTab } from '../../utils/nav'
import './index.scss'

type Glyph = ComponentType<{ className?: string; fallback?: boolean }>

/** Each tab's glyphs, outline and filled: the same ones tools/tab-icons.mjs draws for the mini-programs. */
const GLYPHS: Record<string, [Glyph, Glyph]> = {
  home: [Home, HomeF],
  category: [Cart, CartF],
  sale: [Store, StoreF],
  message: [Message, MessageF],
  user: [User, UserF],
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
          const [outline, filled] = GLYPHS[t.icon]!
          const Icon = on ? filled : outline
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

import { useEffect, useRef, useState, type PropsWithChildren } from 'react'
import { useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import { adminConsoleApi, type ConsoleCounts } from '../../api/admin'
import { ROUTES } from '../../routes'
import { redirectTo } from '../../utils/nav'
import { isH5 } from '../../utils/platform'
import { pressable } from './useDesk'
import './index.scss'

/** The sections of the console, in the route table's order; the order view opens from a list, not from here. */
export const SECTIONS = ROUTES.filter((r) => r.pkg === 'admin' && r.name !== 'adminOrder')

/** Which count belongs to which section (sections with nothing waiting have none). */
const COUNT_OF: Record<string, keyof ConsoleCounts> = {
  adminReview: 'review',
  adminOrders: 'orders',
  adminWithdraw: 'withdraw',
  adminSupport: 'support',
  adminAftersale: 'aftersale',
  adminServices: 'services',
}

/**
 * Every console page's frame: its navigation to every other section, with what waits in each
 * (one /api/admin/counts call each time a page shows), beside the page on a desk (≥ 1024 px, a
 * side column) and above it on a phone (a strip that scrolls sideways). A section opens in place
 * of the current one (redirectTo). The bar on top is the console's own: no back arrow and no 首页
 * link, which led out of the console into the shop (issue 38); only an order's view, opened from
 * 订单管理, has the arrow back to that list.
 */
export function ConsoleFrame({ route, title, children }: PropsWithChildren<{ route: string; title?: string }>) {
  const [counts, setCounts] = useState<ConsoleCounts | null>(null)
  const load = () =>
    void adminConsoleApi
      .counts()
      .then(setCounts)
      // the badges are a convenience: the page itself reports its own loading errors
      .catch(() => undefined)
  useEffect(load, [])
  // a phone's strip starts scrolled to the section shown (the later ones are off to the right);
  // Taro keeps earlier pages in the document, so the last strip is this page's
  useEffect(() => {
    if (!isH5()) return
    const strips = document.querySelectorAll<HTMLElement>('.console-nav')
    const nav = strips[strips.length - 1]
    const on = nav?.querySelector<HTMLElement>('.console-nav__item--on')
    if (nav && on && nav.scrollWidth > nav.clientWidth)
      nav.scrollLeft = on.offsetLeft - nav.offsetLeft - (nav.clientWidth - on.offsetWidth) / 2
    // again once the badges have widened the items
  }, [counts])
  // shown again (back from an order's view): the counts may have changed; the first show is the mount above
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) load()
    shown.current = true
  })
  return (
    <PageShell route={route} title={title} wide root={route !== 'adminOrder'} home={false}>
      <View className='console-frame'>
        <View className='console-nav' role='navigation' aria-label='运营后台栏目'>
          <Text className='console-nav__head'>运营后台</Text>
          {SECTIONS.map((r) => {
            const key = COUNT_OF[r.name]
            const n = key && counts ? counts[key] : 0
            // an order's view belongs to 订单管理, where it opens from (and a tap there goes back to the list)
            const on = r.name === (route === 'adminOrder' ? 'adminOrders' : route)
            return (
              <View
                key={r.name}
                className={`console-nav__item ${on ? 'console-nav__item--on' : ''}`}
                role='link'
                aria-current={on ? 'page' : undefined}
                {...pressable(() => r.name !== route && void redirectTo(r.name))}
                data-route={r.name}
                onClick={() => r.name !== route && void redirectTo(r.name)}
              >
                <Text className='console-nav__label'>{r.title}</Text>
                {n > 0 && (
                  <Text className='console-nav__count' aria-label={`${n} 项待处理`}>
                    {n > 99 ? '99+' : n}
                  </Text>
                )}
              </View>
            )
          })}
        </View>
        <View className='console-main'>{children}</View>
      </View>
    </PageShell>
  )
}

export default ConsoleFrame

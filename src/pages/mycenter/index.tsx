import type { ComponentType, ReactNode } from 'react'
import { observer } from 'mobx-react-lite'
import { View, Text, Image } from '@tarojs/components'
// one file per icon (never the package index: it brings them all, and the iconfont stylesheet)
import ToPay from '@nutui/icons-react-taro/dist/es/icons/ToPay.js'
import Retweet from '@nutui/icons-react-taro/dist/es/icons/Retweet.js'
import Received from '@nutui/icons-react-taro/dist/es/icons/Received.js'
import Refund from '@nutui/icons-react-taro/dist/es/icons/Refund.js'
import Edit from '@nutui/icons-react-taro/dist/es/icons/Edit.js'
import Store from '@nutui/icons-react-taro/dist/es/icons/Store.js'
import Order from '@nutui/icons-react-taro/dist/es/icons/Order.js'
import Comment from '@nutui/icons-react-taro/dist/es/icons/Comment.js'
import ShieldCheck from '@nutui/icons-react-taro/dist/es/icons/ShieldCheck.js'
import Prices from '@nutui/icons-react-taro/dist/es/icons/Prices.js'
import Refresh from '@nutui/icons-react-taro/dist/es/icons/Refresh.js'
import Clock from '@nutui/icons-react-taro/dist/es/icons/Clock.js'
import Star from '@nutui/icons-react-taro/dist/es/icons/Star.js'
import Eye from '@nutui/icons-react-taro/dist/es/icons/Eye.js'
import Ask from '@nutui/icons-react-taro/dist/es/icons/Ask.js'
import Service from '@nutui/icons-react-taro/dist/es/icons/Service.js'
import Message from '@nutui/icons-react-taro/dist/es/icons/Message.js'
import Complaint from '@nutui/icons-react-taro/dist/es/icons/Complaint.js'
import Feedback from '@nutui/icons-react-taro/dist/es/icons/Feedback.js'
import List from '@nutui/icons-react-taro/dist/es/icons/List.js'
import Tips from '@nutui/icons-react-taro/dist/es/icons/Tips.js'
import Notice from '@nutui/icons-react-taro/dist/es/icons/Notice.js'
import UserAdd from '@nutui/icons-react-taro/dist/es/icons/UserAdd.js'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'
import { Icon } from '../../components/Icon'
import PageShell from '../../components/PageShell'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { badgeText } from '../../components/TabBar'
import { showModal } from '../../utils/modal'
import { useStores } from '../../stores/root'
import { useRemote } from '../../hooks/useRemote'
import { useShowAgain } from '../../hooks/useShowAgain'
import { goLogin, navigateTo } from '../../utils/nav'
import { toastError } from '../../utils/toast'
import { mediaUrl } from '../../utils/platform'
import { ROUTES, type Query } from '../../routes'
import { loadSummary, type CenterSummary } from './summary'
import './index.scss'

type Glyph = ComponentType<{ className?: string; fallback?: boolean }>

/** One shortcut of a grid: where it goes, and what it counts (from the server's summary). */
interface Entry {
  label: string
  icon: Glyph
  route: string
  query?: Query
  /** A count on the icon (orders waiting at a step). */
  badge?: (s: CenterSummary) => number | null | undefined
  /** A line under the label (counts that are not alerts: goods on sale). */
  caption?: (s: CenterSummary) => string | null
}

// the order shortcuts open 我的订单 on the tab of their step (accountOrder's STATE_TABS)
const ORDERS: Entry[] = [
  { label: '待付款', icon: ToPay, route: 'accountOrder', query: { state: 0 }, badge: (s) => s.orders?.buyer.unpaid },
  {
    label: '待交接',
    icon: Retweet,
    route: 'accountOrder',
    query: { stage: 'handover' },
    badge: (s) => s.orders?.buyer.handover,
  },
  {
    label: '待确认',
    icon: Received,
    route: 'accountOrder',
    query: { stage: 'confirming' },
    badge: (s) => s.orders?.buyer.confirming,
  },
  { label: '售后', icon: Refund, route: 'accountOrder', query: { state: 5 }, badge: (s) => s.orders?.buyer.afterSale },
]

const SELLER: Entry[] = [
  { label: '发布商品', icon: Edit, route: 'sell' },
  {
    label: '我的商品',
    icon: Store,
    route: 'MyProducts',
    caption: (s) => (s.goods ? `在售${s.goods.onSale}·审核${s.goods.reviewing}` : null),
  },
  {
    label: '我卖出的',
    icon: Order,
    route: 'accountOrder',
    query: { side: 'sell' },
    caption: (s) => {
      const n = s.orders ? s.orders.seller.handover + s.orders.seller.confirming : 0
      return n > 0 ? `${n}单交接中` : null
    },
  },
  {
    label: '我的议价',
    icon: Comment,
    route: 'offers',
    caption: (s) => (s.offersPending ? `${s.offersPending}条待回复` : null),
  },
]

const SERVICES: Entry[] = [
  { label: '找回包赔', icon: ShieldCheck, route: 'zhaohui' },
  { label: '我的估价', icon: Prices, route: 'Myevaluation' },
  { label: '我的回收', icon: Refresh, route: 'myJingjiahuishou' },
  { label: '我的租号', icon: Clock, route: 'rentOut' },
  { label: '我的收藏', icon: Star, route: 'collect' },
  { label: '浏览记录', icon: Eye, route: 'Mybrowsing' },
  // my questions to staff about listings; the badge counts those with an unread answer
  { label: '我的咨询', icon: Message, route: 'consultList', badge: (s) => s.consultUnread },
]

const HELP: Entry[] = [
  { label: '帮助中心', icon: Ask, route: 'bangzhu' },
  { label: '联系客服', icon: Service, route: 'contactkefu' },
  { label: '投诉建议', icon: Complaint, route: 'suggest' },
  { label: '意见反馈', icon: Feedback, route: 'fankui' },
  { label: '我的问题', icon: List, route: 'ProblemList' },
  { label: '平台介绍', icon: Tips, route: 'jieshao' },
  { label: '平台公告', icon: Notice, route: 'gonggao' },
  { label: '商户入驻', icon: UserAdd, route: 'shanghu' },
]

/** A balance as wallets show it, always with its fen: 1,234.50, 0.00. */
export function balanceText(fen: number): string {
  const abs = Math.abs(fen)
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${fen < 0 ? '-' : ''}${whole}.${String(abs % 100).padStart(2, '0')}`
}

// the operator console's sections, straight from the route table (an order's view opens from 订单管理)
const CONSOLE = ROUTES.filter((r) => r.pkg === 'admin' && r.name !== 'adminOrder')

function Grid({
  name,
  entries,
  summary,
}: {
  /** The grid's own class (me-orders …): each grid a group of its own, for the crawler's bookkeeping too. */
  name: string
  entries: Entry[]
  summary: CenterSummary | null
}) {
  return (
    <View className={`me-grid ${name}`}>
      {entries.map((e) => {
        const n = summary && e.badge ? (e.badge(summary) ?? 0) : 0
        const caption = summary && e.caption ? e.caption(summary) : null
        const Glyph = e.icon
        return (
          <View
            key={e.label}
            className='me-grid__item'
            role='link'
            aria-label={n > 0 ? `${e.label}，${n}个` : undefined}
            onClick={() => void navigateTo(e.route, e.query)}
          >
            <View className='me-grid__icon'>
              <Glyph className='me-grid__glyph' fallback={false} />
              {n > 0 && <Text className='me-grid__badge'>{badgeText(n)}</Text>}
            </View>
            <Text className='me-grid__label'>{e.label}</Text>
            {caption && <Text className='me-grid__caption'>{caption}</Text>}
          </View>
        )
      })}
    </View>
  )
}

function Group({
  title,
  more,
  children,
}: {
  title: string
  more?: { label: string; onClick: () => void }
  children: ReactNode
}) {
  return (
    <View className='me-group' role='group' aria-label={title}>
      <View className='me-group__head'>
        <Text className='me-group__title'>{title}</Text>
        {more && (
          <View className='me-group__more' onClick={more.onClick} role='link'>
            {more.label}
            <Icon of={ArrowRight} className='hs-chevron' />
          </View>
        )}
      </View>
      {children}
    </View>
  )
}

/**
 * 我的 (a tab): the profile card (real-name state, balance and 提现), my orders at each step,
 * what I sell, my services, help, and settings. The counts come from the server and are asked
 * again each time the tab shows. A visitor sees a login card over the same grids.
 */
const MyCenterPage = observer(function MyCenterPage() {
  const { app, auth } = useStores()
  const user = app.user
  const [summary, , refresh] = useRemote(app.loggedIn ? () => loadSummary() : null, [app.loggedIn])
  const data = app.loggedIn && summary.status === 'ok' ? summary.data : null
  // a tab page stays loaded: orders paid, goods approved, a real name verified since it first showed
  useShowAgain(() => {
    if (!app.loggedIn) return
    void app.loadProfile()
    refresh()
  })

  const logout = async () => {
    const res = await showModal({
      title: '退出登录？',
      content: '退出后需重新登录才能买卖和查看订单。',
      confirmText: '退出',
      cancelText: '取消',
    })
    if (!res.confirm) return
    try {
      await auth.logout()
    } catch (e) {
      toastError(e)
    }
  }

  const verified = user?.realStatus === 2

  return (
    <PageShell route='mycenter'>
      <View className='me-card'>
        {app.loggedIn && user ? (
          <>
            <View className='me-card__row'>
              <View className='me-card__who' onClick={() => void navigateTo('geren')} role='link' aria-label='个人资料'>
                {user.avatar ? (
                  <Image
                    className='me-card__avatar'
                    src={mediaUrl(user.avatar)}
                    mode='aspectFill'
                    imgProps={{ alt: '头像' }}
                  />
                ) : (
                  <View className='me-card__avatar me-card__avatar--text'>
                    {(user.nickName || user.userName).slice(0, 1)}
                  </View>
                )}
                <View className='me-card__info'>
                  <Text className='me-card__name'>{user.nickName || user.userName}</Text>
                  <Text className='me-card__phone'>{user.phone}</Text>
                </View>
              </View>
              <View
                className={`me-badge ${verified ? 'me-badge--ok' : ''}`}
                onClick={() => void navigateTo('Realname')}
                role='link'
              >
                {verified ? '已实名' : '未实名 去认证'}
                {!verified && <Icon of={ArrowRight} className='hs-chevron' />}
              </View>
            </View>
            <View className='me-wallet'>
              <View className='me-wallet__balance' onClick={() => void navigateTo('wallet')} role='link'>
                <Text className='me-wallet__label'>我的钱包 · 余额(元)</Text>
                <Text className='me-wallet__amount'>
                  {data?.balanceFen != null ? balanceText(data.balanceFen) : '--'}
                </Text>
              </View>
              <View className='me-wallet__withdraw' onClick={() => void navigateTo('wallet')} role='button'>
                提现
              </View>
            </View>
          </>
        ) : (
          <View className='me-card__row' onClick={() => void goLogin('/index/other/mycenter')} role='link'>
            <View className='me-card__who'>
              <View className='me-card__avatar me-card__avatar--text'>号</View>
              <View className='me-card__info'>
                <Text className='me-card__name'>登录 / 注册</Text>
                <Text className='me-card__phone'>登录后可买号、卖号、查看订单</Text>
              </View>
            </View>
          </View>
        )}
      </View>

      <Group title='我买到的' more={{ label: '全部订单', onClick: () => void navigateTo('accountOrder') }}>
        <Grid name='me-orders' entries={ORDERS} summary={data} />
      </Group>
      <Group title='我是卖家' more={{ label: '卖号中心', onClick: () => void navigateTo('sale') }}>
        <Grid name='me-seller' entries={SELLER} summary={data} />
      </Group>
      <Group title='我的服务'>
        <Grid name='me-services' entries={SERVICES} summary={data} />
      </Group>
      <Group title='服务与帮助'>
        <Grid name='me-help' entries={HELP} summary={data} />
      </Group>

      <Group title='设置'>
        <View className='me-list'>
          {[
            { label: '个人资料', route: 'geren' },
            { label: '修改密码', route: 'passwore' },
            { label: '实名认证', route: 'Realname' },
          ].map((e) => (
            <View key={e.route} className='me-list__item' onClick={() => void navigateTo(e.route)} role='link'>
              <Text>{e.label}</Text>
              <Icon of={ArrowRight} className='me-list__arrow' />
            </View>
          ))}
          {app.loggedIn && (
            <View className='me-list__item me-list__item--logout' onClick={() => void logout()} role='button'>
              退出登录
            </View>
          )}
        </View>
      </Group>

      {user?.roles.some((r) => r === 'operator' || r === 'admin') && (
        <Group title='运营后台'>
          <View className='me-list'>
            {CONSOLE.map((r) => (
              <View key={r.name} className='me-list__item' onClick={() => void navigateTo(r.name)} role='link'>
                <Text>运营后台 · {r.title}</Text>
                <Icon of={ArrowRight} className='me-list__arrow' />
              </View>
            ))}
          </View>
        </Group>
      )}
    </PageShell>
  )
})

export default withBoundary('mycenter', MyCenterPage)

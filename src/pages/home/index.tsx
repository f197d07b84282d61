import { observer } from 'mobx-react-lite'
import { View, Text, Input, Image } from '@tarojs/components'
import { Carousel } from '../../components/Carousel'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import GoodCard from '../../components/GoodCard'
import { useStores } from '../../stores/root'
import { goodsApi, type Banner } from '../../api/goods'
import { useRemote } from '../../hooks/useRemote'
import { useShowAgain } from '../../hooks/useShowAgain'
import { navigateTo, openUrl } from '../../utils/nav'
import { formatYuan, wrapAtColon } from '../../utils/format'
import { routeByPath } from '../../routes'
import './index.scss'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { mediaUrl } from '../../utils/platform'
import { Icon, type Glyph } from '../../components/Icon'
import { GameIcon } from '../../components/GameIcon'
import Cart from '@nutui/icons-react-taro/dist/es/icons/Cart.js'
import Store from '@nutui/icons-react-taro/dist/es/icons/Store.js'
import Prices from '@nutui/icons-react-taro/dist/es/icons/Prices.js'
import Refund from '@nutui/icons-react-taro/dist/es/icons/Refund.js'
import Clock from '@nutui/icons-react-taro/dist/es/icons/Clock.js'
import Service from '@nutui/icons-react-taro/dist/es/icons/Service.js'
import ShieldCheck from '@nutui/icons-react-taro/dist/es/icons/ShieldCheck.js'
import User from '@nutui/icons-react-taro/dist/es/icons/User.js'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'

/** The service entries of the home page: icon, route name and query for each. */
const ENTRIES: { label: string; icon: Glyph; route: string; query?: Record<string, string> }[] = [
  { label: '买号', icon: Cart, route: 'goodList' },
  { label: '卖号', icon: Store, route: 'sale' },
  { label: '估价', icon: Prices, route: 'Myevaluation' },
  { label: '回收', icon: Refund, route: 'Jingjiahuishou' },
  { label: '租号', icon: Clock, route: 'hire' },
  { label: '客服', icon: Service, route: 'contactkefu' },
  { label: '防骗查询', icon: ShieldCheck, route: 'security' },
  { label: '我的', icon: User, route: 'mycenter' },
]

// notices, news and help: pages with no way in from home before (issue 17)
const LINKS: { label: string; route: string }[] = [
  { label: '平台公告', route: 'gonggao' },
  { label: '新闻资讯', route: 'xinwen' },
  { label: '帮助中心', route: 'bangzhu' },
]

const FOOTER: { label: string; route: string }[] = [
  { label: '关于我们', route: 'jieshao' },
  { label: '下载App', route: 'appDownload' },
  { label: '招聘', route: 'zhaomu' },
  { label: '合作', route: 'cooperate' },
]

/** A banner's link: one of our own paths (with query) or nothing. */
function openBanner(b: Banner) {
  if (!b.jumpUrl) return
  const [path, query = ''] = b.jumpUrl.split('?')
  const route = routeByPath(path)
  // openUrl: a banner may point at a tab (卖号), which a mini-program opens only by switchTab
  if (route) void openUrl(`/${route.page}${query ? `?${query}` : ''}`, 'navigateTo')
}

function ago(iso: string): string {
  const m = Math.max(1, Math.round((Date.now() - new Date(iso).getTime()) / 60_000))
  if (m < 60) return `${m}分钟前`
  if (m < 24 * 60) return `${Math.round(m / 60)}小时前`
  return `${Math.round(m / 1440)}天前`
}

const HomePage = observer(function HomePage() {
  const { app } = useStores()
  const [banners] = useRemote(() => goodsApi.banners(1), [])
  const [recommended, reloadRecommended, refreshRecommended] = useRemote(() => goodsApi.recommend(0), [])
  const [deals, , refreshDeals] = useRemote(() => goodsApi.recentDeals(), [])
  // a tab page stays loaded: what sold and what is new since it first showed
  useShowAgain(() => {
    refreshRecommended()
    refreshDeals()
  })

  const search = () => {
    void navigateTo('goodList', { keyWord: app.searchText.trim() })
  }

  const openGame = (id: number, name: string) => {
    app.setCurrentGameName(name)
    void navigateTo('goodList', { gameId: id })
  }

  return (
    <PageShell route='home' root>
      <View className='home-search'>
        <Input
          className='home-search__input'
          value={app.searchText}
          placeholder='搜索游戏、区服、皮肤'
          confirmType='search'
          onInput={(e) => app.setSearchText(e.detail.value)}
          onConfirm={search}
          aria-label='搜索'
        />
        <Text className='home-search__btn' onClick={search}>
          搜索
        </Text>
      </View>

      {/* the slot is kept while the banners load, so nothing below jumps when they arrive (layout shift) */}
      {banners.status === 'loading' && <View className='home-banner home-banner--loading' />}
      {banners.status === 'ok' && banners.data.length > 0 && (
        <Carousel
          className='home-banner'
          dots
          interval={5000}
          items={banners.data.map((b) => (
            <Image
              key={b.id}
              className='home-banner__img'
              src={mediaUrl(b.h5Img || b.img)}
              mode='aspectFit'
              onClick={() => openBanner(b)}
              imgProps={{ alt: b.name }}
            />
          ))}
        />
      )}

      <View className='home-entries'>
        {ENTRIES.map((e) => (
          <View key={e.label} className='home-entries__item' onClick={() => void navigateTo(e.route, e.query)}>
            <View className='home-entries__icon'>
              <Icon of={e.icon} />
            </View>
            <Text className='home-entries__label'>{e.label}</Text>
          </View>
        ))}
      </View>

      <View className='home-links' role='navigation' aria-label='公告与帮助'>
        {LINKS.map((l) => (
          <Text key={l.route} className='home-links__item' onClick={() => void navigateTo(l.route)}>
            {l.label}
          </Text>
        ))}
      </View>

      <View className='home-section home-section--games'>
        <Text className='home-section__title'>热门游戏</Text>
        {app.gameTypes.length === 0 ? (
          <StateView kind='empty' text='暂无游戏' />
        ) : (
          <View className='home-games'>
            {app.gameTypes.map((g) => (
              <View key={g.id} className='home-games__item' onClick={() => openGame(g.id, g.name)}>
                <GameIcon icon={g.icon} className='home-games__icon' />
                <Text className='home-games__name'>{wrapAtColon(g.name)}</Text>
              </View>
            ))}
          </View>
        )}
      </View>
      {deals.status === 'ok' && deals.data.length > 0 && (
        <View className='home-deals'>
          <Text className='home-deals__label'>最新成交</Text>
          <Carousel
            className='home-deals__ticker'
            vertical
            interval={3000}
            items={deals.data.map((d, i) => (
              <Text key={i} className='home-deals__item'>
                {d.title} 以 {formatYuan(d.priceFen)} 成交 · {ago(d.dealAt)}
              </Text>
            ))}
          />
        </View>
      )}

      <View className='home-recommend'>
        <Text className='home-section__title home-recommend__title'>为你推荐</Text>
        {recommended.status === 'loading' && <StateView kind='loading' />}
        {recommended.status === 'error' && <StateView kind='error' onRetry={reloadRecommended} />}
        {recommended.status === 'ok' && recommended.data.length === 0 && <StateView kind='empty' />}
        {recommended.status === 'ok' && (
          <View className='good-grid'>
            {recommended.data.map((g) => (
              <GoodCard key={g.id} good={g} onClick={() => void navigateTo('goodDetail', { id: g.id })} />
            ))}
          </View>
        )}
        {recommended.status === 'ok' && recommended.data.length > 0 && (
          <View className='home-more' onClick={() => void navigateTo('goodList')}>
            查看更多账号
            <Icon of={ArrowRight} className='hs-chevron' />
          </View>
        )}
      </View>

      <View className='home-footer' role='contentinfo'>
        {FOOTER.map((l) => (
          <Text key={l.route} className='home-footer__item' onClick={() => void navigateTo(l.route)}>
            {l.label}
          </Text>
        ))}
      </View>
    </PageShell>
  )
})

export default withBoundary('home', HomePage)

import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import RichContent from '../../components/RichContent'
import StateView from '../../components/StateView'
import { contentApi } from '../../api/content'
import { useRemote } from '../../hooks/useRemote'
import { useShowAgain } from '../../hooks/useShowAgain'
import { navigateTo } from '../../utils/nav'
import './index.scss'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { Icon, type Glyph } from '../../components/Icon'
import Store from '@nutui/icons-react-taro/dist/es/icons/Store.js'
import Refund from '@nutui/icons-react-taro/dist/es/icons/Refund.js'
import Prices from '@nutui/icons-react-taro/dist/es/icons/Prices.js'
import Order from '@nutui/icons-react-taro/dist/es/icons/Order.js'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'

const SERVICES: { title: string; desc: string; route: string; icon: Glyph }[] = [
  { title: '寄售卖号', desc: '自主定价，审核通过后上架，买家确认收货后打款', route: 'sell', icon: Store },
  { title: '竞价回收', desc: '多家商户报价，选最高价，平台担保快速到账', route: 'Jingjiahuishou', icon: Refund },
  { title: '免费估价', desc: '根据同类成交记录估算价格区间，心里有底再出手', route: 'Myevaluation', icon: Prices },
  { title: '我的商品', desc: '查看审核进度，上架、下架、改价', route: 'MyProducts', icon: Order },
]

/** The selling centre: the three ways to sell, and the trading rules with the fees. */
function SalePage() {
  const [rules, reload, refresh] = useRemote(() => contentApi.byType('jyxz'), [])
  // a tab page stays loaded: the fees may have changed since it first showed
  useShowAgain(refresh)
  return (
    <PageShell route='sale'>
      <View className='sale-services'>
        {SERVICES.map((s) => (
          <View key={s.route} className='sale-service' onClick={() => void navigateTo(s.route)}>
            <View className='sale-service__icon'>
              <Icon of={s.icon} />
            </View>
            <View className='sale-service__body'>
              <Text className='sale-service__title'>{s.title}</Text>
              <Text className='sale-service__desc'>{s.desc}</Text>
            </View>
            <Icon of={ArrowRight} className='sale-service__arrow' />
          </View>
        ))}
      </View>
      <View className='sale-rules'>
        <Text className='sale-rules__h'>交易须知与费用</Text>
        {rules.status === 'loading' && <StateView kind='loading' />}
        {rules.status === 'error' && <StateView kind='error' onRetry={reload} />}
        {rules.status === 'notFound' && <StateView kind='empty' />}
        {rules.status === 'ok' && <RichContent html={rules.data.noticeContent} />}
      </View>
    </PageShell>
  )
}

export default withBoundary('sale', SalePage)

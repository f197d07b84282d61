import { useCallback, useEffect, useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View, Text, Input } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import ListStates from '../../components/ListStates'
import { adminTradeApi, type AdminOrderRow } from '../../api/admin'
import { usePagedList } from '../../hooks/usePagedList'
import { formatDateTime, formatYuan } from '../../utils/format'
import { navigateTo } from '../../utils/nav'
import '../../styles/trade.scss'
import '../console.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'

const TABS: { label: string; state?: number }[] = [
  { label: '全部' },
  { label: '待支付', state: 0 },
  { label: '交接中', state: 1 },
  { label: '已完成', state: 2 },
  { label: '已取消', state: 3 },
  { label: '售后', state: 5 },
]

/** Orders by state or by number; an order opens in the order page as staff (timeline, chat). */
function AdminOrdersPage() {
  const [tab, setTab] = useState(0)
  const [input, setInput] = useState('')
  const [orderNo, setOrderNo] = useState('')
  const st = TABS[tab]!.state
  const fetchPage = useCallback(
    (pageNum: number) => adminTradeApi.orders({ state: st, orderNo: orderNo || undefined, pageNum }),
    [st, orderNo],
  )
  const list = usePagedList<AdminOrderRow>(fetchPage)
  useEffect(() => {
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage])
  useReachBottom(() => void list.loadMore())

  return (
    <PageShell route='adminOrders'>
      <View className='console-bar'>
        <Input
          className='console-bar__input'
          value={input}
          maxlength={32}
          placeholder='按订单号查询'
          onInput={(e) => setInput(e.detail.value)}
          onConfirm={() => setOrderNo(input.trim())}
        />
        <View className='console-bar__btn' onClick={() => setOrderNo(input.trim())}>
          查询
        </View>
      </View>
      <View className='console-tabs'>
        {TABS.map((t, i) => (
          <View key={t.label} className={`console-tab ${i === tab ? 'console-tab--on' : ''}`} onClick={() => setTab(i)}>
            {t.label}
          </View>
        ))}
      </View>
      <View className='console-list'>
        {list.rows.map((o) => (
          <View key={o.id} className='console-card' onClick={() => void navigateTo('orderDetail', { id: o.id })}>
            <View className='console-card__head'>
              <Text className='console-card__title'>{o.goods.title}</Text>
              <Text className={`t-state t-state--${o.state}`}>{o.stateText}</Text>
            </View>
            <Text className='console-card__meta'>
              {o.orderNo} · 买家 {o.buyerNick} · 卖家 {o.sellerNick}
            </Text>
            <Text className='console-card__meta'>
              {formatYuan(o.totalFen)} · 下单 {formatDateTime(o.createdAt)}
              {o.paidAt ? ` · 付款 ${formatDateTime(o.paidAt)}` : ''}
            </Text>
          </View>
        ))}
        <ListStates list={list} />
      </View>
    </PageShell>
  )
}

export default withBoundary('adminOrders', withLogin('adminOrders', AdminOrdersPage))

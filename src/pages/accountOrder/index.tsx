import { useCallback, useEffect, useState } from 'react'
import { useDidShow, useReachBottom } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import ListStates from '../../components/ListStates'
import OrderGoods from '../../components/OrderGoods'
import { ORDER_STATE, ordersApi, type OrderRow, type OrderStage } from '../../api/orders'
import { usePagedList } from '../../hooks/usePagedList'
import { useRouteParams } from '../../hooks/useRouteParams'
import { amountLabel, formatDateTime, formatYuan, incomeLabel } from '../../utils/format'
import { navigateTo } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import '../../styles/trade.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { showModal } from '../../utils/modal'

export const STATE_TABS: { label: string; state?: number; stage?: OrderStage }[] = [
  { label: '全部' },
  { label: '待支付', state: ORDER_STATE.unpaid },
  // 交接中 in its two steps: the buyer has not viewed the account yet, or has and must confirm
  { label: '待交接', state: ORDER_STATE.handover, stage: 'handover' },
  { label: '待确认', state: ORDER_STATE.handover, stage: 'confirming' },
  { label: '已完成', state: ORDER_STATE.done },
  // the server lists cancelled (3) and expired (4) together under 3
  { label: '已取消', state: ORDER_STATE.cancelled },
  // the server lists disputes, refunds in progress and refunded (5–7) together under 5
  { label: '售后', state: ORDER_STATE.disputed },
]

/** The tab a link opens (我的's shortcuts: ?state=0, ?stage=handover …), else 全部. */
export function tabOf(params: Record<string, string>): number {
  const at = STATE_TABS.findIndex((t) =>
    params.stage ? t.stage === params.stage : t.state !== undefined && !t.stage && String(t.state) === params.state,
  )
  return Math.max(0, at)
}

/** 我的订单: my purchases (the spec's buyList) and my sales, by state. */
function AccountOrderPage() {
  const params = useRouteParams()
  const [side, setSide] = useState<'buy' | 'sell'>(params.side === 'sell' ? 'sell' : 'buy')
  const [tab, setTab] = useState(() => tabOf(params))
  const { state: st, stage } = STATE_TABS[tab]!
  const fetchPage = useCallback(
    (pageNum: number) =>
      side === 'buy'
        ? ordersApi.buyList({ state: st, stage, pageNum })
        : ordersApi.sellList({ state: st, stage, pageNum }),
    [side, st, stage],
  )
  const list = usePagedList<OrderRow>(fetchPage)
  useEffect(() => {
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage])
  useReachBottom(() => void list.loadMore())
  // back from an order (paid, confirmed, cancelled there): its row has changed
  const [shown, setShown] = useState(false)
  useDidShow(() => {
    if (shown) void list.reload()
    setShown(true)
  })

  const cancel = async (o: OrderRow) => {
    const res = await showModal({
      title: '取消这个订单？',
      content: '取消后商品不再为你保留。',
      confirmText: '取消订单',
      cancelText: '再想想',
    })
    if (!res.confirm) return
    try {
      await ordersApi.cancel(o.id)
      toast('订单已取消')
      void list.reload()
    } catch (e) {
      toastError(e)
    }
  }

  return (
    <PageShell route='accountOrder'>
      <View className='ao-top'>
        <View className='ao-sides'>
          {(['buy', 'sell'] as const).map((s) => (
            <View
              key={s}
              className={`ao-side ${side === s ? 'ao-side--on' : ''}`}
              onClick={() => setSide(s)}
              role='tab'
            >
              {s === 'buy' ? '我买到的' : '我卖出的'}
            </View>
          ))}
        </View>
        <View className='ao-tabs'>
          {STATE_TABS.map((t, i) => (
            <View
              key={t.label}
              className={`ao-tab ${i === tab ? 'ao-tab--on' : ''}`}
              onClick={() => setTab(i)}
              role='tab'
            >
              {t.label}
            </View>
          ))}
        </View>
      </View>
      <View className='ao-list'>
        {list.rows.map((o) => (
          <View key={o.id} className='ao-item' onClick={() => void navigateTo('orderDetail', { id: o.id })}>
            <View className='ao-item__head'>
              <Text className='ao-item__time'>{formatDateTime(o.createdAt)}</Text>
              {o.unread > 0 && <Text className='ao-item__unread'>{o.unread}条新消息</Text>}
              <Text className={`t-state t-state--${o.state}`}>{o.stateText}</Text>
            </View>
            <OrderGoods goods={o.goods} priceFen={o.priceFen} />
            <View className='ao-item__foot'>
              <Text className='ao-item__sum'>
                {side === 'sell' && o.sellerIncomeFen !== null
                  ? `${incomeLabel(o.state === ORDER_STATE.done)} ${formatYuan(o.sellerIncomeFen)}`
                  : `${amountLabel(o.paidAt, o.state === ORDER_STATE.unpaid)} ${formatYuan(o.totalFen)}`}
              </Text>
              {side === 'buy' && o.state === ORDER_STATE.unpaid && (
                <>
                  <View
                    className='t-btn t-btn--ghost ao-item__btn'
                    onClick={(e) => {
                      e.stopPropagation()
                      void cancel(o)
                    }}
                    role='button'
                  >
                    取消
                  </View>
                  <View
                    className='t-btn ao-item__btn'
                    onClick={(e) => {
                      e.stopPropagation()
                      void navigateTo('test', { orderId: o.id })
                    }}
                    role='button'
                  >
                    去支付
                  </View>
                </>
              )}
            </View>
          </View>
        ))}
        <ListStates list={list} emptyText={side === 'buy' ? '还没有购买记录' : '还没有卖出记录'} />
      </View>
    </PageShell>
  )
}

export default withBoundary('accountOrder', withLogin('accountOrder', AccountOrderPage))

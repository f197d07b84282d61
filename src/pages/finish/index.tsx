import { useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import { ORDER_STATE, ordersApi, type OrderStatus } from '../../api/orders'
import { isApiError } from '../../api/errors'
import { parseId, useRouteParams } from '../../hooks/useRouteParams'
import { formatYuan } from '../../utils/format'
import { goHome, redirectTo } from '../../utils/nav'
import '../../styles/trade.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { Icon } from '../../components/Icon'
import Check from '@nutui/icons-react-taro/dist/es/icons/Check.js'
import Clock from '@nutui/icons-react-taro/dist/es/icons/Clock.js'

const POLL_MS = 1500
const POLL_MAX = 10

/**
 * 支付结果: what the server says about the order — never the URL, which anyone can type.
 * The provider's notification may land a moment after the buyer returns, so an unpaid order is
 * asked about again for ~15 s before the page says the result is still being confirmed.
 */
function FinishPage() {
  const orderId = parseId(useRouteParams().orderId)
  const [status, setStatus] = useState<OrderStatus | null>(null)
  const [phase, setPhase] = useState<'checking' | 'done' | 'waiting' | 'missing' | 'error'>(
    orderId ? 'checking' : 'missing',
  )
  const tries = useRef(0)
  const [round, setRound] = useState(0)

  useEffect(() => {
    if (!orderId) return
    let stop = false
    let timer: ReturnType<typeof setTimeout> | undefined
    tries.current = 0
    setPhase('checking')
    const ask = async () => {
      try {
        const s = await ordersApi.status(orderId)
        if (stop) return
        setStatus(s)
        if (s.state !== ORDER_STATE.unpaid) return setPhase('done')
        if (++tries.current >= POLL_MAX) return setPhase('waiting')
        timer = setTimeout(() => void ask(), POLL_MS)
      } catch (e) {
        if (stop) return
        setPhase(isApiError(e) && e.code === 404 ? 'missing' : 'error')
      }
    }
    void ask()
    return () => {
      stop = true
      if (timer) clearTimeout(timer)
    }
  }, [orderId, round])

  const paid = status?.paid ?? false
  return (
    <PageShell route='finish'>
      {phase === 'missing' && <StateView kind='notFound' text='订单不存在' />}
      {phase === 'error' && <StateView kind='error' onRetry={() => setRound((r) => r + 1)} />}
      {phase === 'checking' && <StateView kind='loading' text='正在确认支付结果…' />}
      {(phase === 'done' || phase === 'waiting') && status && (
        <View className='finish'>
          <View className={`finish__icon ${paid ? '' : 'finish__icon--wait'}`}>
            <Icon of={paid ? Check : Clock} />
          </View>
          <Text className='finish__title'>
            {paid ? '支付成功' : phase === 'waiting' ? '支付结果确认中' : status.stateText}
          </Text>
          <Text className='finish__amount'>{formatYuan(status.totalFen)}</Text>
          <Text className='finish__tip'>
            {paid
              ? '货款已由平台担保。请在订单详情中查看账号信息，按交接清单完成换绑后确认收货。'
              : phase === 'waiting'
                ? '支付平台的到账通知可能稍有延迟，请稍后刷新。如已扣款，无需重复支付。'
                : '该订单未完成支付。'}
          </Text>
          <View className='finish__actions'>
            {phase === 'waiting' && (
              <View className='t-btn t-btn--ghost' onClick={() => setRound((r) => r + 1)} role='button'>
                刷新结果
              </View>
            )}
            <View
              className='t-btn'
              onClick={() => void redirectTo('orderDetail', { id: status.orderId })}
              role='button'
            >
              查看订单
            </View>
          </View>
          <Text className='finish__home' onClick={() => void goHome()}>
            返回首页
          </Text>
        </View>
      )}
    </PageShell>
  )
}

export default withBoundary('finish', withLogin('finish', FinishPage))

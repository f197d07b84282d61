import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import OrderGoods from '../../components/OrderGoods'
import { ORDER_STATE, ordersApi, payApi, type PayChannel, type PayChannelItem, type PayMode } from '../../api/orders'
import { parseId, useRouteParams } from '../../hooks/useRouteParams'
import { useRemote } from '../../hooks/useRemote'
import { formatCountdown, useDeadline } from '../../hooks/useDeadline'
import { formatYuan } from '../../utils/format'
import { currentTarget, isH5 } from '../../utils/platform'
import { launchPayment, providerAuthCode } from '../../utils/payment'
import { CHANNEL_LOOK, noChannelText, SANDBOX_NOTICE } from '../../utils/payChannels'
import '../../styles/channels.scss'
import { askSubscribe, buyerPayEvents } from '../../utils/subscribe'
import { navigateTo, redirectTo } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import '../../styles/trade.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'

/** 收银台 (route `test`): the amount, a live countdown to expiry and the channels this target has. */
function PayPage() {
  const params = useRouteParams()
  const orderId = parseId(params.orderId)
  const [order, reload] = useRemote(orderId ? () => ordersApi.detail(orderId) : null, [orderId])
  const [channels, setChannels] = useState<PayChannelItem[]>([])
  const [mode, setMode] = useState<PayMode>('live')
  const [channel, setChannel] = useState<PayChannel | null>(null)
  const [loaded, setLoaded] = useState(false)
  const [busy, setBusy] = useState(false)
  const ok = order.status === 'ok' ? order.data : null
  const left = useDeadline(ok?.expiresAt, ok?.serverNow)

  useEffect(() => {
    payApi.channels(currentTarget()).then(
      ({ mode: m, channels: list }) => {
        setMode(m)
        setChannels(list)
        setLoaded(true)
        setChannel((c) => c ?? list[0]?.channel ?? null)
      },
      (e) => toastError(e),
    )
  }, [])

  useEffect(() => {
    if (params.failed === '1') toast('支付未完成，可重新支付')
  }, [params.failed])

  // Paid or closed meanwhile (another tab, the notification): this page has nothing left to do.
  useEffect(() => {
    if (ok && ok.state !== ORDER_STATE.unpaid) void redirectTo('orderDetail', { id: ok.id })
  }, [ok])

  if (!ok) {
    return (
      <PageShell route='test'>
        {order.status === 'loading' && <StateView kind='loading' />}
        {order.status === 'notFound' && <StateView kind='notFound' text='订单不存在' />}
        {order.status === 'error' && <StateView kind='error' text={order.msg || undefined} onRetry={reload} />}
      </PageShell>
    )
  }

  const expired = left <= 0
  const pay = async () => {
    if (!channel || expired) return
    // On H5 Alipay has its own hand-over page (the spec's goZFB)
    if (channel === 'alipay' && isH5()) {
      void navigateTo('goZFB', { orderId: ok.id })
      return
    }
    setBusy(true)
    try {
      await askSubscribe(buyerPayEvents(ok.handoverMode))
      const authCode = await providerAuthCode(channel)
      const p = await payApi.create({ orderId: ok.id, channel, target: currentTarget(), authCode })
      const r = await launchPayment(p)
      if (r === 'finished') void redirectTo('finish', { orderId: ok.id })
      else if (r === 'cancelled') toast('支付未完成')
    } catch (e) {
      toastError(e)
      reload()
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell route='test'>
      <View className='pay-head'>
        <Text className='pay-head__label'>应付金额</Text>
        <Text className='pay-head__amount'>{formatYuan(ok.totalFen)}</Text>
        {expired ? (
          <Text className='pay-head__left pay-head__left--over'>订单已超时，请重新下单</Text>
        ) : (
          <Text className='pay-head__left' aria-live='polite'>
            剩余支付时间 {formatCountdown(left)}
          </Text>
        )}
      </View>
      <View className='t-card'>
        <OrderGoods goods={ok.goods} priceFen={ok.priceFen} />
        <View className='t-row'>
          <Text>订单号</Text>
          <Text className='t-row__value'>{ok.orderNo}</Text>
        </View>
        <View className='t-row'>
          <Text>{ok.protectionName}</Text>
          <Text className='t-row__value'>{formatYuan(ok.protectionFeeFen)}</Text>
        </View>
      </View>
      <View className='t-card'>
        <Text className='t-card__title'>支付方式</Text>
        {/* the sandbox's one notice: the channels below look and read as they do live */}
        {mode === 'sandbox' && (
          <View className='pay-demo' role='note'>
            {SANDBOX_NOTICE}
          </View>
        )}
        {loaded && channels.length === 0 && <Text className='pay-none'>{noChannelText()}</Text>}
        {channels.map((c) => (
          <View
            key={c.channel}
            className={`t-radio ${c.channel === channel ? 't-radio--on' : ''}`}
            onClick={() => setChannel(c.channel)}
            role='radio'
            aria-checked={c.channel === channel}
            aria-label={CHANNEL_LOOK[c.channel].name}
          >
            <Text className={`pay-mark pay-mark--${c.channel}`} aria-hidden>
              {CHANNEL_LOOK[c.channel].mark}
            </Text>
            <View className='t-radio__body'>
              <Text className='t-radio__name'>{CHANNEL_LOOK[c.channel].name}</Text>
              <Text className='t-radio__desc'>{CHANNEL_LOOK[c.channel].desc}</Text>
            </View>
            <View className='t-radio__dot pay-channel__dot' />
          </View>
        ))}
      </View>
      <Text className='pay-safe'>资金由号市全程担保：确认收货前，卖家拿不到货款。</Text>
      <View className='t-foot-space' />
      <View className='t-bar'>
        <Text className='t-bar__sum' onClick={() => void navigateTo('orderDetail', { id: ok.id })}>
          查看订单
        </Text>
        <View
          className={`t-btn ${busy || expired || !channel ? 't-btn--disabled' : ''}`}
          aria-disabled={busy || expired || !channel}
          onClick={() => !busy && void pay()}
          role='button'
        >
          {busy ? '正在发起支付…' : `确认支付 ${formatYuan(ok.totalFen)}`}
        </View>
      </View>
    </PageShell>
  )
}

export default withBoundary('test', withLogin('test', PayPage))

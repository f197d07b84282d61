import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import OrderGoods from '../../components/OrderGoods'
import { ordersApi, type ProtectionCode, type ProtectionOption } from '../../api/orders'
import { parseId, useRouteParams } from '../../hooks/useRouteParams'
import { useRemote } from '../../hooks/useRemote'
import { formatDateTime, formatYuan } from '../../utils/format'
import { navigateTo, redirectTo } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import { isApiError } from '../../api/errors'
import { noChannelText, usePayChannels } from '../../utils/payChannels'
import '../../styles/trade.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { Icon } from '../../components/Icon'
import Check from '@nutui/icons-react-taro/dist/es/icons/Check.js'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'

const period = (p: ProtectionOption) =>
  p.periodDays === null ? '永久' : p.periodDays >= 365 ? `${Math.round(p.periodDays / 365)}年` : `${p.periodDays}天`

/**
 * 确认订单: the good, the protection the seller's isGuarantee allows, the total and the trading
 * rules to accept. Submitting locks the good for this buyer and opens the cashier.
 */
function SureOrderPage() {
  const params = useRouteParams()
  const goodsId = parseId(params.goodsId)
  // an accepted price offer: the figures and the order use the agreed price
  const offerId = parseId(params.offerId) ?? undefined
  const [state, reload] = useRemote(goodsId ? () => ordersApi.confirm(goodsId, offerId) : null, [goodsId, offerId])
  const [protection, setProtection] = useState<ProtectionCode | null>(null)
  const [accepted, setAccepted] = useState(false)
  // 提交订单 pressed before the rules were accepted: the checkbox shows it until ticked
  const [rulesMissed, setRulesMissed] = useState(false)
  const accept = (v: boolean) => {
    setAccepted(v)
    if (v) setRulesMissed(false)
  }
  const [busy, setBusy] = useState(false)
  // a platform without a payment channel says so here, before an order is created that nobody can pay
  const pay = usePayChannels()
  const noChannel = pay.status === 'ok' && pay.channels.length === 0

  useEffect(() => {
    if (state.status === 'ok') setProtection(state.data.defaultProtection)
  }, [state])

  if (state.status !== 'ok') {
    return (
      <PageShell route='sureOrder'>
        {state.status === 'loading' && <StateView kind='loading' />}
        {state.status === 'notFound' && <StateView kind='notFound' text='商品不存在或已下架' />}
        {state.status === 'error' && <StateView kind='error' text={state.msg || undefined} onRetry={reload} />}
      </PageShell>
    )
  }

  const d = state.data
  const chosen = d.protections.find((p) => p.code === protection) ?? d.protections[0]
  // the staff handover's fee is on top of the price and the cover (0 in the self-service mode)
  const total = (chosen ? chosen.totalFen : d.goods.priceFen) + d.handoverFeeFen
  const actionable = (d.canBuy || d.needRealname) && !noChannel

  const submit = async () => {
    if (d.needRealname) {
      void navigateTo('Realname', { redirect: `/index/sureOrder?goodsId=${d.goods.id}` })
      return
    }
    if (!accepted) {
      setRulesMissed(true)
      toast('请先阅读并同意《交易须知》')
      return
    }
    if (!chosen) return
    setBusy(true)
    try {
      const o = await ordersApi.create({ goodsId: d.goods.id, protection: chosen.code, acceptRules: true, offerId })
      void redirectTo('test', { orderId: o.orderId })
    } catch (e) {
      if (isApiError(e) && e.code === 403) {
        void navigateTo('Realname', { redirect: `/index/sureOrder?goodsId=${d.goods.id}` })
        return
      }
      toastError(e)
      if (isApiError(e) && e.code === 409) reload()
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell route='sureOrder'>
      <View className='t-card'>
        <OrderGoods goods={d.goods} priceFen={d.goods.priceFen} />
        {d.offer && (
          <Text className='sure-tip'>
            已按议价成交价 {formatYuan(d.offer.agreedFen)} 计算，请在 {formatDateTime(d.offer.expiresAt)} 前下单
          </Text>
        )}
      </View>

      {noChannel && (
        <View className='sure-blocked' role='alert'>
          {noChannelText()}
        </View>
      )}
      {d.myOpenOrderId ? (
        <View className='sure-blocked sure-blocked--mine' role='alert'>
          <Text>你已下单该商品，请在订单关闭前完成支付。</Text>
          <Text className='sure-blocked__go' onClick={() => void redirectTo('test', { orderId: d.myOpenOrderId! })}>
            去支付
            <Icon of={ArrowRight} className='hs-chevron' />
          </Text>
        </View>
      ) : (
        !d.canBuy &&
        d.reason && (
          <View className='sure-blocked' role='alert'>
            {d.reason}
          </View>
        )
      )}

      <View className='t-card'>
        <Text className='t-card__title'>找回包赔{d.protectionRequired ? '（卖家要求购买包赔）' : ''}</Text>
        {d.registrationNote && <Text className='sure-reg-note'>{d.registrationNote}</Text>}
        {d.protections.map((p) => (
          <View
            key={p.code}
            className={`t-radio ${p.code === chosen?.code ? 't-radio--on' : ''}`}
            onClick={() => setProtection(p.code)}
            role='radio'
            aria-checked={p.code === chosen?.code}
          >
            <View className='t-radio__dot' />
            <View className='t-radio__body'>
              <Text className='t-radio__name'>
                {p.name}
                {p.code !== 'none' ? ` · 保障${period(p)}` : ''}
              </Text>
              <Text className='t-radio__desc'>{p.description}</Text>
            </View>
            <Text className='t-radio__fee'>
              {p.feeFen ? `+${formatYuan(p.feeFen)}` : p.code === 'none' ? '' : '免费'}
            </Text>
          </View>
        ))}
        <Text className='sure-more' onClick={() => void navigateTo('zhaohui')}>
          了解找回包赔与理赔流程
          <Icon of={ArrowRight} className='hs-chevron' />
        </Text>
      </View>

      <View className='t-card'>
        <View className='t-row'>
          <Text>商品价格</Text>
          <Text className='t-row__value'>{formatYuan(d.goods.priceFen)}</Text>
        </View>
        <View className='t-row'>
          <Text>包赔服务费</Text>
          <Text className='t-row__value'>{formatYuan(chosen?.feeFen ?? 0)}</Text>
        </View>
        <View className='t-row'>
          <Text>交接方式</Text>
          <Text className='t-row__value'>{d.handoverMode === 'staff' ? '平台验号换绑' : '自助交接'}</Text>
        </View>
        {d.handoverMode === 'staff' && (
          <View className='t-row'>
            <Text>验号换绑服务费</Text>
            <Text className='t-row__value'>{formatYuan(d.handoverFeeFen)}</Text>
          </View>
        )}
        <View className='t-row t-row--total'>
          <Text>应付总额</Text>
          <Text className='t-row__value t-price'>{formatYuan(total)}</Text>
        </View>
        <Text className='sure-tip'>
          {d.handoverMode === 'staff' &&
            '平台验号换绑：付款后由官方客服登录核验账号、协助换绑手机和邮箱，核验无误后再把新的登录信息交给你。'}
          下单后请在{d.expireMinutes}分钟内完成支付，超时订单自动关闭。货款由平台担保，确认收货后才会结算给卖家。
        </Text>
      </View>

      <View className={`sure-rules ${rulesMissed ? 'sure-rules--missed' : ''}`}>
        <View
          className='sure-rules__box'
          role='checkbox'
          aria-checked={accepted}
          aria-invalid={rulesMissed}
          aria-label='同意交易须知'
          onClick={() => accept(!accepted)}
        >
          <View className={`sure-rules__mark ${accepted ? 'sure-rules__mark--on' : ''}`}>
            {accepted && <Icon of={Check} />}
          </View>
        </View>
        <Text className='sure-rules__text' onClick={() => accept(!accepted)}>
          我已阅读并同意
        </Text>
        <Text
          className='sure-rules__link'
          onClick={() => void navigateTo('ArticleDetail', { type: d.rulesNoticeType })}
        >
          《交易须知》
        </Text>
      </View>
      <View className='t-foot-space' />

      <View className='t-bar'>
        <Text className='t-bar__sum'>
          合计 <Text className='t-price'>{formatYuan(total)}</Text>
        </Text>
        {/* an unverified buyer can still press it: it leads to real-name verification */}
        <View
          className={`t-btn ${busy || !actionable ? 't-btn--disabled' : ''}`}
          aria-disabled={busy || !actionable}
          onClick={() => !busy && actionable && void submit()}
          role='button'
        >
          {d.needRealname ? '去实名认证' : busy ? '提交中…' : '提交订单'}
        </View>
      </View>
    </PageShell>
  )
}

export default withBoundary('sureOrder', withLogin('sureOrder', SureOrderPage))

import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import { payApi } from '../../api/orders'
import { errorMessage } from '../../api/errors'
import { parseId, useRouteParams } from '../../hooks/useRouteParams'
import { currentTarget } from '../../utils/platform'
import { launchPayment, providerAuthCode } from '../../utils/payment'
import { redirectTo } from '../../utils/nav'
import '../../styles/trade.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'

/**
 * 支付宝支付: hands the browser over to Alipay (the signed alipay.trade.wap.pay URL the server
 * builds). Alipay brings the buyer back to the finish page, which asks the server for the result.
 * Opened inside the Alipay mini-program (a link), it pays with my.tradePay instead, which needs
 * the buyer's auth code, and then goes where Alipay would have sent a browser.
 */
function GoZFBPage() {
  const orderId = parseId(useRouteParams().orderId)
  const [error, setError] = useState('')

  useEffect(() => {
    if (!orderId) return
    let gone = false
    const target = currentTarget()
    // ask which channels this deployment offers first: without Alipay there is nothing to create
    payApi
      .channels(target)
      .then(async ({ channels }) => {
        if (!channels.some((c) => c.channel === 'alipay')) {
          if (!gone) setError('支付宝支付暂未开通')
          return
        }
        const authCode = await providerAuthCode('alipay')
        const p = await payApi.create({ orderId, channel: 'alipay', target, authCode })
        if (gone) return
        const r = await launchPayment(p)
        if (gone || r === 'redirected') return
        if (r === 'finished') void redirectTo('finish', { orderId })
        else void redirectTo('test', { orderId, failed: '1' })
      })
      .catch((e) => !gone && setError(errorMessage(e) || '无法发起支付宝支付'))
    return () => {
      gone = true
    }
  }, [orderId])

  return (
    <PageShell route='goZFB'>
      {!orderId && <StateView kind='notFound' text='订单不存在' />}
      {orderId && !error && (
        <View className='zfb'>
          <StateView kind='loading' text='正在跳转支付宝…' />
          <Text className='zfb__tip'>如未自动跳转，请返回收银台重试</Text>
        </View>
      )}
      {orderId && error && (
        <View className='zfb'>
          <StateView kind='error' text={error} />
          <View className='t-btn zfb__back' onClick={() => void redirectTo('test', { orderId })} role='button'>
            返回收银台，选择其他支付方式
          </View>
        </View>
      )}
    </PageShell>
  )
}

export default withBoundary('goZFB', withLogin('goZFB', GoZFBPage))

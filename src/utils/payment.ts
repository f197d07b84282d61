import Taro from '@tarojs/taro'
import { payApi, type PayChannel, type PayOrder } from '../api/orders'
import { currentTarget } from './platform'
import { formatYuan } from './format'
import { showModal } from './modal'
import { CHANNEL_LOOK, SANDBOX_NOTICE } from './payChannels'

/**
 * How each target hands a payment to its provider (the only place that knows). The result is
 * never proof of payment: only the provider's signed notification is, so callers always go to
 * the finish page, which asks the server.
 */
export type LaunchResult = 'redirected' | 'finished' | 'cancelled'

/**
 * The code a provider needs to know who pays inside a mini-program (openid / Alipay user id).
 * On Alipay, Taro's login is my.getAuthCode({ scopes: 'auth_base' }) with the code as `code`;
 * Taro removes getAuthCode itself from its API object there, so it must not be asked for.
 */
export async function providerAuthCode(channel: PayChannel): Promise<string | undefined> {
  const target = currentTarget()
  if ((channel === 'wechatpay' && target === 'weapp') || (channel === 'alipay' && target === 'alipay'))
    return (await Taro.login()).code
  return undefined
}

/** The `t` ticket the sandbox cashier URL carries, for the mini-programs' own confirm dialog. */
export function sandboxTicket(redirectUrl: string): string {
  const m = /[?&]t=([^&#]+)/.exec(redirectUrl)
  return m ? decodeURIComponent(m[1]!) : ''
}

export async function launchPayment(
  p: PayOrder,
  go: (url: string) => void = (url) => window.location.assign(url),
): Promise<LaunchResult> {
  const target = currentTarget()
  if (p.action === 'redirect' && p.redirectUrl) {
    if (target === 'h5') {
      go(p.redirectUrl)
      return 'redirected'
    }
    // Mini-programs cannot open the cashier page without a business domain; the sandbox has the
    // same two buttons here, and its submit goes through the same signed notify path. The dialog is
    // titled with the platform's channel, as the real one would be, and says 演示 once in its text
    // (issue 37); button texts stay within WeChat's 4-character limit.
    const res = await showModal({
      title: CHANNEL_LOOK[target === 'weapp' ? 'wechatpay' : 'alipay'].name,
      content: `支付 ${formatYuan(p.amountFen)}。${SANDBOX_NOTICE}，也可模拟一次支付失败。`,
      confirmText: '确认支付',
      cancelText: '模拟失败',
    })
    await payApi.sandboxSubmit({
      payNo: p.payNo,
      t: sandboxTicket(p.redirectUrl),
      result: res.confirm ? 'success' : 'fail',
    })
    return res.confirm ? 'finished' : 'cancelled'
  }
  if (p.action === 'wxRequestPayment' && p.wxPayParams) {
    try {
      await Taro.requestPayment({ ...p.wxPayParams })
      return 'finished'
    } catch {
      return 'cancelled'
    }
  }
  if (p.action === 'alipayTradePay' && p.tradeNo) {
    const tradePay = (Taro as unknown as { tradePay?: (o: { tradeNO: string }) => Promise<{ resultCode: string }> })
      .tradePay
    if (!tradePay) return 'cancelled'
    const r = await tradePay({ tradeNO: p.tradeNo })
    // 9000 paid, 8000 processing: both go to the finish page, which asks the server
    return r.resultCode === '9000' || r.resultCode === '8000' ? 'finished' : 'cancelled'
  }
  return 'cancelled'
}

/**
 * Pays for something other than an order (a merchant's accepted trade-in quote, a rental) with the
 * first channel this target offers; the provider's notification is what marks it paid.
 */
export async function payFor(purpose: 'rental' | 'tradein', targetId: number): Promise<LaunchResult> {
  const target = currentTarget()
  const { channels } = await payApi.channels(target)
  const channel = channels[0]?.channel
  if (!channel) throw { code: 400, msg: '暂无可用的支付方式', silent: false }
  const authCode = await providerAuthCode(channel)
  const p = await payApi.createFor({ purpose, targetId, channel, target, authCode })
  return launchPayment(p)
}

import { useEffect, useState } from 'react'
import { payApi, type PayChannel, type PayChannelItem, type PayMode } from '../api/orders'
import { currentTarget, type Target } from './platform'

/**
 * Each payment channel as its own cashier shows it: its name, its mark (the initial on a tile of
 * the channel's colour, src/styles/channels.scss) and its wording. The server's list says which
 * channels this platform has and whether they are the sandbox's; the client says how they look, so a
 * sandbox channel is not renamed 「支付宝（演示）」: the cashier says 演示 once, above the list (issue 37).
 */
export const CHANNEL_LOOK: Record<PayChannel, { name: string; mark: string; desc: string }> = {
  alipay: { name: '支付宝', mark: '支', desc: '支付宝安全支付，推荐支付宝用户使用' },
  wechatpay: { name: '微信支付', mark: '微', desc: '微信安全支付，推荐微信用户使用' },
}

/** The one sandbox notice of the cashier. */
export const SANDBOX_NOTICE = '演示环境，不会真实扣款'

/** Where this platform's buyers can pay when it has no channel (a WeChat mini-program without WeChat Pay). */
export function noChannelText(target: Target = currentTarget()): string {
  return target === 'h5'
    ? '当前暂未开通在线支付，暂时无法下单'
    : '当前小程序暂未开通在线支付，请在号市网页版或支付宝小程序中购买'
}

export type ChannelsState =
  { status: 'loading' } | { status: 'ok'; mode: PayMode; channels: PayChannelItem[] } | { status: 'error' }

/** This platform's channels (GET /api/pay/channels), asked once per page. */
export function usePayChannels(): ChannelsState {
  const [state, setState] = useState<ChannelsState>({ status: 'loading' })
  useEffect(() => {
    let live = true
    payApi.channels(currentTarget()).then(
      ({ mode, channels }) => live && setState({ status: 'ok', mode, channels }),
      () => live && setState({ status: 'error' }),
    )
    return () => {
      live = false
    }
  }, [])
  return state
}

import Taro from '@tarojs/taro'
import { notifyApi } from '../api/aftersale'
import { currentTarget } from './platform'

/**
 * WeChat one-time subscription messages (payment received, handover, dispute, claim, withdrawal,
 * a consultation answered): only the WeChat mini-program has them, and WeChat asks the user only
 * inside a tap, so pages call this from the tap that starts a payment or sends a first question.
 * Without `events` it asks for the first three templates the server configures (WeChat shows at
 * most three at once); with them, for those events' templates only. Failure never blocks the action.
 */
export async function askSubscribe(events?: readonly string[]): Promise<void> {
  if (currentTarget() !== 'weapp') return
  try {
    const templates = await notifyApi.templates()
    const ids = templates
      .filter((t) => !events || events.includes(t.event))
      .map((t) => t.templateId)
      .filter(Boolean)
      .slice(0, 3)
    if (!ids.length) return
    const res = (await Taro.requestSubscribeMessage({ tmplIds: ids, entityIds: [] } as never)) as unknown as Record<
      string,
      string
    >
    const accepted = ids.filter((id) => res[id] === 'accept')
    if (!accepted.length) return
    const { code } = await Taro.login()
    await notifyApi.subscribe(accepted, code)
  } catch {
    /* the user declined or the platform refused: the inbox still gets every message */
  }
}

/**
 * What a buyer is asked for at the cashier: the start of the handover and a seller's answer in a
 * dispute; on a 平台验号换绑 order, staff's progress (a line in the chat, the delivery) instead of
 * the dispute's answer, since WeChat shows at most three and the staff's news comes first there.
 */
export const buyerPayEvents = (handoverMode: 'self' | 'staff'): string[] =>
  handoverMode === 'staff'
    ? ['handover_started', 'handover_update', 'dispute_answered']
    : ['handover_started', 'dispute_answered', 'claim_decided']

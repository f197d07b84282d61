import type { HandoverCaseDetail, HandoverDeskItem, HandoverDeskRow } from '../../api/handover'
import { formatDateTime } from '../../utils/format'

/**
 * The handover desk's words (验号换绑): how long a case has waited, the seller's answer times,
 * and why 交付新账号 is not open yet. Kept apart from the page so the tests read them directly.
 */

/** From the server's minutes (the console's clock may be off): since payment when waiting, since the claim when worked. */
export function waitedText(state: HandoverDeskRow['state'], minutes: number | null): string {
  if (minutes === null) return ''
  const verb = state === 'working' ? '已处理' : '已等待'
  if (minutes < 1) return state === 'working' ? '刚接手' : '刚付款'
  if (minutes < 60) return `${verb} ${minutes} 分钟`
  const h = Math.floor(minutes / 60)
  return minutes % 60 ? `${verb} ${h} 小时 ${minutes % 60} 分钟` : `${verb} ${h} 小时`
}

/** The median as a reader takes it: under a minute → 通常即时回复, 12.4 → 中位用时 12 分钟, 95 → 中位用时 1 小时 35 分钟. */
function medianText(m: number): string {
  if (m < 1) return '通常即时回复'
  return `中位用时 ${minutesText(m)}`
}

function minutesText(m: number): string {
  const r = Math.round(m)
  if (r < 60) return `${r} 分钟`
  return r % 60 ? `${Math.floor(r / 60)} 小时 ${r % 60} 分钟` : `${r / 60} 小时`
}

/** 卖家回复: the seller's replies to staff in the order chat (rebinding waits on their SMS codes). */
export function sellerAnswersText(a: HandoverCaseDetail['sellerAnswers']): string[] {
  const lines: string[] = []
  if (a.replies === 0) lines.push('卖家尚未回复过客服')
  else
    lines.push(
      `卖家回复客服 ${a.replies} 次${a.medianMinutes !== null ? `，${medianText(a.medianMinutes)}` : ''}${
        a.lastReplyAt ? `，最近一次 ${formatDateTime(a.lastReplyAt)}` : ''
      }`,
    )
  if (a.waitingSince) lines.push(`客服消息自 ${formatDateTime(a.waitingSince)} 起等待卖家回复`)
  return lines
}

/** Why the rebound login cannot go yet: the items not passed, named; null when every item passed. */
export function deliverBlocker(items: readonly Pick<HandoverDeskItem, 'label' | 'result'>[]): string | null {
  const open = items.filter((it) => it.result !== 'pass')
  if (!open.length) return null
  return `全部检查项通过后才能交付，尚未通过：${open.map((it) => it.label).join('、')}`
}

import { useEffect, useRef, useState } from 'react'
import { View, Text, Image, Textarea } from '@tarojs/components'
import {
  handoverBuyerApi,
  type HandoverAnswer,
  type HandoverBuyerCase,
  type HandoverBuyerItem,
} from '../../api/handover'
import { useRemote } from '../../hooks/useRemote'
import ImageViewer from '../ImageViewer'
import CredentialsCard from '../CredentialsCard'
import type { OrderDetail } from '../../api/orders'
import { formatDateTime } from '../../utils/format'
import { mediaUrl } from '../../utils/platform'
import { showModal } from '../../utils/modal'
import { toast, toastError } from '../../utils/toast'
import '../../styles/trade.scss'
import '../../styles/chips.scss'
import './index.scss'

/** The buyer's pick for one item: 确认无误, or 有问题 with what is wrong. */
export interface ItemPick {
  ok: boolean
  note: string
}

export const NOTE_MAX = 200

/**
 * The answers to send, or the first thing the buyer still has to do (in Chinese): every item
 * answered, a 有问题 says what is wrong (the dispute names the items and quotes the notes; an
 * unexplained one gives the seller nothing to answer), notes within the server's 200 characters.
 */
export function answersOf(
  items: readonly Pick<HandoverBuyerItem, 'key' | 'label'>[],
  picks: Readonly<Record<string, ItemPick | undefined>>,
): { answers: HandoverAnswer[] } | { error: string } {
  const open = items.filter((it) => !picks[it.key])
  if (open.length) return { error: `请逐项确认：${open.map((it) => it.label).join('、')}` }
  const answers: HandoverAnswer[] = []
  for (const it of items) {
    const p = picks[it.key]!
    const note = p.note.trim()
    if (!p.ok && !note) return { error: `请说明「${it.label}」的问题` }
    if (Array.from(note).length > NOTE_MAX) return { error: `「${it.label}」的说明最多${NOTE_MAX}字` }
    answers.push(p.ok ? { key: it.key, ok: true } : { key: it.key, ok: false, note })
  }
  return { answers }
}

/** The dialog before the answers go: completing the order, or opening a dispute naming the items. */
export function submitDialog(items: readonly Pick<HandoverBuyerItem, 'key' | 'label'>[], answers: HandoverAnswer[]) {
  const disputed = answers.filter((a) => !a.ok).map((a) => items.find((it) => it.key === a.key)?.label ?? a.key)
  if (!disputed.length)
    return {
      title: '全部无误，确认收货？',
      content: '确认后货款将结算给卖家，交易完成，不可撤销。',
      confirmText: '确认收货',
      cancelText: '再看看',
    }
  return {
    title: `对${disputed.length}项提出异议？`,
    content: `将就「${disputed.join('、')}」发起纠纷，订单冻结，卖家答辩后由客服裁定。`,
    confirmText: '提交异议',
    cancelText: '再看看',
  }
}

/** What the staff found for an item, as the buyer reads it. */
const RESULT_TEXT: Record<'pass' | 'fail', string> = { pass: '已核对通过', fail: '不符' }

function Evidence({ urls, onOpen }: { urls: string[]; onOpen: (i: number) => void }) {
  if (!urls.length) return null
  return (
    <View className='hr-pics'>
      {urls.map((u, i) => (
        <View key={u} role='button' aria-label={`查看证据截图${i + 1}`} onClick={() => onOpen(i)}>
          <Image className='hr-pic' src={mediaUrl(u)} mode='aspectFill' />
        </View>
      ))}
    </View>
  )
}

/** While staff work: the state and which items are done (the evidence comes with the delivery). */
function Progress({ c }: { c: HandoverBuyerCase }) {
  const done = c.items.filter((it) => it.result === 'pass').length
  return (
    <>
      <Text className='hr-line'>
        {c.state === 'waiting' ? '已排队，等待官方客服接手' : `${c.holderName ?? '官方客服'}正在验号换绑`}
        {` · 已完成 ${done}/${c.items.length} 项`}
      </Text>
      {c.items.map((it) => (
        <View key={it.key} className='hr-item hr-item--slim'>
          <Text className='hr-item__label'>{it.label}</Text>
          <Text className={`hr-tag ${it.result === 'pass' ? 'hr-tag--ok' : ''}`}>
            {it.result === 'pass' ? '已完成' : '待核对'}
          </Text>
        </View>
      ))}
      <Text className='hr-note'>
        客服会在下方订单聊天中联系卖家索要验证码、与你核对换绑信息。完成后你会收到通知，届时可查看新的账号信息并逐项确认。
      </Text>
    </>
  )
}

/**
 * 平台验号换绑 on the buyer's order page (issue 40 item 1): while staff work, the progress; once
 * they deliver, every item with the staff's result, note and screenshots, and per item 确认无误 /
 * 有问题; the answers go together. All fine completes the order; any problem opens a dispute
 * naming the items (the page then shows it). A closed case shows what was answered.
 */
export function HandoverReview({
  order,
  onChange,
  onState,
}: {
  order: Pick<OrderDetail, 'id' | 'revealCount'>
  /** After the answers: the order moved on (completed, or disputed), the page reads it again. */
  onChange: () => void
  /** The case's state as the server gave it (the page offers 确认收货 only once staff are done). */
  onState?: (state: HandoverBuyerCase['state']) => void
}) {
  const orderId = order.id
  const [state, reload] = useRemote(() => handoverBuyerApi.view(orderId), [orderId])
  const [picks, setPicks] = useState<Record<string, ItemPick | undefined>>({})
  const [busy, setBusy] = useState(false)
  const [viewer, setViewer] = useState<{ images: string[]; index: number } | null>(null)
  const caseState = state.status === 'ok' ? state.data.state : null
  const report = useRef(onState)
  report.current = onState
  useEffect(() => {
    if (caseState) report.current?.(caseState)
  }, [caseState])

  if (state.status === 'loading') return null
  if (state.status !== 'ok')
    return (
      <View className='t-card hr'>
        <Text className='t-card__title'>平台验号换绑</Text>
        <View className='hr-line' role='button' onClick={reload}>
          {state.status === 'error' && state.msg ? state.msg : '交接信息加载失败'}，点击重试
        </View>
      </View>
    )
  const c = state.data
  const pick = (key: string, p: ItemPick) => setPicks((all) => ({ ...all, [key]: p }))

  const submit = async () => {
    if (busy) return
    const r = answersOf(c.items, picks)
    if ('error' in r) {
      toast(r.error)
      return
    }
    const res = await showModal(submitDialog(c.items, r.answers))
    if (!res.confirm) return
    setBusy(true)
    try {
      const out = await handoverBuyerApi.answer(orderId, r.answers)
      toast(out.state === 'confirmed' ? '已确认收货，交易完成' : '已提交异议，客服将介入处理')
      reload()
      onChange()
    } catch (e) {
      toastError(e)
      reload()
    } finally {
      setBusy(false)
    }
  }

  const working = c.state === 'waiting' || c.state === 'working'
  // the rebound login is there from the delivery on (the seller's own is never the buyer's)
  const delivered = c.state === 'delivered' || c.state === 'confirmed' || c.state === 'disputed'
  return (
    <>
      {delivered && <CredentialsCard order={order} />}
      <View className='t-card hr' aria-label='平台验号换绑'>
        <View className='hr-head'>
          <Text className='t-card__title'>{working ? '平台验号换绑进行中' : '平台验号换绑'}</Text>
          <Text className={`hr-state hr-state--${c.state}`}>{c.stateText}</Text>
        </View>
        {working && <Progress c={c} />}
        {c.state === 'cancelled' && (
          <Text className='hr-line'>
            客服验号发现账号与描述不符，已取消交接并全额退款{c.cancelReason ? `：${c.cancelReason}` : ''}
          </Text>
        )}
        {!working && c.state !== 'cancelled' && (
          <>
            {c.canAnswer && (
              <Text className='hr-line'>
                客服已于 {c.deliveredAt ? formatDateTime(c.deliveredAt) : ''}{' '}
                完成换绑。请先在上方查看新的账号信息并登录，再对照客服的截图逐项确认。
              </Text>
            )}
            {c.items.map((it) => {
              const p = picks[it.key]
              return (
                <View key={it.key} className='hr-item' role='group' aria-label={it.label}>
                  <View className='hr-item__bar'>
                    <Text className='hr-item__label'>{it.label}</Text>
                    {it.result && (
                      <Text className={`hr-tag ${it.result === 'pass' ? 'hr-tag--ok' : 'hr-tag--bad'}`}>
                        {RESULT_TEXT[it.result]}
                      </Text>
                    )}
                  </View>
                  {it.hint && <Text className='hr-item__hint'>{it.hint}</Text>}
                  {it.note && <Text className='hr-item__note'>客服备注：{it.note}</Text>}
                  <Evidence urls={it.evidence} onOpen={(index) => setViewer({ images: it.evidence, index })} />
                  {c.canAnswer ? (
                    <>
                      <View className='hr-choice' role='radiogroup' aria-label={`${it.label}的确认`}>
                        <View
                          className={`chip hr-ok ${p?.ok === true ? 'chip--on' : ''}`}
                          role='radio'
                          aria-checked={p?.ok === true}
                          onClick={() => pick(it.key, { ok: true, note: '' })}
                        >
                          确认无误
                        </View>
                        <View
                          className={`chip hr-bad ${p?.ok === false ? 'chip--on' : ''}`}
                          role='radio'
                          aria-checked={p?.ok === false}
                          onClick={() => pick(it.key, { ok: false, note: p?.note ?? '' })}
                        >
                          有问题
                        </View>
                      </View>
                      {p?.ok === false && (
                        <Textarea
                          className='hr-text'
                          value={p.note}
                          maxlength={NOTE_MAX}
                          placeholder='说明哪里不符，例如：绑定手机仍是卖家的号码'
                          aria-label={`${it.label}的问题说明`}
                          onInput={(e) => pick(it.key, { ok: false, note: e.detail.value })}
                        />
                      )}
                    </>
                  ) : (
                    it.buyerAnswer && (
                      <Text className={`hr-answer ${it.buyerAnswer === 'ok' ? '' : 'hr-answer--bad'}`}>
                        我的确认：
                        {it.buyerAnswer === 'ok' ? '无误' : `有问题${it.buyerNote ? `（${it.buyerNote}）` : ''}`}
                      </Text>
                    )
                  )}
                </View>
              )
            })}
            {c.canAnswer && (
              <View className='t-card__actions'>
                <View
                  className={`t-btn hr-submit ${busy ? 't-btn--disabled' : ''}`}
                  aria-disabled={busy}
                  role='button'
                  onClick={() => void submit()}
                >
                  {busy ? '提交中…' : '提交确认结果'}
                </View>
              </View>
            )}
          </>
        )}
        <ImageViewer
          images={viewer?.images ?? []}
          visible={viewer !== null}
          startIndex={viewer?.index ?? 0}
          onClose={() => setViewer(null)}
        />
      </View>
    </>
  )
}

export default HandoverReview

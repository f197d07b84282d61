import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import StateView from '../../components/StateView'
import { Chat, type ChatInput } from '../../components/Chat'
import { handoverDeskApi, type HandoverCaseDetail } from '../../api/handover'
import { ordersApi, type ChatMsg } from '../../api/orders'
import { useRemote } from '../../hooks/useRemote'
import { useStores } from '../../stores/root'
import { formatDateTime, formatYuan } from '../../utils/format'
import { navigateTo } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import { pressable, useDesk } from '../frame/useDesk'
import { sellerAnswersText, waitedText } from './deskText'
import { Btn, ItemRow } from './ItemRow'
import { Cancel, Deliver, SellerLogin } from './CaseActions'

const ROLE_NAME: Record<ChatMsg['role'], string> = { buyer: '买家', seller: '卖家', staff: '官方客服', system: '系统' }

/**
 * One case at the handover desk (验号换绑, issue 40 item 1): the order's summary, 接手 / 放开, the
 * checklist with notes and screenshots, the seller's login for the holder, the three-party order
 * chat with the seller's answer times, 交付新账号 once every item passed, and the cancel of a
 * mismatch. At a desk the checklist and the conversation sit side by side.
 */
export const CaseDesk = observer(function CaseDesk({
  caseId,
  onBack,
}: {
  caseId: number
  /** Back to the queue; `changed` when the desk took, released, delivered or cancelled (the queue is read again). */
  onBack: (changed: boolean) => void
}) {
  const { app } = useStores()
  const me = app.user?.id ?? 0
  const desk = useDesk()
  const [state, reload] = useRemote(() => handoverDeskApi.detail(caseId), [caseId])
  const [live, setLive] = useState<HandoverCaseDetail | null>(null)
  const [changed, setChanged] = useState(false)
  const c = live ?? (state.status === 'ok' ? state.data : null)

  const back = (
    <View className='console-card__actions hd-bar'>
      <Btn ghost onPress={() => onBack(changed)}>
        返回队列
      </Btn>
    </View>
  )
  if (!c)
    return (
      <View className='hd-case'>
        {back}
        {state.status === 'loading' && <StateView kind='loading' />}
        {state.status === 'notFound' && <StateView kind='notFound' text='交接单不存在' />}
        {state.status === 'error' && <StateView kind='error' text={state.msg || undefined} onRetry={reload} />}
      </View>
    )

  const mine = c.holderId === me
  const working = c.state === 'working'
  const open = c.state === 'waiting' || working
  const update = (d: HandoverCaseDetail) => {
    setLive(d)
    setChanged(true)
  }
  const act = async (call: () => Promise<HandoverCaseDetail>, done: string) => {
    try {
      update(await call())
      toast(done)
    } catch (e) {
      // 409 names who holds the case; 403 says the staff member is a party to the order
      toastError(e)
    }
  }
  const o = c.order
  const done = c.items.filter((it) => it.result === 'pass').length

  return (
    <View className={`hd-case ${desk ? 'hd-case--wide' : ''}`}>
      <View className='console-card__actions hd-bar'>
        <Btn ghost onPress={() => onBack(changed)}>
          返回队列
        </Btn>
        <Text className='hd-bar__holder'>
          {c.holderId === null ? '无人处理' : mine ? '由我处理' : `处理人 ${c.holderName || '其他客服'}`}
        </Text>
        {open && !mine && <Btn onPress={() => void act(() => handoverDeskApi.claim(c.caseId), '已接手')}>接手</Btn>}
        {working && mine && (
          <Btn ghost onPress={() => void act(() => handoverDeskApi.release(c.caseId), '已放开')}>
            放开
          </Btn>
        )}
      </View>

      <View className='hd-cols'>
        <View className='hd-col'>
          <View className='console-card' aria-label='订单摘要'>
            <View className='console-card__head'>
              <Text className='console-card__title'>{o.goodsTitle}</Text>
              <Text className={`hd-state hd-state--${c.state}`}>{c.stateText}</Text>
            </View>
            <Text className='console-card__meta'>
              订单 {c.orderNo} · {c.gameName} · 成交价 {formatYuan(o.priceFen)} · 验号换绑服务费{' '}
              {formatYuan(o.handoverFeeFen)}
            </Text>
            <Text className='console-card__meta'>
              买家 {o.buyerName}（ID {o.buyerId}）· 卖家 {o.sellerName}（ID {o.sellerId}）
            </Text>
            <Text className='console-card__meta'>
              付款 {formatDateTime(c.createdAt)}
              {c.waitingMinutes !== null ? ` · ${waitedText(c.state, c.waitingMinutes)}` : ''} · 已完成 {done}/
              {c.items.length} 项{c.deliveredAt ? ` · 交付 ${formatDateTime(c.deliveredAt)}` : ''}
            </Text>
            {c.sellerDeadline && (
              <Text className='console-card__meta console-card__alert'>
                已询问卖家，卖家须在 {formatDateTime(c.sellerDeadline)} 前回应（逾期未回应：取消订单并退款）
              </Text>
            )}
            {c.cancelReason && <Text className='console-card__body'>取消原因：{c.cancelReason}</Text>}
            <View
              className='console-link hd-link'
              role='link'
              {...pressable(() => void navigateTo('adminOrder', { id: c.orderId }))}
              onClick={() => void navigateTo('adminOrder', { id: c.orderId })}
            >
              查看订单全貌
            </View>
          </View>

          <View className='console-card' aria-label='检查项'>
            <Text className='console-card__title'>
              检查项 {done}/{c.items.length}
            </Text>
            {!mine && open && <Text className='console-card__meta'>接手后才能填写检查项</Text>}
            {c.items.map((it) => (
              <ItemRow
                key={`${it.key}:${it.checkedAt ?? ''}`}
                caseId={c.caseId}
                item={it}
                editable={mine && working}
                onSaved={(saved) => update({ ...c, items: c.items.map((x) => (x.key === saved.key ? saved : x)) })}
              />
            ))}
          </View>
        </View>

        <View className='hd-col'>
          <SellerLogin caseId={c.caseId} open={mine && working} />

          <View className='console-card' aria-label='订单聊天'>
            <Text className='console-card__title'>
              订单聊天（买家、卖家与官方客服）{c.unread > 0 ? ` · ${c.unread} 条未读` : ''}
            </Text>
            {sellerAnswersText(c.sellerAnswers).map((t) => (
              <Text key={t} className='console-card__meta hd-answers'>
                {t}
              </Text>
            ))}
            <Chat<ChatMsg>
              threadKey={c.orderId}
              load={(afterId) => ordersApi.chat(c.orderId, afterId)}
              send={(body: ChatInput) => ordersApi.sendChat(c.orderId, body)}
              roleNames={ROLE_NAME}
              notice='你以「官方客服」身份发言，买家和卖家都会收到通知。换绑需要卖家手机的短信验证码时在此索要；不要留私人联系方式。'
              canSend={mine && (working || c.state === 'delivered')}
              closedText={
                open
                  ? c.holderId !== null && !mine
                    ? `该交接单由「${c.holderName || '其他客服'}」处理，接手后才能发言`
                    : '接手后才能在订单聊天中发言'
                  : '交接已结束，如需跟进请到订单全貌或售后仲裁处理'
              }
            />
          </View>

          {mine && working && <Deliver c={c} onDone={update} />}
          {mine && working && <Cancel c={c} onDone={update} />}
        </View>
      </View>
    </View>
  )
})

export default CaseDesk

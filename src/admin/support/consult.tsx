import { useCallback, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import OrderGoods from '../../components/OrderGoods'
import { Chat, type ChatInput } from '../../components/Chat'
import { adminConsultApi, type ConsultLine, type ConsultQueueItem } from '../../api/consult'
import { useStores } from '../../stores/root'
import { formatDateTime } from '../../utils/format'
import { toast, toastError } from '../../utils/toast'

/**
 * 售前咨询 in 客服工单 (issue 40 item 2): the queue's card, and one thread opened as staff.
 * The server keeps one holder per thread; the desk shows who it is and says the server's refusal
 * when someone else holds it.
 */

/** How long the asker has waited, from the server's seconds (the console's clock may be off). */
export function waitingText(seconds: number | null): string {
  if (seconds === null) return '已回复'
  const minutes = Math.floor(seconds / 60)
  if (minutes < 1) return '刚刚提问'
  if (minutes < 60) return `等待 ${minutes} 分钟`
  const hours = Math.floor(minutes / 60)
  return minutes % 60 ? `等待 ${hours} 小时 ${minutes % 60} 分钟` : `等待 ${hours} 小时`
}

export function ConsultCard({ row, onOpen }: { row: ConsultQueueItem; onOpen: (row: ConsultQueueItem) => void }) {
  return (
    <View key={row.id} className='console-card' role='link' onClick={() => onOpen(row)}>
      <View className='console-card__head'>
        <Text className='console-card__title'>{row.goods.title}</Text>
        <Text className={`consult-wait ${row.waitingSeconds !== null ? 'consult-wait--on' : ''}`}>
          {waitingText(row.waitingSeconds)}
        </Text>
      </View>
      <Text className='console-card__meta'>
        提问人 {row.nickName || `用户 ${row.userId}`}（ID {row.userId}）· {row.goods.gameName} ·{' '}
        {formatDateTime(row.lastMessageAt)}
      </Text>
      <Text className='console-card__meta'>
        {row.holder ? `处理人 ${row.holder}` : '无人处理'}
        {row.unread > 0 ? ` · ${row.unread} 条未读` : ''}
      </Text>
      {row.lastText && <Text className='console-card__body'>{row.lastText}</Text>}
    </View>
  )
}

const ROLE_NAME: Record<ConsultLine['role'], string> = { user: '用户', staff: '官方客服', system: '系统' }

/** One thread as staff see it: the listing, the lines, 接手 / 放开, and the answer box. */
export const ConsultDesk = observer(function ConsultDesk({
  row,
  onBack,
}: {
  row: ConsultQueueItem
  /** Back to the queue; `changed` when the desk took, released or answered (the queue is read again). */
  onBack: (changed: boolean) => void
}) {
  const { app } = useStores()
  const me = app.user?.id ?? 0
  const [holder, setHolder] = useState<{ id: number | null; name: string | null }>({
    id: row.assigneeId,
    name: row.holder,
  })
  const [changed, setChanged] = useState(false)
  const load = useCallback((afterId: number) => adminConsultApi.lines(row.id, afterId), [row.id])
  const send = useCallback((body: ChatInput) => adminConsultApi.answer(row.id, body), [row.id])
  const heldByOther = holder.id !== null && holder.id !== me

  const act = async (call: () => Promise<unknown>, done: string, next: { id: number | null; name: string | null }) => {
    try {
      await call()
      toast(done)
      setHolder(next)
      setChanged(true)
    } catch (e) {
      // 409: 该咨询正由客服「…」处理 — the server names who holds it
      toastError(e)
    }
  }

  return (
    <View className='consult-desk'>
      <View className='console-card__actions consult-desk__bar'>
        <View className='console-btn console-btn--ghost' role='button' onClick={() => onBack(changed)}>
          返回队列
        </View>
        <Text className='consult-desk__holder'>
          {holder.id === null ? '无人处理' : holder.id === me ? '由我处理' : `处理人 ${holder.name ?? '其他客服'}`}
        </Text>
        {holder.id === me ? (
          <View
            className='console-btn console-btn--ghost'
            role='button'
            onClick={() => void act(() => adminConsultApi.release(row.id), '已放开', { id: null, name: null })}
          >
            放开
          </View>
        ) : (
          <View
            className='console-btn'
            role='button'
            onClick={() => void act(() => adminConsultApi.claim(row.id), '已接手', { id: me, name: null })}
          >
            接手
          </View>
        )}
      </View>
      <Text className='console-card__meta'>
        提问人 {row.nickName || `用户 ${row.userId}`}（ID {row.userId}）· {waitingText(row.waitingSeconds)}
      </Text>
      <OrderGoods goods={row.goods} priceFen={row.goods.priceFen} />
      <Chat<ConsultLine>
        threadKey={row.id}
        load={load}
        send={send}
        roleNames={ROLE_NAME}
        notice='你以「官方客服」身份回答，用户看不到你的名字。不要留私人联系方式；回答会通知用户。'
        canSend={!heldByOther}
        closedText={`该咨询正由客服「${holder.name ?? '其他客服'}」处理，接手后才能回复`}
        // answering takes the thread when nobody holds it
        onSent={() => {
          setHolder((h) => (h.id === null ? { id: me, name: null } : h))
          setChanged(true)
        }}
      />
    </View>
  )
})

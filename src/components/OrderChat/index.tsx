import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidHide, useDidShow } from '@tarojs/taro'
import { View, Text, Image, Input } from '@tarojs/components'
import { ordersApi, type ChatMsg } from '../../api/orders'
import { uploadImage } from '../../api/user'
import ImageViewer from '../ImageViewer'
import { formatDateTime } from '../../utils/format'
import { toast, toastError } from '../../utils/toast'
import './index.scss'
import { mediaUrl } from '../../utils/platform'
import { withPrivacy } from '../../utils/privacy'
import { Icon } from '../Icon'
import ImageGlyph from '@nutui/icons-react-taro/dist/es/icons/Image.js'

const POLL_MS = 3000
const ROLE_NAME: Record<ChatMsg['role'], string> = { buyer: '买家', seller: '卖家', staff: '官方客服', system: '系统' }

/** Appends new messages, ignoring any already shown (a poll and a send can both return one). */
export function mergeMessages(list: ChatMsg[], incoming: ChatMsg[]): ChatMsg[] {
  if (!incoming.length) return list
  const seen = new Set(list.map((m) => m.id))
  const merged = [...list, ...incoming.filter((m) => !seen.has(m.id))]
  return merged.sort((a, b) => a.id - b.id)
}

/**
 * The order chat: one thread for buyer, seller and staff, kept with the order. The seller passes
 * SMS codes here while the buyer rebinds the account, so new messages arrive by polling every 3 s
 * while the page is visible (cheap: only messages after the last id).
 */
export function OrderChat({ orderId, canSend }: { orderId: number; canSend: boolean }) {
  const [msgs, setMsgs] = useState<ChatMsg[]>([])
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [viewer, setViewer] = useState<string | null>(null)
  const lastId = useRef(0)
  const visible = useRef(true)

  const poll = useCallback(async () => {
    try {
      const res = await ordersApi.chat(orderId, lastId.current)
      if (res.rows.length) {
        lastId.current = Math.max(lastId.current, res.lastId)
        setMsgs((l) => mergeMessages(l, res.rows))
      }
    } catch {
      /* the next poll tries again; a 401 has already been handled by the request layer */
    }
  }, [orderId])

  useEffect(() => {
    lastId.current = 0
    setMsgs([])
    void poll()
    const t = setInterval(() => visible.current && void poll(), POLL_MS)
    return () => clearInterval(t)
  }, [poll])
  useDidShow(() => {
    visible.current = true
  })
  useDidHide(() => {
    visible.current = false
  })

  const add = (m: ChatMsg) => {
    lastId.current = Math.max(lastId.current, m.id)
    setMsgs((l) => mergeMessages(l, [m]))
  }

  const sendText = async () => {
    const t = text.trim()
    if (!t) return
    if (t.length > 500) {
      toast('消息最多500个字')
      return
    }
    setBusy(true)
    try {
      add(await ordersApi.sendChat(orderId, { text: t }))
      setText('')
    } catch (e) {
      toastError(e)
    } finally {
      setBusy(false)
    }
  }

  const sendImage = async () => {
    try {
      const res = await withPrivacy('chooseImage', () =>
        Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] }),
      )
      const path = res?.tempFilePaths[0]
      if (!path) return
      setBusy(true)
      const up = await uploadImage(path)
      add(await ordersApi.sendChat(orderId, { imageUrl: up.url }))
    } catch (e) {
      toastError(e)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='ochat'>
      <Text className='ochat__notice'>
        请在此与对方沟通交接。号市客服会在此处以“官方客服”身份出现，任何要求你添加私人联系方式或平台外付款的都是骗子。
      </Text>
      <View className='ochat__list' aria-live='polite'>
        {msgs.length === 0 && <Text className='ochat__empty'>还没有消息</Text>}
        {msgs.map((m) =>
          m.role === 'system' ? (
            <Text key={m.id} className='ochat__system'>
              {m.text}
            </Text>
          ) : (
            <View
              key={m.id}
              className={`ochat__msg ${m.mine ? 'ochat__msg--mine' : ''} ${m.role === 'staff' ? 'ochat__msg--staff' : ''}`}
            >
              <Text className='ochat__who'>
                {m.mine ? '我' : `${ROLE_NAME[m.role]} ${m.role === 'staff' ? '' : m.nickName}`} ·{' '}
                {formatDateTime(m.createdAt).slice(11)}
              </Text>
              {m.kind === 'image' && m.imageUrl ? (
                <Image
                  className='ochat__img'
                  src={mediaUrl(m.imageUrl)}
                  mode='widthFix'
                  onClick={() => setViewer(m.imageUrl)}
                />
              ) : (
                <Text className='ochat__bubble'>{m.text}</Text>
              )}
            </View>
          ),
        )}
      </View>
      {canSend ? (
        <View className='ochat__input'>
          <View className='ochat__pic' onClick={() => !busy && void sendImage()} role='button' aria-label='发送图片'>
            <Icon of={ImageGlyph} />
          </View>
          <Input
            className='ochat__field'
            value={text}
            maxlength={500}
            placeholder='输入消息'
            confirmType='send'
            onInput={(e) => setText(e.detail.value)}
            onConfirm={() => void sendText()}
            aria-label='聊天消息'
          />
          <View
            className={`ochat__send ${busy || !text.trim() ? 'ochat__send--off' : ''}`}
            onClick={() => !busy && void sendText()}
            role='button'
          >
            发送
          </View>
        </View>
      ) : (
        <Text className='ochat__closed'>订单已关闭，不能再发送消息</Text>
      )}
      <ImageViewer
        images={viewer ? [viewer] : []}
        visible={viewer !== null}
        startIndex={0}
        onClose={() => setViewer(null)}
      />
    </View>
  )
}

export default OrderChat

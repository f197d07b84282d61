import { useEffect, useRef, useState } from 'react'
import Taro, { useDidHide, useDidShow } from '@tarojs/taro'
import { View, Text, Image, Input } from '@tarojs/components'
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

/**
 * What the chat needs of a line. The order chat's and the consultation's lines both have this
 * shape (their own types come from the server's contract; this only names what is drawn).
 */
export interface ChatLine {
  id: number
  role: string
  nickName: string
  mine: boolean
  kind: 'text' | 'image'
  text: string | null
  /** the line had contact details: masked for its receiver, flagged for staff */
  flagged: boolean
  /** said under the line: the receiver's warning, or the sender's note of what the other side sees */
  notice: string | null
  imageUrl: string | null
  createdAt: string
}

/** A line to send: text, or one image the sender uploaded. */
export type ChatInput = { text: string } | { imageUrl: string }

/** Appends new messages, ignoring any already shown (a poll and a send can both return one). */
export function mergeMessages<M extends ChatLine>(list: M[], incoming: M[]): M[] {
  if (!incoming.length) return list
  const seen = new Set(list.map((m) => m.id))
  const merged = [...list, ...incoming.filter((m) => !seen.has(m.id))]
  return merged.sort((a, b) => a.id - b.id)
}

export interface ChatProps<M extends ChatLine> {
  /** Changes when the chat shows another thread: the lines are read again from the start. */
  threadKey: string | number
  /** The lines after `afterId` and the id to ask after next time. */
  load: (afterId: number) => Promise<{ rows: M[]; lastId: number }>
  send: (body: ChatInput) => Promise<M>
  /** How each role is named above its lines (a line of one's own says 我). */
  roleNames: Record<string, string>
  /** Roles whose lines show only the role's name, never the sender's (staff speak as the platform). */
  anonymous?: readonly string[]
  /** The warning over the lines. */
  notice: string
  canSend: boolean
  /** Said instead of the input when sending is not allowed. */
  closedText: string
  /**
   * Runs first in the tap that sends, with the lines shown so far: a mini-program asks for
   * subscription messages only inside a tap, so this is where a page asks.
   */
  beforeSend?: (lines: M[]) => void
  /** After a line of one's own is shown. */
  onSent?: (line: M) => void
}

/**
 * A polled conversation (the order chat, the pre-sale consultation): new lines arrive by asking
 * for those after the last id every 3 s while the page is visible, so a code the other side types
 * shows within seconds without a socket. Where the lines come from is the caller's.
 */
export function Chat<M extends ChatLine>({
  threadKey,
  load,
  send,
  roleNames,
  anonymous = ['staff'],
  notice,
  canSend,
  closedText,
  beforeSend,
  onSent,
}: ChatProps<M>) {
  const [msgs, setMsgs] = useState<M[]>([])
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [viewer, setViewer] = useState<string | null>(null)
  const lastId = useRef(0)
  const visible = useRef(true)
  // the caller's functions may be new on every render; the poll follows the thread, not them
  const calls = useRef({ load, send, beforeSend, onSent })
  calls.current = { load, send, beforeSend, onSent }
  const shown = useRef<M[]>([])
  shown.current = msgs

  // a new thread starts from its first line; the interval of the previous one stops with its effect
  useEffect(() => {
    let live = true
    lastId.current = 0
    setMsgs([])
    const poll = async () => {
      try {
        const res = await calls.current.load(lastId.current)
        // an answer about the previous thread, arriving late, is dropped
        if (!live || !res.rows.length) return
        lastId.current = Math.max(lastId.current, res.lastId)
        setMsgs((l) => mergeMessages(l, res.rows))
      } catch {
        /* the next poll tries again; a 401 has already been handled by the request layer */
      }
    }
    void poll()
    const t = setInterval(() => visible.current && void poll(), POLL_MS)
    return () => {
      live = false
      clearInterval(t)
    }
  }, [threadKey])
  useDidShow(() => {
    visible.current = true
  })
  useDidHide(() => {
    visible.current = false
  })

  const add = (m: M) => {
    lastId.current = Math.max(lastId.current, m.id)
    setMsgs((l) => mergeMessages(l, [m]))
    calls.current.onSent?.(m)
  }

  const sendText = async () => {
    const t = text.trim()
    if (!t) return
    if (t.length > 500) {
      toast('消息最多500个字')
      return
    }
    calls.current.beforeSend?.(shown.current)
    setBusy(true)
    try {
      add(await calls.current.send({ text: t }))
      setText('')
    } catch (e) {
      toastError(e)
    } finally {
      setBusy(false)
    }
  }

  const sendImage = async () => {
    calls.current.beforeSend?.(shown.current)
    try {
      const res = await withPrivacy('chooseImage', () =>
        Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] }),
      )
      const path = res?.tempFilePaths[0]
      if (!path) return
      setBusy(true)
      const up = await uploadImage(path)
      add(await calls.current.send({ imageUrl: up.url }))
    } catch (e) {
      toastError(e)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='ochat'>
      <Text className='ochat__notice'>{notice}</Text>
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
                {m.mine ? '我' : `${roleNames[m.role] ?? ''} ${anonymous.includes(m.role) ? '' : m.nickName}`} ·{' '}
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
                <Text className={`ochat__bubble ${m.flagged ? 'ochat__bubble--flagged' : ''}`}>{m.text}</Text>
              )}
              {m.notice && <Text className='ochat__mask-note'>{m.notice}</Text>}
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
        <Text className='ochat__closed'>{closedText}</Text>
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

export default Chat

import { useEffect, useState } from 'react'
import { View, Text, Textarea, Image } from '@tarojs/components'
import ImageUploader, { type UploadedImage } from '../ImageUploader'
import ImageViewer from '../ImageViewer'
import { DISPUTE_STATE, disputeApi, type Dispute, type DisputeReason } from '../../api/aftersale'
import { formatDateTime, formatYuan } from '../../utils/format'
import { toast, toastError } from '../../utils/toast'
import '../../styles/chips.scss'
import '../../styles/trade.scss'
import '../ProblemForm/index.scss'
import './index.scss'
import { useRules, within } from '../../hooks/useRules'
import { mediaUrl } from '../../utils/platform'
import { showModal } from '../../utils/modal'
import DeadlineCountdown from '../DeadlineCountdown'

const MAX_IMAGES = 6

export function checkDispute(v: { reason: string; text: string }): string {
  if (!v.reason) return '请选择纠纷原因'
  const n = Array.from(v.text.trim()).length
  if (n < 5) return '请至少用5个字说明情况'
  if (n > 500) return '最多500个字'
  return ''
}

/** The buyer opens a dispute: a reason, what happened, screenshots. The order is frozen until staff decide. */
export function DisputeForm({
  orderId,
  onDone,
  onCancel,
}: {
  orderId: number
  onDone: () => void
  onCancel: () => void
}) {
  const [reasons, setReasons] = useState<DisputeReason[]>([])
  // '' until one is chosen
  const [reason, setReason] = useState<DisputeReason['code'] | ''>('')
  const [text, setText] = useState('')
  const [images, setImages] = useState<UploadedImage[]>([])
  const [busy, setBusy] = useState(false)
  const rules = useRules()
  useEffect(() => {
    disputeApi.reasons().then(setReasons, toastError)
  }, [])

  const submit = async () => {
    const err = checkDispute({ reason, text })
    if (err || !reason) return toast(err)
    setBusy(true)
    try {
      await disputeApi.open(orderId, { reason, description: text.trim(), images: images.map((i) => i.url) })
      toast(`已提交，卖家需在${within(rules?.['dispute.answer'])}答辩`)
      onDone()
    } catch (e) {
      toastError(e)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='t-card problem-form'>
      <Text className='t-card__title'>发起纠纷</Text>
      <Text className='dispute__line'>
        提交后订单冻结（不会自动确认收货），卖家需在{within(rules?.['dispute.answer'])}答辩，客服将裁定退款或放款。
      </Text>
      <Text className='problem-form__label'>纠纷原因</Text>
      <View className='chips' role='radiogroup'>
        {reasons.map((r) => (
          <View
            key={r.code}
            className={`chip ${r.code === reason ? 'chip--on' : ''}`}
            onClick={() => setReason(r.code)}
            role='radio'
            aria-checked={r.code === reason}
          >
            {r.text}
          </View>
        ))}
      </View>
      <Text className='problem-form__label'>情况说明</Text>
      <Textarea
        className='problem-form__text'
        value={text}
        maxlength={500}
        placeholder='例如：登录提示密码错误，已联系卖家无回复（至少5个字）'
        onInput={(e) => setText(e.detail.value)}
        aria-label='情况说明'
      />
      <Text className='problem-form__label'>截图（选填，最多{MAX_IMAGES}张）</Text>
      <ImageUploader
        value={images}
        max={MAX_IMAGES}
        onAdd={(i) => setImages((l) => [...l, i])}
        onRemove={(u) => setImages((l) => l.filter((x) => x.url !== u))}
      />
      <View className='t-card__actions'>
        <View className='t-btn t-btn--ghost' onClick={onCancel} role='button'>
          取消
        </View>
        <View
          className={`t-btn ${busy ? 't-btn--disabled' : ''}`}
          aria-disabled={busy}
          onClick={() => !busy && void submit()}
          role='button'
        >
          {busy ? '提交中…' : '提交纠纷'}
        </View>
      </View>
    </View>
  )
}

/** A dispute as both parties see it: the claim, the seller's answer (or the form for it), the decision and the refund. */
export function DisputeCard({
  d,
  role,
  onChange,
}: {
  d: Dispute
  role: 'buyer' | 'seller' | 'staff'
  onChange: () => void
}) {
  const [answer, setAnswer] = useState('')
  const [images, setImages] = useState<UploadedImage[]>([])
  const [busy, setBusy] = useState(false)
  const rules = useRules()
  const [viewer, setViewer] = useState<string[] | null>(null)
  const canAnswer = role === 'seller' && d.state === DISPUTE_STATE.waiting && !d.sellerOverdue
  const canWithdraw = role === 'buyer' && (d.state === DISPUTE_STATE.waiting || d.state === DISPUTE_STATE.answered)
  const canReply = role === 'buyer' && d.deadline?.party === 'buyer'
  const [reply, setReply] = useState('')

  const sendReply = async () => {
    const n = Array.from(reply.trim()).length
    if (n < 2 || n > 500) return toast('回复内容2-500字')
    setBusy(true)
    try {
      await disputeApi.reply(d.orderId, { text: reply.trim() })
      toast('回复已提交，等待客服裁定')
      onChange()
    } catch (e) {
      toastError(e)
    } finally {
      setBusy(false)
    }
  }

  const send = async () => {
    const n = Array.from(answer.trim()).length
    if (n < 5 || n > 500) return toast('答辩内容5-500字')
    setBusy(true)
    try {
      await disputeApi.answer(d.orderId, { text: answer.trim(), images: images.map((i) => i.url) })
      toast('已提交答辩')
      onChange()
    } catch (e) {
      toastError(e)
    } finally {
      setBusy(false)
    }
  }
  const withdraw = async () => {
    const res = await showModal({
      title: '撤销纠纷',
      content: '撤销后订单恢复交接，确定撤销吗？',
      confirmText: '撤销',
      cancelText: '取消',
    })
    if (!res.confirm) return
    try {
      await disputeApi.withdraw(d.orderId)
      toast('纠纷已撤销')
      onChange()
    } catch (e) {
      toastError(e)
    }
  }

  const pics = (list: string[]) =>
    list.length > 0 && (
      <View className='dispute__pics'>
        {list.map((src) => (
          <Image
            key={src}
            className='dispute__pic'
            src={mediaUrl(src)}
            mode='aspectFill'
            onClick={() => setViewer(list)}
          />
        ))}
      </View>
    )

  return (
    <View className='t-card dispute'>
      <View className='dispute__head'>
        <Text className='t-card__title'>售后纠纷</Text>
        <Text className='t-state t-state--1'>{d.stateText}</Text>
      </View>
      <Text className='dispute__line'>
        {d.reasonText} · {formatDateTime(d.createdAt)}
      </Text>
      <Text className='dispute__text'>{d.description}</Text>
      {pics(d.images)}
      {d.answerText ? (
        <View className='dispute__answer'>
          <Text className='dispute__line'>卖家答辩 · {formatDateTime(d.answeredAt)}</Text>
          <Text className='dispute__text'>{d.answerText}</Text>
          {pics(d.answerImages)}
        </View>
      ) : (
        d.state === DISPUTE_STATE.waiting && (
          <Text className='dispute__line'>
            {d.sellerOverdue
              ? `卖家未在${within(rules?.['dispute.answer'])}答辩`
              : `卖家答辩截止 ${formatDateTime(d.answerDeadline)}`}
          </Text>
        )
      )}
      {d.replyText && (
        <View className='dispute__answer'>
          <Text className='dispute__line'>买家回复 · {formatDateTime(d.repliedAt)}</Text>
          <Text className='dispute__text'>{d.replyText}</Text>
        </View>
      )}
      {d.escalationText && <Text className='dispute__line'>已转客服优先裁定：{d.escalationText}</Text>}
      {d.deadline && (
        <DeadlineCountdown
          className='dispute__line dispute__deadline'
          label={d.deadline.label}
          at={d.deadline.at}
          serverNow={d.serverNow}
          outcome={d.deadline.outcome}
        />
      )}
      {d.decision && (
        <View className='dispute__answer'>
          <Text className='dispute__line'>
            处理结果：{d.decision === 'refund' ? '退款给买家' : '放款给卖家'} · {formatDateTime(d.decidedAt)}
          </Text>
          {d.decisionNote && <Text className='dispute__text'>{d.decisionNote}</Text>}
          {d.refund && (
            <Text className='dispute__line'>
              退款 {formatYuan(d.refund.amountFen)} · {d.refund.statusText}
              {d.refund.status === 2 ? '（客服会重新发起退款）' : ''}
            </Text>
          )}
        </View>
      )}
      {canAnswer && (
        <View className='problem-form'>
          <Text className='problem-form__label'>提交答辩</Text>
          <Textarea
            className='problem-form__text'
            value={answer}
            maxlength={500}
            placeholder='说明账号情况、交接过程，可附截图（5-500字）'
            onInput={(e) => setAnswer(e.detail.value)}
            aria-label='答辩内容'
          />
          <ImageUploader
            value={images}
            max={MAX_IMAGES}
            onAdd={(i) => setImages((l) => [...l, i])}
            onRemove={(u) => setImages((l) => l.filter((x) => x.url !== u))}
          />
          <View
            className={`t-btn dispute__send ${busy ? 't-btn--disabled' : ''}`}
            aria-disabled={busy}
            onClick={() => !busy && void send()}
            role='button'
          >
            提交答辩
          </View>
        </View>
      )}
      {canReply && (
        <View className='problem-form'>
          <Text className='problem-form__label'>回复卖家答辩</Text>
          <Textarea
            className='problem-form__text'
            value={reply}
            maxlength={500}
            placeholder='对卖家的答辩有异议请说明（2-500字），逾期未回复将按卖家答辩结案'
            onInput={(e) => setReply(e.detail.value)}
            aria-label='回复内容'
          />
          <View
            className={`t-btn dispute__send ${busy ? 't-btn--disabled' : ''}`}
            aria-disabled={busy}
            onClick={() => !busy && void sendReply()}
            role='button'
          >
            提交回复
          </View>
        </View>
      )}
      {canWithdraw && (
        <Text className='dispute__withdraw' onClick={() => void withdraw()}>
          问题已解决，撤销纠纷
        </Text>
      )}
      <ImageViewer images={viewer ?? []} visible={viewer !== null} startIndex={0} onClose={() => setViewer(null)} />
    </View>
  )
}

export default DisputeCard

import { useState } from 'react'
import { View, Text, Textarea } from '@tarojs/components'
import { ratingApi, type Rating } from '../../api/aftersale'
import { formatDateTime } from '../../utils/format'
import { toast, toastError } from '../../utils/toast'
import '../../styles/trade.scss'
import '../ProblemForm/index.scss'
import './index.scss'

const LABELS = ['', '很差', '较差', '一般', '满意', '非常满意']

export function Stars({ score, onPick }: { score: number; onPick?: (n: number) => void }) {
  return (
    <View className='stars' role={onPick ? 'radiogroup' : undefined} aria-label={`${score}星`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <View
          key={n}
          className={`stars__star ${n <= score ? 'stars__star--on' : ''} ${onPick ? 'stars__star--pick' : ''}`}
          // shown stars are no buttons; picking ones are radios with a 44 px hit area each
          onClick={onPick ? () => onPick(n) : undefined}
          role={onPick ? 'radio' : undefined}
          aria-checked={onPick ? n === score : undefined}
          aria-label={onPick ? `${n}星` : undefined}
        >
          ★
        </View>
      ))}
      {score > 0 && <Text className='stars__label'>{LABELS[score]}</Text>}
    </View>
  )
}

export interface RatingCardProps {
  orderId: number
  rating: Rating | null
  canRate: boolean
  canEdit: boolean
  canReply: boolean
  onChange: () => void
}

/** The buyer rates the seller once after completion (editable for 7 days); the seller may reply once. */
export function RatingCard({ orderId, rating, canRate, canEdit, canReply, onChange }: RatingCardProps) {
  const [editing, setEditing] = useState(false)
  const [score, setScore] = useState(rating?.score ?? 5)
  const [comment, setComment] = useState(rating?.comment ?? '')
  const [reply, setReply] = useState('')
  const [busy, setBusy] = useState(false)
  if (!rating && !canRate) return null
  const form = (!rating && canRate) || editing

  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true)
    try {
      await call()
      toast(done)
      setEditing(false)
      onChange()
    } catch (e) {
      toastError(e)
    } finally {
      setBusy(false)
    }
  }
  const save = () => {
    if (comment.trim().length > 200) return toast('评价最多200字')
    const body = { score, comment: comment.trim() || undefined }
    void run(() => (rating ? ratingApi.edit(orderId, body) : ratingApi.rate(orderId, body)), '评价已提交')
  }

  return (
    <View className='t-card'>
      <Text className='t-card__title'>交易评价</Text>
      {form ? (
        <View className='problem-form'>
          <Stars score={score} onPick={setScore} />
          <Textarea
            className='problem-form__text'
            value={comment}
            maxlength={200}
            placeholder='说说这次交易的体验（选填）'
            onInput={(e) => setComment(e.detail.value)}
            aria-label='评价内容'
          />
          <View
            className={`t-btn rating__btn ${busy ? 't-btn--disabled' : ''}`}
            aria-disabled={busy}
            onClick={() => !busy && save()}
            role='button'
          >
            {rating ? '保存修改' : '提交评价'}
          </View>
        </View>
      ) : (
        rating && (
          <>
            <Stars score={rating.score} />
            {rating.comment && <Text className='rating__text'>{rating.comment}</Text>}
            <Text className='rating__time'>
              {rating.buyerNick} · {formatDateTime(rating.updatedAt)}
            </Text>
            {rating.reply && (
              <View className='rating__reply'>
                <Text className='rating__time'>卖家回复 · {formatDateTime(rating.repliedAt)}</Text>
                <Text className='rating__text'>{rating.reply}</Text>
              </View>
            )}
            {canEdit && (
              <Text className='rating__edit' onClick={() => setEditing(true)}>
                修改评价（{formatDateTime(rating.editableUntil)} 前可改）
              </Text>
            )}
            {canReply && (
              <View className='problem-form'>
                <Textarea
                  className='problem-form__text'
                  value={reply}
                  maxlength={200}
                  placeholder='回复买家的评价（只能回复一次）'
                  onInput={(e) => setReply(e.detail.value)}
                  aria-label='回复评价'
                />
                <View
                  className={`t-btn rating__btn ${busy ? 't-btn--disabled' : ''}`}
                  aria-disabled={busy}
                  onClick={() =>
                    !busy &&
                    (reply.trim()
                      ? void run(() => ratingApi.reply(orderId, reply.trim()), '已回复')
                      : toast('请填写回复内容'))
                  }
                  role='button'
                >
                  回复
                </View>
              </View>
            )}
          </>
        )
      )}
    </View>
  )
}

export default RatingCard

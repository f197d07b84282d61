import { useState } from 'react'
import { View, Text, Input, Textarea } from '@tarojs/components'
import ImageUploader, { type UploadedImage } from '../ImageUploader'
import { contactApi, type ReportKind } from '../../api/support'
import { toast, toastError } from '../../utils/toast'
import '../../styles/chips.scss'
import '../../styles/form.scss'
import '../ProblemForm/index.scss'

const KINDS: { value: ReportKind; label: string }[] = [
  { value: 'qq', label: 'QQ' },
  { value: 'wechat', label: '微信' },
  { value: 'phone', label: '手机号' },
  { value: 'other', label: '其他' },
]

export function checkReport(v: { account: string; reason: string }): Record<string, string> {
  const e: Record<string, string> = {}
  const a = v.account.trim()
  if (a.length < 3 || a.length > 50) e.account = '请输入3–50位的对方账号'
  const n = Array.from(v.reason.trim()).length
  if (n < 5) e.reason = '请至少用5个字说明经过'
  else if (n > 500) e.reason = '最多500个字'
  return e
}

/** 举报骗子: a suspected scammer's contact and what happened; operators check it before it joins the blacklist. */
export function ScamReport({ onDone }: { onDone: () => void }) {
  const [account, setAccount] = useState('')
  const [kind, setKind] = useState<ReportKind>('qq')
  const [reason, setReason] = useState('')
  const [images, setImages] = useState<UploadedImage[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    const e = checkReport({ account, reason })
    setErrors(e)
    if (Object.keys(e).length) return
    setBusy(true)
    try {
      await contactApi.report({
        account: account.trim(),
        kind,
        reason: reason.trim(),
        images: images.map((i) => i.url),
      })
      toast('举报已提交，核实后将加入黑名单')
      onDone()
    } catch (err) {
      toastError(err)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='problem-form'>
      <Text className='problem-form__label'>对方账号类型</Text>
      <View className='chips' role='radiogroup'>
        {KINDS.map((k) => (
          <View
            key={k.value}
            className={`chip ${k.value === kind ? 'chip--on' : ''}`}
            onClick={() => setKind(k.value)}
            role='radio'
            aria-checked={k.value === kind}
          >
            {k.label}
          </View>
        ))}
      </View>
      <Text className='problem-form__label'>对方账号</Text>
      <Input
        className='problem-form__input'
        value={account}
        maxlength={50}
        placeholder='骗子的QQ / 微信号 / 手机号'
        onInput={(ev) => setAccount(ev.detail.value)}
        aria-label='对方账号'
      />
      {errors.account && <Text className='problem-form__error'>{errors.account}</Text>}
      <Text className='problem-form__label'>被骗经过</Text>
      <Textarea
        className='problem-form__text'
        value={reason}
        maxlength={500}
        placeholder='对方以什么理由、让你做了什么（至少5个字）'
        onInput={(ev) => setReason(ev.detail.value)}
        aria-label='被骗经过'
      />
      {errors.reason && <Text className='problem-form__error'>{errors.reason}</Text>}
      <Text className='problem-form__label'>聊天截图（选填，最多4张）</Text>
      <ImageUploader
        value={images}
        max={4}
        onAdd={(img) => setImages((l) => [...l, img])}
        onRemove={(url) => setImages((l) => l.filter((i) => i.url !== url))}
      />
      <View
        className={`primary-btn ${busy ? 'primary-btn--disabled' : ''}`}
        onClick={() => !busy && void submit()}
        role='button'
      >
        {busy ? '提交中…' : '提交举报'}
      </View>
    </View>
  )
}

export default ScamReport

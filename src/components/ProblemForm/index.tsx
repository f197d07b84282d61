import { useEffect, useState } from 'react'
import { View, Text, Textarea, Input } from '@tarojs/components'
import ImageUploader, { type UploadedImage } from '../ImageUploader'
import { problemApi, type ProblemKind } from '../../api/support'
import { redirectTo } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import '../../styles/chips.scss'
import '../../styles/form.scss'
import './index.scss'

export interface ProblemFormProps {
  kind: ProblemKind
  /** What the text box asks for (feedback describes a problem, a suggestion an idea). */
  placeholder: string
}

const CONTENT_MIN = 5
const CONTENT_MAX = 1000
const MAX_IMAGES = 4

/** Checks the form as the server will, so the user hears about a mistake before sending. */
export function checkProblem(v: { category: string; content: string; contact: string }): Record<string, string> {
  const e: Record<string, string> = {}
  if (!v.category) e.category = '请选择问题类型'
  const len = Array.from(v.content.trim()).length
  if (len < CONTENT_MIN) e.content = `请至少填写${CONTENT_MIN}个字`
  else if (len > CONTENT_MAX) e.content = `最多${CONTENT_MAX}个字`
  if (v.contact.trim().length > 50) e.contact = '联系方式最多50个字符'
  return e
}

/**
 * The feedback (fankui) and suggestion (suggest) form: a category, the text, up to four
 * screenshots and an optional contact. After sending, the user lands on 我的问题 where the reply
 * will appear.
 */
export function ProblemForm({ kind, placeholder }: ProblemFormProps) {
  const [categories, setCategories] = useState<string[]>([])
  const [category, setCategory] = useState('')
  const [content, setContent] = useState('')
  const [contact, setContact] = useState('')
  const [images, setImages] = useState<UploadedImage[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    problemApi
      .categories()
      .then((c) => setCategories(c[kind] ?? []))
      .catch(toastError)
  }, [kind])

  const submit = async () => {
    const e = checkProblem({ category, content, contact })
    setErrors(e)
    if (Object.keys(e).length) return
    setBusy(true)
    try {
      await problemApi.submit({
        kind,
        category,
        content: content.trim(),
        images: images.map((i) => i.url),
        contact: contact.trim() || undefined,
      })
      toast('提交成功，我们会尽快回复')
      setTimeout(() => void redirectTo('ProblemList'), 800)
    } catch (err) {
      toastError(err)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='form-card problem-form'>
      <Text className='problem-form__label'>问题类型</Text>
      <View className='chips' role='radiogroup'>
        {categories.map((c) => (
          <View
            key={c}
            className={`chip ${c === category ? 'chip--on' : ''}`}
            onClick={() => setCategory(c)}
            role='radio'
            aria-checked={c === category}
          >
            {c}
          </View>
        ))}
      </View>
      {errors.category && <Text className='problem-form__error'>{errors.category}</Text>}

      <Text className='problem-form__label'>详细描述</Text>
      <Textarea
        className='problem-form__text'
        value={content}
        maxlength={CONTENT_MAX}
        placeholder={placeholder}
        onInput={(ev) => setContent(ev.detail.value)}
        aria-label='详细描述'
      />
      <Text className='problem-form__count'>
        {Array.from(content).length}/{CONTENT_MAX}
      </Text>
      {errors.content && <Text className='problem-form__error'>{errors.content}</Text>}

      <Text className='problem-form__label'>截图（选填，最多{MAX_IMAGES}张）</Text>
      <ImageUploader
        value={images}
        max={MAX_IMAGES}
        onAdd={(img) => setImages((l) => [...l, img])}
        onRemove={(url) => setImages((l) => l.filter((i) => i.url !== url))}
      />

      <Text className='problem-form__label'>联系方式（选填）</Text>
      <Input
        className='problem-form__input'
        value={contact}
        maxlength={50}
        placeholder='手机号或QQ，方便客服联系你'
        onInput={(ev) => setContact(ev.detail.value)}
        aria-label='联系方式'
      />
      {errors.contact && <Text className='problem-form__error'>{errors.contact}</Text>}

      <View
        className={`primary-btn ${busy ? 'primary-btn--disabled' : ''}`}
        onClick={() => !busy && void submit()}
        role='button'
      >
        {busy ? '提交中…' : '提交'}
      </View>
      <Text className='form-tip'>客服回复后会通过站内消息通知你，也可以在“我的问题”中查看处理进度。</Text>
    </View>
  )
}

export default ProblemForm

import { useEffect, useState } from 'react'
import { View, Text, Input, Textarea } from '@tarojs/components'
import RichContent from '../../components/RichContent'
import { http } from '../../api/http'
import type { ApiData } from '../../api/types'
import { toast, toastError } from '../../utils/toast'
import '../../styles/chips.scss'
import '../console.scss'

export const NOTICE_TYPES: { value: string; label: string }[] = [
  { value: 'gonggao', label: '平台公告' },
  { value: 'xinwen', label: '行业资讯' },
  { value: 'help', label: '帮助中心' },
  { value: 'jyxz', label: '交易须知' },
  { value: 'shhz', label: '商户合作' },
  { value: '100', label: '找回案例' },
  { value: 'jieshao', label: '平台介绍' },
  { value: 'zhaomu', label: '人才招募' },
  { value: 'appDownload', label: 'App下载' },
  { value: 'security', label: '防骗指南' },
  { value: 'yonghuxieyi', label: '用户协议' },
  { value: 'yinsizhengce', label: '隐私政策' },
]

export type AdminNotice = ApiData<'/api/admin/notice/{id}', 'get'>

/**
 * Writes or edits a notice. The body is HTML; the server sanitises it on save (no scripts, no
 * event handlers, only safe tags and links) and says when it removed something, so the preview
 * below always shows what readers will get after saving.
 */
export function NoticeEditor({ id, onDone }: { id: number | null; onDone: () => void }) {
  const [type, setType] = useState('gonggao')
  const [title, setTitle] = useState('')
  const [content, setContent] = useState('')
  const [category, setCategory] = useState('')
  const [published, setPublished] = useState(false)
  const [preview, setPreview] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!id) return
    http.get('/api/admin/notice/{id}', { params: { id } }).then((n) => {
      setType(n.noticeType)
      setTitle(n.noticeTitle)
      setContent(n.noticeContent)
      setCategory(n.category ?? '')
      setPublished(n.published)
    }, toastError)
  }, [id])

  const save = async () => {
    if (title.trim().length < 2) return toast('标题至少2个字')
    if (!content.trim()) return toast('请填写正文')
    setBusy(true)
    try {
      const body = { noticeType: type, title: title.trim(), content, category: category.trim() || null, published }
      const saved = id
        ? await http.put('/api/admin/notice/{id}', { params: { id }, body })
        : await http.post('/api/admin/notice', { body })
      setContent(saved.noticeContent)
      toast(saved.sanitized ? '已保存（正文中的不安全内容已被移除）' : '已保存')
      if (!saved.sanitized) onDone()
      else setPreview(true)
    } catch (e) {
      toastError(e)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='console-card console-form'>
      <Text className='console-card__title'>{id ? '编辑内容' : '新建内容'}</Text>
      <View className='console-form__row'>
        <Text className='console-form__label'>类型</Text>
        <View className='chips'>
          {NOTICE_TYPES.map((t) => (
            <View
              key={t.value}
              className={`chip ${t.value === type ? 'chip--on' : ''}`}
              onClick={() => setType(t.value)}
            >
              {t.label}
            </View>
          ))}
        </View>
      </View>
      <View className='console-form__row'>
        <Text className='console-form__label'>标题 *</Text>
        <Input
          className='console-form__input'
          value={title}
          maxlength={100}
          onInput={(e) => setTitle(e.detail.value)}
          onConfirm={() => !busy && void save()}
          aria-label='标题'
        />
      </View>
      {type === 'help' && (
        <View className='console-form__row'>
          <Text className='console-form__label'>帮助分类</Text>
          <Input
            className='console-form__input'
            value={category}
            maxlength={20}
            placeholder='如：买号指南'
            onInput={(e) => setCategory(e.detail.value)}
          />
        </View>
      )}
      <View className='console-form__row'>
        <Text className='console-form__label'>
          正文（HTML）*{' '}
          <Text onClick={() => setPreview(!preview)} className='console-link'>
            {preview ? '编辑' : '预览'}
          </Text>
        </Text>
        {preview ? (
          <View className='console-preview'>
            <RichContent html={content} />
          </View>
        ) : (
          <Textarea
            className='console-form__text console-form__text--tall'
            value={content}
            maxlength={60000}
            onInput={(e) => setContent(e.detail.value)}
            aria-label='正文'
          />
        )}
      </View>
      <View className='console-form__row'>
        <View
          className={`chip ${published ? 'chip--on' : ''}`}
          onClick={() => setPublished(!published)}
          role='switch'
          aria-checked={published}
        >
          {published ? '保存后立即发布' : '保存为草稿'}
        </View>
      </View>
      <View className='console-card__actions'>
        <View className='console-btn console-btn--ghost' onClick={onDone}>
          返回
        </View>
        <View className='console-btn' onClick={() => !busy && void save()}>
          {busy ? '保存中…' : '保存'}
        </View>
      </View>
    </View>
  )
}

export default NoticeEditor

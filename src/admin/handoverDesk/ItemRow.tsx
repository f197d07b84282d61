import { useState } from 'react'
import { View, Text, Image, Textarea } from '@tarojs/components'
import ImageViewer from '../../components/ImageViewer'
import ImageUploader, { type UploadedImage } from '../../components/ImageUploader'
import { handoverDeskApi, type HandoverDeskItem } from '../../api/handover'
import { mediaUrl } from '../../utils/platform'
import { toast, toastError } from '../../utils/toast'
import { pressable } from '../frame/useDesk'
import '../../styles/chips.scss'

/** What the server takes per item: up to six screenshots, a note of at most 200 characters. */
export const EVIDENCE_MAX = 6
const NOTE_MAX = 200

const RESULT_TEXT = { pass: '通过', fail: '不符' } as const

export function Btn({
  children,
  onPress,
  ghost = false,
  disabled = false,
}: {
  children: string
  onPress: () => void
  ghost?: boolean
  disabled?: boolean
}) {
  const act = () => !disabled && onPress()
  return (
    <View
      className={`console-btn ${ghost ? 'console-btn--ghost' : ''} ${disabled ? 'hd-btn--off' : ''}`}
      role='button'
      aria-disabled={disabled}
      {...pressable(act)}
      onClick={act}
    >
      {children}
    </View>
  )
}

function Thumbs({ urls, label }: { urls: string[]; label: string }) {
  const [at, setAt] = useState<number | null>(null)
  if (!urls.length) return null
  return (
    <View className='hd-thumbs'>
      {urls.map((u, i) => (
        <View key={u} role='button' aria-label={`${label}的证据${i + 1}`} onClick={() => setAt(i)}>
          <Image className='hd-thumb' src={mediaUrl(u)} mode='aspectFill' />
        </View>
      ))}
      <ImageViewer images={urls} visible={at !== null} startIndex={at ?? 0} onClose={() => setAt(null)} />
    </View>
  )
}

/** One checklist line: read-only, or (for the holder of a worked case) 通过 / 不符, a note and screenshots. */
export function ItemRow({
  caseId,
  item,
  editable,
  onSaved,
}: {
  caseId: number
  item: HandoverDeskItem
  editable: boolean
  onSaved: (item: HandoverDeskItem) => void
}) {
  const [result, setResult] = useState<'pass' | 'fail' | null>(item.result)
  const [note, setNote] = useState(item.note ?? '')
  const [shots, setShots] = useState<UploadedImage[]>(item.evidence.map((url) => ({ url })))
  const [busy, setBusy] = useState(false)
  const dirty =
    result !== item.result ||
    note.trim() !== (item.note ?? '') ||
    shots.map((s) => s.url).join() !== item.evidence.join()

  const save = async () => {
    if (busy) return
    if (!result) return toast('请选择通过或不符')
    const n = note.trim()
    if (result === 'fail' && !n) return toast('请写明不符的情况')
    if (Array.from(n).length > NOTE_MAX) return toast(`备注最多${NOTE_MAX}字`)
    setBusy(true)
    try {
      const saved = await handoverDeskApi.check(caseId, item.key, {
        result,
        note: n,
        evidence: shots.map((s) => s.url),
      })
      toast('已保存')
      onSaved(saved)
    } catch (e) {
      toastError(e)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='hd-item' role='group' aria-label={item.label}>
      <View className='hd-item__bar'>
        <Text className='hd-item__label'>
          {item.position}. {item.label}
        </Text>
        <Text className={`hd-tag ${item.result ? `hd-tag--${item.result}` : ''}`}>
          {item.result ? RESULT_TEXT[item.result] : '未检查'}
        </Text>
      </View>
      {item.hint && <Text className='console-card__meta'>{item.hint}</Text>}
      {editable ? (
        <>
          <View className='chips hd-item__choice' role='radiogroup' aria-label={`${item.label}的结果`}>
            {(['pass', 'fail'] as const).map((r) => (
              <View
                key={r}
                className={`chip ${result === r ? 'chip--on' : ''}`}
                role='radio'
                aria-checked={result === r}
                onClick={() => setResult(r)}
              >
                {RESULT_TEXT[r]}
              </View>
            ))}
          </View>
          <Textarea
            className='console-form__text hd-item__note'
            value={note}
            maxlength={NOTE_MAX}
            placeholder={result === 'fail' ? '写明不符的情况（必填）' : '备注（选填），买家可见'}
            aria-label={`${item.label}的备注`}
            onInput={(e) => setNote(e.detail.value)}
          />
          <Text className='console-card__meta'>证据截图（最多{EVIDENCE_MAX}张，买家可见）</Text>
          <ImageUploader
            value={shots}
            max={EVIDENCE_MAX}
            onAdd={(img) => setShots((l) => [...l, img])}
            onRemove={(url) => setShots((l) => l.filter((s) => s.url !== url))}
          />
          <View className='console-card__actions'>
            <Btn onPress={() => void save()} disabled={busy || !dirty}>
              {busy ? '保存中…' : dirty ? '保存此项' : '已保存'}
            </Btn>
          </View>
        </>
      ) : (
        <>
          {item.note && <Text className='console-card__body'>备注：{item.note}</Text>}
          <Thumbs urls={item.evidence} label={item.label} />
          {item.buyerAnswer && (
            <Text className={`hd-answer ${item.buyerAnswer === 'dispute' ? 'hd-answer--bad' : ''}`}>
              买家：{item.buyerAnswer === 'ok' ? '确认无误' : `有问题${item.buyerNote ? `（${item.buyerNote}）` : ''}`}
            </Text>
          )}
        </>
      )}
    </View>
  )
}

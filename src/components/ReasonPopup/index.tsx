import { useEffect, useState } from 'react'
import { View, Text, Textarea } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { toast } from '../../utils/toast'
import '../../styles/form.scss'
import '../../styles/chips.scss'
import './index.scss'

export interface ReasonPopupProps {
  visible: boolean
  title: string
  /** Common answers to pick from (rejection reasons); the text box takes anything else. */
  presets?: string[]
  placeholder?: string
  confirmText: string
  min?: number
  max?: number
  onClose: () => void
  /** Resolves when done; the popup clears itself. A rejection keeps the text for another try. */
  onConfirm: (text: string) => Promise<void>
}

/** The operator console's "why?" sheet: rejecting a listing or a withdrawal, replying to a question. */
export function ReasonPopup({
  visible,
  title,
  presets = [],
  placeholder = '请输入',
  confirmText,
  min = 2,
  max = 200,
  onClose,
  onConfirm,
}: ReasonPopupProps) {
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (!visible) setText('')
  }, [visible])

  const confirm = async () => {
    const t = text.trim()
    if (t.length < min || t.length > max) {
      toast(`请填写${min}-${max}个字`)
      return
    }
    setBusy(true)
    try {
      await onConfirm(t)
      setText('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Popup visible={visible} position='bottom' round onClose={onClose} title={title} closeable>
      <View className='reason-popup'>
        {presets.length > 0 && (
          <View className='chips'>
            {presets.map((r) => (
              <Text key={r} className={`chip ${text === r ? 'chip--on' : ''}`} onClick={() => setText(r)}>
                {r}
              </Text>
            ))}
          </View>
        )}
        <Textarea
          className='reason-popup__input'
          value={text}
          maxlength={max}
          placeholder={placeholder}
          onInput={(e) => setText(e.detail.value)}
        />
        <View className={`primary-btn ${busy ? 'primary-btn--disabled' : ''}`} onClick={() => !busy && void confirm()}>
          {confirmText}
        </View>
      </View>
    </Popup>
  )
}

export default ReasonPopup

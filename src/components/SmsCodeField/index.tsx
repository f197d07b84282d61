import { useState } from 'react'
import { View } from '@tarojs/components'
import Field from '../Field'
import { useCountdown } from '../../hooks/useCountdown'
import { checkPhone } from '../../utils/validate'
import { toast, toastError } from '../../utils/toast'
import type { SmsType } from '../../api/auth'
import { useStores } from '../../stores/root'
import './index.scss'

export const SMS_RESEND_SECONDS = 60

export interface SmsCodeFieldProps {
  phone: string
  type: SmsType
  value: string
  onChange: (v: string) => void
  /** Receives the key the server returned for this code. */
  onSent: (yzmRankey: string) => void
  error?: string
  /** Called when the phone is invalid, so the page can show the phone field's error. */
  onPhoneError?: (msg: string) => void
}

/** The 6-digit code input with a "获取验证码" button that counts down 60 s after a send. */
export function SmsCodeField({ phone, type, value, onChange, onSent, error, onPhoneError }: SmsCodeFieldProps) {
  const { auth } = useStores()
  const [left, start] = useCountdown()
  const [sending, setSending] = useState(false)

  const send = async () => {
    if (left > 0 || sending) return
    // The cancellation code goes to the account's own phone: no number to check.
    const phoneErr = type === 'cancel' ? '' : checkPhone(phone)
    if (phoneErr) {
      onPhoneError?.(phoneErr)
      toast(phoneErr)
      return
    }
    setSending(true)
    try {
      const { yzmRankey } = await auth.sendSms(phone, type)
      onSent(yzmRankey)
      start(SMS_RESEND_SECONDS)
      toast('验证码已发送')
    } catch (e) {
      toastError(e)
    } finally {
      setSending(false)
    }
  }

  return (
    <Field
      label='验证码'
      name='dxyzm'
      value={value}
      onChange={onChange}
      type='number'
      maxlength={6}
      placeholder='6位短信验证码'
      error={error}
      suffix={
        <View className={`sms-btn ${left > 0 ? 'sms-btn--wait' : ''}`} onClick={() => void send()} role='button'>
          {left > 0 ? `${left}s后重发` : sending ? '发送中…' : '获取验证码'}
        </View>
      }
    />
  )
}

export default SmsCodeField

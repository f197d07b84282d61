import { useState } from 'react'
import Field from '../Field'
import SmsCodeField from '../SmsCodeField'
import type { SmsType } from '../../api/auth'
import { checkPassword, checkPhone, checkSmsCode } from '../../utils/validate'

/**
 * The phone + SMS code (+ new password twice) block that register, password change (passwore) and
 * the SMS login share: its state, its checks and its fields, so the three forms cannot drift apart
 * (issue 39 item 2). The page keeps what is its own: other fields, the agreement, the submit.
 */
export interface PhoneSmsOptions {
  /** the SMS purpose the server checks the code against */
  smsType: SmsType
  /** ask for a new password and its repetition */
  withPassword?: boolean
  /** the phone's message when it is not a valid number (passwore asks for the account's own) */
  phoneMessage?: string
}

export type PhoneSmsErrors = Record<string, string>

export function usePhoneSms({ smsType, withPassword = false, phoneMessage }: PhoneSmsOptions) {
  const [phone, setPhone] = useState('')
  const [dxyzm, setDxyzm] = useState('')
  const [yzmRankey, setYzmRankey] = useState('')
  const [password, setPassword] = useState('')
  const [password2, setPassword2] = useState('')
  const [errors, setErrors] = useState<PhoneSmsErrors>({})

  /**
   * Checks the block plus the page's own `[field, message]` pairs (empty message = fine), shows
   * the messages under their fields and answers whether the form may be sent.
   */
  const validate = (extra: [string, string][] = []): PhoneSmsErrors => {
    const pe = checkPhone(phone)
    const checks: [string, string][] = [
      ['phone', pe && phoneMessage ? phoneMessage : pe],
      ['dxyzm', checkSmsCode(dxyzm) || (yzmRankey ? '' : '请先获取验证码')],
    ]
    if (withPassword)
      checks.push(
        ['password', checkPassword(password)],
        ['password2', password2 === password ? '' : '两次输入的密码不一致'],
      )
    const e: PhoneSmsErrors = {}
    for (const [k, msg] of [...checks, ...extra]) if (msg) e[k] = msg
    setErrors(e)
    return e
  }

  return {
    smsType,
    withPassword,
    values: { phone, dxyzm, yzmRankey, password, password2 },
    errors,
    setErrors,
    validate,
    set: { phone: setPhone, dxyzm: setDxyzm, yzmRankey: setYzmRankey, password: setPassword, password2: setPassword2 },
  }
}

export type PhoneSmsForm = ReturnType<typeof usePhoneSms>

export interface PhoneSmsFieldsProps {
  form: PhoneSmsForm
  phonePlaceholder?: string
  passwordLabel?: string
  password2Placeholder?: string
}

/** The fields of the block, in the order every form shows them. */
export function PhoneSmsFields({
  form,
  phonePlaceholder = '请输入手机号',
  passwordLabel = '密码',
  password2Placeholder = '再次输入密码',
}: PhoneSmsFieldsProps) {
  const { values, errors, set, setErrors } = form
  return (
    <>
      <Field
        label='手机号'
        name='phone'
        value={values.phone}
        onChange={set.phone}
        type='number'
        maxlength={11}
        placeholder={phonePlaceholder}
        error={errors.phone}
      />
      <SmsCodeField
        phone={values.phone}
        type={form.smsType}
        value={values.dxyzm}
        onChange={set.dxyzm}
        onSent={set.yzmRankey}
        error={errors.dxyzm}
        onPhoneError={(m) => setErrors((x) => ({ ...x, phone: m }))}
      />
      {form.withPassword && (
        <>
          <Field
            label={passwordLabel}
            name='password'
            value={values.password}
            onChange={set.password}
            password
            maxlength={20}
            placeholder='8-20位，含字母和数字'
            error={errors.password}
          />
          <Field
            label='确认密码'
            name='password2'
            value={values.password2}
            onChange={set.password2}
            password
            maxlength={20}
            placeholder={password2Placeholder}
            error={errors.password2}
          />
        </>
      )}
    </>
  )
}

export default PhoneSmsFields

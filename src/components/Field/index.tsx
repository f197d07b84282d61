import type { ReactNode } from 'react'
import { View, Text, Input } from '@tarojs/components'
import './index.scss'

export interface FieldProps {
  label: string
  value: string
  onChange: (v: string) => void
  placeholder?: string
  type?: 'text' | 'number' | 'idcard' | 'digit'
  password?: boolean
  maxlength?: number
  error?: string
  /** Something after the input (a captcha image, a send-code button). */
  suffix?: ReactNode
  name?: string
}

/** A labelled input with its validation message under it. */
export function Field({
  label,
  value,
  onChange,
  placeholder,
  type = 'text',
  password,
  maxlength,
  error,
  suffix,
  name,
}: FieldProps) {
  return (
    <View className={`field ${error ? 'field--error' : ''}`}>
      <View className='field__row'>
        <Text className='field__label'>{label}</Text>
        <Input
          className='field__input'
          name={name}
          value={value}
          type={type}
          password={password}
          maxlength={maxlength}
          placeholder={placeholder}
          placeholderClass='field__placeholder'
          onInput={(e) => onChange(e.detail.value)}
          aria-label={label}
        />
        {suffix}
      </View>
      {error ? <Text className='field__error'>{error}</Text> : null}
    </View>
  )
}

export default Field

import { useState } from 'react'
import { View, Text, Input, Textarea } from '@tarojs/components'
import type { GameType } from '../../api/types'
import { missingRequired, toBody, toValues, type FieldDef, type Row } from './resources'
import { toast } from '../../utils/toast'
import '../../styles/chips.scss'
import '../console.scss'

export interface RecordFormProps {
  fields: FieldDef[]
  row: Row | null
  games: GameType[]
  onSave: (body: Record<string, unknown>) => Promise<void>
  onCancel: () => void
}

/** A form for one row of an editable list, drawn from its field descriptions. */
export function RecordForm({ fields, row, games, onSave, onCancel }: RecordFormProps) {
  const [values, setValues] = useState(() => toValues(fields, row))
  const [busy, setBusy] = useState(false)
  const set = (k: string, v: string | boolean) => setValues((x) => ({ ...x, [k]: v }))

  const save = async () => {
    const miss = missingRequired(fields, values)
    if (miss) {
      toast(miss)
      return
    }
    setBusy(true)
    try {
      await onSave(toBody(fields, values))
    } finally {
      setBusy(false)
    }
  }

  const choices = (f: FieldDef) =>
    f.kind === 'game'
      ? [{ value: '', label: '不限' }, ...games.map((g) => ({ value: String(g.id), label: g.name }))]
      : (f.options ?? []).map((o) => ({ value: String(o.value), label: o.label }))

  return (
    <View className='console-card console-form'>
      <Text className='console-card__title'>{row ? '编辑' : '新增'}</Text>
      {fields.map((f) => (
        <View key={f.key} className='console-form__row'>
          <Text className='console-form__label'>
            {f.label}
            {f.required ? ' *' : ''}
          </Text>
          {f.kind === 'bool' ? (
            <View
              className={`chip ${values[f.key] ? 'chip--on' : ''}`}
              onClick={() => set(f.key, !values[f.key])}
              role='switch'
              aria-checked={Boolean(values[f.key])}
            >
              {values[f.key] ? '是' : '否'}
            </View>
          ) : f.kind === 'select' || f.kind === 'game' ? (
            <View className='chips'>
              {choices(f).map((o) => (
                <View
                  key={o.value}
                  className={`chip ${String(values[f.key]) === o.value ? 'chip--on' : ''}`}
                  onClick={() => set(f.key, o.value)}
                  role='radio'
                  aria-checked={String(values[f.key]) === o.value}
                >
                  {o.label}
                </View>
              ))}
            </View>
          ) : f.kind === 'textarea' ? (
            <Textarea
              className='console-form__text'
              value={String(values[f.key])}
              maxlength={1000}
              placeholder={f.placeholder}
              onInput={(e) => set(f.key, e.detail.value)}
              aria-label={f.label}
            />
          ) : (
            <Input
              className='console-form__input'
              value={String(values[f.key])}
              type={f.kind === 'number' ? 'number' : 'text'}
              placeholder={f.placeholder}
              onInput={(e) => set(f.key, e.detail.value)}
              aria-label={f.label}
            />
          )}
        </View>
      ))}
      <View className='console-card__actions'>
        <View className='console-btn console-btn--ghost' onClick={onCancel}>
          取消
        </View>
        <View className='console-btn' onClick={() => !busy && void save()}>
          {busy ? '保存中…' : '保存'}
        </View>
      </View>
    </View>
  )
}

export default RecordForm

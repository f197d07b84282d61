import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import type { TemplateAttr } from '../../api/goods'
import '../../styles/chips.scss'

export interface AttrFiltersProps {
  template: TemplateAttr[]
  value: Record<string, string | string[]>
  onApply: (v: Record<string, string | string[]>) => void
}

/** The template's searchable attributes: a range for numbers, one choice for selects, any-of for multi. */
export function AttrFilters({ template, value, onApply }: AttrFiltersProps) {
  const [draft, setDraft] = useState<Record<string, string | string[]>>(value)
  const set = (k: string, v: string | string[] | null) =>
    setDraft((d) => {
      const n = { ...d }
      if (v === null || v === '' || (Array.isArray(v) && v.length === 0)) delete n[k]
      else n[k] = v
      return n
    })

  return (
    <View className='attr-filters'>
      {template.map((a) => (
        <View key={a.fieldKey} className='attr-filters__group'>
          <Text className='attr-filters__name'>
            {a.fieldName}
            {a.range?.unit ? `（${a.range.unit}）` : ''}
          </Text>
          {a.fieldType === 'number' && (
            <RangeInput value={(draft[a.fieldKey] as string) ?? ''} onChange={(v) => set(a.fieldKey, v)} />
          )}
          {(a.fieldType === 'select' || a.fieldType === 'multi') && (
            <View className='chips'>
              {(a.options ?? []).map((o) => {
                const cur = draft[a.fieldKey]
                const on = Array.isArray(cur) ? cur.includes(o) : cur === o
                const toggle = () => {
                  if (a.fieldType === 'select') set(a.fieldKey, on ? null : o)
                  else {
                    const list = Array.isArray(cur) ? cur : []
                    set(a.fieldKey, on ? list.filter((x) => x !== o) : [...list, o])
                  }
                }
                return (
                  <Text key={o} className={`chip ${on ? 'chip--on' : ''}`} onClick={toggle}>
                    {o}
                  </Text>
                )
              })}
            </View>
          )}
        </View>
      ))}
      <View className='attr-filters__actions'>
        <View className='attr-filters__reset' onClick={() => setDraft({})}>
          重置
        </View>
        <View className='attr-filters__ok' onClick={() => onApply(draft)}>
          确定
        </View>
      </View>
    </View>
  )
}

/** "min-max" with either side optional. */
function RangeInput({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const [lo, hi] = value ? value.split('-') : ['', '']
  const emit = (a: string, b: string) => onChange(a || b ? `${a}-${b}` : '')
  return (
    <View className='range-input'>
      <Input
        className='range-input__box'
        type='number'
        value={lo}
        placeholder='最低'
        onInput={(e) => emit(e.detail.value.replace(/\D/g, ''), hi ?? '')}
      />
      <Text className='range-input__dash'>—</Text>
      <Input
        className='range-input__box'
        type='number'
        value={hi}
        placeholder='最高'
        onInput={(e) => emit(lo ?? '', e.detail.value.replace(/\D/g, ''))}
      />
    </View>
  )
}

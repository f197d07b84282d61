import { useState } from 'react'
import { View, Text, Input, ScrollView } from '@tarojs/components'
import type { TemplateAttr } from '../../api/goods'
import { TAGS_FILTER } from '../../stores/goodList'
import { GUARANTEE_TAGS } from '../../utils/protection'
import '../../styles/chips.scss'

export type AttrDraft = Record<string, string | string[]>

export interface AttrFiltersProps {
  template: TemplateAttr[]
  value: AttrDraft
  onApply: (v: AttrDraft) => void
}

/** The values of a choice filter as a list (a filter set before may hold one value as a string). */
const chosen = (v: string | string[] | undefined): string[] => (Array.isArray(v) ? v : v ? [v] : [])

/** The guarantee the seller gives or the buyer may buy: the list card's tags, in every game. */
const TAG_GROUP = { key: TAGS_FILTER, name: '找回包赔', options: [GUARANTEE_TAGS.given, GUARANTEE_TAGS.buy] }

/**
 * The list card's guarantee tags, then the template's searchable attributes: a range for numbers; for selects and multis any number of
 * options (the server matches any of them: 段位 至尊星耀 or 最强王者). The options scroll; 重置 and
 * 确定 stay at the bottom of the sheet.
 */
export function AttrFilters({ template, value, onApply }: AttrFiltersProps) {
  const [draft, setDraft] = useState<AttrDraft>(value)
  const set = (k: string, v: string | string[] | null) =>
    setDraft((d) => {
      const n = { ...d }
      if (v === null || v === '' || (Array.isArray(v) && v.length === 0)) delete n[k]
      else n[k] = v
      return n
    })

  return (
    <View className='attr-filters'>
      <ScrollView scrollY className='attr-filters__scroll'>
        <View className='attr-filters__group' role='group' aria-label={TAG_GROUP.name}>
          <Text className='attr-filters__name'>
            {TAG_GROUP.name}
            <Text className='attr-filters__hint'>可多选</Text>
          </Text>
          <Chips
            options={TAG_GROUP.options}
            chosen={chosen(draft[TAG_GROUP.key])}
            onChange={(list) => set(TAG_GROUP.key, list)}
          />
        </View>
        {template.map((a) => (
          <View key={a.fieldKey} className='attr-filters__group' role='group' aria-label={a.fieldName}>
            <Text className='attr-filters__name'>
              {a.fieldName}
              {a.range?.unit ? `（${a.range.unit}）` : ''}
              {a.fieldType === 'select' || a.fieldType === 'multi' ? (
                <Text className='attr-filters__hint'>可多选</Text>
              ) : null}
            </Text>
            {a.fieldType === 'number' && (
              <RangeInput
                label={a.fieldName}
                value={(draft[a.fieldKey] as string) ?? ''}
                onChange={(v) => set(a.fieldKey, v)}
              />
            )}
            {(a.fieldType === 'select' || a.fieldType === 'multi') && (
              <Chips
                options={a.options ?? []}
                chosen={chosen(draft[a.fieldKey])}
                onChange={(list) => set(a.fieldKey, list)}
              />
            )}
          </View>
        ))}
      </ScrollView>
      <View className='attr-filters__footer'>
        <View className='attr-filters__reset' role='button' onClick={() => setDraft({})}>
          重置
        </View>
        <View className='attr-filters__ok' role='button' onClick={() => onApply(draft)}>
          确定
        </View>
      </View>
    </View>
  )
}

/** Options any number of which may be on. */
function Chips({
  options,
  chosen: list,
  onChange,
}: {
  options: string[]
  chosen: string[]
  onChange: (v: string[]) => void
}) {
  return (
    <View className='chips'>
      {options.map((o) => {
        const on = list.includes(o)
        return (
          <View
            key={o}
            className={`chip ${on ? 'chip--on' : ''}`}
            role='checkbox'
            aria-checked={on}
            onClick={() => onChange(on ? list.filter((x) => x !== o) : [...list, o])}
          >
            {o}
          </View>
        )
      })}
    </View>
  )
}

/** "min-max" with either side optional. */
function RangeInput({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const [lo, hi] = value ? value.split('-') : ['', '']
  const emit = (a: string, b: string) => onChange(a || b ? `${a}-${b}` : '')
  return (
    <View className='range-input'>
      <Input
        className='range-input__box'
        type='number'
        value={lo}
        placeholder='最低'
        aria-label={`${label}最低`}
        onInput={(e) => emit(e.detail.value.replace(/\D/g, ''), hi ?? '')}
      />
      <Text className='range-input__dash'>—</Text>
      <Input
        className='range-input__box'
        type='number'
        value={hi}
        placeholder='最高'
        aria-label={`${label}最高`}
        onInput={(e) => emit(lo ?? '', e.detail.value.replace(/\D/g, ''))}
      />
    </View>
  )
}

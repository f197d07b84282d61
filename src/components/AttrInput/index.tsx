import { View, Text, Input } from '@tarojs/components'
import type { TemplateAttr } from '../../api/goods'
import '../../styles/form.scss'
import '../../styles/sell.scss'
import '../../styles/chips.scss'

export interface AttrInputProps {
  attr: TemplateAttr
  value: unknown
  error?: string
  onChange: (v: string | number | string[] | undefined) => void
}

/** One attribute of a game's template (number, text, select, multi-select), as the sell and appraisal forms ask for it. */
export function AttrInput({ attr, value, error, onChange }: AttrInputProps) {
  const label = `${attr.fieldName}${attr.must ? '' : '（选填）'}`
  if (attr.fieldType === 'number' || attr.fieldType === 'text') {
    return (
      <View className='sell-block'>
        <View className='sell-row' style={{ borderBottom: 'none', padding: 0 }}>
          <Text className='field__label'>{label}</Text>
          <Input
            className='field__input'
            type={attr.fieldType === 'number' ? 'number' : 'text'}
            value={value === undefined ? '' : String(value)}
            maxlength={attr.fieldType === 'number' ? 9 : 200}
            placeholder={attr.range ? `${attr.range.min}-${attr.range.max}${attr.range.unit ?? ''}` : '请填写'}
            onInput={(e) => {
              const v = e.detail.value
              if (attr.fieldType === 'number') onChange(v === '' ? undefined : Number(v.replace(/\D/g, '')))
              else onChange(v)
            }}
            aria-label={attr.fieldName}
          />
        </View>
        {error && <Text className='field__error'>{error}</Text>}
      </View>
    )
  }
  const list = Array.isArray(value) ? (value as string[]) : []
  return (
    <View className='sell-block'>
      <Text className='field__label'>{label}</Text>
      <View className='chips' style={{ marginTop: '8px' }}>
        {(attr.options ?? []).map((o) => {
          const on = attr.fieldType === 'select' ? value === o : list.includes(o)
          return (
            <Text
              key={o}
              className={`chip ${on ? 'chip--on' : ''}`}
              onClick={() => {
                if (attr.fieldType === 'select') onChange(on ? undefined : o)
                else onChange(on ? list.filter((x) => x !== o) : [...list, o])
              }}
            >
              {o}
            </Text>
          )
        })}
      </View>
      {error && <Text className='field__error'>{error}</Text>}
    </View>
  )
}

export default AttrInput

import { useEffect, useState } from 'react'
import { View, Text, ScrollView } from '@tarojs/components'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'
import Check from '@nutui/icons-react-taro/dist/es/icons/Check.js'
import type { DistrictNode } from '../../api/goods'
import { goodsApi } from '../../api/goods'
import StateView from '../StateView'
import { Icon } from '../Icon'
import './index.scss'

export interface DistrictPickerProps {
  gameId: number
  /** the district chosen now (any level), marked when its row shows */
  selectedId?: number | null
  /** Called with the chosen path (any level: "all servers of this region" is a valid choice). */
  onPick: (path: DistrictNode[] | null) => void
  /**
   * Whether 不限区服 / 全部（…） are offered: yes for a filter, no for a form that needs a real
   * server (selling, appraisal, renting out), where they were offered, 不限区服 ticked, and refused.
   */
  allowAll?: boolean
}

/** A chosen district as a chip shows it: the whole path (苹果›微信), or its two ends when long. */
export function districtLabel(names: string[], max = 8): string {
  const full = names.join('›')
  if (names.length <= 2 || full.length <= max) return full
  return `${names[0]}›…›${names[names.length - 1]}`
}

/**
 * Cascading district picker: system → operator → region → server, loading each level on demand.
 * The levels chosen so far are tabs (苹果 › 微信 › 请选择); a tab goes back to its level. The first
 * row of a level takes everything below the path so far (不限区服 at the top).
 */
export function DistrictPicker({ gameId, selectedId = null, onPick, allowAll = true }: DistrictPickerProps) {
  const [path, setPath] = useState<DistrictNode[]>([])
  /** the level shown: path.length, or an earlier one after tapping its tab (its choice stays marked) */
  const [level, setLevel] = useState(0)
  const [options, setOptions] = useState<DistrictNode[] | null>(null)
  const [error, setError] = useState(false)
  const parent = level > 0 ? path[level - 1] : undefined

  useEffect(() => {
    let alive = true
    setOptions(null)
    setError(false)
    const load = parent ? goodsApi.districtChildren(parent.id) : goodsApi.districtRoots(gameId)
    load.then(
      (rows) => alive && setOptions(rows),
      () => alive && setError(true),
    )
    return () => {
      alive = false
    }
  }, [gameId, parent])

  const choose = (n: DistrictNode) => {
    const next = [...path.slice(0, level), n]
    if (!n.hasChildren) return onPick(next)
    setPath(next)
    setLevel(next.length)
  }
  const above = path.slice(0, level)
  // what is marked: the choice already made at this level, else the district chosen before
  const marked = path[level]?.id ?? selectedId
  const allMarked = path[level] ? false : level === 0 ? selectedId === null : parent?.id === selectedId

  return (
    <View className='district-picker'>
      {path.length > 0 && (
        <View className='district-picker__tabs' role='tablist'>
          {path.map((n, i) => (
            <View
              key={n.id}
              className={`district-picker__tab ${i === level ? 'district-picker__tab--on' : ''}`}
              role='tab'
              aria-selected={i === level}
              onClick={() => setLevel(i)}
            >
              {n.name}
            </View>
          ))}
          {path.length === level && (
            <View className='district-picker__tab district-picker__tab--on' role='tab' aria-selected>
              请选择
            </View>
          )}
        </View>
      )}
      <ScrollView scrollY className='district-picker__list'>
        {allowAll && (
          <View
            className={`district-picker__item district-picker__item--all ${allMarked ? 'district-picker__item--on' : ''}`}
            role='button'
            onClick={() => onPick(above.length ? above : null)}
          >
            <Text>{above.length ? `全部（${districtLabel(above.map((n) => n.name))}）` : '不限区服'}</Text>
            {allMarked && <Icon of={Check} />}
          </View>
        )}
        {error && <StateView kind='error' />}
        {!error && options === null && <StateView kind='loading' />}
        {options?.map((n) => (
          <View
            key={n.id}
            className={`district-picker__item ${n.id === marked ? 'district-picker__item--on' : ''}`}
            role='button'
            onClick={() => choose(n)}
          >
            <Text>{n.name}</Text>
            {n.hasChildren ? (
              <Icon of={ArrowRight} className='district-picker__more' />
            ) : (
              n.id === marked && <Icon of={Check} />
            )}
          </View>
        ))}
      </ScrollView>
    </View>
  )
}

export default DistrictPicker

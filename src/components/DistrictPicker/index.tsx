import { useEffect, useState } from 'react'
import { View, Text, ScrollView } from '@tarojs/components'
import type { DistrictNode } from '../../api/goods'
import { goodsApi } from '../../api/goods'
import StateView from '../StateView'
import './index.scss'

export interface DistrictPickerProps {
  gameId: number
  /** Called with the chosen path (any level: "all servers of this region" is a valid choice). */
  onPick: (path: DistrictNode[] | null) => void
}

/**
 * Cascading district picker: system → operator → region → server, loading each level on demand.
 * Choosing "全部" at a level picks the path so far.
 */
export function DistrictPicker({ gameId, onPick }: DistrictPickerProps) {
  const [path, setPath] = useState<DistrictNode[]>([])
  const [options, setOptions] = useState<DistrictNode[] | null>(null)
  const [error, setError] = useState(false)

  useEffect(() => {
    let alive = true
    setOptions(null)
    setError(false)
    const parent = path[path.length - 1]
    const load = parent ? goodsApi.districtChildren(parent.id) : goodsApi.districtRoots(gameId)
    load.then(
      (rows) => alive && setOptions(rows),
      () => alive && setError(true),
    )
    return () => {
      alive = false
    }
  }, [gameId, path])

  const choose = (n: DistrictNode) => {
    const next = [...path, n]
    if (n.hasChildren) setPath(next)
    else onPick(next)
  }

  return (
    <View className='district-picker'>
      <View className='district-picker__crumbs'>
        <Text className='district-picker__crumb' onClick={() => setPath([])}>
          全部区服
        </Text>
        {path.map((n, i) => (
          <Text key={n.id} className='district-picker__crumb' onClick={() => setPath(path.slice(0, i + 1))}>
            {' › '}
            {n.name}
          </Text>
        ))}
      </View>
      <ScrollView scrollY className='district-picker__list'>
        <View
          className='district-picker__item district-picker__item--all'
          onClick={() => onPick(path.length ? path : null)}
        >
          {path.length ? `全部（${path[path.length - 1].name}）` : '不限区服'}
        </View>
        {error && <StateView kind='error' />}
        {!error && options === null && <StateView kind='loading' />}
        {options?.map((n) => (
          <View key={n.id} className='district-picker__item' onClick={() => choose(n)}>
            <Text>{n.name}</Text>
            {n.hasChildren && <Text className='district-picker__more'>›</Text>}
          </View>
        ))}
      </ScrollView>
    </View>
  )
}

export default DistrictPicker

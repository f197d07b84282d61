import { View, Text } from '@tarojs/components'
import { handoverApi } from '../../api/handover'
import { useRemote } from '../../hooks/useRemote'
import './index.scss'

/**
 * What staff check, item by item, when a listing of this game is handed over by 平台验号换绑
 * (GET /api/handover/template: the game's own list, or the generic one). The seller reads it
 * before choosing the mode, the buyer on the listing's page.
 */
export function HandoverChecklist({ gameId }: { gameId: number }) {
  const [state, reload] = useRemote(() => handoverApi.template(gameId), [gameId])
  if (state.status === 'loading') return <Text className='handover-list__note'>正在加载检查项…</Text>
  if (state.status !== 'ok')
    return (
      <View className='handover-list__note' role='alert'>
        <Text>检查项加载失败</Text>
        <View className='handover-list__retry' role='button' onClick={reload}>
          重试
        </View>
      </View>
    )
  return (
    <View className='handover-list' role='list' aria-label='平台验号检查项'>
      {state.data.items.map((it, i) => (
        <View key={it.key} className='handover-list__item' role='listitem'>
          <Text className='handover-list__label'>
            {i + 1}. {it.label}
          </Text>
          {it.hint && <Text className='handover-list__hint'>{it.hint}</Text>}
        </View>
      ))}
    </View>
  )
}

export default HandoverChecklist

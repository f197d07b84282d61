import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import TrendChart from '../../components/TrendChart'
import { appraisalApi } from '../../api/appraisal'
import { useRemote } from '../../hooks/useRemote'
import { useStores } from '../../stores/root'
import { formatYuan, formatYuanRange } from '../../utils/format'
import { navigateTo } from '../../utils/nav'
import '../../styles/chips.scss'
import './index.scss'
import { withBoundary } from '../../components/PageShell/withBoundary'

/**
 * 回收价格表: reference recycle prices by game and price band, from the last 90 days of completed
 * deals (merchants buy below resale, so a recycle factor applies), with a 12-week trend.
 */
const PriceListPage = observer(function PriceListPage() {
  const { app } = useStores()
  const [gameId, setGameId] = useState<number | null>(null)
  useEffect(() => {
    if (!app.gameTypes.length) void app.loadGameTypes()
  }, [app])
  useEffect(() => {
    if (gameId === null && app.gameTypes.length) setGameId(app.gameTypes[0]!.id)
  }, [app.gameTypes, gameId])
  const [state, reload] = useRemote(gameId ? () => appraisalApi.priceList(gameId) : null, [gameId])
  const game = state.status === 'ok' ? state.data.games[0] : undefined

  return (
    <PageShell route='jingjiahuishouPriceList'>
      <View className='plist-games chips'>
        {app.gameTypes.map((g) => (
          <View
            key={g.id}
            className={`chip ${g.id === gameId ? 'chip--on' : ''}`}
            onClick={() => setGameId(g.id)}
            role='tab'
          >
            {g.name}
          </View>
        ))}
      </View>
      {state.status === 'loading' && <StateView kind='loading' />}
      {state.status === 'error' && <StateView kind='error' text={state.msg || undefined} onRetry={reload} />}
      {state.status === 'ok' && !game && <StateView kind='empty' />}
      {state.status === 'ok' && game && (
        <>
          <View className='price-card'>
            <Text className='price-card__title'>{game.gameName} 回收参考价</Text>
            <Text className='price-card__sub'>
              依据近{state.data.windowDays}天 {game.dealCount} 笔成交，按成交价 ×{' '}
              {Math.round(state.data.recycleFactor * 100)}% 估算
            </Text>
            {game.tiers.length === 0 ? (
              <StateView kind='empty' text='近期暂无成交，暂无参考价' />
            ) : (
              <View className='price-table'>
                <View className='price-table__row price-table__row--head'>
                  <Text>档位</Text>
                  <Text>成交价区间</Text>
                  <Text>回收参考价</Text>
                </View>
                {game.tiers.map((t) => (
                  <View key={t.name} className='price-table__row'>
                    <Text>{t.name}</Text>
                    <Text>{formatYuanRange(t.minDealFen, t.maxDealFen)}</Text>
                    <Text className='price-table__ref'>{formatYuan(t.referenceFen)}</Text>
                  </View>
                ))}
              </View>
            )}
          </View>
          <View className='price-card'>
            <Text className='price-card__title'>近{game.trend.length}周走势</Text>
            <TrendChart weeks={game.trend} />
          </View>
          <View className='price-actions'>
            <View
              className='price-actions__btn price-actions__btn--ghost'
              onClick={() => void navigateTo('Myevaluation', { tab: 'new' })}
            >
              免费估价
            </View>
            <View className='price-actions__btn' onClick={() => void navigateTo('Jingjiahuishou')}>
              我要回收
            </View>
          </View>
          <Text className='price-note'>参考价仅反映近期行情，实际回收价以商户报价为准。</Text>
        </>
      )}
    </PageShell>
  )
})

export default withBoundary('jingjiahuishouPriceList', PriceListPage)

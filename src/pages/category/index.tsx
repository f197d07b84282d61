import { useState } from 'react'
import { View, Text, Input, Image } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import { goodsApi, type DistrictNode } from '../../api/goods'
import type { GameType } from '../../api/types'
import { useRemote } from '../../hooks/useRemote'
import { useShowAgain } from '../../hooks/useShowAgain'
import { useStores } from '../../stores/root'
import { navigateTo } from '../../utils/nav'
import { mediaUrl } from '../../utils/platform'
import './index.scss'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { Icon } from '../../components/Icon'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'

/** A game with its hot filters: the systems its accounts are sold for (安卓, 苹果 …), or null when they did not load. */
export interface GameEntry {
  game: GameType
  systems: DistrictNode[] | null
}

/** Every game (the server's order) with the top level of its district tree. */
export async function loadCatalog(api: Pick<typeof goodsApi, 'games' | 'districtRoots'>): Promise<GameEntry[]> {
  const games = await api.games()
  // one game's districts failing leaves that game without its filters, not the page without games
  const systems = await Promise.all(games.map((g) => api.districtRoots(g.id).catch(() => null)))
  return games.map((game, i) => ({ game, systems: systems[i] ?? null }))
}

function GameCard({ entry, onOpen }: { entry: GameEntry; onOpen: (query: Record<string, string | number>) => void }) {
  const { game, systems } = entry
  return (
    <View className='cat-game'>
      <View
        className='cat-game__head'
        role='link'
        aria-label={`${game.name} 全部账号`}
        onClick={() => onOpen({ gameId: game.id })}
      >
        {game.icon ? (
          <Image className='cat-game__icon' src={mediaUrl(game.icon)} mode='aspectFill' imgProps={{ alt: '' }} />
        ) : (
          <View className='cat-game__icon cat-game__icon--text'>{game.name.slice(0, 1)}</View>
        )}
        <View className='cat-game__title'>
          <Text className='cat-game__name'>{game.name}</Text>
          <Text className='cat-game__all'>
            全部账号
            <Icon of={ArrowRight} className='hs-chevron' />
          </Text>
        </View>
      </View>
      {systems && systems.length > 0 && (
        <View className='cat-game__filters'>
          {systems.map((s) => (
            <View
              key={s.id}
              className='cat-game__chip'
              role='link'
              aria-label={`${game.name} ${s.name}`}
              onClick={() => onOpen({ gameId: game.id, districtId: s.id, district: s.name })}
            >
              {s.name}
            </View>
          ))}
        </View>
      )}
    </View>
  )
}

/**
 * 买号 (a tab): every game the server lists, hot ones first, each with its systems as quick
 * filters. A tap opens the goods list on that game (and system); the list itself is a normal
 * page, so it takes the query and keeps the spec's keep-alive rule.
 */
function CategoryPage() {
  const { app } = useStores()
  const [catalog, reload, refresh] = useRemote(() => loadCatalog(goodsApi), [])
  const [keyWord, setKeyWord] = useState('')
  // a tab page stays loaded: a game added meanwhile shows when the user comes back
  useShowAgain(refresh)

  const open = (query: Record<string, string | number>) => {
    const game = catalog.status === 'ok' ? catalog.data.find((e) => e.game.id === query.gameId)?.game : undefined
    if (game) app.setCurrentGameName(game.name)
    void navigateTo('goodList', query)
  }
  const search = () => void navigateTo('goodList', { keyWord: keyWord.trim() })

  const sections =
    catalog.status === 'ok'
      ? [
          { title: '热门游戏', games: catalog.data.filter((e) => e.game.hot) },
          { title: '更多游戏', games: catalog.data.filter((e) => !e.game.hot) },
        ].filter((s) => s.games.length > 0)
      : []

  return (
    <PageShell route='category'>
      <View className='cat-search'>
        <Input
          className='cat-search__input'
          value={keyWord}
          placeholder='搜索游戏、区服、皮肤'
          confirmType='search'
          maxlength={50}
          onInput={(e) => setKeyWord(e.detail.value)}
          onConfirm={search}
          aria-label='搜索账号'
        />
        <Text className='cat-search__btn' onClick={search}>
          搜索
        </Text>
      </View>
      {catalog.status === 'loading' && <StateView kind='loading' />}
      {catalog.status === 'error' && <StateView kind='error' text={catalog.msg || undefined} onRetry={reload} />}
      {catalog.status === 'ok' && catalog.data.length === 0 && <StateView kind='empty' text='暂无游戏' />}
      {sections.map((s) => (
        <View key={s.title} className='cat-section'>
          <Text className='cat-section__title'>{s.title}</Text>
          <View className='cat-grid'>
            {s.games.map((e) => (
              <GameCard key={e.game.id} entry={e} onOpen={open} />
            ))}
          </View>
        </View>
      ))}
    </PageShell>
  )
}

export default withBoundary('category', CategoryPage)

import { useCallback, useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { useReachBottom } from '@tarojs/taro'
import { View, Text, Image } from '@tarojs/components'
import ListStates from '../../components/ListStates'
import { rentalApi, type ListingCard, type RentSort } from '../../api/rental'
import { usePagedList } from '../../hooks/usePagedList'
import { useStores } from '../../stores/root'
import { formatYuan } from '../../utils/format'
import { goLogin, navigateTo } from '../../utils/nav'
import { mediaUrl } from '../../utils/platform'
import { Icon } from '../../components/Icon'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'

const SORTS: { value: RentSort; label: string }[] = [
  { value: 'timedesc', label: '最新' },
  { value: 'hot', label: '最热' },
  { value: 'priceasc', label: '价格低' },
  { value: 'pricedesc', label: '价格高' },
]

/** The rentable accounts, filtered by game and sorted; a card opens the account (`?id=`). */
export const ListingList = observer(function ListingList() {
  const { app } = useStores()
  const [gameId, setGameId] = useState<number | undefined>(undefined)
  const [sort, setSort] = useState<RentSort>('timedesc')
  const fetchPage = useCallback((n: number) => rentalApi.list({ gameId, sort, pageNum: n }), [gameId, sort])
  const list = usePagedList<ListingCard>(fetchPage)
  useEffect(() => {
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage])
  useReachBottom(() => void list.loadMore())
  return (
    <>
      <View className='hire-filter'>
        <View className='chips'>
          <View className={`chip ${gameId === undefined ? 'chip--on' : ''}`} onClick={() => setGameId(undefined)}>
            全部游戏
          </View>
          {app.gameTypes.map((g) => (
            <View key={g.id} className={`chip ${g.id === gameId ? 'chip--on' : ''}`} onClick={() => setGameId(g.id)}>
              {g.name}
            </View>
          ))}
        </View>
        <View className='hire-sorts'>
          {SORTS.map((s) => (
            <Text
              key={s.value}
              className={`hire-sort ${s.value === sort ? 'hire-sort--on' : ''}`}
              onClick={() => setSort(s.value)}
            >
              {s.label}
            </Text>
          ))}
          <Text
            className='hire-sort hire-sort--link'
            onClick={() => (app.loggedIn ? void navigateTo('rentOut') : void goLogin('/index/other/rentOut'))}
          >
            我要出租
            <Icon of={ArrowRight} className='hs-chevron' />
          </Text>
        </View>
      </View>
      <View className='hire-list'>
        {list.rows.map((l) => (
          <View key={l.id} className='hire-card' onClick={() => void navigateTo('hire', { id: l.id })}>
            {l.cover ? (
              <Image
                className='hire-card__cover'
                src={mediaUrl(l.cover)}
                mode='aspectFill'
                lazyLoad
                imgProps={{ alt: '' }}
              />
            ) : (
              <View className='hire-card__cover' />
            )}
            <View className='hire-card__body'>
              <Text className='hire-card__title'>{l.title}</Text>
              <Text className='hire-card__sub'>
                {l.gameName} · {l.districtNames.join(' / ')}
              </Text>
              <View className='hire-card__foot'>
                <Text className='hire-card__price'>{formatYuan(l.hourlyFen)}/小时</Text>
                <Text className='hire-card__sub'>
                  {l.busyNow ? '租用中 · ' : ''}
                  已租{l.rentCount}次
                </Text>
              </View>
            </View>
          </View>
        ))}
        <ListStates list={list} emptyText='暂无可租账号' />
      </View>
    </>
  )
})

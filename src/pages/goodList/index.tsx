import { useEffect, useRef, useState } from 'react'
import Taro, { usePageScroll, useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { View, Text, Input, ScrollView } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import PageShell from '../../components/PageShell'
import ListStates from '../../components/ListStates'
import GoodCard from '../../components/GoodCard'
import DistrictPicker, { districtLabel } from '../../components/DistrictPicker'
import { Icon } from '../../components/Icon'
import ArrowDown from '@nutui/icons-react-taro/dist/es/icons/ArrowDown.js'
import { AttrFilters } from './AttrFilters'
import { PricePresets } from './PricePresets'
import { NoResultSuggestions, SuggestDropdown } from './SearchSuggestions'
import { useStores } from '../../stores/root'
import { useRouteParams } from '../../hooks/useRouteParams'
import { navigateTo } from '../../utils/nav'
import type { SortRank } from '../../api/goods'
import './index.scss'
import { withBoundary } from '../../components/PageShell/withBoundary'

const SORTS: { value: SortRank; label: string }[] = [
  { value: 'timedesc', label: '最新发布' },
  { value: 'priceasc', label: '价格从低到高' },
  { value: 'pricedesc', label: '价格从高到低' },
  { value: 'timeasc', label: '最早发布' },
]

type Sheet = null | 'district' | 'price' | 'sort' | 'attrs'

/**
 * The goods list. Its state (filters, rows, scroll) is kept only when the user comes back from a
 * good's detail; arriving from anywhere else, or coming back from any other page, starts fresh.
 */
const GoodListPage = observer(function GoodListPage() {
  const { app, goodList: list } = useStores()
  const params = useRouteParams()
  const shown = useRef(false)
  const [sheet, setSheet] = useState<Sheet>(null)
  const [priceLo, setPriceLo] = useState('')
  const [priceHi, setPriceHi] = useState('')
  const [keyWord, setKeyWord] = useState('')
  /** typed since the last search: the dropdown of suggestions is open */
  const [typing, setTyping] = useState(false)

  const onShow = (cameFrom: string | null) => {
    const kept = list.onShow(!shown.current, cameFrom, params)
    shown.current = true
    setSheet(null)
    if (kept) {
      // Taro keeps the page's DOM, but restore the position explicitly on every target, once the
      // page is visible again (a hidden page cannot be scrolled)
      const top = list.scrollTop
      Taro.nextTick(() => void Taro.pageScrollTo({ scrollTop: top, duration: 0 }))
    } else {
      setKeyWord(list.filters.keyWord)
      setPriceLo('')
      setPriceHi('')
      void Taro.pageScrollTo({ scrollTop: 0, duration: 0 })
    }
  }

  // the store may rewrite the search (a game's name typed as a word becomes the chosen game)
  const storedKeyWord = list.filters.keyWord
  useEffect(() => setKeyWord(storedKeyWord), [storedKeyWord])

  usePageScroll(({ scrollTop }) => list.setScrollTop(scrollTop))
  useReachBottom(() => void list.loadMore())

  const search = (k: string) => {
    setTyping(false)
    setKeyWord(k)
    list.setKeyWord(k)
  }
  const pickGame = (id: number, name: string) => {
    setTyping(false)
    setKeyWord('')
    app.setCurrentGameName(name)
    // the search led here: the game is what was meant, the words would find nothing in it
    list.setGame(id, '')
  }

  const f = list.filters
  const gameName = app.gameTypes.find((g) => g.id === f.gameId)?.name
  const attrCount = Object.keys(f.attrs).length
  const priceLabel =
    f.priceStartYuan || f.priceEndYuan ? `¥${f.priceStartYuan || 0}-${f.priceEndYuan || '不限'}` : '价格'

  return (
    <PageShell route='goodList' wide onShow={onShow} title={gameName ? `${gameName}账号` : undefined}>
      <View className='gl-top'>
        <View className='gl-search'>
          <Input
            className='gl-search__input'
            value={keyWord}
            placeholder='搜索标题、皮肤、区服'
            confirmType='search'
            maxlength={50}
            onInput={(e) => {
              setKeyWord(e.detail.value)
              setTyping(true)
            }}
            onConfirm={() => search(keyWord)}
            aria-label='搜索商品'
          />
          <Text className='gl-search__btn' onClick={() => search(keyWord)}>
            搜索
          </Text>
        </View>
        {typing && <SuggestDropdown q={keyWord} onGame={pickGame} onWord={search} />}
        <ScrollView scrollX className='gl-games' enableFlex>
          <Text
            className={`gl-games__tab ${!f.gameId ? 'gl-games__tab--on' : ''}`}
            onClick={() => list.setGame(undefined)}
          >
            全部游戏
          </Text>
          {app.gameTypes.map((g) => (
            <Text
              key={g.id}
              className={`gl-games__tab ${f.gameId === g.id ? 'gl-games__tab--on' : ''}`}
              onClick={() => {
                app.setCurrentGameName(g.name)
                list.setGame(g.id)
              }}
            >
              {g.name}
            </Text>
          ))}
        </ScrollView>
        <View className='gl-bar'>
          <Text
            className={`gl-bar__item ${f.district ? 'gl-bar__item--on' : ''}`}
            onClick={() => (f.gameId ? setSheet('district') : Taro.showToast({ title: '请先选择游戏', icon: 'none' }))}
          >
            {f.district ? districtLabel(f.district.names) : '区服'}
            <Icon of={ArrowDown} className='gl-bar__caret' />
          </Text>
          <Text
            className={`gl-bar__item ${f.priceStartYuan || f.priceEndYuan ? 'gl-bar__item--on' : ''}`}
            onClick={() => setSheet('price')}
          >
            {priceLabel}
            <Icon of={ArrowDown} className='gl-bar__caret' />
          </Text>
          <Text
            className={`gl-bar__item ${f.sortRank !== 'timedesc' ? 'gl-bar__item--on' : ''}`}
            onClick={() => setSheet('sort')}
          >
            {SORTS.find((s) => s.value === f.sortRank)?.label.slice(0, 4)}
            <Icon of={ArrowDown} className='gl-bar__caret' />
          </Text>
          <Text className={`gl-bar__item ${attrCount ? 'gl-bar__item--on' : ''}`} onClick={() => setSheet('attrs')}>
            筛选{attrCount ? `(${attrCount})` : ''}
            <Icon of={ArrowDown} className='gl-bar__caret' />
          </Text>
        </View>
      </View>

      <View className='gl-list good-grid' aria-busy={list.loading}>
        {list.rows.map((g) => (
          <GoodCard
            key={g.id}
            good={g}
            onClick={() => {
              list.leaveForDetail()
              void navigateTo('goodDetail', { id: g.id })
            }}
          />
        ))}
        <ListStates list={list} hideEmpty={!!f.keyWord} onRetry={() => void list.loadMore()} />
        {list.empty && !!f.keyWord && <NoResultSuggestions keyWord={f.keyWord} onGame={pickGame} onWord={search} />}
      </View>

      <Popup
        visible={sheet === 'district'}
        position='bottom'
        round
        onClose={() => setSheet(null)}
        title='选择区服'
        closeable
      >
        {sheet === 'district' && f.gameId && (
          <DistrictPicker
            gameId={f.gameId}
            selectedId={f.district?.id ?? null}
            onPick={(p) => {
              setSheet(null)
              list.setDistrict(p)
            }}
          />
        )}
      </Popup>

      <Popup
        visible={sheet === 'price'}
        position='bottom'
        round
        onClose={() => setSheet(null)}
        title='价格区间（元）'
        closeable
      >
        <View className='gl-sheet'>
          {sheet === 'price' && (
            <PricePresets
              gameId={f.gameId}
              lo={priceLo}
              hi={priceHi}
              onPick={(lo, hi) => {
                setPriceLo(lo)
                setPriceHi(hi)
                setSheet(null)
                list.setPrice(lo, hi)
              }}
            />
          )}
          <View className='range-input'>
            <Input
              className='range-input__box'
              type='number'
              value={priceLo}
              placeholder='最低价'
              onInput={(e) => setPriceLo(e.detail.value.replace(/\D/g, ''))}
            />
            <Text className='range-input__dash'>—</Text>
            <Input
              className='range-input__box'
              type='number'
              value={priceHi}
              placeholder='最高价'
              onInput={(e) => setPriceHi(e.detail.value.replace(/\D/g, ''))}
            />
          </View>
          <View className='attr-filters__actions'>
            <View
              className='attr-filters__reset'
              onClick={() => {
                setPriceLo('')
                setPriceHi('')
                setSheet(null)
                list.setPrice('', '')
              }}
            >
              不限
            </View>
            <View
              className='attr-filters__ok'
              onClick={() => {
                if (priceLo && priceHi && Number(priceLo) > Number(priceHi)) {
                  void Taro.showToast({ title: '最低价不能高于最高价', icon: 'none' })
                  return
                }
                setSheet(null)
                list.setPrice(priceLo, priceHi)
              }}
            >
              确定
            </View>
          </View>
        </View>
      </Popup>

      <Popup visible={sheet === 'sort'} position='bottom' round onClose={() => setSheet(null)} title='排序' closeable>
        <View className='gl-sheet'>
          {SORTS.map((s) => (
            <View
              key={s.value}
              className={`gl-sort ${f.sortRank === s.value ? 'gl-sort--on' : ''}`}
              onClick={() => {
                setSheet(null)
                list.setSort(s.value)
              }}
            >
              {s.label}
            </View>
          ))}
        </View>
      </Popup>

      <Popup visible={sheet === 'attrs'} position='bottom' round onClose={() => setSheet(null)} title='筛选' closeable>
        {sheet === 'attrs' && (
          <AttrFilters
            template={list.template}
            value={f.attrs}
            onApply={(v) => {
              setSheet(null)
              list.setAttrs(v)
            }}
          />
        )}
      </Popup>
    </PageShell>
  )
})

export default withBoundary('goodList', GoodListPage)

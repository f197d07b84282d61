import { View } from '@tarojs/components'
import { goodsApi, type PriceBand } from '../../api/goods'
import { useRemote } from '../../hooks/useRemote'
import '../../styles/chips.scss'

/** A preset's words: 「90元以下」, 「90-140元」, 「1200元以上」. */
export function bandLabel(b: PriceBand): string {
  if (!b.minYuan && b.maxYuan !== null) return `${b.maxYuan}元以下`
  if (b.maxYuan === null) return `${b.minYuan}元以上`
  return `${b.minYuan}-${b.maxYuan}元`
}

export interface PricePresetsProps {
  /** the game shown (undefined: all games) */
  gameId: number | undefined
  /** the range typed or picked, in yuan as the boxes hold it ('' for no end) */
  lo: string
  hi: string
  onPick: (lo: string, hi: string) => void
}

/**
 * The price sheet's preset ranges: cut where the game's goods on sale split into quarters by price
 * (GET /api/web/good/priceBands), so 王者荣耀 and a cheap game each get ranges that hold listings.
 * Tapping one applies it at once (and fills the boxes, to adjust later). Nothing shows while they load, when they
 * fail (the boxes still work) or when a game has too few goods to split.
 */
export function PricePresets({ gameId, lo, hi, onPick }: PricePresetsProps) {
  const [bands] = useRemote(() => goodsApi.priceBands(gameId), [gameId])
  if (bands.status !== 'ok' || !bands.data.length) return null
  return (
    <View className='chips gl-presets' role='group' aria-label='常用价格区间'>
      {bands.data.map((b) => {
        const from = b.minYuan ? String(b.minYuan) : ''
        const to = b.maxYuan === null ? '' : String(b.maxYuan)
        const on = lo === from && hi === to
        return (
          <View
            key={`${b.minYuan}-${b.maxYuan}`}
            className={`chip ${on ? 'chip--on' : ''}`}
            role='button'
            aria-pressed={on}
            onClick={() => onPick(from, to)}
          >
            {bandLabel(b)}
          </View>
        )
      })}
    </View>
  )
}

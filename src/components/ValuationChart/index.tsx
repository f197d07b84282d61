import { View, Text } from '@tarojs/components'
import type { Valuation } from '../../api/appraisal'
import { formatYuan } from '../../utils/format'
import './index.scss'

/** Where a price sits on the chart's axis, as a percentage of its width (clamped to the axis). */
export function axisPercent(priceFen: number, minFen: number, maxFen: number): number {
  if (maxFen <= minFen) return 50
  return Math.min(100, Math.max(0, ((priceFen - minFen) / (maxFen - minFen)) * 100))
}

/** The axis spans every comparable and the range, with a little margin so end dots are not cut. */
export function axisBounds(
  v: Pick<Valuation, 'lowFen' | 'highFen' | 'points'>,
  extra: (number | null | undefined)[] = [],
): [number, number] {
  const all = [...v.points.map((p) => p.priceFen), v.lowFen, v.highFen, ...extra].filter(
    (x): x is number => typeof x === 'number',
  )
  if (!all.length) return [0, 0]
  const lo = Math.min(...all)
  const hi = Math.max(...all)
  const pad = Math.max((hi - lo) * 0.06, 100)
  return [Math.max(0, lo - pad), hi + pad]
}

/**
 * The valuation as a picture: the comparables as dots along a price axis (solid: completed
 * deals, hollow: goods on sale, larger when more similar), the low–high range as a band and the
 * median as a line, plus the operator's appraisal when there is one. Drawn with plain views so it
 * renders the same on H5 and in both mini-programs.
 */
export function ValuationChart({ v, manualFen }: { v: Valuation; manualFen?: number | null }) {
  const [min, max] = axisBounds(v, [manualFen])
  // nothing to draw without comparables; the card around it already says so
  if (v.medianFen === null || max === 0) return null
  const at = (fen: number) => `${axisPercent(fen, min, max)}%`
  return (
    <View
      className='vchart'
      aria-label={`估价区间 ${formatYuan(v.lowFen ?? 0)} 至 ${formatYuan(v.highFen ?? 0)}，中位 ${formatYuan(v.medianFen)}`}
    >
      <View className='vchart__plot'>
        <View
          className='vchart__band'
          style={{
            left: at(v.lowFen ?? v.medianFen),
            width: `${axisPercent(v.highFen ?? v.medianFen, min, max) - axisPercent(v.lowFen ?? v.medianFen, min, max)}%`,
          }}
        />
        <View className='vchart__median' style={{ left: at(v.medianFen) }} />
        {manualFen ? <View className='vchart__manual' style={{ left: at(manualFen) }} /> : null}
        {v.points.map((p, i) => (
          <View
            key={`${p.priceFen}-${i}`}
            className={`vchart__dot vchart__dot--${p.kind}`}
            style={{
              left: at(p.priceFen),
              top: `${20 + (i % 4) * 14}%`,
              transform: `translate(-50%, 0) scale(${0.7 + p.similarity * 0.6})`,
            }}
          />
        ))}
      </View>
      <View className='vchart__axis'>
        <Text>{formatYuan(Math.round(min / 100) * 100)}</Text>
        <Text>{formatYuan(Math.round(max / 100) * 100)}</Text>
      </View>
      <View className='vchart__legend'>
        <Text className='vchart__key vchart__key--deal'>成交</Text>
        <Text className='vchart__key vchart__key--listing'>在售</Text>
        <Text className='vchart__key vchart__key--band'>估价区间</Text>
        {manualFen ? <Text className='vchart__key vchart__key--manual'>人工估价</Text> : null}
      </View>
    </View>
  )
}

export default ValuationChart

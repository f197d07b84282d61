import { View, Text } from '@tarojs/components'
import type { TrendWeek } from '../../api/appraisal'
import { formatYuan } from '../../utils/format'
import './index.scss'

/** Bar height for a value against the series' largest, in percent (0 for a week without deals). */
export function barPercent(v: number | null, max: number): number {
  if (v === null || max <= 0) return 0
  return Math.max(4, Math.round((v / max) * 100))
}

/**
 * The weeks of recycle reference prices as bars (weeks without deals stay empty), drawn with
 * plain views so H5 and the mini-programs show the same chart without a canvas library.
 */
export function TrendChart({ weeks }: { weeks: TrendWeek[] }) {
  const max = Math.max(0, ...weeks.map((w) => w.referenceFen ?? 0))
  if (max === 0) return <Text className='trend__none'>近{weeks.length}周暂无成交，暂无走势</Text>
  const last = [...weeks].reverse().find((w) => w.referenceFen !== null)
  return (
    <View className='trend'>
      {/* the value axis: the top of the chart is the highest week, the baseline ¥0 (bars with no
          scale read as decoration) */}
      <View className='trend__scale'>
        <Text>{formatYuan(max)}</Text>
        <Text>{formatYuan(0)}</Text>
      </View>
      <View className='trend__bars'>
        {weeks.map((w) => (
          <View
            key={w.weekStart}
            className={`trend__col ${w.referenceFen === null ? 'trend__col--empty' : ''}`}
            aria-label={`${w.weekStart} 回收参考价 ${w.referenceFen === null ? '无成交' : formatYuan(w.referenceFen)}`}
          >
            <View
              className={`trend__bar ${w === last ? 'trend__bar--last' : ''}`}
              style={{ height: `${barPercent(w.referenceFen, max)}%` }}
            />
          </View>
        ))}
      </View>
      <View className='trend__axis'>
        <Text>{weeks[0]?.weekStart.slice(5)}</Text>
        <Text>{weeks[weeks.length - 1]?.weekStart.slice(5)}</Text>
      </View>
      {last?.referenceFen != null && (
        <Text className='trend__last'>
          最近一周回收参考价 {formatYuan(last.referenceFen)}（{last.dealCount}笔成交）
        </Text>
      )}
    </View>
  )
}

export default TrendChart

import { View, Text } from '@tarojs/components'
import ValuationChart from '../ValuationChart'
import { APPRAISAL_STATUS, type AppraisalItem } from '../../api/appraisal'
import { useStores } from '../../stores/root'
import { formatDateTime, formatYuan, formatYuanRange } from '../../utils/format'
import { navigateTo } from '../../utils/nav'
import './index.scss'

/** The price to list at: the operator's appraisal when there is one, else the automatic median. */
export function listingPriceFen(a: Pick<AppraisalItem, 'manual' | 'valuation'>): number | null {
  return a.manual?.priceFen ?? a.valuation.medianFen
}

/**
 * The badge beside an appraisal. The server keeps an appraisal 估价中 until an operator has looked
 * at it, but the system's range is there at once: 「估价中」 beside a finished range read as if
 * nothing had been worked out yet. Status 3 is the done style.
 */
export function appraisalBadge(a: Pick<AppraisalItem, 'status' | 'statusText' | 'valuation'>): {
  text: string
  tone: number
} {
  if (a.status === APPRAISAL_STATUS.pending && a.valuation.medianFen !== null)
    return { text: '已出系统估价', tone: APPRAISAL_STATUS.done }
  return { text: a.statusText, tone: a.status }
}

/** One appraisal: the range and its chart, the operator's appraisal beside it, and "list it at this price". */
export function AppraisalCard({ a, onCancel }: { a: AppraisalItem; onCancel?: (a: AppraisalItem) => void }) {
  const { sell } = useStores()
  const v = a.valuation
  const price = listingPriceFen(a)
  const badge = appraisalBadge(a)

  const listIt = () => {
    if (price === null) return
    sell.startFrom({
      gameId: a.gameId,
      gameName: a.gameName,
      districtPath: a.districtPath,
      attrs: a.attrs,
      images: a.images,
      priceYuan: String(Math.round(price / 100)),
    })
    void navigateTo('BasicInformation')
  }

  return (
    <View className='appraisal'>
      <View className='appraisal__head'>
        <Text className='appraisal__game'>{a.gameName}</Text>
        <Text className={`appraisal__status appraisal__status--${badge.tone}`}>{badge.text}</Text>
      </View>
      <Text className='appraisal__meta'>
        {a.districtPath.map((d) => d.name).join(' / ')} · {formatDateTime(a.createdAt)}
      </Text>
      {a.attrList.length > 0 && (
        <Text className='appraisal__attrs'>{a.attrList.map((x) => `${x.fieldName} ${x.text}`).join(' · ')}</Text>
      )}

      <View className='appraisal__range'>
        {v.medianFen !== null ? (
          <>
            <Text className='appraisal__label'>系统估价</Text>
            <Text className='appraisal__price'>
              {formatYuanRange(v.lowFen ?? v.medianFen, v.highFen ?? v.medianFen)}
            </Text>
            <Text className='appraisal__sub'>
              中位 {formatYuan(v.medianFen)} · 参考 {v.comparableCount} 个可比（成交 {v.dealCount}，在售{' '}
              {v.listingCount}）
            </Text>
          </>
        ) : (
          <Text className='appraisal__label'>系统估价</Text>
        )}
        {v.note && (
          <Text className={`appraisal__note ${v.confidence === 'few' ? 'appraisal__note--warn' : ''}`}>{v.note}</Text>
        )}
      </View>
      <ValuationChart v={v} manualFen={a.manual?.priceFen} />

      {a.manual && (
        <View className='appraisal__manual'>
          <Text className='appraisal__label'>人工估价 {formatYuan(a.manual.priceFen)}</Text>
          <Text className='appraisal__sub'>
            {a.manual.operatorNick} · {formatDateTime(a.manual.appraisedAt)}
          </Text>
          <Text className='appraisal__manual-note'>{a.manual.note}</Text>
        </View>
      )}
      {a.expectedPriceFen !== null && (
        <Text className='appraisal__sub'>我的期望价 {formatYuan(a.expectedPriceFen)}</Text>
      )}

      {a.status !== APPRAISAL_STATUS.cancelled && (
        <View className='appraisal__actions'>
          {a.status === APPRAISAL_STATUS.pending && onCancel && (
            <View className='appraisal__btn appraisal__btn--ghost' onClick={() => onCancel(a)} role='button'>
              取消估价
            </View>
          )}
          {price !== null && (
            <View className='appraisal__btn' onClick={listIt} role='button'>
              按{formatYuan(price)}发布
            </View>
          )}
        </View>
      )}
    </View>
  )
}

export default AppraisalCard

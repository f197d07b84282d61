import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { QueuePage, useQueues, type QueueTab } from '../frame/queues'
import ReasonPopup from '../../components/ReasonPopup'
import { adminServicesApi } from '../../api/admin'
import type { PageResult } from '../../hooks/usePagedList'
import { formatDateTime, formatYuan, parseYuan } from '../../utils/format'
import { toast } from '../../utils/toast'
import '../console.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'

type Queue = 'appraisal' | 'tradein' | 'rent'
const QUEUES: QueueTab<Queue>[] = [
  { key: 'appraisal', label: '人工估价' },
  { key: 'tradein', label: '回收验号' },
  { key: 'rent', label: '出租审核' },
]
type Row = { id: number } & Record<string, unknown>
const fetchers: Record<Queue, (n: number) => Promise<PageResult<Row>>> = {
  appraisal: (n) => adminServicesApi.appraisals(n),
  tradein: (n) => adminServicesApi.tradeIns(n),
  rent: (n) => adminServicesApi.rentListings(n),
}

/** Appraisals waiting for a staff price, trade-ins handed over for checking, rental listings to review. */
function AdminServicesPage() {
  const [sheet, setSheet] = useState<{ kind: 'appraise' | 'rejectTradeIn' | 'rejectListing'; id: number } | null>(null)
  const { queue, setQueue, list, run, confirmRun } = useQueues(fetchers, 'appraisal', { onDone: () => setSheet(null) })

  const card = (r: Row) => {
    const s = (k: string) => String(r[k] ?? '')
    if (queue === 'appraisal') {
      const v = r.valuation as {
        medianFen: number | null
        lowFen: number | null
        highFen: number | null
        comparableCount: number
      }
      return (
        <View key={r.id} className='console-card'>
          <Text className='console-card__title'>
            {s('gameName')} · {s('userNick')}
          </Text>
          <Text className='console-card__meta'>
            {(r.attrList as { fieldName: string; text: string }[]).map((a) => `${a.fieldName} ${a.text}`).join(' · ')}
          </Text>
          <Text className='console-card__meta'>
            系统估价{' '}
            {v.medianFen
              ? `${formatYuan(v.lowFen ?? v.medianFen)}–${formatYuan(v.highFen ?? v.medianFen)}（${v.comparableCount}个可比）`
              : '无可比'}{' '}
            · 期望 {r.expectedPriceFen ? formatYuan(r.expectedPriceFen as number) : '未填'} ·{' '}
            {formatDateTime(s('createdAt'))}
          </Text>
          <View className='console-card__actions'>
            <View className='console-btn' onClick={() => setSheet({ kind: 'appraise', id: r.id })}>
              人工估价
            </View>
          </View>
        </View>
      )
    }
    if (queue === 'tradein') {
      const ti = r.tradeIn as { accepted: { merchantNick: string; priceFen: number; payoutFen: number } | null } | null
      return (
        <View key={r.id} className='console-card'>
          <Text className='console-card__title'>
            {s('gameName')} · 卖家 {s('userNick')}
          </Text>
          <Text className='console-card__meta'>
            商户 {ti?.accepted?.merchantNick} 报价 {formatYuan(ti?.accepted?.priceFen ?? 0)} · 卖家到账{' '}
            {formatYuan(ti?.accepted?.payoutFen ?? 0)}
          </Text>
          <View className='console-card__actions'>
            <View
              className='console-btn console-btn--ghost'
              onClick={() => setSheet({ kind: 'rejectTradeIn', id: r.id })}
            >
              验号不通过
            </View>
            <View
              className='console-btn'
              onClick={() =>
                void confirmRun(
                  '验号通过？',
                  '确认账号已验收？卖家将收到打款，商户可查看账号。',
                  r.id,
                  () => adminServicesApi.confirmTradeIn(r.id),
                  '已确认验号',
                )
              }
            >
              验号通过
            </View>
          </View>
        </View>
      )
    }
    return (
      <View key={r.id} className='console-card'>
        <Text className='console-card__title'>{s('title')}</Text>
        <Text className='console-card__meta'>
          {s('gameName')} · {s('ownerNick')} · {formatYuan(r.hourlyFen as number)}/小时 · 押金{' '}
          {formatYuan(r.depositFen as number)}
        </Text>
        <Text className='console-card__body'>{s('description')}</Text>
        <View className='console-card__actions'>
          <View
            className='console-btn console-btn--ghost'
            onClick={() => setSheet({ kind: 'rejectListing', id: r.id })}
          >
            驳回
          </View>
          <View
            className='console-btn'
            onClick={() => void run(r.id, () => adminServicesApi.approveListing(r.id), '已通过，已上架出租')}
          >
            通过
          </View>
        </View>
      </View>
    )
  }

  const def =
    sheet &&
    {
      appraise: {
        title: '人工估价：价格（元）+ 空格 + 说明',
        placeholder: '例：段位与皮肤稀有，近期同类成交价相近',
        min: 4,
        max: 300,
      },
      rejectTradeIn: { title: '验号不通过（商户将被退款）', placeholder: '原因（2-200字）', min: 2, max: 200 },
      rejectListing: { title: '驳回出租', placeholder: '原因（2-200字）', min: 2, max: 200 },
    }[sheet.kind]

  return (
    <QueuePage
      route='adminServices'
      tabs={QUEUES}
      queue={queue}
      onQueue={setQueue}
      list={list}
      card={card}
      emptyText='没有待处理的事项'
    >
      <ReasonPopup
        visible={sheet !== null}
        title={def?.title ?? ''}
        placeholder={def?.placeholder}
        min={def?.min}
        max={def?.max}
        confirmText='确定'
        onClose={() => setSheet(null)}
        onConfirm={async (t) => {
          if (!sheet) return
          if (sheet.kind === 'appraise') {
            const m = /^(\d+(?:\.\d{1,2})?)\s+(.{2,})$/s.exec(t)
            const fen = m ? parseYuan(m[1]!) : null
            if (!m || fen === null || fen % 100 !== 0) return toast('格式：整数元价格 + 空格 + 说明')
            await run(sheet.id, () => adminServicesApi.appraise(sheet.id, fen, m[2]!.trim()), '已估价，用户会收到通知')
          } else if (sheet.kind === 'rejectTradeIn')
            await run(sheet.id, () => adminServicesApi.rejectTradeIn(sheet.id, t), '已驳回，商户将被退款')
          else await run(sheet.id, () => adminServicesApi.rejectListing(sheet.id, t), '已驳回')
        }}
      />
    </QueuePage>
  )
}

export default withBoundary('adminServices', withLogin('adminServices', AdminServicesPage))

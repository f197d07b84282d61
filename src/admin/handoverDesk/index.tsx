import { useMemo, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { QueuePage, useQueues, type QueueTab } from '../frame/queues'
import { pressable } from '../frame/useDesk'
import {
  handoverDeskApi,
  type HandoverDeskFilter,
  type HandoverDeskList,
  type HandoverDeskRow,
} from '../../api/handover'
import type { PageResult } from '../../hooks/usePagedList'
import { parseId, useRouteParams } from '../../hooks/useRouteParams'
import { formatDateTime, formatYuan } from '../../utils/format'
import { toast, toastError } from '../../utils/toast'
import { CaseDesk } from './CaseDesk'
import { waitedText } from './deskText'
import '../console.scss'
import '../../styles/chips.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'

const TABS: QueueTab<HandoverDeskFilter>[] = [
  // paid staff-mode orders nobody has taken yet, the longest wait first
  { key: 'waiting', label: '等待中' },
  { key: 'working', label: '处理中' },
  { key: 'delivered', label: '待买家确认' },
  // confirmed, disputed or cancelled
  { key: 'closed', label: '已结束' },
]

type Row = HandoverDeskRow & { id: number }
type Hours = Pick<HandoverDeskList, 'serviceHours' | 'inServiceHours'>

/**
 * 验号换绑 (issue 40 item 1): the queue of staff-mediated handovers — waiting time, holder,
 * progress, the parties' unread lines, the configured service hours — and one case opened in
 * place to work (CaseDesk). 接手 from a waiting card takes the case and opens it.
 */
function AdminHandoverDeskPage() {
  const [mine, setMine] = useState(false)
  const [hours, setHours] = useState<Hours | null>(null)
  // 订单全貌 opens a case here by its id
  const [openId, setOpenId] = useState<number | null>(parseId(useRouteParams().caseId))
  const fetchers = useMemo(() => {
    const page =
      (state: HandoverDeskFilter) =>
      async (pageNum: number): Promise<PageResult<Row>> => {
        const r = await handoverDeskApi.queue({ state, mine, pageNum })
        setHours({ serviceHours: r.serviceHours, inServiceHours: r.inServiceHours })
        return { rows: r.rows.map((x) => ({ ...x, id: x.caseId })), total: r.total }
      }
    return { waiting: page('waiting'), working: page('working'), delivered: page('delivered'), closed: page('closed') }
  }, [mine])
  const { queue, setQueue, list } = useQueues<HandoverDeskFilter, Row>(fetchers, 'waiting')

  const claim = async (r: Row) => {
    try {
      await handoverDeskApi.claim(r.caseId)
      toast('已接手')
      setOpenId(r.caseId)
    } catch (e) {
      // 409: 该交接单已由「…」处理中 — the queue is read again to show who
      toastError(e)
      void list.reload()
    }
  }

  const card = (r: Row) => (
    <View
      key={r.id}
      className='console-card hd-row'
      role='link'
      aria-label={r.goodsTitle}
      {...pressable(() => setOpenId(r.caseId))}
      onClick={() => setOpenId(r.caseId)}
    >
      <View className='console-card__head'>
        <Text className='console-card__title'>{r.goodsTitle}</Text>
        <Text className={`hd-wait ${r.state === 'waiting' ? 'hd-wait--on' : ''}`}>
          {waitedText(r.state, r.waitingMinutes) || r.stateText}
        </Text>
      </View>
      <Text className='console-card__meta'>
        订单 {r.orderNo} · {r.gameName} · {formatYuan(r.priceFen)} · 付款 {formatDateTime(r.createdAt)}
      </Text>
      <Text className='console-card__meta'>
        {r.holderId === null ? '无人处理' : `处理人 ${r.holderName || '其他客服'}`} · 检查项 {r.itemsDone}/
        {r.itemsTotal}
        {r.unread > 0 ? ` · ${r.unread} 条未读` : ''}
        {r.state === 'delivered' || queue === 'closed' ? ` · ${r.stateText}` : ''}
      </Text>
      {r.sellerDeadline && (
        <Text className='console-card__meta console-card__alert'>
          等卖家回应，截止 {formatDateTime(r.sellerDeadline)}（逾期未回应：取消订单并退款）
        </Text>
      )}
      {r.state === 'waiting' && r.holderId === null && (
        <View className='console-card__actions'>
          <View
            className='console-btn'
            role='button'
            {...pressable(() => void claim(r))}
            onClick={(e) => {
              // the card opens the case; the button takes it first
              e.stopPropagation()
              void claim(r)
            }}
          >
            接手
          </View>
        </View>
      )}
    </View>
  )

  const toolbar = (
    <View className='hd-toolbar'>
      {hours && (
        <Text className={`hd-hours ${hours.inServiceHours ? '' : 'hd-hours--off'}`}>
          服务时间 {hours.serviceHours}（北京时间）· {hours.inServiceHours ? '服务中' : '现在不在服务时间内'}
        </Text>
      )}
      <View
        className={`chip hd-mine ${mine ? 'chip--on' : ''}`}
        role='checkbox'
        aria-checked={mine}
        {...pressable(() => setMine((m) => !m))}
        onClick={() => setMine((m) => !m)}
      >
        只看我接手的
      </View>
    </View>
  )

  return (
    <QueuePage
      route='adminHandoverDesk'
      tabs={TABS}
      queue={queue}
      onQueue={(q) => {
        setOpenId(null)
        setQueue(q)
      }}
      list={list}
      card={card}
      emptyText={queue === 'waiting' ? '没有等待接手的交接单' : '暂无交接单'}
      toolbar={toolbar}
      detail={
        openId !== null ? (
          <CaseDesk
            key={openId}
            caseId={openId}
            onBack={(changed) => {
              setOpenId(null)
              if (changed) void list.reload()
            }}
          />
        ) : undefined
      }
    />
  )
}

export default withBoundary('adminHandoverDesk', withLogin('adminHandoverDesk', AdminHandoverDeskPage))

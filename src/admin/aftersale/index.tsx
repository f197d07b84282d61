import { useEffect, useState } from 'react'
import { providerName } from '../logs/changeText'
import { View, Text, Image } from '@tarojs/components'
import { QueuePage, useQueues, type QueueTab } from '../frame/queues'
import ReasonPopup from '../../components/ReasonPopup'
import ImageViewer from '../../components/ImageViewer'
import { adminAftersaleApi, type AdminClaim, type AdminDispute } from '../../api/admin'
import { ClaimRegistrationView } from './ClaimRegistration'
import type { PageResult } from '../../hooks/usePagedList'
import { formatDateTime, formatYuan, parseYuan } from '../../utils/format'
import { navigateTo } from '../../utils/nav'
import { toast } from '../../utils/toast'
import '../console.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { mediaUrl } from '../../utils/platform'
import { showModal } from '../../utils/modal'
import DeadlineCountdown from '../../components/DeadlineCountdown'

type Queue = 'dispute' | 'escalated' | 'refund' | 'claim' | 'claimEscalated'
type Row = AdminDispute | AdminClaim
const QUEUES: QueueTab<Queue>[] = [
  { key: 'dispute', label: '纠纷' },
  { key: 'escalated', label: '纠纷·已升级' },
  { key: 'refund', label: '退款中' },
  { key: 'claim', label: '找回理赔' },
  { key: 'claimEscalated', label: '理赔·已超期' },
]
const fetchers: Record<Queue, (n: number) => Promise<PageResult<Row>>> = {
  // waiting for the seller (0) and answered (1) both wait for a decision; the list shows both
  dispute: (pageNum) => adminAftersaleApi.disputes({ pageNum }),
  // past a deadline with no automatic outcome (a silent seller after a reveal, a late decision): first
  escalated: (pageNum) => adminAftersaleApi.disputes({ escalated: 1, pageNum }),
  refund: (pageNum) => adminAftersaleApi.disputes({ state: 2, pageNum }),
  claim: (pageNum) => adminAftersaleApi.claims({ status: 0, pageNum }),
  claimEscalated: (pageNum) => adminAftersaleApi.claims({ status: 0, escalated: 1, pageNum }),
}

type Sheet = { kind: 'refund' | 'release' | 'refuseClaim' | 'compensate'; row: Row } | null

/**
 * Disputes (refund through the provider that took the payment, or release to the seller; a failed
 * refund stays visible here and is retried with the same refund number) and recovery claims
 * (compensation by tier into the buyer's wallet, or a refusal; optionally blacklist the seller).
 */
function AdminAftersalePage() {
  const [sheet, setSheet] = useState<Sheet>(null)
  const [viewer, setViewer] = useState<string[] | null>(null)
  // a refund the provider refused stays in 退款中 and is retried from its card: reload, don't drop
  const { queue, setQueue, list, run } = useQueues(fetchers, 'dispute', {
    onDone: () => setSheet(null),
    reloadAfter: true,
  })
  // the escalated counts (each list answers its own), as badges on their tabs; read again on each switch
  const [badges, setBadges] = useState<Partial<Record<Queue, number>>>({})
  useEffect(() => {
    Promise.all([
      adminAftersaleApi.disputes({ escalated: 1, pageNum: 1 }),
      adminAftersaleApi.claims({ status: 0, escalated: 1, pageNum: 1 }),
    ]).then(
      ([d, c]) => setBadges({ escalated: d.escalated, claimEscalated: c.escalated }),
      () => setBadges({}),
    )
  }, [queue])
  const tabs = QUEUES.map((t) => (badges[t.key] ? { ...t, label: `${t.label} ${badges[t.key]}` } : t))

  const pics = (srcs: string[]) =>
    srcs.length > 0 && (
      <View className='console-card__actions' style={{ justifyContent: 'flex-start' }}>
        {srcs.map((src) => (
          <Image
            key={src}
            src={mediaUrl(src)}
            mode='aspectFill'
            style={{ width: '56px', height: '56px', borderRadius: '4px' }}
            onClick={() => setViewer(srcs)}
          />
        ))}
      </View>
    )

  const disputeCard = (d: AdminDispute) => (
    <View key={d.id} className='console-card'>
      <View className='console-card__head'>
        <Text className='console-card__title'>{d.goodsTitle}</Text>
        <Text className='console-card__meta'>{d.stateText}</Text>
      </View>
      <Text className='console-card__meta'>
        {d.orderNo} · 买家 {d.buyerNick} · 卖家 {d.sellerNick} · {formatYuan(d.totalFen)} · {providerName(d.provider)}
      </Text>
      <Text className='console-card__body'>
        【{d.reasonText}】{d.description}
      </Text>
      {pics(d.images)}
      <Text className='console-card__meta'>
        {d.answerText
          ? `卖家答辩：${d.answerText}`
          : d.sellerOverdue
            ? '卖家超时未答辩'
            : `答辩截止 ${formatDateTime(d.answerDeadline)}`}
      </Text>
      {d.replyText && <Text className='console-card__meta'>买家回复：{d.replyText}</Text>}
      {d.escalationText && <Text className='console-card__meta console-card__alert'>已升级：{d.escalationText}</Text>}
      {d.deadline && (
        <DeadlineCountdown
          className='console-card__meta'
          label={d.deadline.label}
          at={d.deadline.at}
          serverNow={d.serverNow}
          outcome={d.deadline.outcome}
        />
      )}
      {d.refund && (
        <Text className='console-card__meta'>
          退款 {d.refund.refundNo} · {d.refund.statusText} · 尝试 {d.refund.attempts} 次
          {d.refund.lastError ? ` · ${d.refund.lastError}` : ''}
        </Text>
      )}
      <View className='console-card__actions'>
        <View
          className='console-btn console-btn--ghost'
          onClick={() => void navigateTo('orderDetail', { id: d.orderId })}
        >
          订单与聊天
        </View>
        {d.state <= 1 && (
          <>
            <View className='console-btn console-btn--ghost' onClick={() => setSheet({ kind: 'release', row: d })}>
              放款给卖家
            </View>
            <View className='console-btn' onClick={() => setSheet({ kind: 'refund', row: d })}>
              退款
            </View>
          </>
        )}
        {d.state === 2 && d.refund?.status === 2 && (
          <View
            className='console-btn'
            onClick={() => void run(d.id, () => adminAftersaleApi.retryRefund(d.id), '已重新发起退款')}
          >
            重试退款
          </View>
        )}
      </View>
    </View>
  )

  const claimCard = (c: AdminClaim) => (
    <View key={c.id} className='console-card'>
      <View className='console-card__head'>
        <Text className='console-card__title'>{c.goodsTitle}</Text>
        <Text className='console-card__meta'>
          {c.escalatedAt ? '已超期·已升级' : c.overdue ? '已超期' : `截止 ${formatDateTime(c.deadlineAt).slice(5)}`}
        </Text>
      </View>
      {!c.overdue && (
        <DeadlineCountdown className='console-card__meta' label='处理截止' at={c.deadlineAt} serverNow={c.serverNow} />
      )}
      <Text className='console-card__meta'>
        {c.orderNo} · {c.protectionName} · 成交价 {formatYuan(c.priceFen)} · 买家 {c.buyerNick} · 卖家 {c.sellerNick}
      </Text>
      <Text className='console-card__body'>{c.evidence}</Text>
      {pics(c.images)}
      <ClaimRegistrationView claimId={c.id} />
      <View className='console-card__actions'>
        <View className='console-btn console-btn--ghost' onClick={() => setSheet({ kind: 'refuseClaim', row: c })}>
          驳回
        </View>
        <View className='console-btn' onClick={() => setSheet({ kind: 'compensate', row: c })}>
          赔付
        </View>
      </View>
    </View>
  )

  const compensate = async (text: string, c: AdminClaim) => {
    // tier B pays proven top-ups on top of the price (capped by the server); the text is the top-up in yuan
    const topUp = c.protection === 'tierB' ? parseYuan(text) : null
    if (c.protection === 'tierB' && topUp === null) return toast('请输入核实的充值金额（元），没有则填0')
    const res = await showModal({
      title: '拉黑卖家？',
      content: '该账号被原卖家找回，是否同时将卖家列入黑名单？',
      confirmText: '拉黑',
      cancelText: '不拉黑',
    })
    await run(
      c.id,
      () =>
        adminAftersaleApi.compensate(c.id, {
          topUpFen: topUp ?? undefined,
          note: c.protection === 'tierB' ? undefined : text,
          blacklistSeller: res.confirm,
          blacklistReason: res.confirm ? `出售的账号被找回（订单 ${c.orderNo}）` : undefined,
        }),
      '已赔付到买家钱包',
    )
  }

  const sheetDef =
    sheet &&
    {
      refund: {
        title: '退款给买家',
        placeholder: '裁定说明（2-200字，双方可见）',
        min: 2,
        max: 200,
        confirm: '确认退款',
        run: (t: string) => run(sheet.row.id, () => adminAftersaleApi.refund(sheet.row.id, t), '已发起退款'),
      },
      release: {
        title: '放款给卖家',
        placeholder: '裁定说明（2-200字，双方可见）',
        min: 2,
        max: 200,
        confirm: '确认放款',
        run: (t: string) => run(sheet.row.id, () => adminAftersaleApi.release(sheet.row.id, t), '已放款'),
      },
      refuseClaim: {
        title: '驳回理赔',
        placeholder: '驳回原因（2-200字，会通知买家）',
        min: 2,
        max: 200,
        confirm: '确认驳回',
        run: (t: string) => run(sheet.row.id, () => adminAftersaleApi.refuseClaim(sheet.row.id, t), '已驳回'),
      },
      compensate: {
        title:
          (sheet.row as AdminClaim).protection === 'tierB'
            ? `赔付：成交价 + 核实充值（最多 ${formatYuan((sheet.row as AdminClaim).maxTopUpFen ?? 0)}）`
            : '赔付：退还成交价',
        placeholder:
          (sheet.row as AdminClaim).protection === 'tierB' ? '核实的充值金额（元），没有填0' : '备注（选填）',
        min: (sheet.row as AdminClaim).protection === 'tierB' ? 1 : 0,
        max: 200,
        confirm: '确认赔付',
        run: (t: string) => compensate(t, sheet.row as AdminClaim),
      },
    }[sheet.kind]

  return (
    <QueuePage
      route='adminAftersale'
      tabs={tabs}
      queue={queue}
      onQueue={setQueue}
      list={list}
      card={(r) => (queue === 'claim' ? claimCard(r as AdminClaim) : disputeCard(r as AdminDispute))}
      emptyText='没有待处理的事项'
    >
      <ReasonPopup
        visible={sheet !== null}
        title={sheetDef?.title ?? ''}
        placeholder={sheetDef?.placeholder}
        confirmText={sheetDef?.confirm ?? '确定'}
        min={sheetDef?.min}
        max={sheetDef?.max}
        onClose={() => setSheet(null)}
        onConfirm={async (t) => {
          await sheetDef?.run(t)
        }}
      />
      <ImageViewer images={viewer ?? []} visible={viewer !== null} startIndex={0} onClose={() => setViewer(null)} />
    </QueuePage>
  )
}

export default withBoundary('adminAftersale', withLogin('adminAftersale', AdminAftersalePage))

import { useCallback, useEffect, useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import ListStates from '../../components/ListStates'
import ReasonPopup from '../../components/ReasonPopup'
import { adminReconApi, type ReconMismatch, type ReconRun } from '../../api/admin'
import { usePagedList } from '../../hooks/usePagedList'
import { formatDateTime, formatYuan } from '../../utils/format'
import { toast, toastError } from '../../utils/toast'
import ConsoleFrame from '../frame/ConsoleFrame'
import { focusable } from '../frame/useDesk'
import '../../styles/trade.scss'
import '../console.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { showModal } from '../../utils/modal'

const TABS = [
  { label: '待处理', state: 0 },
  { label: '退款处理中', state: 1 },
  { label: '已处理', state: 2 },
]

/** A signed amount as the console writes it: +¥1.00 / −¥0.01; a missing figure as —. */
const signed = (fen: number) => `${fen < 0 ? '−' : '+'}${formatYuan(Math.abs(fen))}`
const amount = (fen: number | null) => (fen === null ? '—' : formatYuan(fen))

/** The newest runs: which provider's day, how many lines, how many mismatches are still open. */
function Runs() {
  const [runs, setRuns] = useState<ReconRun[]>([])
  useEffect(() => {
    adminReconApi
      .runs(1, 14)
      .then((p) => setRuns(p.rows))
      .catch(toastError)
  }, [])
  if (!runs.length) return null
  return (
    <View className='console-list'>
      {runs.map((r) => (
        <View key={r.id} className='console-card'>
          <View className='console-card__head'>
            <Text className='console-card__title'>
              {r.day} · {r.providerText}
            </Text>
            <Text className='console-card__meta'>{r.statusText}</Text>
          </View>
          <Text className='console-card__meta'>
            账单 {r.billLines} 行 · 差异 {r.mismatchCount} 条（待处理 {r.openCount}）
            {r.finishedAt ? ` · 完成于 ${formatDateTime(r.finishedAt)}` : ''}
          </Text>
          {r.error && <Text className='console-card__meta'>{r.error}</Text>}
        </View>
      ))}
    </View>
  )
}

interface Acts {
  onAdjust: (m: ReconMismatch) => void
  onRefund: (m: ReconMismatch) => void
  onExplain: (m: ReconMismatch) => void
}

function MismatchCard({ m, onAdjust, onRefund, onExplain }: { m: ReconMismatch } & Acts) {
  const buttons: Record<string, [string, (m: ReconMismatch) => void]> = {
    adjust: ['补记账', onAdjust],
    refund: ['退款', onRefund],
    explain: ['已核实说明', onExplain],
  }
  return (
    <View className='console-card'>
      <View className='console-card__head'>
        <Text className='console-card__title'>
          {m.day} · {m.providerText} · {m.kindText}
        </Text>
        <Text className='console-card__meta'>{m.stateText}</Text>
      </View>
      <Text className='console-card__body'>{m.detail}</Text>
      <Text className='console-card__meta'>
        {m.payNo ? `支付单号 ${m.payNo}` : ''}
        {m.refundNo ? ` · 退款单号 ${m.refundNo}` : ''}
        {m.providerTradeNo ? ` · 渠道交易号 ${m.providerTradeNo}` : ''}
      </Text>
      <Text className='console-card__meta'>
        账单 {amount(m.billAmountFen)} · 平台记录 {amount(m.ourAmountFen)} · 账本 {amount(m.ledgerAmountFen)}
      </Text>
      {m.actionText && (
        <Text className='console-card__meta'>
          {m.actionText}
          {m.entryFen !== null ? ` ${m.action === 'adjust' ? signed(m.entryFen) : formatYuan(m.entryFen)}` : ''}
          {m.actionRef ? ` · ${m.actionRef}` : ''}
          {m.note ? ` · ${m.note}` : ''}
          {m.actedAt ? ` · ${formatDateTime(m.actedAt)}` : ''}
        </Text>
      )}
      {m.lastError && <Text className='console-card__meta'>上次退款失败：{m.lastError}</Text>}
      {m.actions.length > 0 && (
        <View className='console-card__actions'>
          {m.actions.map((a) => {
            const [label, run] = buttons[a] ?? [a, () => undefined]
            return (
              <View
                key={a}
                className={`console-btn ${a === 'explain' ? 'console-btn--ghost' : ''}`}
                role='button'
                {...focusable}
                onClick={() => run(m)}
              >
                {label}
              </View>
            )
          })}
        </View>
      )}
    </View>
  )
}

function Mismatches({ state, version, ...acts }: { state: number; version: number } & Acts) {
  const fetchPage = useCallback(
    (pageNum: number) => adminReconApi.mismatches({ state, pageNum }),
    // version: an action reloads the list
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state, version],
  )
  const list = usePagedList<ReconMismatch>(fetchPage)
  useEffect(() => {
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage])
  useReachBottom(() => void list.loadMore())
  return (
    <View className='console-list'>
      {list.rows.map((m) => (
        <MismatchCard key={m.id} m={m} {...acts} />
      ))}
      <ListStates list={list} />
    </View>
  )
}

/**
 * 每日对账: each provider's bill of a day compared with our payments, refunds and the ledger, and
 * every mismatch with its named actions: 补记账 (a correcting ledger entry with a memo), 退款 (the
 * bill's amount back through the payment's provider) and 已核实说明 (closed with a required note).
 * The server audits each and refuses a second action on a handled mismatch.
 */
function AdminReconPage() {
  const [tab, setTab] = useState(0)
  const [version, setVersion] = useState(0)
  const [adjusting, setAdjusting] = useState<ReconMismatch | null>(null)
  const [explaining, setExplaining] = useState<ReconMismatch | null>(null)
  const done = (msg: string) => {
    setVersion((v) => v + 1)
    toast(msg)
  }

  const refund = async (m: ReconMismatch) => {
    const res = await showModal({
      title: '确认退款',
      content: `按账单金额 ${amount(m.billAmountFen ?? m.ourAmountFen)} 原路退回支付单 ${m.payNo}？`,
      confirmText: '退款',
      cancelText: '取消',
    })
    if (!res.confirm) return
    try {
      await adminReconApi.refund(m.id)
      done('已退款')
    } catch (e) {
      // a refused refund is recorded on the mismatch (上次退款失败) and it stays open
      setVersion((v) => v + 1)
      toastError(e)
    }
  }
  const adjust = async (memo: string) => {
    if (!adjusting) return
    try {
      await adminReconApi.adjust(adjusting.id, adjusting.suggestedFen, memo)
      setAdjusting(null)
      done('已补记账')
    } catch (e) {
      toastError(e)
    }
  }
  const explain = async (note: string) => {
    if (!explaining) return
    try {
      await adminReconApi.explain(explaining.id, note)
      setExplaining(null)
      done('已记录核实说明')
    } catch (e) {
      toastError(e)
    }
  }

  return (
    <ConsoleFrame route='adminRecon'>
      <Runs key={`runs-${version}`} />
      <Text className='console-part-title'>对账差异</Text>
      <View className='console-tabs' role='tablist'>
        {TABS.map((t, i) => (
          <View
            key={t.label}
            className={`console-tab ${i === tab ? 'console-tab--on' : ''}`}
            role='tab'
            {...focusable}
            aria-selected={i === tab}
            onClick={() => setTab(i)}
          >
            {t.label}
          </View>
        ))}
      </View>
      <Mismatches
        state={TABS[tab]!.state}
        version={version}
        onAdjust={(m) => {
          if (m.suggestedFen === 0) toast('该差异没有可补记的金额，请用已核实说明')
          else setAdjusting(m)
        }}
        onRefund={(m) => void refund(m)}
        onExplain={setExplaining}
      />
      <ReasonPopup
        visible={adjusting !== null}
        title={adjusting ? `补记账 ${signed(adjusting.suggestedFen)}（对账调整）` : '补记账'}
        presets={['渠道已收款，账本漏记', '金额差异按账单调整']}
        placeholder='补记账说明（记入账本备注）'
        max={80}
        confirmText='确认补记'
        onClose={() => setAdjusting(null)}
        onConfirm={adjust}
      />
      <ReasonPopup
        visible={explaining !== null}
        title='已核实说明'
        presets={['已与渠道核实，次日账单已包含', '测试交易，无需处理']}
        placeholder='核实经过与结论（必填）'
        confirmText='提交说明'
        onClose={() => setExplaining(null)}
        onConfirm={explain}
      />
    </ConsoleFrame>
  )
}

export default withBoundary('adminRecon', withLogin('adminRecon', AdminReconPage))

import { useCallback, useEffect, useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import ListStates from '../../components/ListStates'
import ReasonPopup from '../../components/ReasonPopup'
import { adminTradeApi, type AdminWithdrawal } from '../../api/admin'
import { usePagedList } from '../../hooks/usePagedList'
import { formatDateTime, formatYuan } from '../../utils/format'
import { toast, toastError } from '../../utils/toast'
import ConsoleFrame from '../frame/ConsoleFrame'
import DataTable, { type Column } from '../frame/DataTable'
import { focusable, useDesk } from '../frame/useDesk'
import { usePage } from '../frame/usePage'
import '../../styles/trade.scss'
import '../console.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { showModal } from '../../utils/modal'

const TABS = [
  { label: '待处理', status: 0 },
  { label: '已打款', status: 1 },
  { label: '已驳回', status: 2 },
]

/** What a row's buttons do; `version` goes up after each decision so the list reloads. */
interface Decide {
  status: number
  version: number
  onPaid: (w: AdminWithdrawal) => void
  onReject: (w: AdminWithdrawal) => void
}

function Actions({ w, onPaid, onReject }: { w: AdminWithdrawal } & Pick<Decide, 'onPaid' | 'onReject'>) {
  if (w.status !== 0) return null
  return (
    <View className='console-card__actions data-table__actions'>
      <View className='console-btn console-btn--ghost' role='button' {...focusable} onClick={() => onReject(w)}>
        驳回
      </View>
      <View className='console-btn' role='button' {...focusable} onClick={() => onPaid(w)}>
        已打款
      </View>
    </View>
  )
}

const time = (s: string) => new Date(s).getTime()

function WithdrawTable({ status, version, onPaid, onReject }: Decide) {
  const fetchPage = useCallback(
    (pageNum: number, pageSize: number) => adminTradeApi.withdrawals({ status, pageNum, pageSize }),
    // version: a decision reloads the page
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [status, version],
  )
  const page = usePage<AdminWithdrawal>(fetchPage)
  const columns: Column<AdminWithdrawal>[] = [
    { key: 'user', label: '用户', sort: (w) => w.userNick, render: (w) => w.userNick },
    {
      key: 'amount',
      label: '提现 / 应打款',
      sort: (w) => w.amountFen,
      render: (w) => (
        <>
          <Text>{formatYuan(w.amountFen)}</Text>
          <Text className='data-table__sub'>
            应打款 {formatYuan(w.payoutFen)}（手续费 {formatYuan(w.feeFen)}）
          </Text>
        </>
      ),
    },
    {
      key: 'account',
      label: '收款账户',
      width: 'minmax(0, 1.5fr)',
      render: (w) => (
        <>
          <Text>{w.accountName}</Text>
          <Text className='data-table__sub'>支付宝 {w.alipayAccount}</Text>
        </>
      ),
    },
    { key: 'created', label: '申请时间', sort: (w) => time(w.createdAt), render: (w) => formatDateTime(w.createdAt) },
    {
      key: 'status',
      label: '状态',
      width: 'minmax(0, 1.4fr)',
      render: (w) =>
        w.status === 0 ? (
          <Actions w={w} onPaid={onPaid} onReject={onReject} />
        ) : (
          <>
            <Text>{w.statusText}</Text>
            {w.rejectReason && <Text className='data-table__sub'>{w.rejectReason}</Text>}
          </>
        ),
    },
  ]
  return <DataTable label='提现申请' columns={columns} page={page} />
}

function WithdrawCards({ status, version, onPaid, onReject }: Decide) {
  const fetchPage = useCallback(
    (pageNum: number) => adminTradeApi.withdrawals({ status, pageNum }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [status, version],
  )
  const list = usePagedList<AdminWithdrawal>(fetchPage)
  useEffect(() => {
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage])
  useReachBottom(() => void list.loadMore())
  return (
    <View className='console-list'>
      {list.rows.map((w) => (
        <View key={w.id} className='console-card'>
          <View className='console-card__head'>
            <Text className='console-card__title'>
              {w.userNick} 提现 {formatYuan(w.amountFen)}
            </Text>
            <Text className='console-card__meta'>{w.statusText}</Text>
          </View>
          <Text className='console-card__meta'>
            收款 {w.accountName} · 支付宝 {w.alipayAccount}
          </Text>
          <Text className='console-card__meta'>
            手续费 {formatYuan(w.feeFen)} · 应打款 {formatYuan(w.payoutFen)} · 申请于 {formatDateTime(w.createdAt)}
          </Text>
          {w.rejectReason && <Text className='console-card__meta'>驳回原因：{w.rejectReason}</Text>}
          <Actions w={w} onPaid={onPaid} onReject={onReject} />
        </View>
      ))}
      <ListStates list={list} />
    </View>
  )
}

/**
 * Withdrawals to Alipay: the operator pays the payout to the account shown (the holder name was
 * matched to the user's real name by the server) and marks it paid, or rejects it, which releases
 * the held amount back to the user's balance. A table on a desk, cards on a phone.
 */
function AdminWithdrawPage() {
  const desk = useDesk()
  const [tab, setTab] = useState(0)
  const [version, setVersion] = useState(0)
  const [rejecting, setRejecting] = useState<AdminWithdrawal | null>(null)
  const status = TABS[tab]!.status
  const done = () => setVersion((v) => v + 1)

  const paid = async (w: AdminWithdrawal) => {
    const res = await showModal({
      title: '确认已打款',
      content: `已向 ${w.accountName}（${w.alipayAccount}）转账 ${formatYuan(w.payoutFen)}？`,
      confirmText: '确定',
      cancelText: '取消',
    })
    if (!res.confirm) return
    try {
      await adminTradeApi.markPaid(w.id)
      done()
      toast('已标记打款，用户会收到通知')
    } catch (e) {
      toastError(e)
    }
  }

  const reject = async (reason: string) => {
    if (!rejecting) return
    try {
      await adminTradeApi.rejectWithdraw(rejecting.id, reason)
      done()
      setRejecting(null)
      toast('已驳回，冻结金额已退回')
    } catch (e) {
      toastError(e)
    }
  }

  const decide: Decide = { status, version, onPaid: (w) => void paid(w), onReject: setRejecting }
  return (
    <ConsoleFrame route='adminWithdraw'>
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
      {desk ? <WithdrawTable {...decide} /> : <WithdrawCards {...decide} />}
      <ReasonPopup
        visible={rejecting !== null}
        title='驳回提现'
        presets={['收款人姓名与实名不一致', '支付宝账号有误', '账户存在风险，需人工核实']}
        confirmText='确认驳回'
        onClose={() => setRejecting(null)}
        onConfirm={reject}
      />
    </ConsoleFrame>
  )
}

export default withBoundary('adminWithdraw', withLogin('adminWithdraw', AdminWithdrawPage))

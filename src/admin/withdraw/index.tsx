import { useCallback, useEffect, useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import ListStates from '../../components/ListStates'
import ReasonPopup from '../../components/ReasonPopup'
import { adminTradeApi, type AdminWithdrawal } from '../../api/admin'
import { usePagedList } from '../../hooks/usePagedList'
import { formatDateTime, formatYuan } from '../../utils/format'
import { toast, toastError } from '../../utils/toast'
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

/**
 * Withdrawals to Alipay: the operator pays the payout to the account shown (the holder name was
 * matched to the user's real name by the server) and marks it paid, or rejects it, which releases
 * the held amount back to the user's balance.
 */
function AdminWithdrawPage() {
  const [tab, setTab] = useState(0)
  const [rejecting, setRejecting] = useState<AdminWithdrawal | null>(null)
  const status = TABS[tab]!.status
  const fetchPage = useCallback((pageNum: number) => adminTradeApi.withdrawals({ status, pageNum }), [status])
  const list = usePagedList<AdminWithdrawal>(fetchPage)
  useEffect(() => {
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage])
  useReachBottom(() => void list.loadMore())
  const drop = (id: number) => list.setRows((rows) => rows.filter((r) => r.id !== id))

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
      drop(w.id)
      toast('已标记打款，用户会收到通知')
    } catch (e) {
      toastError(e)
    }
  }

  const reject = async (reason: string) => {
    if (!rejecting) return
    try {
      await adminTradeApi.rejectWithdraw(rejecting.id, reason)
      drop(rejecting.id)
      setRejecting(null)
      toast('已驳回，冻结金额已退回')
    } catch (e) {
      toastError(e)
    }
  }

  return (
    <PageShell route='adminWithdraw'>
      <View className='console-tabs'>
        {TABS.map((t, i) => (
          <View key={t.label} className={`console-tab ${i === tab ? 'console-tab--on' : ''}`} onClick={() => setTab(i)}>
            {t.label}
          </View>
        ))}
      </View>
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
            {w.status === 0 && (
              <View className='console-card__actions'>
                <View className='console-btn console-btn--ghost' onClick={() => setRejecting(w)}>
                  驳回
                </View>
                <View className='console-btn' onClick={() => void paid(w)}>
                  已打款
                </View>
              </View>
            )}
          </View>
        ))}
        <ListStates list={list} />
      </View>
      <ReasonPopup
        visible={rejecting !== null}
        title='驳回提现'
        presets={['收款人姓名与实名不一致', '支付宝账号有误', '账户存在风险，需人工核实']}
        confirmText='确认驳回'
        onClose={() => setRejecting(null)}
        onConfirm={reject}
      />
    </PageShell>
  )
}

export default withBoundary('adminWithdraw', withLogin('adminWithdraw', AdminWithdrawPage))

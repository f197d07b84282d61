import { useCallback, useEffect, useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import ListStates from '../../components/ListStates'
import Field from '../../components/Field'
import { walletApi, type WalletEntry, type WalletSummary, type Withdrawal } from '../../api/orders'
import { usePagedList } from '../../hooks/usePagedList'
import { useRemote } from '../../hooks/useRemote'
import { useRules } from '../../hooks/useRules'
import { formatDateTime, formatYuan, parseYuan } from '../../utils/format'
import { navigateTo } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import '../../styles/trade.scss'
import '../../styles/form.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'

/** The fee the server will take, shown before sending: max(minimum, ceil(amount × rate)). */
export function withdrawFee(amountFen: number, rules: WalletSummary['rules']): number {
  if (amountFen <= 0) return 0
  return Math.max(rules.feeMinFen, Math.ceil((amountFen * rules.feeBps) / 10000))
}

export function checkWithdraw(
  f: { amount: string; account: string; name: string },
  w: WalletSummary,
): Record<string, string> {
  const e: Record<string, string> = {}
  const fen = parseYuan(f.amount)
  if (fen === null) e.amount = '请输入正确的金额'
  else if (fen < w.rules.minFen) e.amount = `最低提现${formatYuan(w.rules.minFen)}`
  else if (fen > w.availableFen)
    e.amount = w.reserveFen > 0 ? '超出可提现余额（保证金解冻前不可提现）' : '超出可提现余额'
  const a = f.account.trim()
  if (!/^1\d{10}$/.test(a) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(a)) e.account = '请输入支付宝账号（手机号或邮箱）'
  if (!f.name.trim()) e.name = '请输入收款人姓名'
  return e
}

function WithdrawForm({ w, onDone }: { w: WalletSummary; onDone: () => void }) {
  const [f, setF] = useState({ amount: '', account: '', name: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const fen = parseYuan(f.amount) ?? 0
  const fee = withdrawFee(fen, w.rules)
  const set = (k: keyof typeof f) => (v: string) => setF((x) => ({ ...x, [k]: v }))

  const submit = async () => {
    const e = checkWithdraw(f, w)
    setErrors(e)
    if (Object.keys(e).length) return
    setBusy(true)
    try {
      await walletApi.withdraw({ amountFen: fen, alipayAccount: f.account.trim(), accountName: f.name.trim() })
      toast('提现申请已提交')
      onDone()
    } catch (err) {
      toastError(err)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='form-card wallet-form'>
      <Field
        label='提现金额'
        value={f.amount}
        onChange={set('amount')}
        type='digit'
        maxlength={12}
        placeholder={`最低${formatYuan(w.rules.minFen)}`}
        error={errors.amount}
      />
      <Field
        label='支付宝账号'
        value={f.account}
        onChange={set('account')}
        maxlength={50}
        placeholder='手机号或邮箱'
        error={errors.account}
      />
      <Field
        label='收款人姓名'
        value={f.name}
        onChange={set('name')}
        maxlength={20}
        placeholder={w.realNameMasked ? `须与实名一致（${w.realNameMasked}）` : '须与实名认证姓名一致'}
        error={errors.name}
      />
      {fen > 0 && (
        <Text className='form-tip'>
          手续费 {formatYuan(fee)}，实际到账 {formatYuan(Math.max(0, fen - fee))}
          。提交后金额将被冻结，处理完成前不可再次申请。
        </Text>
      )}
      <View
        className={`primary-btn ${busy ? 'primary-btn--disabled' : ''}`}
        onClick={() => !busy && void submit()}
        role='button'
      >
        {busy ? '提交中…' : '申请提现'}
      </View>
    </View>
  )
}

/**
 * 冻结中（保证金）: each covered sale's reserve with its release date, the rule as the server
 * publishes it, and what is still owed for a claim the platform advanced.
 */
function ReserveCard({ w }: { w: WalletSummary }) {
  const rules = useRules()
  if (!w.reserves.length && !w.debtFen) return null
  return (
    <View className='wallet-reserve'>
      {w.reserves.length > 0 && (
        <>
          <View className='wallet-reserve__head'>
            <Text>冻结中（保证金）</Text>
            <Text className='wallet-reserve__sum'>{formatYuan(w.reserveFen)}</Text>
          </View>
          {w.reserves.map((r) => (
            <View key={r.orderId} className='wallet-reserve__row'>
              <Text className='wallet-reserve__order'>订单 {r.orderNo}</Text>
              <Text>{formatYuan(r.heldFen)}</Text>
              <Text className='wallet-reserve__date'>{formatDateTime(r.releaseAt)} 解冻</Text>
            </View>
          ))}
          <Text className='wallet-reserve__tip'>
            {rules
              ? `有包赔的订单完成后，货款的 ${rules['reserve.percent']} 作为保证金冻结 ${rules['reserve.days']}，`
              : '有包赔的订单完成后，部分货款作为保证金冻结，'}
            到期且该订单没有处理中的找回申请时自动转为可提现；找回赔付先从该订单的保证金中扣除。
          </Text>
        </>
      )}
      {w.debtFen > 0 && (
        <Text className='wallet-reserve__debt'>
          待扣回包赔垫付款 {formatYuan(w.debtFen)}：将从之后的货款和解冻的保证金中优先扣除。
        </Text>
      )}
    </View>
  )
}

const WD_CLASS: Record<number, string> = { 0: 't-state', 1: 't-state t-state--2', 2: 't-state t-state--3' }

/**
 * 我的钱包: what may be withdrawn, the seller reserves still held (each with its release date), the
 * balance (derived from the ledger), its entries, and withdrawals to Alipay.
 */
function WalletPage() {
  const [summary, reload] = useRemote(() => walletApi.summary(), [])
  const [tab, setTab] = useState<'entries' | 'withdrawals'>('entries')
  const [showForm, setShowForm] = useState(false)
  const fetchEntries = useCallback((n: number) => walletApi.entries(n), [])
  const fetchWithdrawals = useCallback((n: number) => walletApi.withdrawals(n), [])
  const entries = usePagedList<WalletEntry>(fetchEntries)
  const withdrawals = usePagedList<Withdrawal>(fetchWithdrawals)
  const list = tab === 'entries' ? entries : withdrawals
  useEffect(() => {
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tab])
  useReachBottom(() => void list.loadMore())

  if (summary.status !== 'ok') {
    return (
      <PageShell route='wallet'>
        {summary.status === 'loading' && <StateView kind='loading' />}
        {summary.status === 'error' && <StateView kind='error' text={summary.msg || undefined} onRetry={reload} />}
        {summary.status === 'notFound' && <StateView kind='notFound' />}
      </PageShell>
    )
  }
  const w = summary.data
  const pending = w.pendingWithdraw

  const apply = () => {
    if (!w.realNameMasked) {
      void navigateTo('Realname', { redirect: '/index/other/wallet' })
      return
    }
    if (pending) {
      toast('已有处理中的提现申请')
      return
    }
    setShowForm((s) => !s)
  }

  return (
    <PageShell route='wallet'>
      <View className='wallet-card'>
        <Text className='wallet-card__label'>可提现</Text>
        <Text className='wallet-card__balance'>{formatYuan(w.availableFen)}</Text>
        <View className='wallet-card__row'>
          <Text>冻结中（保证金） {formatYuan(w.reserveFen)}</Text>
          <Text>提现处理中 {formatYuan(w.heldFen)}</Text>
        </View>
        <View className='wallet-card__row'>
          <Text>钱包余额 {formatYuan(w.balanceFen)}</Text>
          <Text>累计收入 {formatYuan(w.totalIncomeFen)}</Text>
        </View>
        <View className='wallet-card__btn' onClick={apply} role='button'>
          {showForm ? '收起' : '提现到支付宝'}
        </View>
      </View>
      <ReserveCard w={w} />
      {pending && (
        <View className='wallet-pending'>
          提现 {formatYuan(pending.amountFen)} 处理中（{formatDateTime(pending.createdAt)} 提交），到账后会通知你。
        </View>
      )}
      {showForm && !pending && (
        <WithdrawForm
          w={w}
          onDone={() => {
            setShowForm(false)
            reload()
            setTab('withdrawals')
            void withdrawals.reload()
          }}
        />
      )}
      <View className='wallet-tabs'>
        <View
          className={`wallet-tab ${tab === 'entries' ? 'wallet-tab--on' : ''}`}
          onClick={() => setTab('entries')}
          role='tab'
        >
          收支明细
        </View>
        <View
          className={`wallet-tab ${tab === 'withdrawals' ? 'wallet-tab--on' : ''}`}
          onClick={() => setTab('withdrawals')}
          role='tab'
        >
          提现记录
        </View>
      </View>
      <View className='wallet-list'>
        {tab === 'entries' &&
          entries.rows.map((e) => (
            <View key={e.id} className='wallet-item'>
              <View className='wallet-item__main'>
                <Text className='wallet-item__title'>{e.kindText}</Text>
                <Text className='wallet-item__memo'>{e.memo}</Text>
                <Text className='wallet-item__time'>{formatDateTime(e.createdAt)}</Text>
              </View>
              <View className='wallet-item__side'>
                <Text className={`wallet-item__amount ${e.amountFen > 0 ? 'wallet-item__amount--in' : ''}`}>
                  {e.amountFen > 0 ? '+' : ''}
                  {formatYuan(e.amountFen)}
                </Text>
                <Text className='wallet-item__after'>余额 {formatYuan(e.balanceAfterFen)}</Text>
              </View>
            </View>
          ))}
        {tab === 'withdrawals' &&
          withdrawals.rows.map((d) => (
            <View key={d.id} className='wallet-item'>
              <View className='wallet-item__main'>
                <Text className='wallet-item__title'>提现到 {d.alipayAccount}</Text>
                <Text className='wallet-item__memo'>
                  手续费 {formatYuan(d.feeFen)} · 到账 {formatYuan(d.payoutFen)}
                  {d.rejectReason ? ` · ${d.rejectReason}` : ''}
                </Text>
                <Text className='wallet-item__time'>{formatDateTime(d.createdAt)}</Text>
              </View>
              <View className='wallet-item__side'>
                <Text className='wallet-item__amount'>{formatYuan(d.amountFen)}</Text>
                <Text className={WD_CLASS[d.status] ?? 't-state'}>{d.statusText}</Text>
              </View>
            </View>
          ))}
        <ListStates list={list} />
      </View>
    </PageShell>
  )
}

export default withBoundary('wallet', withLogin('wallet', WalletPage))

import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import StateView from '../../components/StateView'
import { rentalApi } from '../../api/rental'
import { useRemote } from '../../hooks/useRemote'
import { formatCountdown, useDeadline } from '../../hooks/useDeadline'
import { formatDateTime, formatYuan } from '../../utils/format'
import { copyText } from '../../utils/clipboard'
import { payFor } from '../../utils/payment'
import { toast, toastError } from '../../utils/toast'

/** One rental (`?rentalId=`): pay or cancel it, its countdown, and the renter's login while it runs. */
export function RentalView({ id, justPaid, failed }: { id: number; justPaid: boolean; failed: boolean }) {
  const [state, reload] = useRemote(() => rentalApi.rental(id), [id])
  const r = state.status === 'ok' ? state.data : null
  const [tries, setTries] = useState(0)
  const [cred, setCred] = useState<[string, string][] | null>(null)
  // back from the cashier: the notification may land a moment later, so ask again for ~15 s
  useEffect(() => {
    if (!r || r.state !== 0 || !justPaid || tries >= 10) return
    const t = setTimeout(() => {
      setTries((n) => n + 1)
      reload()
    }, 1500)
    return () => clearTimeout(t)
  }, [r, justPaid, tries, reload])
  useEffect(() => {
    if (failed) toast('支付未完成，可重新支付')
  }, [failed])
  const deadline = r
    ? r.phase === 'unpaid'
      ? r.expiresAt
      : r.phase === 'upcoming'
        ? r.startAt
        : r.phase === 'active'
          ? r.endAt
          : null
    : null
  const left = useDeadline(deadline, r?.serverNow)
  // the login is only for the window: forget it when the window closes
  useEffect(() => {
    if (r?.phase === 'active' && left === 0) setCred(null)
  }, [left, r?.phase])

  if (!r) {
    if (state.status === 'notFound') return <StateView kind='notFound' text='租号订单不存在' />
    if (state.status === 'error') return <StateView kind='error' text={state.msg || undefined} onRetry={reload} />
    return <StateView kind='loading' />
  }
  const reveal = async () => {
    try {
      const c = await rentalApi.credentials(r.id)
      const rows: [string, string | null][] = [
        ['游戏账号', c.account],
        ['登录密码', c.password],
        ['绑定手机', c.boundPhone],
        ['安全备注', c.securityNotes],
      ]
      setCred(rows.filter((x): x is [string, string] => Boolean(x[1])))
    } catch (e) {
      toastError(e)
    }
  }
  const pay = async () => {
    try {
      const res = await payFor('rental', r.id)
      if (res === 'finished') reload()
    } catch (e) {
      toastError(e)
    }
  }
  const cancel = async () => {
    try {
      await rentalApi.cancel(r.id)
      toast('租号订单已取消')
      reload()
    } catch (e) {
      toastError(e)
    }
  }

  return (
    <View className='hire-detail'>
      <View className={`hire-phase hire-phase--${r.phase}`}>
        <Text className='hire-phase__text'>{r.phaseText}</Text>
        {deadline && left > 0 && (
          <Text className='hire-phase__left'>
            {r.phase === 'unpaid' ? '支付剩余' : r.phase === 'upcoming' ? '距开始' : '剩余租期'}{' '}
            {left >= 3600 ? `${Math.floor(left / 3600)}小时` : ''}
            {formatCountdown(left % 3600)}
          </Text>
        )}
      </View>
      <View className='t-card'>
        <Text className='hire-detail__title'>{r.title}</Text>
        <Text className='hire-card__sub'>
          {r.gameName} · {r.districtNames.join(' / ')} · {r.modeText} {r.hours}小时
        </Text>
        <View className='t-row'>
          <Text>租期</Text>
          <Text className='t-row__value'>
            {formatDateTime(r.startAt).slice(5)} 至 {formatDateTime(r.endAt).slice(5)}
          </Text>
        </View>
        <View className='t-row'>
          <Text>租金 / 押金</Text>
          <Text className='t-row__value'>
            {formatYuan(r.rentFen)} / {formatYuan(r.depositFen)}
          </Text>
        </View>
        {r.violation && (
          <Text className='hire-warn'>
            违规扣除押金 {formatYuan(r.violation.deductFen)}：{r.violation.reason}
          </Text>
        )}
        {r.settledAt && (
          <Text className='hire-card__sub'>
            押金已退还 {formatYuan(r.depositRefundFen)}（{formatDateTime(r.settledAt)}）
          </Text>
        )}
      </View>
      {r.role === 'renter' && r.credentialsAvailable && (
        <View className='t-card'>
          <Text className='t-card__title'>登录信息</Text>
          {cred ? (
            cred.map(([k, v]) => (
              <View key={k} className='t-row' onClick={() => void copyText(v, k)}>
                <Text>{k}</Text>
                <Text className='t-row__value'>{v}</Text>
              </View>
            ))
          ) : (
            <View className='t-btn' onClick={() => void reveal()} role='button'>
              查看账号密码
            </View>
          )}
          <Text className='hire-note'>
            租期内有效，每次查看都会记录（已查看{r.revealCount}次）。请勿修改密码或绑定信息。
          </Text>
        </View>
      )}
      <View className='t-foot-space' />
      {(r.canPay || r.canCancel) && (
        <View className='t-bar'>
          {r.canCancel && (
            <View className='t-btn t-btn--ghost' onClick={() => void cancel()} role='button'>
              取消
            </View>
          )}
          {r.canPay && (
            <View className='t-btn' onClick={() => void pay()} role='button'>
              支付 {formatYuan(r.totalFen)}
            </View>
          )}
        </View>
      )}
    </View>
  )
}

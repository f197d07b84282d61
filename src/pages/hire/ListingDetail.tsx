import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { View, Text, Image } from '@tarojs/components'
import StateView from '../../components/StateView'
import { rentalApi, type ListingDetail, type RentMode, type RentQuote } from '../../api/rental'
import { useRemote } from '../../hooks/useRemote'
import { useStores } from '../../stores/root'
import { formatDateTime, formatYuan } from '../../utils/format'
import { currentSpecUrl, goLogin, navigateTo, redirectTo } from '../../utils/nav'
import { payFor } from '../../utils/payment'
import { rentEstimate } from './estimate'
import { toast, toastError } from '../../utils/toast'
import { isApiError } from '../../api/errors'
import { mediaUrl } from '../../utils/platform'
import { Icon } from '../../components/Icon'
import Check from '@nutui/icons-react-taro/dist/es/icons/Check.js'
import Minus from '@nutui/icons-react-taro/dist/es/icons/Minus.js'
import Plus from '@nutui/icons-react-taro/dist/es/icons/Plus.js'

/** One rentable account (`?id=`): loads it, then its order form. */
export function ListingView({ id }: { id: number }) {
  const [state, reload] = useRemote(() => rentalApi.detail(id), [id])
  if (state.status === 'loading') return <StateView kind='loading' />
  if (state.status === 'notFound') return <StateView kind='notFound' text='出租账号不存在或已下架' />
  if (state.status === 'error') return <StateView kind='error' text={state.msg || undefined} onRetry={reload} />
  return <ListingDetailView l={state.data} />
}

const ListingDetailView = observer(function ListingDetailView({ l }: { l: ListingDetail }) {
  const { app } = useStores()
  const modes: { mode: RentMode; label: string; price: number | null }[] = [
    { mode: 'hours', label: '按小时', price: l.hourlyFen },
    { mode: 'day', label: '包天', price: l.dayFen },
    { mode: 'overnight', label: '包夜', price: l.overnightFen },
  ]
  const [mode, setMode] = useState<RentMode>('hours')
  const [hours, setHours] = useState(Math.max(2, l.minHours))
  const [accepted, setAccepted] = useState(false)
  const [quote, setQuote] = useState<RentQuote | null>(null)
  const [busy, setBusy] = useState(false)
  // the server's quote when there is one (it is the price the order will have), else the same sum
  // from the listing's prices: the 合计 never depends on being logged in
  const cost = quote ?? rentEstimate(l, mode, hours)

  useEffect(() => {
    if (!app.loggedIn) return
    let alive = true
    rentalApi.quote({ listingId: l.id, mode, hours: mode === 'hours' ? hours : undefined }).then(
      (q) => alive && setQuote(q),
      (e) => alive && (setQuote(null), toastError(e)),
    )
    return () => {
      alive = false
    }
  }, [app.loggedIn, l.id, mode, hours])

  const rent = async () => {
    if (!app.loggedIn) return void goLogin(currentSpecUrl())
    if (quote?.needRealname) return void navigateTo('Realname', { redirect: currentSpecUrl() })
    if (!accepted) return toast('请先阅读并同意《租号须知》')
    setBusy(true)
    try {
      const o = await rentalApi.order({
        listingId: l.id,
        mode,
        hours: mode === 'hours' ? hours : undefined,
        acceptRules: true,
      })
      const r = await payFor('rental', o.rentalId)
      if (r !== 'redirected') void redirectTo('hire', { rentalId: o.rentalId })
    } catch (e) {
      if (isApiError(e) && e.code === 403) void navigateTo('Realname', { redirect: currentSpecUrl() })
      else toastError(e)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='hire-detail'>
      {l.images[0] && (
        <Image
          className='hire-detail__img'
          src={mediaUrl(l.images[0].url)}
          mode='aspectFit'
          imgProps={{ alt: '账号截图' }}
        />
      )}
      <View className='t-card'>
        <Text className='hire-detail__title'>{l.title}</Text>
        <Text className='hire-card__sub'>
          {l.gameName} · {l.districtNames.join(' / ')} · 已租{l.rentCount}次
        </Text>
        <Text className='hire-detail__desc'>{l.description}</Text>
        {l.busy.length > 0 && (
          <Text className='hire-card__sub'>
            已被预订：
            {l.busy
              .slice(0, 3)
              .map((b) => `${formatDateTime(b.startAt).slice(5)}–${formatDateTime(b.endAt).slice(11)}`)
              .join('，')}
          </Text>
        )}
      </View>
      <View className='t-card'>
        <Text className='t-card__title'>租用方式</Text>
        <View className='chips'>
          {modes
            .filter((m) => m.price !== null)
            .map((m) => (
              <View
                key={m.mode}
                className={`chip ${m.mode === mode ? 'chip--on' : ''}`}
                onClick={() => setMode(m.mode)}
                role='radio'
                aria-checked={m.mode === mode}
              >
                {m.label} {formatYuan(m.price!)}
              </View>
            ))}
        </View>
        {mode === 'hours' && (
          <View className='hire-hours'>
            <Text>租用时长（最少{l.minHours}小时）</Text>
            <View className='hire-stepper'>
              <View
                className='hire-stepper__btn'
                onClick={() => setHours((h) => Math.max(l.minHours, h - 1))}
                role='button'
                aria-label='减少1小时'
              >
                <Icon of={Minus} />
              </View>
              <Text className='hire-stepper__value'>{hours}小时</Text>
              <View
                className='hire-stepper__btn'
                onClick={() => setHours((h) => Math.min(l.rules.maxHours, h + 1))}
                role='button'
                aria-label='增加1小时'
              >
                <Icon of={Plus} />
              </View>
            </View>
          </View>
        )}
        {quote && (
          <View className='t-row'>
            <Text>租期</Text>
            <Text className='t-row__value'>
              {formatDateTime(quote.startAt).slice(5)} 至 {formatDateTime(quote.endAt).slice(5)}
            </Text>
          </View>
        )}
        {cost && (
          <>
            <View className='t-row'>
              <Text>租金</Text>
              <Text className='t-row__value'>{formatYuan(cost.rentFen)}</Text>
            </View>
            <View className='t-row'>
              <Text>押金（结束后退还）</Text>
              <Text className='t-row__value'>{formatYuan(cost.depositFen)}</Text>
            </View>
          </>
        )}
        {quote && !quote.canRent && quote.reason && <Text className='hire-warn'>{quote.reason}</Text>}
        <Text className='hire-note'>
          租期内可在订单中查看登录信息（每次查看都有记录），到期自动结束；押金在结束{l.rules.graceHours}
          小时后无违规原路退回钱包。租号须实名认证且年满18周岁。
        </Text>
      </View>
      <View className='sure-rules hire-rules'>
        <View
          className='hire-rules__box'
          role='checkbox'
          aria-checked={accepted}
          aria-label='同意租号须知'
          onClick={() => setAccepted(!accepted)}
        >
          <View className={`hire-rules__mark ${accepted ? 'hire-rules__mark--on' : ''}`}>
            {accepted && <Icon of={Check} />}
          </View>
        </View>
        <Text onClick={() => setAccepted(!accepted)}>
          我已阅读并同意《租号须知》：不修改密码、不绑定、不违规、不转租
        </Text>
      </View>
      <View className='t-foot-space' />
      <View className='t-bar'>
        <Text className='t-bar__sum'>
          合计 <Text className='t-price'>{cost ? formatYuan(cost.totalFen) : '—'}</Text>
        </Text>
        <View
          className={`t-btn ${busy || (quote !== null && !quote.canRent && !quote.needRealname) ? 't-btn--disabled' : ''}`}
          aria-disabled={busy || (quote !== null && !quote.canRent && !quote.needRealname)}
          onClick={() => !busy && void rent()}
          role='button'
        >
          {!app.loggedIn ? '登录后租用' : quote?.needRealname ? '去实名认证' : busy ? '提交中…' : '立即租用'}
        </View>
      </View>
    </View>
  )
})

import { useCallback, useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { useReachBottom } from '@tarojs/taro'
import { View, Text, Image } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import ListStates from '../../components/ListStates'
import {
  rentalApi,
  type ListingCard,
  type ListingDetail,
  type RentMode,
  type RentQuote,
  type RentSort,
} from '../../api/rental'
import { usePagedList } from '../../hooks/usePagedList'
import { useRemote } from '../../hooks/useRemote'
import { formatCountdown, useDeadline } from '../../hooks/useDeadline'
import { parseId, useRouteParams } from '../../hooks/useRouteParams'
import { useStores } from '../../stores/root'
import { formatDateTime, formatYuan } from '../../utils/format'
import { copyText } from '../../utils/clipboard'
import { currentSpecUrl, goLogin, navigateTo, redirectTo } from '../../utils/nav'
import { payFor } from '../../utils/payment'
import { rentEstimate } from './estimate'
import { toast, toastError } from '../../utils/toast'
import { isApiError } from '../../api/errors'
import '../../styles/chips.scss'
import '../../styles/trade.scss'
import './index.scss'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { mediaUrl } from '../../utils/platform'
import { Icon } from '../../components/Icon'
import Check from '@nutui/icons-react-taro/dist/es/icons/Check.js'
import Minus from '@nutui/icons-react-taro/dist/es/icons/Minus.js'
import Plus from '@nutui/icons-react-taro/dist/es/icons/Plus.js'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'

const SORTS: { value: RentSort; label: string }[] = [
  { value: 'timedesc', label: '最新' },
  { value: 'hot', label: '最热' },
  { value: 'priceasc', label: '价格低' },
  { value: 'pricedesc', label: '价格高' },
]

/** 租号: rentable accounts; `?id=` one account and its order form; `?rentalId=` one rental (pay, reveal, countdown). */
const HirePage = observer(function HirePage() {
  const params = useRouteParams()
  const id = parseId(params.id)
  const rentalId = parseId(params.rentalId)
  return (
    // one rental is the renter's own: a visitor goes through the login guard (never a 401 prompt)
    <PageShell route='hire' auth={!!rentalId}>
      {rentalId ? (
        <RentalView id={rentalId} justPaid={params.paid === '1'} failed={params.failed === '1'} />
      ) : id ? (
        <ListingView id={id} />
      ) : (
        <ListingList />
      )}
    </PageShell>
  )
})

const ListingList = observer(function ListingList() {
  const { app } = useStores()
  const [gameId, setGameId] = useState<number | undefined>(undefined)
  const [sort, setSort] = useState<RentSort>('timedesc')
  const fetchPage = useCallback((n: number) => rentalApi.list({ gameId, sort, pageNum: n }), [gameId, sort])
  const list = usePagedList<ListingCard>(fetchPage)
  useEffect(() => {
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage])
  useReachBottom(() => void list.loadMore())
  return (
    <>
      <View className='hire-filter'>
        <View className='chips'>
          <View className={`chip ${gameId === undefined ? 'chip--on' : ''}`} onClick={() => setGameId(undefined)}>
            全部游戏
          </View>
          {app.gameTypes.map((g) => (
            <View key={g.id} className={`chip ${g.id === gameId ? 'chip--on' : ''}`} onClick={() => setGameId(g.id)}>
              {g.name}
            </View>
          ))}
        </View>
        <View className='hire-sorts'>
          {SORTS.map((s) => (
            <Text
              key={s.value}
              className={`hire-sort ${s.value === sort ? 'hire-sort--on' : ''}`}
              onClick={() => setSort(s.value)}
            >
              {s.label}
            </Text>
          ))}
          <Text
            className='hire-sort hire-sort--link'
            onClick={() => (app.loggedIn ? void navigateTo('rentOut') : void goLogin('/index/other/rentOut'))}
          >
            我要出租
            <Icon of={ArrowRight} className='hs-chevron' />
          </Text>
        </View>
      </View>
      <View className='hire-list'>
        {list.rows.map((l) => (
          <View key={l.id} className='hire-card' onClick={() => void navigateTo('hire', { id: l.id })}>
            {l.cover ? (
              <Image
                className='hire-card__cover'
                src={mediaUrl(l.cover)}
                mode='aspectFill'
                lazyLoad
                imgProps={{ alt: '' }}
              />
            ) : (
              <View className='hire-card__cover' />
            )}
            <View className='hire-card__body'>
              <Text className='hire-card__title'>{l.title}</Text>
              <Text className='hire-card__sub'>
                {l.gameName} · {l.districtNames.join(' / ')}
              </Text>
              <View className='hire-card__foot'>
                <Text className='hire-card__price'>{formatYuan(l.hourlyFen)}/小时</Text>
                <Text className='hire-card__sub'>
                  {l.busyNow ? '租用中 · ' : ''}
                  已租{l.rentCount}次
                </Text>
              </View>
            </View>
          </View>
        ))}
        <ListStates list={list} emptyText='暂无可租账号' />
      </View>
    </>
  )
})

function ListingView({ id }: { id: number }) {
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

function RentalView({ id, justPaid, failed }: { id: number; justPaid: boolean; failed: boolean }) {
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

export default withBoundary('hire', HirePage)

import { useCallback, useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { useDidShow, useReachBottom } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import { useStores } from '../../stores/root'
import { navigateTo } from '../../utils/nav'
import ListStates from '../../components/ListStates'
import ReasonPopup from '../../components/ReasonPopup'
import { merchantTradeInApi, type MerchantQuote, type OpenRequest } from '../../api/appraisal'
import type { PageResult } from '../../hooks/usePagedList'
import { usePagedList } from '../../hooks/usePagedList'
import { formatDateTime, formatYuan, parseYuan } from '../../utils/format'
import { copyText } from '../../utils/clipboard'
import { payFor } from '../../utils/payment'
import { toast, toastError } from '../../utils/toast'
import '../../styles/trade.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'

type Tab = 'open' | 'mine'
type Row = OpenRequest | MerchantQuote

/**
 * 商户报价 (merchants only): open trade-in requests (no logins, no owners) to quote on within the
 * window — a quote can only go up — and my quotes: pay an accepted one into escrow, and after the
 * platform has checked the account, reveal its login.
 */
const MerchantTradeinPage = observer(function MerchantTradeinPage() {
  const { app } = useStores()
  const user = app.user
  useEffect(() => {
    if (!user) void app.loadProfile()
  }, [user, app])
  // only merchants may see the board: everyone else is shown the way in, and no merchant call is made
  let body
  if (!user) body = <StateView kind='loading' />
  else if (user.roles.includes('merchant')) body = <QuoteBoard />
  else
    body = (
      <View className='mq-gate'>
        <StateView kind='empty' text='商户报价仅对认证商户开放' />
        <View className='t-btn' onClick={() => void navigateTo('shanghu')} role='button'>
          申请商户入驻
        </View>
      </View>
    )
  return <PageShell route='merchantTradein'>{body}</PageShell>
})

export default withBoundary('merchantTradein', withLogin('merchantTradein', MerchantTradeinPage))
function QuoteBoard() {
  const [tab, setTab] = useState<Tab>('open')
  const [quoting, setQuoting] = useState<OpenRequest | null>(null)
  const [cred, setCred] = useState<{ id: number; rows: [string, string][] } | null>(null)
  const fetchPage = useCallback(
    (n: number): Promise<PageResult<Row>> =>
      tab === 'open' ? merchantTradeInApi.open({ pageNum: n }) : merchantTradeInApi.quotes(n),
    [tab],
  )
  const list = usePagedList<Row>(fetchPage)
  useEffect(() => {
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage])
  useReachBottom(() => void list.loadMore())
  // back from the cashier: a paid quote has moved on
  useDidShow(() => {
    if (tab === 'mine') void list.reload()
  })

  const pay = async (q: MerchantQuote) => {
    try {
      // the payment target is the accepted quote (MerchantQuote.id), not the request
      const r = await payFor('tradein', q.id)
      if (r === 'finished') {
        toast('付款已提交，确认到账后通知卖家交接')
        void list.reload()
      }
    } catch (e) {
      toastError(e)
    }
  }
  const reveal = async (q: MerchantQuote) => {
    try {
      const c = await merchantTradeInApi.credentials(q.requestId)
      const rows: [string, string | null][] = [
        ['游戏账号', c.account],
        ['登录密码', c.password],
        ['绑定手机', c.boundPhone],
        ['绑定邮箱', c.boundEmail],
        ['安全备注', c.securityNotes],
      ]
      setCred({ id: q.id, rows: rows.filter((x): x is [string, string] => Boolean(x[1])) })
    } catch (e) {
      toastError(e)
    }
  }

  return (
    <>
      <View className='mq-tabs'>
        {(['open', 'mine'] as const).map((t) => (
          <View key={t} className={`mq-tab ${tab === t ? 'mq-tab--on' : ''}`} onClick={() => setTab(t)} role='tab'>
            {t === 'open' ? '待报价' : '我的报价'}
          </View>
        ))}
      </View>
      <View className='mq-list'>
        {tab === 'open' &&
          (list.rows as OpenRequest[]).map((r) => (
            <View key={r.id} className='t-card'>
              <View className='mq__head'>
                <Text className='mq__title'>
                  {r.gameName} · {r.districtPath.map((d) => d.name).join(' / ')}
                </Text>
              </View>
              <Text className='mq__meta'>{r.attrList.map((a) => `${a.fieldName} ${a.text}`).join(' · ')}</Text>
              <Text className='mq__meta'>
                {r.valuation.medianFen
                  ? `系统估价 ${formatYuan(r.valuation.lowFen ?? r.valuation.medianFen)}–${formatYuan(r.valuation.highFen ?? r.valuation.medianFen)} · `
                  : ''}
                {r.expectedPriceFen ? `卖家期望 ${formatYuan(r.expectedPriceFen)} · ` : ''}
                {r.quoteCount} 个报价{r.bestPriceFen ? `，最高 ${formatYuan(r.bestPriceFen)}` : ''}
              </Text>
              <Text className='mq__meta'>报价截止 {formatDateTime(r.quoteEndsAt)}</Text>
              <View className='t-card__actions'>
                {r.myQuote && <Text className='mq__mine'>我的报价 {formatYuan(r.myQuote.priceFen)}</Text>}
                <View className='t-btn' onClick={() => setQuoting(r)}>
                  {r.myQuote ? '加价' : '报价'}
                </View>
              </View>
            </View>
          ))}
        {tab === 'mine' &&
          (list.rows as MerchantQuote[]).map((q) => (
            <View key={q.id} className='t-card'>
              <View className='mq__head'>
                <Text className='mq__title'>
                  {q.request.gameName} · {q.request.districtPath.map((d) => d.name).slice(-1)[0]}
                </Text>
                <Text className='t-state'>{q.statusText}</Text>
              </View>
              <Text className='mq__meta'>
                我的报价 {formatYuan(q.priceFen)}
                {q.rank ? ` · 当前第${q.rank}名` : ''}
                {q.bestPriceFen ? ` · 最高 ${formatYuan(q.bestPriceFen)}` : ''} · {q.request.stageText}
              </Text>
              {q.canPay && q.payDeadline && (
                <Text className='mq__meta'>卖家已接受，请在 {formatDateTime(q.payDeadline)} 前付款到平台担保</Text>
              )}
              {cred?.id === q.id &&
                cred.rows.map(([k, v]) => (
                  <View key={k} className='t-row' onClick={() => void copyText(v, k)}>
                    <Text>{k}</Text>
                    <Text className='t-row__value'>{v}</Text>
                  </View>
                ))}
              <View className='t-card__actions'>
                {q.canPay && (
                  <View className='t-btn' onClick={() => void pay(q)}>
                    付款 {formatYuan(q.priceFen)}
                  </View>
                )}
                {q.credentialsAvailable && cred?.id !== q.id && (
                  <View className='t-btn' onClick={() => void reveal(q)}>
                    查看账号
                  </View>
                )}
              </View>
            </View>
          ))}
        <ListStates list={list} emptyText={tab === 'open' ? '暂无待报价的账号' : '还没有报价'} />
      </View>
      <ReasonPopup
        visible={quoting !== null}
        title={
          quoting
            ? `报价（${quoting.myQuote ? `当前 ${formatYuan(quoting.myQuote.priceFen)}，只能加价` : '整数元'}）`
            : '报价'
        }
        placeholder='报价金额（元）'
        confirmText='提交报价'
        min={1}
        max={8}
        onClose={() => setQuoting(null)}
        onConfirm={async (t) => {
          if (!quoting) return
          const fen = parseYuan(t)
          if (fen === null || fen % 100 !== 0 || fen < 100) return toast('请输入整数元')
          if (quoting.myQuote && fen <= quoting.myQuote.priceFen) return toast('只能提高报价')
          try {
            await merchantTradeInApi.quote(quoting.id, fen)
            toast('报价已提交')
            setQuoting(null)
            void list.reload()
          } catch (e) {
            toastError(e)
          }
        }}
      />
    </>
  )
}

import { useCallback, useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { useReachBottom } from '@tarojs/taro'
import { View, Text, Textarea } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import ListStates from '../../components/ListStates'
import RichContent from '../../components/RichContent'
import ImageUploader, { type UploadedImage } from '../../components/ImageUploader'
import { claimApi, type InsuredOrder } from '../../api/aftersale'
import { contentApi } from '../../api/content'
import { usePagedList } from '../../hooks/usePagedList'
import { useRemote } from '../../hooks/useRemote'
import { parseId, useRouteParams } from '../../hooks/useRouteParams'
import { useStores } from '../../stores/root'
import { formatDateTime, formatYuan } from '../../utils/format'
import { goLogin, navigateTo } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import '../../styles/trade.scss'
import '../../components/ProblemForm/index.scss'
import './index.scss'
import { useRules, within } from '../../hooks/useRules'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { Icon } from '../../components/Icon'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'

const CLAIM_CLASS: Record<number, string> = {
  0: 't-state t-state--1',
  1: 't-state t-state--2',
  2: 't-state t-state--3',
}

export function checkClaim(evidence: string): string {
  const n = Array.from(evidence.trim()).length
  if (n < 10) return '请至少用10个字说明账号被找回的经过'
  if (n > 1000) return '最多1000个字'
  return ''
}

/** A claim on one insured order: what happened and the proof (the 15-day decision clock starts on submit). */
function ClaimForm({ order, onDone }: { order: InsuredOrder; onDone: () => void }) {
  const [evidence, setEvidence] = useState('')
  const [images, setImages] = useState<UploadedImage[]>([])
  const [busy, setBusy] = useState(false)
  const rules = useRules()
  const submit = async () => {
    const err = checkClaim(evidence)
    if (err) return toast(err)
    setBusy(true)
    try {
      await claimApi.file({ orderId: order.orderId, evidence: evidence.trim(), images: images.map((i) => i.url) })
      toast(`已提交，客服将在${within(rules?.['claim.decision'])}处理`)
      onDone()
    } catch (e) {
      toastError(e)
    } finally {
      setBusy(false)
    }
  }
  return (
    <View className='problem-form'>
      <Text className='problem-form__label'>找回经过与证据</Text>
      <Textarea
        className='problem-form__text'
        value={evidence}
        maxlength={1000}
        placeholder='何时发现被找回、游戏内提示、与卖家沟通情况等（至少10个字）'
        onInput={(e) => setEvidence(e.detail.value)}
        aria-label='找回经过'
      />
      <Text className='problem-form__label'>截图（找回提示、充值记录等，最多9张）</Text>
      <ImageUploader
        value={images}
        max={9}
        onAdd={(i) => setImages((l) => [...l, i])}
        onRemove={(u) => setImages((l) => l.filter((x) => x.url !== u))}
      />
      <View
        className={`t-btn zh-submit ${busy ? 't-btn--disabled' : ''}`}
        aria-disabled={busy}
        onClick={() => !busy && void submit()}
        role='button'
      >
        {busy ? '提交中…' : '提交赔付申请'}
      </View>
    </View>
  )
}

/** 找回包赔: what each tier covers, recovery cases, and my insured orders with "file a claim". */
const ZhaohuiPage = observer(function ZhaohuiPage() {
  const { app } = useStores()
  const rules = useRules()
  const focus = parseId(useRouteParams().orderId)
  const [open, setOpen] = useState<number | null>(focus)
  const [tiers] = useRemote(() => claimApi.tiers(), [])
  const [cases] = useRemote(() => contentApi.byType('100'), [])
  const fetchPage = useCallback((n: number) => claimApi.insured(n), [])
  const list = usePagedList<InsuredOrder>(fetchPage)
  useEffect(() => {
    if (app.loggedIn) void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [app.loggedIn])
  useReachBottom(() => app.loggedIn && void list.loadMore())

  return (
    <PageShell route='zhaohui'>
      <View className='t-card'>
        <Text className='t-card__title'>包赔服务</Text>
        {tiers.status === 'loading' && <StateView kind='loading' />}
        {tiers.status === 'ok' &&
          tiers.data.map((t) => (
            <View key={t.code} className='zh-tier'>
              <View className='zh-tier__head'>
                <Text className='zh-tier__name'>{t.name}</Text>
                <Text className='zh-tier__fee'>
                  {t.rateBps ? `成交价的${t.rateBps / 100}%` : '免费'} ·{' '}
                  {t.periodDays === null ? '永久' : `${t.periodDays}天`}
                </Text>
              </View>
              <Text className='zh-tier__desc'>{t.description}</Text>
              <Text className='zh-tier__desc'>赔付：{t.compensation}</Text>
            </View>
          ))}
        <Text className='zh-note'>
          账号被原主找回后，在保障期内提交申请，客服在{within(rules?.['claim.decision'])}
          核实并赔付到你的钱包；被判定找回的卖家将被处理并可能列入黑名单。
        </Text>
      </View>

      <View className='t-card'>
        <Text className='t-card__title'>我的包赔订单</Text>
        {!app.loggedIn ? (
          <View className='t-btn t-btn--ghost' onClick={() => void goLogin('/index/other/zhaohui')} role='button'>
            登录后查看
          </View>
        ) : (
          <>
            {list.rows.map((o) => (
              <View key={o.orderId} className='zh-order'>
                <View className='zh-order__head' onClick={() => void navigateTo('orderDetail', { id: o.orderId })}>
                  <Text className='zh-order__title'>{o.goods.title}</Text>
                  <Text className='zh-order__price'>{formatYuan(o.priceFen)}</Text>
                </View>
                <Text className='zh-order__meta'>
                  {o.protectionName} ·{' '}
                  {o.protectionEndsAt ? `保障至 ${formatDateTime(o.protectionEndsAt).slice(0, 10)}` : '永久保障'}
                  {o.inPeriod ? '' : ' · 已过保障期'}
                </Text>
                {o.lastClaim && (
                  <View className='zh-claim'>
                    <Text className={CLAIM_CLASS[o.lastClaim.status] ?? 't-state'}>{o.lastClaim.statusText}</Text>
                    <Text className='zh-order__meta'>
                      {o.lastClaim.status === 0 && `客服将在 ${formatDateTime(o.lastClaim.deadlineAt)} 前处理`}
                      {o.lastClaim.status === 1 && `已赔付 ${formatYuan(o.lastClaim.compensationFen ?? 0)} 到钱包`}
                      {o.lastClaim.status === 2 && `未通过：${o.lastClaim.refuseReason ?? ''}`}
                    </Text>
                  </View>
                )}
                {o.canClaim &&
                  (open === o.orderId ? (
                    <ClaimForm
                      order={o}
                      onDone={() => {
                        setOpen(null)
                        void list.reload()
                      }}
                    />
                  ) : (
                    <Text className='zh-order__claim' onClick={() => setOpen(o.orderId)}>
                      账号被找回，申请赔付
                      <Icon of={ArrowRight} className='hs-chevron' />
                    </Text>
                  ))}
              </View>
            ))}
            <ListStates list={list} emptyText='暂无购买了包赔的已完成订单' />
          </>
        )}
      </View>

      {cases.status === 'ok' && (
        <View className='t-card'>
          <Text className='t-card__title'>找回案例</Text>
          <RichContent html={cases.data.noticeContent} />
        </View>
      )}
      <View className='t-foot-space' />
    </PageShell>
  )
})

export default withBoundary('zhaohui', ZhaohuiPage)

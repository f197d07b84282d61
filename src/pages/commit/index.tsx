import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { View, Text, Image } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import SellSteps from '../../components/SellSteps'
import AppraisalCard from '../../components/AppraisalCard'
import { appraisalApi } from '../../api/appraisal'
import { goodsApi, type TemplateAttr } from '../../api/goods'
import { useRemote } from '../../hooks/useRemote'
import { useStores } from '../../stores/root'
import { useRouteParams, parseId } from '../../hooks/useRouteParams'
import { navigateTo, redirectTo, reLaunch } from '../../utils/nav'
import { formatYuan } from '../../utils/format'
import { useRules } from '../../hooks/useRules'
import { guaranteeChoiceText } from '../../utils/protection'
import { HANDOVER_MODE_NAMES } from '../../utils/handover'
import { keepTitlesWhole, toast, toastError } from '../../utils/toast'
import { remainingErrors, scrollToFirstError, type Errors } from '../../utils/formErrors'
import '../../styles/form.scss'
import '../../styles/sell.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { mediaUrl } from '../../utils/platform'
import { Icon } from '../../components/Icon'
import Check from '@nutui/icons-react-taro/dist/es/icons/Check.js'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'

/** What each kind of submission's result says, and where the user can follow it. */
const RESULTS: Record<string, { title: string; steps: string[]; follow: { label: string; route: string } }> = {
  consign: {
    title: '已提交审核',
    steps: [
      '客服将在1个工作日内审核你的商品',
      '审核结果会通过「我的消息」通知你',
      '审核通过后商品自动上架，买家付款后资金由平台担保',
      '买家确认收货后，货款扣除手续费后转入你的钱包',
    ],
    follow: { label: '查看我的商品', route: 'MyProducts' },
  },
  appraisal: {
    title: '估价已提交',
    steps: ['系统已根据同类成交记录给出估价区间', '客服可能补充人工估价，结果会通知你'],
    follow: { label: '查看我的估价', route: 'Myevaluation' },
  },
  recycle: {
    title: '回收申请已提交',
    steps: ['商户将在报价时间内给出报价', '你可以选择接受最高报价或拒绝', '接受报价并完成交接后，平台打款到你的钱包'],
    follow: { label: '查看我的回收', route: 'myJingjiahuishou' },
  },
}

/** Step 3 of consignment (review, submit), and the result page of every kind of submission. */
const CommitPage = observer(function CommitPage() {
  const params = useRouteParams()
  const type = RESULTS[params.type ?? ''] ? (params.type as string) : 'consign'
  const id = parseId(params.id)
  if (id) return <Result type={type} id={id} />
  if (type !== 'consign') {
    return (
      <PageShell route='commit'>
        <StateView kind='notFound' />
      </PageShell>
    )
  }
  return <Review />
})

/** Before anything is submitted the page is a check of what will be, not a result (issue 20). */
const REVIEW_TITLE = '确认信息'

/** An attribute value as the seller entered it: options joined, numbers with their unit. */
export function attrText(a: Pick<TemplateAttr, 'range'>, v: unknown): string {
  if (Array.isArray(v)) return v.join('、')
  if (typeof v === 'number') return `${v}${a.range?.unit ?? ''}`
  return String(v ?? '')
}

const Review = observer(function Review() {
  const { sell } = useStores()
  const rules = useRules()
  useEffect(() => {
    void sell.load().catch(() => undefined)
  }, [sell])
  const d = sell.draft
  const gameId = d?.gameId
  const [template] = useRemote(gameId ? () => goodsApi.template(gameId) : null, [gameId])
  // what the last 提交审核 found wrong with the draft (a draft resumed from an older client, or
  // edited elsewhere, can reach this step incomplete); each goes once fixed
  const [shown, setShown] = useState<Errors>({})
  if (!sell.loaded) {
    return (
      <PageShell route='commit' title={REVIEW_TITLE}>
        <StateView kind='loading' />
      </PageShell>
    )
  }
  if (!d) {
    return (
      <PageShell route='commit' title={REVIEW_TITLE}>
        <StateView kind='empty' text='没有待提交的商品' />
        <View className='primary-btn sell-next' onClick={() => void redirectTo('sell')}>
          去卖号
        </View>
      </PageShell>
    )
  }
  const missingCredentials = !sell.credentials.account || !sell.credentials.password
  const attrs = template.status === 'ok' ? [...template.data].sort((a, b) => a.sort - b.sort) : []
  // the draft's problems, the credentials aside: their absence has its own button
  const draftErrors = (): Errors => {
    const { account: _a, password: _p, ...fill } = sell.fillErrors(attrs)
    return { ...sell.basicErrors(), ...fill }
  }
  const errors = remainingErrors(shown, draftErrors())
  const err = (key: string) => errors[key] && <Text className='field__error sell-error'>{errors[key]}</Text>
  // the values, in the template's order, under the template's names (an empty one only if wrong)
  const filled = attrs
    .map((a) => ({ key: a.fieldKey, name: a.fieldName, text: attrText(a, d.attrs[a.fieldKey]) }))
    .filter((x) => x.text !== '' || errors[x.key])

  const submit = async () => {
    if (missingCredentials) {
      void navigateTo('fillInformation')
      return
    }
    const e = draftErrors()
    setShown(e)
    if (Object.keys(e).length) {
      toast(Object.values(e)[0])
      scrollToFirstError()
      return
    }
    try {
      const { id } = await sell.submit()
      void redirectTo('commit', { type: 'consign', id })
    } catch (e) {
      toastError(e)
    }
  }

  return (
    <PageShell route='commit' title={REVIEW_TITLE}>
      <SellSteps current={3} />
      <View className='form-card'>
        <Text className='sell-section'>{d.title}</Text>
        {err('title')}
        <Text className='commit-price'>{formatYuan(Number(d.priceYuan || 0) * 100)}</Text>
        {err('price')}
        <View className='commit-row'>
          <Text>游戏</Text>
          <Text>{d.gameName}</Text>
        </View>
        <View className='commit-row'>
          <Text>区服</Text>
          <Text>{d.districtPath.map((n) => n.name).join(' › ')}</Text>
        </View>
        {err('district')}
        <View className='commit-row'>
          <Text>找回包赔</Text>
          <Text>{guaranteeChoiceText(d.isGuarantee, rules)}</Text>
        </View>
        <View className='commit-row'>
          <Text>交接方式</Text>
          <Text>{d.handoverMode ? HANDOVER_MODE_NAMES[d.handoverMode] : '未选择'}</Text>
        </View>
        {err('handover')}
        <View className='commit-row'>
          <Text>议价</Text>
          <Text>{d.bargain ? '接受议价' : '不接受议价'}</Text>
        </View>
        {filled.map((x) => (
          <View key={x.key}>
            <View className='commit-row'>
              <Text>{x.name}</Text>
              <Text>{x.text || '未填写'}</Text>
            </View>
            {err(x.key)}
          </View>
        ))}
        <View className='commit-row'>
          <Text>登录信息</Text>
          <Text>{missingCredentials ? '未填写（出于安全不保存在草稿中）' : '已填写，将加密保存'}</Text>
        </View>
        <Text className='commit-desc'>{d.description}</Text>
        {err('description')}
        <View className='commit-images'>
          {d.images.map((i) => (
            <Image key={i.url} className='commit-images__img' src={mediaUrl(i.thumb || i.url)} mode='aspectFill' />
          ))}
        </View>
        {err('images')}
        {/* links, in the link colour with a chevron: in grey they read as notes (issue 38) */}
        <View className='form-links commit-links'>
          <View className='commit-link' role='link' onClick={() => void navigateTo('BasicInformation')}>
            修改基本信息
            <Icon of={ArrowRight} />
          </View>
          <View className='commit-link' role='link' onClick={() => void navigateTo('fillInformation')}>
            修改账号信息
            <Icon of={ArrowRight} />
          </View>
        </View>
        <View
          className={`primary-btn ${sell.submitting ? 'primary-btn--disabled' : ''}`}
          role='button'
          onClick={() => !sell.submitting && void submit()}
        >
          {missingCredentials ? '填写登录信息' : sell.submitting ? '提交中…' : '提交审核'}
        </View>
        <Text className='form-tip'>{keepTitlesWhole('提交即表示你确认账号为本人合法所有，并同意《交易须知》。')}</Text>
      </View>
    </PageShell>
  )
})

function Result({ type, id }: { type: string; id: number }) {
  const r = RESULTS[type]
  return (
    <PageShell route='commit' title={r.title}>
      <View className='commit-result'>
        <View className='commit-result__icon'>
          <Icon of={Check} />
        </View>
        <Text className='commit-result__title'>{r.title}</Text>
        <Text className='commit-result__no'>编号 {id}</Text>
        <View className='commit-result__steps'>
          {r.steps.map((s, i) => (
            <Text key={s} className='commit-result__step'>
              {i + 1}. {s}
            </Text>
          ))}
        </View>
        {type === 'appraisal' && <AppraisalResult id={id} />}
        <View className='primary-btn' onClick={() => void redirectTo(r.follow.route)}>
          {r.follow.label}
        </View>
        <View className='commit-result__home' onClick={() => void reLaunch('home')}>
          返回首页
        </View>
      </View>
    </PageShell>
  )
}

/** The automatic valuation, shown at once on the appraisal's result page. */
function AppraisalResult({ id }: { id: number }) {
  const [state, reload] = useRemote(() => appraisalApi.detail(id), [id])
  if (state.status === 'loading') return <StateView kind='loading' />
  if (state.status === 'error') return <StateView kind='error' text={state.msg || undefined} onRetry={reload} />
  if (state.status !== 'ok') return null
  return (
    <View className='commit-appraisal'>
      <AppraisalCard a={state.data} />
    </View>
  )
}

export default withBoundary('commit', withLogin('commit', CommitPage))

import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { View, Text, Textarea } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import Field from '../../components/Field'
import { merchantApi, type MerchantApplication } from '../../api/support'
import { useStores } from '../../stores/root'
import { checkPhone } from '../../utils/validate'
import { goLogin } from '../../utils/nav'
import { formatDateTime } from '../../utils/format'
import { toast, toastError } from '../../utils/toast'
import '../../styles/chips.scss'
import '../../styles/form.scss'
import '../../components/ProblemForm/index.scss'
import './index.scss'
import { withBoundary } from '../../components/PageShell/withBoundary'

const BENEFITS = [
  { title: '优先报价', text: '竞价回收的账号第一时间推送给认证商户，在报价窗口内出价，价高者成交。' },
  { title: '资金担保', text: '成交款先进入平台担保，账号交接验收后才结算，双方都不怕被骗。' },
  { title: '专属客服', text: '一对一商户经理处理交接、找回与纠纷，工作日及时响应。' },
  { title: '认证标识', text: '店铺与报价展示“认证商户”标识，买卖家更放心。' },
]

const STATUS_TEXT: Record<number, string> = { 0: '审核中', 1: '已通过', 2: '未通过' }

interface Form {
  companyName: string
  contactName: string
  phone: string
  qq: string
  intro: string
}

export function checkMerchant(f: Form, games: string[]): Record<string, string> {
  const e: Record<string, string> = {}
  const name = f.contactName.trim()
  if (name.length < 2 || name.length > 20) e.contactName = '请填写2–20个字的联系人姓名'
  const pe = checkPhone(f.phone.trim())
  if (pe) e.phone = pe
  if (f.qq.trim() && !/^[1-9]\d{4,11}$/.test(f.qq.trim())) e.qq = 'QQ号格式不正确'
  if (games.length === 0) e.games = '请至少选择一款主营游戏'
  const n = Array.from(f.intro.trim()).length
  if (n < 10) e.intro = '请至少用10个字介绍你的回收业务'
  else if (n > 500) e.intro = '最多500个字'
  return e
}

/** 商户入驻: what merchants get, the application form, and where my application stands. */
const ShanghuPage = observer(function ShanghuPage() {
  const { app } = useStores()
  const [mine, setMine] = useState<MerchantApplication | null | undefined>(undefined)
  const [form, setForm] = useState<Form>({ companyName: '', contactName: '', phone: '', qq: '', intro: '' })
  const [games, setGames] = useState<string[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const isMerchant = app.user?.roles.includes('merchant') ?? false

  useEffect(() => {
    if (!app.loggedIn) return
    merchantApi.mine().then(setMine, () => setMine(null))
  }, [app.loggedIn])

  const set = (k: keyof Form) => (v: string) => setForm((f) => ({ ...f, [k]: v }))
  const toggleGame = (name: string) =>
    setGames((g) => (g.includes(name) ? g.filter((x) => x !== name) : g.length >= 10 ? g : [...g, name]))

  const submit = async () => {
    if (!app.loggedIn) {
      void goLogin('/index/other/shanghu')
      return
    }
    const e = checkMerchant(form, games)
    setErrors(e)
    if (Object.keys(e).length) return
    setBusy(true)
    try {
      await merchantApi.apply({
        companyName: form.companyName.trim() || undefined,
        contactName: form.contactName.trim(),
        phone: form.phone.trim(),
        qq: form.qq.trim() || undefined,
        games,
        intro: form.intro.trim(),
      })
      toast('申请已提交，请留意站内消息')
      setMine(await merchantApi.mine())
    } catch (err) {
      toastError(err)
    } finally {
      setBusy(false)
    }
  }

  const pending = mine?.status === 0
  return (
    <PageShell route='shanghu'>
      <View className='merchant-hero'>
        <Text className='merchant-hero__title'>成为号市认证商户</Text>
        <Text className='merchant-hero__sub'>参与竞价回收，稳定获取优质账号货源</Text>
      </View>
      <View className='merchant-benefits'>
        {BENEFITS.map((b) => (
          <View key={b.title} className='merchant-benefit'>
            <Text className='merchant-benefit__title'>{b.title}</Text>
            <Text className='merchant-benefit__text'>{b.text}</Text>
          </View>
        ))}
      </View>

      {isMerchant ? (
        <View className='merchant-status merchant-status--ok'>你已是认证商户，可在“竞价回收”中查看待报价的账号。</View>
      ) : mine ? (
        <View className={`merchant-status merchant-status--${mine.status}`}>
          <Text>
            最近一次申请：{STATUS_TEXT[mine.status]}（{formatDateTime(mine.createdAt)}）
          </Text>
          {mine.status === 2 && mine.reason && (
            <Text className='merchant-status__reason'>原因：{mine.reason}。可修改资料后重新提交。</Text>
          )}
        </View>
      ) : null}

      {!isMerchant && !pending && (
        <View className='form-card'>
          <Field
            label='公司/店铺'
            value={form.companyName}
            onChange={set('companyName')}
            maxlength={50}
            placeholder='选填'
          />
          <Field
            label='联系人'
            value={form.contactName}
            onChange={set('contactName')}
            maxlength={20}
            placeholder='真实姓名'
            error={errors.contactName}
          />
          <Field
            label='手机号'
            value={form.phone}
            onChange={set('phone')}
            type='number'
            maxlength={11}
            placeholder='用于审核联系'
            error={errors.phone}
          />
          <Field
            label='QQ'
            value={form.qq}
            onChange={set('qq')}
            type='number'
            maxlength={12}
            placeholder='选填'
            error={errors.qq}
          />
          <Text className='problem-form__label'>主营游戏（最多10款）</Text>
          <View className='chips'>
            {app.gameTypes.map((g) => (
              <View
                key={g.id}
                className={`chip ${games.includes(g.name) ? 'chip--on' : ''}`}
                onClick={() => toggleGame(g.name)}
                role='checkbox'
                aria-checked={games.includes(g.name)}
              >
                {g.name}
              </View>
            ))}
          </View>
          {errors.games && <Text className='problem-form__error'>{errors.games}</Text>}
          <Text className='problem-form__label'>业务介绍</Text>
          <Textarea
            className='problem-form__text'
            value={form.intro}
            maxlength={500}
            placeholder='回收规模、经营年限、擅长的游戏与区服等（至少10个字）'
            onInput={(ev) => set('intro')(ev.detail.value)}
            aria-label='业务介绍'
          />
          {errors.intro && <Text className='problem-form__error'>{errors.intro}</Text>}
          <View
            className={`primary-btn ${busy ? 'primary-btn--disabled' : ''}`}
            onClick={() => !busy && void submit()}
            role='button'
          >
            {app.loggedIn ? (busy ? '提交中…' : '提交申请') : '登录后申请'}
          </View>
          <Text className='form-tip'>提交后运营会在1–3个工作日内审核，结果通过站内消息通知。</Text>
        </View>
      )}
    </PageShell>
  )
})

export default withBoundary('shanghu', ShanghuPage)

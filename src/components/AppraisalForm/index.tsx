import { useState } from 'react'
import { observer } from 'mobx-react-lite'
import { View, Text, Input, Textarea } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import DistrictPicker from '../DistrictPicker'
import AttrInput from '../AttrInput'
import ImageUploader, { type UploadedImage } from '../ImageUploader'
import StateView from '../StateView'
import { goodsApi, type AttrValue } from '../../api/goods'
import { appraisalApi, type TradeInCredentials } from '../../api/appraisal'
import Field from '../Field'
import { checkAttr } from '../../stores/sell'
import { useStores } from '../../stores/root'
import { useRemote } from '../../hooks/useRemote'
import { parseYuan } from '../../utils/format'
import { redirectTo } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import '../../styles/form.scss'
import '../../styles/sell.scss'
import '../../styles/chips.scss'
import { useRules, within } from '../../hooks/useRules'
import { Icon } from '../Icon'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'

const MAX_IMAGES = 9

/** The login a trade-in hands over after a paid, accepted quote (the same rules as the sell form). */
export function checkCredentials(c: TradeInCredentials): Record<string, string> {
  const e: Record<string, string> = {}
  if (!c.account.trim() || c.account.trim().length > 64) e.account = '请填写游戏登录账号（1-64 个字符）'
  if (!c.password || c.password.length > 64) e.password = '请填写游戏登录密码（1-64 个字符）'
  return e
}

function trimCredentials(c: TradeInCredentials): TradeInCredentials {
  const opt = (v?: string) => (v && v.trim() ? v.trim() : undefined)
  return {
    account: c.account.trim(),
    password: c.password,
    boundPhone: opt(c.boundPhone),
    boundEmail: opt(c.boundEmail),
    securityNotes: opt(c.securityNotes),
  }
}

/**
 * 免费估价: the game, its server, the template's attributes (as the sell form asks them), a few
 * screenshots and the price the owner hopes for. The server values it at once from comparable
 * deals; the result page shows the range.
 */
export const AppraisalForm = observer(function AppraisalForm({
  kind = 'appraisal',
}: {
  kind?: 'appraisal' | 'tradein'
}) {
  const { app } = useStores()
  const tradein = kind === 'tradein'
  const [cred, setCred] = useState<TradeInCredentials>({
    account: '',
    password: '',
    boundPhone: '',
    boundEmail: '',
    securityNotes: '',
  })
  const [game, setGame] = useState<{ id: number; name: string } | null>(null)
  const [district, setDistrict] = useState<{ id: number; name: string }[]>([])
  const [attrs, setAttrs] = useState<Record<string, AttrValue>>({})
  const [images, setImages] = useState<UploadedImage[]>([])
  const [expected, setExpected] = useState('')
  const [remark, setRemark] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [picking, setPicking] = useState(false)
  const [busy, setBusy] = useState(false)
  const rules = useRules()
  const [template, reload] = useRemote(game ? () => goodsApi.template(game.id) : null, [game?.id])
  const fields = template.status === 'ok' ? [...template.data].sort((a, b) => a.sort - b.sort) : []

  const chooseGame = (g: { id: number; name: string }) => {
    if (g.id === game?.id) return
    setGame(g)
    setDistrict([])
    setAttrs({})
    setErrors({})
  }

  const submit = async () => {
    const e: Record<string, string> = {}
    if (!game) e.game = '请选择游戏'
    if (!district.length) e.district = '请选择区服（需选到具体服务器）'
    for (const f of fields) {
      const m = checkAttr(f, attrs[f.fieldKey])
      if (m) e[f.fieldKey] = m
    }
    const fen = expected.trim() ? parseYuan(expected) : null
    if (expected.trim() && (fen === null || fen < 100 || fen % 100 !== 0)) e.expected = '期望价格请填写整数元'
    if (tradein) Object.assign(e, checkCredentials(cred))
    setErrors(e)
    if (Object.keys(e).length) {
      toast(Object.values(e)[0]!)
      return
    }
    setBusy(true)
    try {
      const item = await appraisalApi.submit({
        type: tradein ? 2 : 1,
        credentials: tradein ? trimCredentials(cred) : undefined,
        gameId: game!.id,
        districtId: district[district.length - 1]!.id,
        attrs,
        images: images.map((i) => i.url),
        expectedPriceFen: fen ?? undefined,
        remark: remark.trim() || undefined,
      })
      void redirectTo('commit', { type: tradein ? 'recycle' : 'appraisal', id: item.id })
    } catch (err) {
      toastError(err)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='form-card'>
      <Text className='sell-section'>选择游戏</Text>
      <View className='chips'>
        {app.gameTypes.map((g) => (
          <View
            key={g.id}
            className={`chip ${g.id === game?.id ? 'chip--on' : ''}`}
            onClick={() => chooseGame(g)}
            role='radio'
            aria-checked={g.id === game?.id}
          >
            {g.name}
          </View>
        ))}
      </View>
      {errors.game && <Text className='field__error'>{errors.game}</Text>}

      {game && (
        <>
          <View className={`sell-row ${errors.district ? 'sell-row--error' : ''}`} onClick={() => setPicking(true)}>
            <Text className='field__label'>区服</Text>
            <Text className={`sell-row__value ${district.length ? '' : 'sell-row__placeholder'}`}>
              {district.length ? district.map((n) => n.name).join(' / ') : '请选择（需选到具体服务器）'}
            </Text>
            <Icon of={ArrowRight} className='sell-row__arrow' />
          </View>
          {errors.district && <Text className='field__error'>{errors.district}</Text>}
          {template.status === 'loading' && <StateView kind='loading' />}
          {template.status === 'error' && <StateView kind='error' onRetry={reload} />}
          {fields.map((f) => (
            <AttrInput
              key={f.fieldKey}
              attr={f}
              value={attrs[f.fieldKey]}
              error={errors[f.fieldKey]}
              onChange={(v) =>
                setAttrs((a) => {
                  const next = { ...a }
                  if (v === undefined || (Array.isArray(v) && !v.length)) delete next[f.fieldKey]
                  else next[f.fieldKey] = v
                  return next
                })
              }
            />
          ))}
          <View className='sell-block'>
            <Text className='field__label'>账号截图（选填，最多{MAX_IMAGES}张）</Text>
            <ImageUploader
              value={images}
              max={MAX_IMAGES}
              onAdd={(img) => setImages((l) => [...l, img])}
              onRemove={(u) => setImages((l) => l.filter((i) => i.url !== u))}
            />
          </View>
          <View className='sell-block'>
            <View className='sell-row' style={{ borderBottom: 'none', padding: 0 }}>
              <Text className='field__label'>期望价格</Text>
              <Input
                className='field__input'
                type='digit'
                value={expected}
                maxlength={8}
                placeholder='选填，单位：元'
                onInput={(e) => setExpected(e.detail.value)}
                aria-label='期望价格'
              />
            </View>
            {errors.expected && <Text className='field__error'>{errors.expected}</Text>}
          </View>
          {tradein && (
            <View className='sell-block'>
              <Text className='sell-section'>登录信息</Text>
              <View className='sell-warning'>
                账号密码加密保存，只有在你接受报价、商户付款并由平台验号后才交给商户，每次查看都有记录。
              </View>
              <Field
                label='登录账号'
                value={cred.account}
                onChange={(v) => setCred((c) => ({ ...c, account: v }))}
                maxlength={64}
                placeholder='游戏登录账号/QQ号/手机号'
                error={errors.account}
              />
              <Field
                label='登录密码'
                value={cred.password}
                onChange={(v) => setCred((c) => ({ ...c, password: v }))}
                password
                maxlength={64}
                placeholder='游戏登录密码'
                error={errors.password}
              />
              <Field
                label='绑定手机'
                value={cred.boundPhone ?? ''}
                onChange={(v) => setCred((c) => ({ ...c, boundPhone: v }))}
                maxlength={40}
                placeholder='选填'
              />
              <Field
                label='绑定邮箱'
                value={cred.boundEmail ?? ''}
                onChange={(v) => setCred((c) => ({ ...c, boundEmail: v }))}
                maxlength={64}
                placeholder='选填'
              />
              <Field
                label='安全备注'
                value={cred.securityNotes ?? ''}
                onChange={(v) => setCred((c) => ({ ...c, securityNotes: v }))}
                maxlength={200}
                placeholder='选填，如密保问题、换绑说明'
              />
            </View>
          )}
          <View className='sell-block'>
            <Text className='field__label'>补充说明（选填）</Text>
            <Textarea
              className='sell-textarea'
              value={remark}
              maxlength={200}
              placeholder='如：充值记录、稀有皮肤、绑定情况'
              onInput={(e) => setRemark(e.detail.value)}
            />
          </View>
        </>
      )}
      <View
        className={`primary-btn ${busy ? 'primary-btn--disabled' : ''}`}
        onClick={() => !busy && void submit()}
        role='button'
      >
        {busy ? '提交中…' : tradein ? '提交回收' : '立即估价'}
      </View>
      <Text className='form-tip'>
        {tradein
          ? `提交后认证商户将在${within(rules?.['tradein.quote'])}报价，你可以接受最高报价或全部拒绝；接受后商户先把款项付到平台担保，验号完成后打款到你的钱包（扣除${rules ? `${rules['tradein.fee']}的` : ''}服务费）。`
          : '估价根据同游戏、属性相近的历史成交与在售价格自动计算，客服可能补充人工估价。估价免费，不会公开你的账号。'}
      </Text>

      {game && (
        <Popup visible={picking} position='bottom' round onClose={() => setPicking(false)} title='选择区服' closeable>
          {picking && (
            <DistrictPicker
              gameId={game.id}
              allowAll={false}
              onPick={(path) => {
                if (!path || path[path.length - 1]!.level !== 'server') {
                  toast('请选到具体服务器')
                  return
                }
                setPicking(false)
                setDistrict(path.map((n) => ({ id: n.id, name: n.name })))
              }}
            />
          )}
        </Popup>
      )}
    </View>
  )
})

export default AppraisalForm

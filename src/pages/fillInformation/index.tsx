import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { View, Text, Textarea } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import SellSteps from '../../components/SellSteps'
import Field from '../../components/Field'
import ImageUploader from '../../components/ImageUploader'
import AttrInput from '../../components/AttrInput'
import { goodsApi } from '../../api/goods'
import { sellingApi } from '../../api/selling'
import RegistrationFields from '../../components/RegistrationForm'
import { useStores } from '../../stores/root'
import { DESC_MAX, DESC_MIN, MAX_IMAGES } from '../../stores/sell'
import { useRemote } from '../../hooks/useRemote'
import { useRequireRealname } from '../../hooks/useRequireRealname'
import { navigateTo, redirectTo } from '../../utils/nav'
import { toast } from '../../utils/toast'
import { charCount } from '../../utils/validate'
import { remainingErrors, scrollToFirstError, type Errors } from '../../utils/formErrors'
import '../../styles/form.scss'
import '../../styles/sell.scss'
import '../../styles/chips.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'

/** What the 首次注册信息 section says above its fields: required or not, and what it unlocks. */
export function registrationIntro(required: boolean, given: boolean): string {
  if (given) return '本商品已提供首次注册信息（加密保存）；不重填则保留原有信息。'
  const use = '加密保存，审核人员不可见；仅在买家购买付费包赔并确认收货后向其本人展示，用于向游戏运营商申诉找回。'
  return required
    ? `要求买家购买包赔的商品须填写。${use}`
    : `选填：填写后买家才可购买付费包赔（未填写仅可选基础包赔或不包赔）。${use}`
}

/**
 * Step 2: the game's template attributes, description, screenshots, the login credentials and the
 * account's original registration data.
 */
const FillInformationPage = observer(function FillInformationPage() {
  const { sell } = useStores()
  useRequireRealname()
  // the errors shown at the last 下一步; each goes as soon as its field is fixed
  const [shown, setShown] = useState<Errors>({})
  useEffect(() => {
    void sell.load().catch(() => undefined)
  }, [sell])
  const d = sell.draft
  const gameId = d?.gameId
  const [template, reload] = useRemote(gameId ? () => goodsApi.template(gameId) : null, [gameId])
  const [consent] = useRemote(() => sellingApi.registrationConsent(), [])
  useEffect(() => {
    if (consent.status === 'ok') sell.setRegConsent(consent.data)
  }, [consent, sell])

  if (!sell.loaded) {
    return (
      <PageShell route='fillInformation'>
        <StateView kind='loading' />
      </PageShell>
    )
  }
  if (!d) {
    return (
      <PageShell route='fillInformation'>
        <StateView kind='empty' text='请先选择要出售的游戏' />
        <View className='primary-btn sell-next' onClick={() => void redirectTo('sell')}>
          选择游戏
        </View>
      </PageShell>
    )
  }

  const attrs = template.status === 'ok' ? [...template.data].sort((a, b) => a.sort - b.sort) : []

  const errors = remainingErrors(shown, sell.fillErrors(attrs))
  const next = () => {
    const basic = sell.basicErrors()
    if (Object.keys(basic).length) {
      toast(Object.values(basic)[0])
      void navigateTo('BasicInformation')
      return
    }
    const e = sell.fillErrors(attrs)
    setShown(e)
    if (Object.keys(e).length) {
      toast(Object.values(e)[0])
      scrollToFirstError()
      return
    }
    void sell.saveNow()
    void navigateTo('commit', { type: 'consign' })
  }

  return (
    <PageShell route='fillInformation'>
      <SellSteps current={2} />
      <View className='form-card'>
        <Text className='sell-section'>账号属性</Text>
        {template.status === 'loading' && <StateView kind='loading' />}
        {template.status === 'error' && <StateView kind='error' onRetry={reload} />}
        {attrs.map((a) => (
          <AttrInput
            key={a.fieldKey}
            attr={a}
            value={d.attrs[a.fieldKey]}
            error={errors[a.fieldKey]}
            onChange={(v) => sell.setAttr(a.fieldKey, v)}
          />
        ))}

        <View className='sell-block'>
          <Text className='field__label'>商品描述</Text>
          <Textarea
            className='sell-textarea'
            value={d.description}
            maxlength={DESC_MAX}
            placeholder={`账号来源、绑定情况、主要亮点等（${DESC_MIN}-${DESC_MAX}字）`}
            onInput={(e) => sell.update({ description: e.detail.value })}
          />
          <Text className='sell-count'>
            {charCount(d.description)}/{DESC_MAX}
          </Text>
          {errors.description && <Text className='field__error sell-error'>{errors.description}</Text>}
        </View>

        <View className='sell-block'>
          <Text className='field__label'>
            账号截图（{d.images.length}/{MAX_IMAGES}）
          </Text>
          <ImageUploader
            value={d.images}
            max={MAX_IMAGES}
            onAdd={(img) => sell.addImage(img)}
            onRemove={(u) => sell.removeImage(u)}
          />
          {errors.images && <Text className='field__error sell-error'>{errors.images}</Text>}
        </View>
      </View>

      <View className='form-card'>
        <Text className='sell-section'>登录信息</Text>
        <View className='sell-warning'>
          【安全】账号密码使用 AES-256
          加密存储，审核人员不可见；仅在买家付款后向买家本人展示，每次查看都有记录。请勿在标题、描述或图片中填写密码。
        </View>
        <Field
          label='登录账号'
          name='account'
          value={sell.credentials.account}
          onChange={(v) => sell.setCredentials({ account: v })}
          maxlength={64}
          placeholder='游戏登录账号/QQ号/手机号'
          error={errors.account}
        />
        <Field
          label='登录密码'
          name='password'
          value={sell.credentials.password}
          onChange={(v) => sell.setCredentials({ password: v })}
          password
          maxlength={64}
          placeholder='游戏登录密码'
          error={errors.password}
        />
        <Field
          label='绑定手机'
          name='boundPhone'
          value={sell.credentials.boundPhone ?? ''}
          onChange={(v) => sell.setCredentials({ boundPhone: v })}
          maxlength={40}
          placeholder='选填，如：已绑定138****0000'
        />
        <Field
          label='绑定邮箱'
          name='boundEmail'
          value={sell.credentials.boundEmail ?? ''}
          onChange={(v) => sell.setCredentials({ boundEmail: v })}
          maxlength={64}
          placeholder='选填'
        />
        <Field
          label='安全备注'
          name='securityNotes'
          value={sell.credentials.securityNotes ?? ''}
          onChange={(v) => sell.setCredentials({ securityNotes: v })}
          maxlength={200}
          placeholder='选填，如密保问题、换绑说明'
        />
        <Text className='form-tip'>出于安全考虑，登录信息不会保存在草稿中，提交前需填写。</Text>
      </View>

      <View className='form-card'>
        <Text className='sell-section'>首次注册信息</Text>
        <RegistrationFields
          value={sell.registration}
          onChange={(patch) => sell.setRegistration(patch)}
          consent={consent.status === 'ok' ? consent.data : null}
          errors={errors}
          intro={registrationIntro(sell.registrationRequired, sell.hasRegistration)}
        />
        <View className='primary-btn' onClick={next} role='button'>
          下一步：确认信息
        </View>
      </View>
    </PageShell>
  )
})

export default withBoundary('fillInformation', withLogin('fillInformation', FillInformationPage))

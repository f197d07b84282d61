import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { View, Text, Image } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import Field from '../../components/Field'
import PhoneSmsFields, { usePhoneSms } from '../../components/PhoneSmsFields'
import AgreementCheck from '../../components/AgreementCheck'
import OneTapLogin from '../../components/OneTapLogin'
import { useStores } from '../../stores/root'
import { useRouteParams } from '../../hooks/useRouteParams'
import { navigateTo } from '../../utils/nav'
import { afterLogin } from '../../utils/afterLogin'
import { toast, toastError } from '../../utils/toast'
import { oneTapKind, type PhoneProof } from '../../utils/oneTap'
import './index.scss'
import { withBoundary } from '../../components/PageShell/withBoundary'

type Tab = 'password' | 'sms'

const AGREE_FIRST = '请先阅读并同意用户协议和隐私政策'

const LoginPage = observer(function LoginPage() {
  const { auth } = useStores()
  const { redirect } = useRouteParams()
  const [tab, setTab] = useState<Tab>('password')
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  // the SMS tab's phone and code; its message map serves the password tab's fields too
  const sms = usePhoneSms({ smsType: 'phoneLogin' })
  const { errors, setErrors } = sms
  const [agreed, setAgreed] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    auth.refreshCaptcha().catch(toastError)
  }, [auth])

  const captcha = auth.captcha

  const submitPassword = async () => {
    const e: Record<string, string> = {}
    if (!username.trim()) e.username = '请输入手机号或用户名'
    if (!password) e.password = '请输入密码'
    if (captcha?.captchaEnabled && !code.trim()) e.code = '请输入图形验证码'
    setErrors(e)
    if (Object.keys(e).length) return
    setBusy(true)
    try {
      await auth.loginWithPassword(username.trim(), password, code.trim())
      afterLogin(redirect)
    } catch (err) {
      setCode('')
      toastError(err)
    } finally {
      setBusy(false)
    }
  }

  const submitSms = async () => {
    const e = sms.validate([['agreed', agreed ? '' : AGREE_FIRST]])
    if (Object.keys(e).length) {
      if (e.agreed && Object.keys(e).length === 1) toast(e.agreed)
      return
    }
    setBusy(true)
    try {
      const { phone, dxyzm, yzmRankey } = sms.values
      const isNew = await auth.loginWithSms(phone, dxyzm, yzmRankey, agreed)
      afterLogin(redirect, isNew)
    } catch (err) {
      toastError(err)
    } finally {
      setBusy(false)
    }
  }

  const askAgreement = () => {
    setErrors({ agreed: AGREE_FIRST })
    toast(AGREE_FIRST)
  }

  const submitOneTap = async (proof: PhoneProof) => {
    setBusy(true)
    try {
      const isNew = await auth.loginWithPhoneProof(proof, agreed)
      afterLogin(redirect, isNew)
    } catch (err) {
      toastError(err)
    } finally {
      setBusy(false)
    }
  }

  // in the mini-programs the agreement sits under the one-tap button and serves the SMS form too
  const oneTap = oneTapKind() !== null
  const agreement = (
    <AgreementCheck
      checked={agreed}
      onChange={(v) => {
        setAgreed(v)
        if (v) setErrors(({ agreed: _, ...rest }) => rest)
      }}
      error={errors.agreed}
    />
  )

  const switchTab = (t: Tab) => {
    setTab(t)
    setErrors({})
  }

  return (
    <PageShell route='login'>
      <View className='login-hero'>
        <Text className='login-hero__logo'>号市</Text>
        <Text className='login-hero__slogan'>游戏账号安全交易 · 资金担保 · 找回包赔</Text>
      </View>
      <View className='form-card'>
        {oneTap && (
          <View className='login-one-tap'>
            <OneTapLogin
              agreed={agreed}
              busy={busy}
              onNeedAgreement={askAgreement}
              onProof={(p) => void submitOneTap(p)}
            />
            {agreement}
            <Text className='login-one-tap__or'>其他登录方式</Text>
          </View>
        )}
        <View className='login-tabs' role='tablist'>
          <View
            role='tab'
            aria-selected={tab === 'password'}
            className={`login-tabs__tab ${tab === 'password' ? 'login-tabs__tab--on' : ''}`}
            onClick={() => switchTab('password')}
          >
            密码登录
          </View>
          <View
            role='tab'
            aria-selected={tab === 'sms'}
            className={`login-tabs__tab ${tab === 'sms' ? 'login-tabs__tab--on' : ''}`}
            onClick={() => switchTab('sms')}
          >
            验证码登录
          </View>
        </View>

        {tab === 'password' ? (
          <View className='login-form' data-testid='password-form'>
            <Field
              label='账号'
              name='username'
              value={username}
              onChange={setUsername}
              placeholder='手机号或用户名'
              maxlength={30}
              error={errors.username}
            />
            <Field
              label='密码'
              name='password'
              value={password}
              onChange={setPassword}
              password
              placeholder='请输入密码'
              maxlength={20}
              error={errors.password}
            />
            {captcha?.captchaEnabled && (
              <Field
                label='图形码'
                name='code'
                value={code}
                onChange={setCode}
                placeholder='右侧字符'
                maxlength={6}
                error={errors.code}
                suffix={
                  <Image
                    className='login-captcha'
                    src={captcha.img}
                    mode='aspectFit'
                    aria-label='图形验证码，点击刷新'
                    onClick={() => void auth.refreshCaptcha().catch(toastError)}
                  />
                }
              />
            )}
            <View
              className={`primary-btn ${busy ? 'primary-btn--disabled' : ''}`}
              onClick={() => !busy && void submitPassword()}
              role='button'
            >
              {busy ? '登录中…' : '登录'}
            </View>
          </View>
        ) : (
          <View className='login-form' data-testid='sms-form'>
            <PhoneSmsFields form={sms} />
            {!oneTap && agreement}
            <View
              className={`primary-btn ${busy ? 'primary-btn--disabled' : ''}`}
              onClick={() => !busy && void submitSms()}
              role='button'
            >
              {busy ? '登录中…' : '登录 / 注册'}
            </View>
            <Text className='form-tip'>未注册的手机号验证后将自动创建号市账号</Text>
          </View>
        )}
        <View className='form-links'>
          <Text onClick={() => void navigateTo('register', redirect ? { redirect } : undefined)}>注册新账号</Text>
          <Text onClick={() => switchTab('sms')}>忘记密码？验证码登录</Text>
        </View>
      </View>
    </PageShell>
  )
})

export default withBoundary('login', LoginPage)

import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import Field from '../../components/Field'
import SmsCodeField from '../../components/SmsCodeField'
import AgreementCheck from '../../components/AgreementCheck'
import { useStores } from '../../stores/root'
import { useRouteParams } from '../../hooks/useRouteParams'
import { checkPassword, checkPhone, checkSmsCode } from '../../utils/validate'
import { navigateTo } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import { afterLogin } from '../../utils/afterLogin'
import '../login/index.scss'
import { withBoundary } from '../../components/PageShell/withBoundary'

function RegisterPage() {
  const { auth } = useStores()
  const { redirect } = useRouteParams()
  const [phone, setPhone] = useState('')
  const [dxyzm, setDxyzm] = useState('')
  const [yzmRankey, setYzmRankey] = useState('')
  const [password, setPassword] = useState('')
  const [password2, setPassword2] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    const e: Record<string, string> = {}
    const checks: [string, string][] = [
      ['phone', checkPhone(phone)],
      ['dxyzm', checkSmsCode(dxyzm) || (yzmRankey ? '' : '请先获取验证码')],
      ['password', checkPassword(password)],
      ['password2', password2 === password ? '' : '两次输入的密码不一致'],
      ['agreed', agreed ? '' : '请先阅读并同意用户协议和隐私政策'],
    ]
    for (const [k, msg] of checks) if (msg) e[k] = msg
    setErrors(e)
    if (Object.keys(e).length) {
      if (e.agreed && Object.keys(e).length === 1) toast(e.agreed)
      return
    }
    setBusy(true)
    try {
      await auth.register(phone, dxyzm, yzmRankey, password, agreed)
      toast('注册成功')
      afterLogin(redirect)
    } catch (err) {
      toastError(err)
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell route='register'>
      <View className='login-hero'>
        <Text className='login-hero__logo'>注册号市</Text>
        <Text className='login-hero__slogan'>一个手机号，买号卖号都安心</Text>
      </View>
      <View className='form-card'>
        <Field
          label='手机号'
          name='phone'
          value={phone}
          onChange={setPhone}
          type='number'
          maxlength={11}
          placeholder='请输入手机号'
          error={errors.phone}
        />
        <SmsCodeField
          phone={phone}
          type='register'
          value={dxyzm}
          onChange={setDxyzm}
          onSent={setYzmRankey}
          error={errors.dxyzm}
          onPhoneError={(m) => setErrors((x) => ({ ...x, phone: m }))}
        />
        <Field
          label='密码'
          name='password'
          value={password}
          onChange={setPassword}
          password
          maxlength={20}
          placeholder='8-20位，含字母和数字'
          error={errors.password}
        />
        <Field
          label='确认密码'
          name='password2'
          value={password2}
          onChange={setPassword2}
          password
          maxlength={20}
          placeholder='再次输入密码'
          error={errors.password2}
        />
        <AgreementCheck checked={agreed} onChange={setAgreed} error={errors.agreed} />
        <View
          className={`primary-btn ${busy ? 'primary-btn--disabled' : ''}`}
          onClick={() => !busy && void submit()}
          role='button'
        >
          {busy ? '注册中…' : '注册'}
        </View>
        <View className='form-links'>
          <Text onClick={() => void navigateTo('login', redirect ? { redirect } : undefined)}>已有账号？去登录</Text>
        </View>
      </View>
    </PageShell>
  )
}

export default withBoundary('register', RegisterPage)

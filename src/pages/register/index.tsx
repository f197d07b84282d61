import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import PhoneSmsFields, { usePhoneSms } from '../../components/PhoneSmsFields'
import AgreementCheck from '../../components/AgreementCheck'
import { useStores } from '../../stores/root'
import { useRouteParams } from '../../hooks/useRouteParams'
import { navigateTo } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import { afterLogin } from '../../utils/afterLogin'
import '../login/index.scss'
import { withBoundary } from '../../components/PageShell/withBoundary'

function RegisterPage() {
  const { auth } = useStores()
  const { redirect } = useRouteParams()
  const form = usePhoneSms({ smsType: 'register', withPassword: true })
  const [agreed, setAgreed] = useState(false)
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    const e = form.validate([['agreed', agreed ? '' : '请先阅读并同意用户协议和隐私政策']])
    if (Object.keys(e).length) {
      if (e.agreed && Object.keys(e).length === 1) toast(e.agreed)
      return
    }
    setBusy(true)
    try {
      const { phone, dxyzm, yzmRankey, password } = form.values
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
        <PhoneSmsFields form={form} />
        <AgreementCheck checked={agreed} onChange={setAgreed} error={form.errors.agreed} />
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

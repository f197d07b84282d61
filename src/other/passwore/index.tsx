import { useState } from 'react'
import { observer } from 'mobx-react-lite'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import Field from '../../components/Field'
import SmsCodeField from '../../components/SmsCodeField'
import { useStores } from '../../stores/root'
import { checkPassword, checkSmsCode } from '../../utils/validate'
import { goBack } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import '../../styles/form.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'

/**
 * Change the password by SMS. The code goes to the account's own phone: the user types the full
 * number (the profile only shows it masked) and the server checks it is theirs.
 */
const PasswordPage = observer(function PasswordPage() {
  const { app, auth } = useStores()
  const [phone, setPhone] = useState('')
  const [dxyzm, setDxyzm] = useState('')
  const [yzmRankey, setYzmRankey] = useState('')
  const [password, setPassword] = useState('')
  const [password2, setPassword2] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    const e: Record<string, string> = {}
    if (!/^1[3-9]\d{9}$/.test(phone)) e.phone = '请输入本账号绑定的手机号'
    const ce = checkSmsCode(dxyzm) || (yzmRankey ? '' : '请先获取验证码')
    if (ce) e.dxyzm = ce
    const pe = checkPassword(password)
    if (pe) e.password = pe
    if (password2 !== password) e.password2 = '两次输入的密码不一致'
    setErrors(e)
    if (Object.keys(e).length) return
    setBusy(true)
    try {
      await auth.changePassword(phone, dxyzm, yzmRankey, password)
      toast('密码已修改，其他设备需重新登录')
      setTimeout(() => void goBack(), 800)
    } catch (err) {
      toastError(err)
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell route='passwore'>
      <View className='form-card'>
        {app.user && <Text className='form-tip'>当前账号绑定手机：{app.user.phone}</Text>}
        <Field
          label='手机号'
          name='phone'
          value={phone}
          onChange={setPhone}
          type='number'
          maxlength={11}
          placeholder='本账号绑定的手机号'
          error={errors.phone}
        />
        <SmsCodeField
          phone={phone}
          type='mima'
          value={dxyzm}
          onChange={setDxyzm}
          onSent={setYzmRankey}
          error={errors.dxyzm}
          onPhoneError={(m) => setErrors((x) => ({ ...x, phone: m }))}
        />
        <Field
          label='新密码'
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
          placeholder='再次输入新密码'
          error={errors.password2}
        />
        <View
          className={`primary-btn ${busy ? 'primary-btn--disabled' : ''}`}
          onClick={() => !busy && void submit()}
          role='button'
        >
          {busy ? '提交中…' : '确认修改'}
        </View>
        <Text className='form-tip'>修改成功后，除当前设备外的所有登录状态都会失效。</Text>
      </View>
    </PageShell>
  )
})

export default withBoundary('passwore', withLogin('passwore', PasswordPage))

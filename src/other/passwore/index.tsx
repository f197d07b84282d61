import { useState } from 'react'
import { observer } from 'mobx-react-lite'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import PhoneSmsFields, { usePhoneSms } from '../../components/PhoneSmsFields'
import { useStores } from '../../stores/root'
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
  const form = usePhoneSms({ smsType: 'mima', withPassword: true, phoneMessage: '请输入本账号绑定的手机号' })
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    if (Object.keys(form.validate()).length) return
    setBusy(true)
    try {
      const { phone, dxyzm, yzmRankey, password } = form.values
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
        <PhoneSmsFields
          form={form}
          phonePlaceholder='本账号绑定的手机号'
          passwordLabel='新密码'
          password2Placeholder='再次输入新密码'
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

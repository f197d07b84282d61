import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import Field from '../../components/Field'
import StateView from '../../components/StateView'
import { useStores } from '../../stores/root'
import { checkIdCard, checkRealName } from '../../utils/validate'
import { toast, toastError } from '../../utils/toast'
import { useRouteParams } from '../../hooks/useRouteParams'
import { afterLogin } from '../../utils/afterLogin'
import '../../styles/form.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { Icon } from '../../components/Icon'
import Check from '@nutui/icons-react-taro/dist/es/icons/Check.js'

/** Real-name verification: inline checks of name and ID number; after success the masked status. */
const RealnamePage = observer(function RealnamePage() {
  const { app, auth } = useStores()
  const [realName, setRealName] = useState('')
  const [idCard, setIdCard] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const user = app.user
  const { redirect } = useRouteParams()

  useEffect(() => {
    if (!app.user) void app.loadProfile()
  }, [app])

  const onName = (v: string) => {
    setRealName(v)
    if (errors.realName) setErrors((e) => ({ ...e, realName: checkRealName(v.trim()) }))
  }
  const onId = (v: string) => {
    setIdCard(v)
    if (errors.idCard || v.length === 18) setErrors((e) => ({ ...e, idCard: checkIdCard(v.trim()) }))
  }

  const submit = async () => {
    const e: Record<string, string> = {}
    const ne = checkRealName(realName.trim())
    if (ne) e.realName = ne
    const ie = checkIdCard(idCard.trim())
    if (ie) e.idCard = ie
    setErrors(e)
    if (Object.keys(e).length) return
    setBusy(true)
    try {
      await auth.verifyRealname(realName.trim(), idCard.trim().toUpperCase())
      toast('实名认证成功')
      // Came here from a flow that needs verification (selling, buying): go back to it.
      if (redirect) setTimeout(() => afterLogin(redirect), 800)
    } catch (err) {
      toastError(err)
    } finally {
      setBusy(false)
    }
  }

  if (!user) {
    return (
      <PageShell route='Realname'>
        <StateView kind='loading' />
      </PageShell>
    )
  }

  if (user.realStatus === 2) {
    return (
      <PageShell route='Realname'>
        <View className='realname-done'>
          <View className='realname-done__icon'>
            <Icon of={Check} />
          </View>
          <Text className='realname-done__title'>已完成实名认证</Text>
          <View className='realname-done__row'>
            <Text>真实姓名</Text>
            <Text>{user.realName}</Text>
          </View>
          <View className='realname-done__row'>
            <Text>身份证号</Text>
            <Text>{user.idCard}</Text>
          </View>
          <Text className='form-tip'>实名信息认证后不可修改。如需更正，请联系客服。</Text>
        </View>
      </PageShell>
    )
  }

  return (
    <PageShell route='Realname'>
      <View className='realname-notice'>
        根据国家规定，买号、卖号、租号均需完成实名认证，且年满18周岁。你的身份证号将加密保存，仅用于身份核验。
      </View>
      <View className='form-card'>
        <Field
          label='真实姓名'
          name='realName'
          value={realName}
          onChange={onName}
          maxlength={20}
          placeholder='与身份证一致'
          error={errors.realName}
        />
        <Field
          label='身份证号'
          name='idCard'
          value={idCard}
          onChange={onId}
          type='idcard'
          maxlength={18}
          placeholder='18位身份证号'
          error={errors.idCard}
        />
        <View
          className={`primary-btn ${busy ? 'primary-btn--disabled' : ''}`}
          onClick={() => !busy && void submit()}
          role='button'
        >
          {busy ? '认证中…' : '提交认证'}
        </View>
      </View>
    </PageShell>
  )
})

export default withBoundary('Realname', withLogin('Realname', RealnamePage))

import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { View, Text, Image } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import Field from '../../components/Field'
import SmsCodeField from '../../components/SmsCodeField'
import StateView from '../../components/StateView'
import { useStores } from '../../stores/root'
import { userApi, uploadImage } from '../../api/user'
import type { UserProfile } from '../../api/types'
import { reLaunch } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import { charCount } from '../../utils/validate'
import '../../styles/form.scss'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { mediaUrl } from '../../utils/platform'
import { withPrivacy } from '../../utils/privacy'
import { showModal } from '../../utils/modal'
import { Icon } from '../../components/Icon'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'
import ArrowUp from '@nutui/icons-react-taro/dist/es/icons/ArrowUp.js'

const SEX_OPTIONS: { value: UserProfile['sex']; label: string }[] = [
  { value: '0', label: '男' },
  { value: '1', label: '女' },
  { value: '2', label: '保密' },
]

/** Edit my profile: avatar, nickname, sex, email, user name (once); and account cancellation. */
const GerenPage = observer(function GerenPage() {
  const { app, auth } = useStores()
  const user = app.user
  const [nickName, setNickName] = useState('')
  const [email, setEmail] = useState('')
  const [sex, setSex] = useState<UserProfile['sex']>('2')
  const [userName, setUserName] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const [cancelOpen, setCancelOpen] = useState(false)
  const [dxyzm, setDxyzm] = useState('')
  const [yzmRankey, setYzmRankey] = useState('')

  useEffect(() => {
    if (!app.user) void app.loadProfile()
  }, [app])

  useEffect(() => {
    if (!user) return
    setNickName(user.nickName ?? '')
    setEmail(user.email ?? '')
    setSex(user.sex ?? '2')
    setUserName(user.userName)
  }, [user])

  if (!user) {
    return (
      <PageShell route='geren'>
        <StateView kind='loading' />
      </PageShell>
    )
  }

  // payment, handover, dispute, claim and withdrawal notices also go by SMS unless turned off
  const smsOn = (user as { smsNotify?: boolean } | null)?.smsNotify !== false
  const toggleSms = async () => {
    try {
      await userApi.updateProfile({ smsNotify: !smsOn })
      await app.loadProfile()
      toast(smsOn ? '已关闭短信通知' : '已开启短信通知')
    } catch (e) {
      toastError(e)
    }
  }

  const pickAvatar = async () => {
    try {
      const res = await withPrivacy('chooseImage', () =>
        Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] }),
      )
      const path = res?.tempFilePaths[0]
      if (!path) return
      setProgress(0)
      const { url } = await uploadImage(path, setProgress)
      await userApi.updateProfile({ avatar: url })
      await app.loadProfile()
      toast('头像已更新')
    } catch (e) {
      toastError(e)
    } finally {
      setProgress(null)
    }
  }

  const save = async () => {
    const e: Record<string, string> = {}
    const nick = nickName.trim()
    if (charCount(nick) < 1 || charCount(nick) > 20) e.nickName = '昵称为1-20个字符'
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) e.email = '邮箱格式不正确'
    if (user.userNameChangeable && userName !== user.userName && !/^[A-Za-z0-9_]{4,20}$/.test(userName)) {
      e.userName = '用户名为4-20位字母、数字或下划线'
    }
    setErrors(e)
    if (Object.keys(e).length) return
    setBusy(true)
    try {
      // an empty field clears the email: the server takes '' for that and refuses null
      const body: Parameters<typeof userApi.updateProfile>[0] = { nickName: nick, sex, email }
      if (user.userNameChangeable && userName !== user.userName) body.userName = userName
      await userApi.updateProfile(body)
      await app.loadProfile()
      toast('已保存')
    } catch (err) {
      toastError(err)
    } finally {
      setBusy(false)
    }
  }

  const cancelAccount = async () => {
    if (!/^\d{6}$/.test(dxyzm) || !yzmRankey) {
      toast('请先获取并输入验证码')
      return
    }
    const ok = await showModal({
      title: '注销账号',
      content: '注销后个人信息将被删除且无法恢复，交易记录按法律要求匿名保存3年。确定注销吗？',
      confirmText: '确定',
      cancelText: '取消',
    })
    if (!ok.confirm) return
    try {
      await auth.cancelAccount(dxyzm, yzmRankey)
      toast('账号已注销')
      setTimeout(() => void reLaunch('home'), 800)
    } catch (err) {
      toastError(err)
    }
  }

  return (
    <PageShell route='geren'>
      <View className='form-card'>
        <View className='geren-avatar' onClick={() => void pickAvatar()}>
          <Text className='field__label'>头像</Text>
          {user.avatar ? (
            <Image
              className='geren-avatar__img'
              src={mediaUrl(user.avatar)}
              mode='aspectFill'
              imgProps={{ alt: '头像' }}
            />
          ) : (
            <View className='geren-avatar__img geren-avatar__img--text'>
              {(user.nickName || user.userName).slice(0, 1)}
            </View>
          )}
          {progress !== null && <Text className='geren-avatar__progress'>上传中 {Math.round(progress)}%</Text>}
        </View>
        <Field
          label='昵称'
          name='nickName'
          value={nickName}
          onChange={setNickName}
          maxlength={20}
          error={errors.nickName}
        />
        {user.userNameChangeable ? (
          <Field
            label='用户名'
            name='userName'
            value={userName}
            onChange={setUserName}
            maxlength={20}
            placeholder='仅可修改一次'
            error={errors.userName}
          />
        ) : (
          <View className='geren-row'>
            <Text className='field__label'>用户名</Text>
            <Text>{user.userName}</Text>
          </View>
        )}
        <View className='geren-row'>
          <Text className='field__label'>性别</Text>
          <View className='geren-sex'>
            {SEX_OPTIONS.map((o) => (
              <Text
                key={o.value}
                className={`geren-sex__opt ${sex === o.value ? 'geren-sex__opt--on' : ''}`}
                onClick={() => setSex(o.value)}
              >
                {o.label}
              </Text>
            ))}
          </View>
        </View>
        <Field
          label='邮箱'
          name='email'
          value={email}
          onChange={setEmail}
          maxlength={64}
          placeholder='选填'
          error={errors.email}
        />
        <View className='geren-row'>
          <Text className='field__label'>手机号</Text>
          <Text>{user.phone}</Text>
        </View>
        <View className='geren-row'>
          <Text className='field__label'>短信通知</Text>
          <View
            className={`geren-sex__opt ${smsOn ? 'geren-sex__opt--on' : ''}`}
            onClick={() => void toggleSms()}
            role='switch'
            aria-checked={smsOn}
            aria-label='短信通知'
          >
            {smsOn ? '已开启' : '已关闭'}
          </View>
        </View>
        <View
          className={`primary-btn ${busy ? 'primary-btn--disabled' : ''}`}
          onClick={() => !busy && void save()}
          role='button'
        >
          {busy ? '保存中…' : '保存'}
        </View>
      </View>

      <View className='form-card'>
        <View className='geren-cancel-toggle' onClick={() => setCancelOpen((v) => !v)}>
          <Text>注销账号</Text>
          <Icon of={cancelOpen ? ArrowUp : ArrowRight} className='me-list__arrow' />
        </View>
        {cancelOpen && (
          <View>
            <Text className='form-tip'>
              有进行中的订单、租号、回收或钱包余额时无法注销。注销后将删除你的个人信息与实名信息，交易记录依法匿名保存3年。
            </Text>
            <Text className='form-tip'>验证码将发送到本账号绑定的手机 {user.phone}</Text>
            <SmsCodeField phone='' type='cancel' value={dxyzm} onChange={setDxyzm} onSent={setYzmRankey} />
            <View className='danger-btn' onClick={() => void cancelAccount()} role='button'>
              确认注销
            </View>
          </View>
        )}
      </View>
    </PageShell>
  )
})

export default withBoundary('geren', withLogin('geren', GerenPage))

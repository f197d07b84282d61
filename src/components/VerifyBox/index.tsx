import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { contactApi, type CheckResult } from '../../api/support'
import { errorMessage } from '../../api/errors'
import './index.scss'
import { Icon } from '../Icon'
import Checked from '@nutui/icons-react-taro/dist/es/icons/Checked.js'
import Failure from '@nutui/icons-react-taro/dist/es/icons/Failure.js'

const KIND_NAME: Record<CheckResult['kind'], string> = { qq: 'QQ', wechat: '微信', phone: '手机号', unknown: '账号' }

/** What a user can type: QQ numbers, WeChat ids and phone numbers are all 3–50 plain characters. */
export function checkAccountInput(v: string): string {
  const s = v.trim()
  if (!s) return '请输入要核验的QQ、微信或手机号'
  if (s.length < 3 || s.length > 50) return '请输入3–50位的QQ、微信或手机号'
  return ''
}

/**
 * 官方身份核验: "is the person talking to me really HaoShi staff?" Scammers pose as customer
 * service, so this box sits on every screen that shows contacts (contact page, security centre,
 * order pages) and answers plainly.
 */
export function VerifyBox({ title = '官方身份核验' }: { title?: string }) {
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [result, setResult] = useState<CheckResult | null>(null)

  const check = async () => {
    const err = checkAccountInput(value)
    setError(err)
    setResult(null)
    if (err) return
    setBusy(true)
    try {
      setResult(await contactApi.check(value.trim()))
    } catch (e) {
      setError(errorMessage(e) || '查询失败，请稍后重试')
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='verify-box'>
      <Text className='verify-box__title'>{title}</Text>
      <Text className='verify-box__hint'>输入对方的QQ、微信或手机号，核实是否为号市官方人员</Text>
      <View className='verify-box__row'>
        <Input
          className='verify-box__input'
          value={value}
          maxlength={50}
          placeholder='QQ / 微信号 / 手机号'
          onInput={(e) => setValue(e.detail.value)}
          onConfirm={() => void check()}
          aria-label='要核验的账号'
        />
        <View
          className={`verify-box__btn ${busy ? 'verify-box__btn--busy' : ''}`}
          onClick={() => !busy && void check()}
          role='button'
        >
          {busy ? '查询中' : '立即核验'}
        </View>
      </View>
      {error && <Text className='verify-box__error'>{error}</Text>}
      {result &&
        (result.official && result.matched ? (
          <View className='verify-box__result verify-box__result--ok' role='status'>
            <Text className='verify-box__verdict'>
              <Icon of={Checked} /> 官方认证
            </Text>
            <Text className='verify-box__detail'>
              {KIND_NAME[result.kind]} {result.account} 是号市官方
              {result.matched.as === 'staff' ? '人员' : result.matched.as === 'group' ? '群' : '账号'}：
              {result.matched.name}（{result.matched.typeName}）
            </Text>
            <Text className='verify-box__detail'>官方人员也不会要求你在平台外付款或提供验证码给平台外的人。</Text>
          </View>
        ) : (
          <View className='verify-box__result verify-box__result--bad' role='status'>
            <Text className='verify-box__verdict'>
              <Icon of={Failure} /> 非官方人员
            </Text>
            <Text className='verify-box__detail'>
              {KIND_NAME[result.kind]} {result.account}{' '}
              不是号市官方人员。请勿转账、勿扫码付款、勿透露验证码，所有交易请在号市平台内完成。
            </Text>
          </View>
        ))}
    </View>
  )
}

export default VerifyBox

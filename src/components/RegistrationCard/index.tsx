import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { ordersApi, type OrderDetail, type Registration } from '../../api/orders'
import { copyText } from '../../utils/clipboard'
import { toastError } from '../../utils/toast'
import '../../styles/trade.scss'
import '../CredentialsCard/index.scss'
import './index.scss'

/** The fixed-label rows of the data: the first bound phone or e-mail, the date and the place. */
export function registrationRows(r: Registration): [string, string][] {
  return [
    [r.contactKind === 'email' ? '首绑邮箱' : '首绑手机', r.firstContact],
    ['注册日期', r.registeredOn],
    ['注册地', r.registeredPlace],
  ]
}

/**
 * 首次注册信息 for the buyer of a paid tier (issue 41): a note until the order is completed, then
 * hidden until asked for (the first view goes into the timeline), then every field in full: an
 * appeal to the game operator asks for them exactly. Each security question is written above its
 * answer, since a question may be longer than a label column.
 */
export function RegistrationCard({ order }: { order: Pick<OrderDetail, 'id' | 'registration'> }) {
  // kept in component state only: leaving the page forgets it
  const [data, setData] = useState<Registration | null>(null)
  const [busy, setBusy] = useState(false)
  const { available, note } = order.registration
  if (!available && !note) return null
  const reveal = async () => {
    setBusy(true)
    try {
      setData(await ordersApi.registration(order.id))
    } catch (e) {
      toastError(e)
    } finally {
      setBusy(false)
    }
  }
  return (
    <View className='t-card'>
      <Text className='t-card__title'>首次注册信息</Text>
      {note && <Text className='cred-note reg-note'>{note}</Text>}
      {available && !data && (
        <View
          className={`t-btn cred-reveal ${busy ? 't-btn--disabled' : ''}`}
          aria-disabled={busy}
          onClick={() => !busy && void reveal()}
          role='button'
        >
          {busy ? '获取中…' : '查看首次注册信息'}
        </View>
      )}
      {data && (
        <>
          {registrationRows(data).map(([label, value]) => (
            <View key={label} className='cred-row'>
              <Text className='cred-row__label'>{label}</Text>
              <Text className='cred-row__value' userSelect>
                {value}
              </Text>
              <View
                className='cred-row__copy'
                role='button'
                aria-label={`复制${label}`}
                onClick={() => void copyText(value, label)}
              >
                <Text className='cred-row__copy-text'>复制</Text>
              </View>
            </View>
          ))}
          {data.securityAnswers.map((qa, i) => (
            <View key={i} className='reg-qa'>
              <Text className='reg-qa__q'>
                密保问题 {i + 1}：{qa.question}
              </Text>
              <Text className='reg-qa__a' userSelect>
                {qa.answer}
              </Text>
            </View>
          ))}
          {data.securityAnswers.length === 0 && <Text className='cred-note'>卖家说明该账号未设置密保问题。</Text>}
        </>
      )}
    </View>
  )
}

export default RegistrationCard

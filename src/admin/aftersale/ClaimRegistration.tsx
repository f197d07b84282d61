import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { adminAftersaleApi, type ClaimRegistration } from '../../api/admin'
import { toastError } from '../../utils/toast'

/**
 * The claimed good's original registration data (issue 41), for deciding whether the original owner
 * took the account back: hidden until the operator asks, since every look is written to the audit
 * log, and only here, inside a claim waiting for a decision. Each field's label is above its value.
 */
export function ClaimRegistrationView({ claimId }: { claimId: number }) {
  const [data, setData] = useState<ClaimRegistration | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const load = async () => {
    setBusy(true)
    try {
      setData(await adminAftersaleApi.claimRegistration(claimId))
    } catch (e) {
      toastError(e)
    } finally {
      setBusy(false)
    }
  }
  if (data === undefined)
    return (
      <View className='console-btn console-btn--ghost' onClick={() => !busy && void load()}>
        {busy ? '获取中…' : '查看首次注册信息（记入操作日志）'}
      </View>
    )
  if (data === null) return <Text className='console-card__meta'>卖家未提供首次注册信息</Text>
  const rows: [string, string][] = [
    [data.contactKind === 'email' ? '首次绑定邮箱' : '首次绑定手机', data.firstContact],
    ['注册日期', data.registeredOn],
    ['注册地', data.registeredPlace],
    ...data.securityAnswers.map((x, i): [string, string] => [`密保问题 ${i + 1}：${x.question}`, x.answer]),
  ]
  return (
    <View className='console-card__body'>
      {rows.map(([label, value]) => (
        <View key={label}>
          <Text className='console-card__meta'>{label}</Text>
          <Text className='console-card__body' userSelect>
            {value}
          </Text>
        </View>
      ))}
    </View>
  )
}

import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { ordersApi, type Credentials, type OrderDetail } from '../../api/orders'
import { copyText } from '../../utils/clipboard'
import { toastError } from '../../utils/toast'
import '../../styles/trade.scss'
import './index.scss'

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/

/** The revealed login details in the order, one row per field: [label, value]; empty fields are left out. */
export function credentialRows(c: Credentials): [string, string][] {
  const rows: [string, string | null | undefined][] = [
    ['游戏账号', c.account],
    ['登录密码', c.password],
    ['绑定手机', c.boundPhone],
    ['绑定邮箱', c.boundEmail],
    ['密保/备注', c.securityNotes],
  ]
  return rows.filter((r): r is [string, string] => !!r[1])
}

/**
 * A value typed letter by letter somewhere else (an account, a password, a number): it is set in a
 * fixed-width face, where l/1/I and O/0 differ, and has a 复制 button. A value in Chinese (a note,
 * 已绑定手机尾号…) is a sentence to read: the page's face and no button.
 */
export const isCode = (v: string) => !CJK.test(v)

/**
 * 账号信息 for the buyer: hidden until asked for (each reveal is logged), then one row per field:
 * label, value, and for values to type elsewhere a 复制 button of its own that never wraps.
 */
export function CredentialsCard({ order }: { order: Pick<OrderDetail, 'id' | 'revealCount'> }) {
  // kept in component state only: leaving the page forgets the password
  const [cred, setCred] = useState<Credentials | null>(null)
  const [busy, setBusy] = useState(false)
  const reveal = async () => {
    setBusy(true)
    try {
      setCred(await ordersApi.credentials(order.id))
    } catch (e) {
      toastError(e)
    } finally {
      setBusy(false)
    }
  }
  return (
    <View className='t-card'>
      <Text className='t-card__title'>账号信息</Text>
      {!cred ? (
        <>
          <View
            className={`t-btn cred-reveal ${busy ? 't-btn--disabled' : ''}`}
            aria-disabled={busy}
            onClick={() => !busy && void reveal()}
            role='button'
          >
            {busy ? '获取中…' : '点击查看账号密码'}
          </View>
          <Text className='cred-note'>
            每次查看都会被记录{order.revealCount ? `（已查看${order.revealCount}次）` : ''}。请勿截图外传。
          </Text>
        </>
      ) : (
        credentialRows(cred).map(([label, value]) => (
          <View key={label} className='cred-row'>
            <Text className='cred-row__label'>{label}</Text>
            <Text className={`cred-row__value ${isCode(value) ? 'cred-row__value--code' : ''}`} userSelect>
              {value}
            </Text>
            {isCode(value) && (
              <View
                className='cred-row__copy'
                role='button'
                aria-label={`复制${label}`}
                onClick={() => void copyText(value, label)}
              >
                <Text className='cred-row__copy-text'>复制</Text>
              </View>
            )}
          </View>
        ))
      )}
    </View>
  )
}

export default CredentialsCard

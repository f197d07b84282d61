import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { ordersApi } from '../../api/orders'
import { useRemote } from '../../hooks/useRemote'
import { agreementPath, openAgreementPdf } from '../../utils/agreement'
import { copyText } from '../../utils/clipboard'
import { formatDateTime } from '../../utils/format'
import { toastError } from '../../utils/toast'
import { Icon } from '../Icon'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'
import './index.scss'

/**
 * 交易协议 on the order page, for both parties of a paid order: opens the PDF the payment
 * produced (the same bytes the other party and the platform hold) and shows its SHA-256, the
 * fingerprint the order's timeline recorded, so a kept copy can be checked later.
 */
export default function AgreementCard({ orderId }: { orderId: number }) {
  const [state, reload] = useRemote(() => ordersApi.agreement(orderId), [orderId])
  const [busy, setBusy] = useState(false)
  const a = state.status === 'ok' ? state.data : null

  const open = async () => {
    if (!a || busy) return
    setBusy(true)
    try {
      await openAgreementPdf(agreementPath(orderId, 'pdf'), a.fileName)
    } catch (e) {
      toastError(e)
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='t-card agreement-card'>
      <View className='agreement-card__head' onClick={() => void (a ? open() : reload())} role='button'>
        <Text className='t-card__title'>交易协议</Text>
        <Text className='agreement-card__go'>
          {a ? (busy ? '正在打开…' : '查看 PDF') : state.status === 'loading' ? '生成中…' : '暂不可用，点此重试'}
          <Icon of={ArrowRight} className='hs-chevron' />
        </Text>
      </View>
      {a && (
        <>
          <Text className='agreement-card__meta'>
            付款时生成 · {formatDateTime(a.createdAt)} · {Math.max(1, Math.round(a.sizeBytes / 1024))} KB
          </Text>
          <Text className='agreement-card__hash' onClick={() => void copyText(a.sha256, '协议指纹')}>
            SHA-256：{a.sha256}
          </Text>
        </>
      )}
    </View>
  )
}

import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { adminConsoleApi, type AgreementVerdict } from '../../api/admin'
import { useRemote } from '../../hooks/useRemote'
import { agreementPath, openAgreementHtml, openAgreementPdf, pickFileBase64 } from '../../utils/agreement'
import { formatDateTime } from '../../utils/format'
import { toast, toastError } from '../../utils/toast'
import { pressable } from '../frame/useDesk'

/**
 * The order's trade agreement in the console: the stored PDF (the parties' very bytes) and its
 * HTML view, the file's SHA-256 beside the one the order's timeline recorded, and a check of a
 * copy someone presents (a complaint's attachment): any changed byte shows as a mismatch.
 */
export function AgreementSection({ orderId }: { orderId: number }) {
  const [state, reload] = useRemote(() => adminConsoleApi.agreement(orderId), [orderId])
  const [verdict, setVerdict] = useState<AgreementVerdict | null>(null)
  const a = state.status === 'ok' ? state.data : null

  const run = (fn: () => Promise<void>) => () => void fn().catch(toastError)
  const pdf = run(() => openAgreementPdf(agreementPath(orderId, 'pdf', 'staff'), a?.fileName ?? 'agreement.pdf'))
  const html = run(() => openAgreementHtml(agreementPath(orderId, 'html', 'staff')))
  const verify = run(async () => {
    const file = await pickFileBase64('application/pdf')
    if (file === null) return
    const v = await adminConsoleApi.verifyAgreement(orderId, file)
    setVerdict(v)
    toast(v.match ? '文件与订单登记的协议一致' : '文件与订单登记的协议不一致')
  })

  return (
    <View className='console-card op-order__section'>
      <Text className='console-card__title'>交易协议</Text>
      {state.status === 'loading' && <Text className='console-card__meta'>读取中…</Text>}
      {state.status === 'notFound' && <Text className='console-card__meta'>本订单没有交易协议</Text>}
      {state.status === 'error' && (
        <Text className='console-card__meta' onClick={reload}>
          {state.msg || '读取失败'}，点此重试
        </Text>
      )}
      {a && (
        <>
          <View className='op-order__line'>
            <Text className='op-order__k'>生成时间</Text>
            <Text className='op-order__v'>
              {formatDateTime(a.createdAt)} · {Math.max(1, Math.round(a.sizeBytes / 1024))} KB
            </Text>
          </View>
          <View className='op-order__line'>
            <Text className='op-order__k'>文件 SHA-256</Text>
            <Text className='op-order__v op-order__hash'>{a.sha256}</Text>
          </View>
          <View className='op-order__line'>
            <Text className='op-order__k'>订单登记</Text>
            <Text className='op-order__v op-order__hash'>
              {a.recordedSha256 === a.sha256 ? '与文件一致' : (a.recordedSha256 ?? '未登记')}
            </Text>
          </View>
          {verdict && (
            <Text className={verdict.match ? 'console-card__meta' : 'op-order__flag'}>
              {verdict.match ? '核验一致：' : '⚠ 核验不一致，文件可能已被改动：'}
              {verdict.suppliedSha256}
            </Text>
          )}
          <View className='console-card__actions'>
            <View className='console-btn console-btn--ghost' {...pressable(html)} onClick={html}>
              网页版
            </View>
            <View className='console-btn console-btn--ghost' {...pressable(verify)} onClick={verify}>
              核验文件
            </View>
            <View className='console-btn' {...pressable(pdf)} onClick={pdf}>
              下载 PDF
            </View>
          </View>
        </>
      )}
    </View>
  )
}

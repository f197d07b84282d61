import { View, Text } from '@tarojs/components'
import { handoverDeskApi } from '../../api/handover'
import { useRemote } from '../../hooks/useRemote'
import { formatDateTime } from '../../utils/format'
import { navigateTo } from '../../utils/nav'
import { pressable } from '../frame/useDesk'
import { ItemRow } from './ItemRow'
import './index.scss'

/**
 * 平台验号换绑 on an order's console page (订单全貌, where a dispute or a claim is decided): the
 * case's state, each item with the staff's result, note and screenshots and the buyer's answer,
 * read only, and the way to the desk. A staff member who is a party is refused by the server,
 * and its words are shown.
 */
export function OrderHandover({ orderId }: { orderId: number }) {
  const [state, reload] = useRemote(() => handoverDeskApi.ofOrder(orderId), [orderId])
  if (state.status === 'loading') return null
  if (state.status !== 'ok')
    return (
      <View className='console-card' aria-label='平台验号换绑'>
        <Text className='console-card__title'>平台验号换绑</Text>
        <View className='console-card__meta hd-retry' role='button' onClick={reload}>
          {state.status === 'notFound' ? '该订单尚未开始验号换绑' : state.msg || '加载失败，点击重试'}
        </View>
      </View>
    )
  const c = state.data
  const open = () => void navigateTo('adminHandoverDesk', { caseId: c.caseId })
  return (
    <View className='console-card' aria-label='平台验号换绑'>
      <View className='console-card__head'>
        <Text className='console-card__title'>平台验号换绑</Text>
        <Text className={`hd-state hd-state--${c.state}`}>{c.stateText}</Text>
      </View>
      <Text className='console-card__meta'>
        {c.holderId === null ? '无人处理' : `处理人 ${c.holderName || '其他客服'}`}
        {c.deliveredAt ? ` · 交付 ${formatDateTime(c.deliveredAt)}` : ''}
        {c.closedAt ? ` · 结束 ${formatDateTime(c.closedAt)}` : ''}
      </Text>
      {c.cancelReason && <Text className='console-card__body'>取消原因：{c.cancelReason}</Text>}
      {c.items.map((it) => (
        <ItemRow key={it.key} caseId={c.caseId} item={it} editable={false} onSaved={() => undefined} />
      ))}
      <View className='console-link hd-link' role='link' {...pressable(open)} onClick={open}>
        到验号换绑处理
      </View>
    </View>
  )
}

export default OrderHandover

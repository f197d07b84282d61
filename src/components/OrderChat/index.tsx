import { useCallback } from 'react'
import { ordersApi, type ChatMsg } from '../../api/orders'
import { Chat, mergeMessages, type ChatInput } from '../Chat'

export { mergeMessages }

const ROLE_NAME: Record<ChatMsg['role'], string> = { buyer: '买家', seller: '卖家', staff: '官方客服', system: '系统' }

/**
 * The order chat: one thread for buyer, seller and staff, kept with the order. The seller passes
 * SMS codes here while the buyer rebinds the account (the shared Chat polls every 3 s).
 */
export function OrderChat({ orderId, canSend }: { orderId: number; canSend: boolean }) {
  const load = useCallback((afterId: number) => ordersApi.chat(orderId, afterId), [orderId])
  const send = useCallback((body: ChatInput) => ordersApi.sendChat(orderId, body), [orderId])
  return (
    <Chat<ChatMsg>
      threadKey={orderId}
      load={load}
      send={send}
      roleNames={ROLE_NAME}
      notice='请在此与对方沟通交接。号市客服会在此处以“官方客服”身份出现，任何要求你添加私人联系方式或平台外付款的都是骗子。'
      canSend={canSend}
      closedText='订单已关闭，不能再发送消息'
    />
  )
}

export default OrderChat

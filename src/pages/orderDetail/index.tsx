import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import { ordersApi } from '../../api/orders'
import { parseId, useRouteParams } from '../../hooks/useRouteParams'
import { useRemote } from '../../hooks/useRemote'
import { formatYuan } from '../../utils/format'

export default function OrderDetailPage() {
  const id = parseId(useRouteParams().id)
  const [state, reload] = useRemote(id ? () => ordersApi.detail(id) : null, [id])
  return (
    <PageShell route='orderDetail'>
      {state.status === 'loading' && <StateView kind='loading' />}
      {state.status === 'notFound' && <StateView kind='notFound' text='订单不存在' />}
      {state.status === 'error' && <StateView kind='error' text={state.msg || undefined} onRetry={reload} />}
      {state.status === 'ok' && (
        <View style={{ padding: '16px', background: '#fff' }}>
          <Text style={{ display: 'block' }}>订单号 {state.data.orderNo}</Text>
          <Text style={{ display: 'block', fontWeight: 600 }}>{state.data.title}</Text>
          <Text style={{ color: '#ff5b2e' }}>{formatYuan(state.data.amountFen)}</Text>
          <Text style={{ display: 'block' }}>{state.data.statusText}</Text>
        </View>
      )}
    </PageShell>
  )
}

import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import { goodsApi } from '../../api/goods'
import { parseId, useRouteParams } from '../../hooks/useRouteParams'
import { useRemote } from '../../hooks/useRemote'
import { formatYuan } from '../../utils/format'

export default function GoodDetailPage() {
  const id = parseId(useRouteParams().id)
  const [state, reload] = useRemote(id ? () => goodsApi.detail(id) : null, [id])
  return (
    <PageShell route='goodDetail'>
      {state.status === 'loading' && <StateView kind='loading' />}
      {state.status === 'notFound' && <StateView kind='notFound' text='商品不存在或已下架' />}
      {state.status === 'error' && <StateView kind='error' text={state.msg || undefined} onRetry={reload} />}
      {state.status === 'ok' && (
        <View style={{ padding: '16px', background: '#fff' }}>
          <Text style={{ display: 'block', fontSize: '18px', fontWeight: 600 }}>{state.data.title}</Text>
          <Text style={{ color: '#ff5b2e', fontSize: '20px' }}>{formatYuan(state.data.priceFen)}</Text>
        </View>
      )}
    </PageShell>
  )
}

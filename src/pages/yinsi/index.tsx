import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import RichContent from '../../components/RichContent'
import { contentApi } from '../../api/content'
import { useRemote } from '../../hooks/useRemote'
import { formatDateTime } from '../../utils/format'
import '../../components/NoticeArticle/index.scss'

/** The privacy policy (content type yinsizhengce), edited by operators on the server. */
export default function YinsiPage() {
  const [state, reload] = useRemote(() => contentApi.byType('yinsizhengce'), [])
  return (
    <PageShell route='yinsi'>
      {state.status === 'loading' && <StateView kind='loading' />}
      {state.status === 'notFound' && <StateView kind='notFound' />}
      {state.status === 'error' && <StateView kind='error' text={state.msg || undefined} onRetry={reload} />}
      {state.status === 'ok' && (
        <View className='notice-article'>
          <Text className='notice-article__time'>更新于 {formatDateTime(state.data.updateTime)}</Text>
          <RichContent html={state.data.noticeContent} />
        </View>
      )}
    </PageShell>
  )
}

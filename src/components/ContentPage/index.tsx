import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import PageShell from '../PageShell'
import StateView from '../StateView'
import RichContent from '../RichContent'
import { contentApi } from '../../api/content'
import { useRemote } from '../../hooks/useRemote'
import { formatDateTime } from '../../utils/format'
import '../NoticeArticle/index.scss'

/**
 * A single content page edited by operators (introduction, recruitment, trading rules …),
 * loaded by its content type. `children` adds page-specific actions under the text, `lead`
 * something of the page's own above it (下载App's code).
 */
export function ContentPage({
  route,
  noticeType,
  children,
  lead,
}: {
  route: string
  noticeType: string
  children?: ReactNode
  lead?: ReactNode
}) {
  const [state, reload] = useRemote(() => contentApi.byType(noticeType), [noticeType])
  return (
    <PageShell route={route}>
      {lead}
      {state.status === 'loading' && <StateView kind='loading' />}
      {state.status === 'notFound' && <StateView kind='notFound' />}
      {state.status === 'error' && <StateView kind='error' text={state.msg || undefined} onRetry={reload} />}
      {state.status === 'ok' && (
        <View className='notice-article'>
          <Text className='notice-article__time'>更新于 {formatDateTime(state.data.updateTime)}</Text>
          <RichContent html={state.data.noticeContent} />
          {children}
        </View>
      )}
    </PageShell>
  )
}

export default ContentPage

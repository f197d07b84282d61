import { View, Text } from '@tarojs/components'
import PageShell from '../PageShell'
import StateView from '../StateView'
import RichContent from '../RichContent'
import { contentApi } from '../../api/content'
import { parseId, useRouteParams } from '../../hooks/useRouteParams'
import { useRemote } from '../../hooks/useRemote'
import { formatDateTime } from '../../utils/format'
import './index.scss'

/**
 * One notice by `?id=` (articleDetail, newsDetail, helpdetail), or a single content page by
 * `?type=` (user agreement, trading rules …) on articleDetail.
 */
export function NoticeArticle({ route }: { route: string }) {
  const params = useRouteParams()
  const id = parseId(params.id)
  const type = /^[A-Za-z0-9_]{1,32}$/.test(params.type ?? '') ? params.type : ''
  const loader = id
    ? () => contentApi.notice(id)
    : type
      ? () =>
          contentApi.byType(type).then((p) => ({
            id: 0,
            noticeType: p.noticeType,
            noticeTitle: p.noticeTitle,
            noticeContent: p.noticeContent,
            createTime: p.updateTime,
            updateTime: p.updateTime,
          }))
      : null
  const [state, reload] = useRemote(loader, [id, type])
  return (
    <PageShell route={route} title={state.status === 'ok' ? state.data.noticeTitle : undefined}>
      {state.status === 'loading' && <StateView kind='loading' />}
      {state.status === 'notFound' && <StateView kind='notFound' />}
      {state.status === 'error' && <StateView kind='error' text={state.msg || undefined} onRetry={reload} />}
      {state.status === 'ok' && (
        <View className='notice-article'>
          <Text className='notice-article__title'>{state.data.noticeTitle}</Text>
          <Text className='notice-article__time'>{formatDateTime(state.data.updateTime ?? state.data.createTime)}</Text>
          <RichContent html={state.data.noticeContent} />
        </View>
      )}
    </PageShell>
  )
}

export default NoticeArticle

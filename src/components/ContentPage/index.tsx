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
 * A page whose text states its own date (the agreement's and the privacy policy's 「更新日期」) does
 * not get a second one above it; the others show the day they were last edited. A day, not a time:
 * a content page is dated like a document, and a minute made a seeded page read as written the
 * moment the server started (issue 37).
 */
const STATES_ITS_DATE = /更新日期|生效日期/

/** 2026年3月1日 in China time. */
export function formatDateCn(iso: string): string {
  const [y, m, d] = formatDateTime(iso).slice(0, 10).split('-')
  return y && m && d ? `${y}年${Number(m)}月${Number(d)}日` : ''
}

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
          {!STATES_ITS_DATE.test(state.data.noticeContent) && (
            <Text className='notice-article__time'>更新于 {formatDateCn(state.data.updateTime)}</Text>
          )}
          <RichContent html={state.data.noticeContent} />
          {children}
        </View>
      )}
    </PageShell>
  )
}

export default ContentPage

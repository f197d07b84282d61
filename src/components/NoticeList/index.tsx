import { useCallback, useEffect } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View, Text, Image } from '@tarojs/components'
import ListStates from '../ListStates'
import { contentApi, type NoticeListItem } from '../../api/content'
import { usePagedList } from '../../hooks/usePagedList'
import { navigateTo } from '../../utils/nav'
import { formatDateTime } from '../../utils/format'
import './index.scss'
import { mediaUrl } from '../../utils/platform'

export interface NoticeListProps {
  noticeType: string
  category?: string
  keyword?: string
  /** The route that shows one item (newsDetail, helpdetail, ArticleDetail). */
  detailRoute: string
  showCover?: boolean
}

/** Announcements, news or help articles: pinned first, then newest, loaded page by page. */
export function NoticeList({ noticeType, category, keyword, detailRoute, showCover }: NoticeListProps) {
  const fetchPage = useCallback(
    (pageNum: number) => contentApi.list({ noticeType, category, keyword: keyword || undefined, pageNum }),
    [noticeType, category, keyword],
  )
  const list = usePagedList<NoticeListItem>(fetchPage)
  useEffect(() => {
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage])
  useReachBottom(() => void list.loadMore())

  return (
    <View className='notice-list'>
      {list.rows.map((n) => (
        <View key={n.id} className='notice-list__item' onClick={() => void navigateTo(detailRoute, { id: n.id })}>
          <View className='notice-list__body'>
            <Text className='notice-list__title'>
              {n.pinned && <Text className='notice-list__pin'>置顶</Text>}
              {n.noticeTitle}
            </Text>
            <Text className='notice-list__summary'>{n.summary}</Text>
            <Text className='notice-list__time'>{formatDateTime(n.updateTime)}</Text>
          </View>
          {showCover && n.cover && (
            <Image
              className='notice-list__cover'
              src={mediaUrl(n.cover)}
              mode='aspectFill'
              lazyLoad
              imgProps={{ alt: '' }}
            />
          )}
        </View>
      ))}
      <ListStates list={list} />
    </View>
  )
}

export default NoticeList

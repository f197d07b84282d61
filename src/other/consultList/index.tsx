import { useCallback, useEffect } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View, Text, Image } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import ListStates from '../../components/ListStates'
import { GameIcon } from '../../components/GameIcon'
import { badgeText } from '../../components/TabBar'
import { consultApi, type ConsultThread } from '../../api/consult'
import { usePagedList } from '../../hooks/usePagedList'
import { useShowAgain } from '../../hooks/useShowAgain'
import { formatDateTime } from '../../utils/format'
import { navigateTo } from '../../utils/nav'
import { mediaUrl } from '../../utils/platform'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import './index.scss'

/** 我的咨询: my questions about listings, the newest activity first, with a badge on unread answers. */
function ConsultListPage() {
  const fetchPage = useCallback((pageNum: number) => consultApi.list(pageNum), [])
  const list = usePagedList<ConsultThread>(fetchPage)
  useEffect(() => {
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useReachBottom(() => void list.loadMore())
  // back from a thread: its badge has gone (reading clears it) and an answer may have come
  useShowAgain(() => void list.reload())

  return (
    <PageShell route='consultList'>
      <View className='clist'>
        {list.rows.map((t) => (
          <View
            key={t.id}
            className='clist-item'
            role='link'
            aria-label={t.unread > 0 ? `${t.goods.title}，${t.unread}条未读` : t.goods.title}
            onClick={() => void navigateTo('consult', { id: t.id })}
          >
            <View className='clist-item__cover'>
              {t.goods.cover ? (
                <Image className='clist-item__img' src={mediaUrl(t.goods.cover)} mode='aspectFill' />
              ) : (
                <GameIcon name={t.goods.gameName} className='clist-item__game' />
              )}
              {t.unread > 0 && <Text className='clist-item__badge'>{badgeText(t.unread)}</Text>}
            </View>
            <View className='clist-item__body'>
              <View className='clist-item__head'>
                <Text className='clist-item__title'>{t.goods.title}</Text>
                <Text className='clist-item__time'>{formatDateTime(t.lastMessageAt)}</Text>
              </View>
              <Text className='clist-item__last'>{t.lastText ?? (t.waiting ? '等待客服回复' : '')}</Text>
            </View>
          </View>
        ))}
        <ListStates list={list} emptyText='你还没有咨询过商品，在商品详情页点「客服」即可提问' />
      </View>
    </PageShell>
  )
}

export default withBoundary('consultList', withLogin('consultList', ConsultListPage))

import { useCallback, useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { useReachBottom } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import ListStates from '../../components/ListStates'
import { messageApi, READ_STATE, type MessageItem } from '../../api/support'
import { usePagedList } from '../../hooks/usePagedList'
import { useStores } from '../../stores/root'
import { formatDateTime } from '../../utils/format'
import { navigateTo } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'

const TABS: { label: string; readState?: number }[] = [
  { label: '全部' },
  { label: '未读', readState: READ_STATE.unread },
  { label: '已读', readState: READ_STATE.read },
]

/** Where a message about something can take the user (the goods it was about, the order …). */
const REF_ROUTES: Record<string, { route: string; label: string }> = {
  goods: { route: 'MyProducts', label: '查看我的商品' },
  order: { route: 'orderDetail', label: '查看订单' },
  problem: { route: 'ProblemList', label: '查看我的问题' },
}

/** My messages: unread first in 全部, tap to read (and unfold), mark all read. */
const XiaoxiPage = observer(function XiaoxiPage() {
  const { inbox } = useStores()
  const [tab, setTab] = useState(0)
  const [open, setOpen] = useState<number | null>(null)
  const readState = TABS[tab]!.readState

  const fetchPage = useCallback(
    async (pageNum: number) => {
      const res = await messageApi.list({ readState, pageNum })
      inbox.setUnread(res.unread)
      return res
    },
    [readState, inbox],
  )
  const list = usePagedList<MessageItem>(fetchPage)
  useEffect(() => {
    setOpen(null)
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage])
  useReachBottom(() => void list.loadMore())

  const tap = async (m: MessageItem) => {
    setOpen((id) => (id === m.id ? null : m.id))
    if (m.readState === READ_STATE.read) return
    try {
      const fresh = await inbox.read(m)
      list.setRows((rows) => rows.map((r) => (r.id === fresh.id ? fresh : r)))
    } catch (e) {
      toastError(e)
    }
  }

  const readAll = async () => {
    try {
      const n = await inbox.readAll()
      toast(n > 0 ? `已将${n}条消息标为已读` : '没有未读消息')
      void list.reload()
    } catch (e) {
      toastError(e)
    }
  }

  return (
    <PageShell route='xiaoxi'>
      <View className='inbox-bar'>
        <View className='inbox-tabs' role='tablist'>
          {TABS.map((t, i) => (
            <View
              key={t.label}
              className={`inbox-tab ${i === tab ? 'inbox-tab--on' : ''}`}
              onClick={() => setTab(i)}
              role='tab'
            >
              {t.label}
              {i === 1 && inbox.unread > 0 ? `(${inbox.unread})` : ''}
            </View>
          ))}
        </View>
        <View
          className={`inbox-readall ${inbox.unread ? '' : 'inbox-readall--off'}`}
          onClick={() => void readAll()}
          role='button'
        >
          全部已读
        </View>
      </View>
      <View className='inbox-list'>
        {list.rows.map((m) => {
          const unread = m.readState === READ_STATE.unread
          const ref = m.refType ? REF_ROUTES[m.refType] : undefined
          return (
            <View key={m.id} className={`inbox-item ${unread ? 'inbox-item--unread' : ''}`} onClick={() => void tap(m)}>
              <View className='inbox-item__head'>
                {unread && <View className='inbox-item__dot' aria-label='未读' />}
                <Text className='inbox-item__title'>{m.title}</Text>
                <Text className='inbox-item__time'>{formatDateTime(m.createdAt)}</Text>
              </View>
              <Text className={`inbox-item__content ${open === m.id ? 'inbox-item__content--open' : ''}`}>
                {m.content}
              </Text>
              {open === m.id && ref && (
                <Text
                  className='inbox-item__link'
                  onClick={(e) => {
                    e.stopPropagation()
                    void navigateTo(ref.route, ref.route === 'orderDetail' ? { id: m.refId } : undefined)
                  }}
                >
                  {ref.label} ›
                </Text>
              )}
            </View>
          )
        })}
        <ListStates list={list} emptyText={tab === 1 ? '没有未读消息' : undefined} />
      </View>
    </PageShell>
  )
})

export default withBoundary('xiaoxi', withLogin('xiaoxi', XiaoxiPage))

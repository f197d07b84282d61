import { useCallback, useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { useReachBottom } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import ListStates from '../../components/ListStates'
import { messageApi, READ_STATE, type MessageItem, type ReadState } from '../../api/support'
import { usePagedList } from '../../hooks/usePagedList'
import { useShowAgain } from '../../hooks/useShowAgain'
import { useStores } from '../../stores/root'
import { formatDateTime } from '../../utils/format'
import { navigateTo } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { Icon } from '../../components/Icon'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'

const TABS: { label: string; readState?: ReadState }[] = [
  { label: '全部' },
  { label: '未读', readState: READ_STATE.unread },
  { label: '已读', readState: READ_STATE.read },
]

/** Where a message can take the user: the page of what it is about, or nothing. */
export interface RefTarget {
  route: string
  query?: Record<string, number>
  label: string
}

/**
 * The page for each kind of thing the server sends messages about (its `ref.type`). Trade-in
 * messages go to both sides: a merchant's open the quoting page, an owner's their requests.
 */
export function refTarget(
  refType: string | null,
  refId: number | null,
  roles: readonly string[] = [],
): RefTarget | undefined {
  switch (refType) {
    case 'goods':
      return { route: 'MyProducts', label: '查看我的商品' }
    case 'order':
      return refId ? { route: 'orderDetail', query: { id: refId }, label: '查看订单' } : undefined
    case 'problem':
      return { route: 'ProblemList', label: '查看我的问题' }
    case 'rental':
      return refId ? { route: 'hire', query: { rentalId: refId }, label: '查看租号订单' } : undefined
    case 'rental_listing':
      return { route: 'rentOut', label: '查看我的租号' }
    case 'claim':
      return { route: 'zhaohui', label: '查看赔付申请' }
    case 'withdraw':
      return { route: 'wallet', label: '查看我的钱包' }
    case 'appraisal':
      return { route: 'Myevaluation', label: '查看我的估价' }
    case 'tradein':
      return roles.includes('merchant')
        ? { route: 'merchantTradein', label: '查看回收报价' }
        : { route: 'myJingjiahuishou', label: '查看我的回收' }
    case 'offer':
      return { route: 'offers', label: '查看我的议价' }
    case 'merchant':
      return { route: 'shanghu', label: '查看商户入驻' }
    case 'report':
      return { route: 'security', label: '查看防骗查询' }
    case 'consult':
      return refId ? { route: 'consult', query: { id: refId }, label: '查看咨询' } : undefined
    default:
      return undefined
  }
}

/** My messages: unread first in 全部, tap to read (and unfold), mark all read. */
const XiaoxiPage = observer(function XiaoxiPage() {
  const { app, inbox } = useStores()
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
  // a tab page stays loaded: messages that came in since, whenever the user comes back to it
  useShowAgain(() => void list.reload())

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
          const ref = refTarget(m.refType, m.refId, app.user?.roles)
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
                    void navigateTo(ref.route, ref.query)
                  }}
                >
                  {ref.label}
                  <Icon of={ArrowRight} className='hs-chevron' />
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

import { useEffect } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import ListStates from '../../components/ListStates'
import GoodCard from '../../components/GoodCard'
import { goodsApi } from '../../api/goods'
import { usePagedList } from '../../hooks/usePagedList'
import { navigateTo } from '../../utils/nav'
import { formatDateTime } from '../../utils/format'
import { toast, toastError } from '../../utils/toast'
import '../../styles/list.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { showModal } from '../../utils/modal'

/** My browsing history: newest first, one row per good, with a clear action. */
function MybrowsingPage() {
  const list = usePagedList((n) => goodsApi.browseList(n))
  useEffect(() => {
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useReachBottom(() => void list.loadMore())

  const clear = async () => {
    const res = await showModal({
      title: '清空浏览记录？',
      content: '全部浏览记录将被清空，无法恢复。',
      confirmText: '清空',
      cancelText: '取消',
    })
    if (!res.confirm) return
    try {
      await goodsApi.clearBrowse()
      list.setRows(() => [])
      toast('已清空')
    } catch (e) {
      toastError(e)
    }
  }

  return (
    <PageShell route='Mybrowsing' wide>
      <View className='plain-list good-grid'>
        {list.rows.map((g) => (
          <GoodCard
            key={g.id}
            good={g}
            onClick={() => void navigateTo('goodDetail', { id: g.id })}
            extra={<Text className='plain-list__time'>{formatDateTime(g.viewedAt)}</Text>}
          />
        ))}
        <ListStates list={list} emptyText='暂无浏览记录' />
      </View>
      {list.rows.length > 0 && (
        <View className='plain-list__clear' onClick={() => void clear()}>
          清空浏览记录
        </View>
      )}
    </PageShell>
  )
}

export default withBoundary('Mybrowsing', withLogin('Mybrowsing', MybrowsingPage))

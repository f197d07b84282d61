import { useEffect } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import ListStates from '../../components/ListStates'
import GoodCard from '../../components/GoodCard'
import { goodsApi } from '../../api/goods'
import { usePagedList } from '../../hooks/usePagedList'
import { navigateTo } from '../../utils/nav'
import { toast, toastError } from '../../utils/toast'
import '../../styles/list.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'

/** My favourites, newest first, each removable. */
function CollectPage() {
  const list = usePagedList((n) => goodsApi.collectList(n))
  useEffect(() => {
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useReachBottom(() => void list.loadMore())

  const remove = async (id: number) => {
    try {
      await goodsApi.uncollect(id)
      list.setRows((rows) => rows.filter((r) => r.id !== id))
      toast('已取消收藏')
    } catch (e) {
      toastError(e)
    }
  }

  return (
    <PageShell route='collect' wide>
      <View className='plain-list good-grid'>
        {list.rows.map((g) => (
          <GoodCard
            key={g.id}
            good={g}
            onClick={() => void navigateTo('goodDetail', { id: g.id })}
            extra={
              <Text
                className='plain-list__action'
                onClick={(e) => {
                  e.stopPropagation()
                  void remove(g.id)
                }}
              >
                取消收藏
              </Text>
            }
          />
        ))}
        <ListStates list={list} emptyText='还没有收藏的商品' />
      </View>
    </PageShell>
  )
}

export default withBoundary('collect', withLogin('collect', CollectPage))

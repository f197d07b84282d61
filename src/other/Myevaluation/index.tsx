import { useCallback, useEffect, useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import ListStates from '../../components/ListStates'
import AppraisalCard from '../../components/AppraisalCard'
import AppraisalForm from '../../components/AppraisalForm'
import { appraisalApi, type AppraisalItem } from '../../api/appraisal'
import { usePagedList } from '../../hooks/usePagedList'
import { useRouteParams } from '../../hooks/useRouteParams'
import { toast, toastError } from '../../utils/toast'
import './index.scss'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import { showModal } from '../../utils/modal'
import { Icon } from '../../components/Icon'
import ArrowRight from '@nutui/icons-react-taro/dist/es/icons/ArrowRight.js'

/** 我的估价: a new free appraisal, and my appraisals with their ranges drawn as charts. */
function MyevaluationPage() {
  const params = useRouteParams()
  const [tab, setTab] = useState<'new' | 'mine'>(params.tab === 'new' ? 'new' : 'mine')
  const fetchPage = useCallback((n: number) => appraisalApi.list(n), [])
  const list = usePagedList<AppraisalItem>(fetchPage)
  useEffect(() => {
    if (tab === 'mine') void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tab])
  useReachBottom(() => tab === 'mine' && void list.loadMore())

  const cancel = async (a: AppraisalItem) => {
    const res = await showModal({
      title: '取消这次估价？',
      content: '取消后如需估价，可重新提交。',
      confirmText: '取消估价',
      cancelText: '再想想',
    })
    if (!res.confirm) return
    try {
      await appraisalApi.cancel(a.id)
      toast('已取消')
      void list.reload()
    } catch (e) {
      toastError(e)
    }
  }

  return (
    <PageShell route='Myevaluation'>
      <View className='eval-tabs' role='tablist'>
        <View className={`eval-tab ${tab === 'mine' ? 'eval-tab--on' : ''}`} onClick={() => setTab('mine')} role='tab'>
          我的估价
        </View>
        <View className={`eval-tab ${tab === 'new' ? 'eval-tab--on' : ''}`} onClick={() => setTab('new')} role='tab'>
          免费估价
        </View>
      </View>
      {tab === 'new' ? (
        <AppraisalForm />
      ) : (
        <View className='eval-list'>
          {list.rows.map((a) => (
            <AppraisalCard key={a.id} a={a} onCancel={(x) => void cancel(x)} />
          ))}
          <ListStates list={list} emptyText='还没有估价记录' />
          {list.empty && (
            <Text className='eval-start' onClick={() => setTab('new')}>
              免费估一估我的账号
              <Icon of={ArrowRight} className='hs-chevron' />
            </Text>
          )}
        </View>
      )}
    </PageShell>
  )
}

export default withBoundary('Myevaluation', withLogin('Myevaluation', MyevaluationPage))

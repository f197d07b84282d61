import { useCallback } from 'react'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import OrderGoods from '../../components/OrderGoods'
import { Chat, type ChatInput } from '../../components/Chat'
import { consultApi, type ConsultLine, type ConsultThread } from '../../api/consult'
import { parseId, useRouteParams } from '../../hooks/useRouteParams'
import { useRemote } from '../../hooks/useRemote'
import { navigateTo } from '../../utils/nav'
import { askSubscribe } from '../../utils/subscribe'
import { withLogin } from '../../components/PageShell/withLogin'
import { withBoundary } from '../../components/PageShell/withBoundary'
import './index.scss'

const ROLE_NAME: Record<ConsultLine['role'], string> = { user: '用户', staff: '官方客服', system: '系统' }

const NOTICE =
  '官方客服只在这里回答，不会要求你添加QQ、微信等私人联系方式，也不会让你在平台外付款。收到这类要求请先核验客服联系方式。'

/** 商品咨询: opened from goodDetail (?goodsId=, which opens the thread) or from a list or message (?id=). */
function ConsultPage() {
  const params = useRouteParams()
  const goodsId = parseId(params.goodsId)
  const id = parseId(params.id)
  const [state, reload] = useRemote<ConsultThread>(
    goodsId ? () => consultApi.open(goodsId) : id ? () => consultApi.thread(id) : null,
    [goodsId, id],
  )
  return (
    <PageShell route='consult'>
      {state.status === 'loading' && <StateView kind='loading' />}
      {state.status === 'notFound' && <StateView kind='notFound' text='咨询不存在或商品已下架' />}
      {state.status === 'error' && <StateView kind='error' text={state.msg || undefined} onRetry={reload} />}
      {state.status === 'ok' && <Thread thread={state.data} />}
    </PageShell>
  )
}

function Thread({ thread }: { thread: ConsultThread }) {
  const load = useCallback((afterId: number) => consultApi.lines(thread.id, afterId), [thread.id])
  const send = useCallback((body: ChatInput) => consultApi.send(thread.id, body), [thread.id])
  // WeChat asks for a subscription only inside a tap: the one that sends my first question
  const beforeSend = useCallback((lines: ConsultLine[]) => {
    if (!lines.some((l) => l.mine)) void askSubscribe(['consult_answered'])
  }, [])
  return (
    <View className='consult'>
      <OrderGoods
        goods={thread.goods}
        priceFen={thread.goods.priceFen}
        onClick={() => void navigateTo('goodDetail', { id: thread.goods.id })}
      />
      <View className='consult__check' onClick={() => void navigateTo('contactkefu')} role='link'>
        <Text>核验客服联系方式</Text>
      </View>
      <Chat<ConsultLine>
        threadKey={thread.id}
        load={load}
        send={send}
        roleNames={ROLE_NAME}
        notice={NOTICE}
        canSend
        closedText=''
        beforeSend={beforeSend}
      />
    </View>
  )
}

export default withBoundary('consult', withLogin('consult', ConsultPage))

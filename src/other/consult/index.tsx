import { useCallback } from 'react'
import { View, Text } from '@tarojs/components'
import PageShell from '../../components/PageShell'
import StateView from '../../components/StateView'
import OrderGoods from '../../components/OrderGoods'
import { Chat, type ChatInput } from '../../components/Chat'
import type { ApiError } from '../../api/errors'
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

/** The most pages of my threads read to find one opened by id (a notification's thread is among the newest). */
const MAX_PAGES = 20
const PAGE_SIZE = 50

/**
 * My thread by its id, with its listing's card. There is no single-thread route: the list has
 * every thread of mine, newest activity first, and a thread someone just answered is near its top.
 */
export async function findThread(id: number): Promise<ConsultThread> {
  for (let page = 1; page <= MAX_PAGES; page++) {
    const res = await consultApi.list(page, PAGE_SIZE)
    const hit = res.rows.find((t) => t.id === id)
    if (hit) return hit
    if (res.rows.length < PAGE_SIZE || page * PAGE_SIZE >= res.total) break
  }
  // not one of mine: the page says 不存在, as the server does for another user's thread
  const notMine: ApiError = { code: 404, msg: '咨询不存在', silent: false }
  throw notMine
}

/** 商品咨询: opened from goodDetail (?goodsId=, which opens the thread) or from a list or message (?id=). */
function ConsultPage() {
  const params = useRouteParams()
  const goodsId = parseId(params.goodsId)
  const id = parseId(params.id)
  const [state, reload] = useRemote<ConsultThread>(
    goodsId ? () => consultApi.open(goodsId) : id ? () => findThread(id) : null,
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

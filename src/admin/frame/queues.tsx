import { useCallback, useEffect, useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import ConsoleFrame from './ConsoleFrame'
import ListStates from '../../components/ListStates'
import { usePagedList, type PageResult, type PagedList } from '../../hooks/usePagedList'
import { toast, toastError } from '../../utils/toast'
import { showModal } from '../../utils/modal'
import type { ReactNode } from 'react'

/**
 * The scaffold of the console's queue pages (售后仲裁, 增值服务, 客服工单; issue 39 item 2): tabs
 * of queues over one paged list, reloaded when the tab changes and extended at the bottom, and the
 * operator's actions on a row. Each page keeps its own cards and sheets.
 */
export interface QueueTab<Q extends string> {
  key: Q
  label: string
}

export interface QueueOptions {
  /** after a successful action: close the page's sheet */
  onDone?: () => void
  /**
   * after a successful action, reload the queue instead of dropping the row: for queues where a
   * handled row may stay (a refund the provider refused is retried from the same card)
   */
  reloadAfter?: boolean
}

export function useQueues<Q extends string, Row extends { id: number }>(
  fetchers: Record<Q, (pageNum: number) => Promise<PageResult<Row>>>,
  first: NoInfer<Q>,
  { onDone, reloadAfter = false }: QueueOptions = {},
) {
  const [queue, setQueue] = useState<Q>(first)
  const fetchPage = useCallback((n: number) => fetchers[queue](n), [fetchers, queue])
  const list = usePagedList<Row>(fetchPage)
  useEffect(() => {
    void list.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchPage])
  useReachBottom(() => void list.loadMore())

  /** Runs an action on a row; on success the row leaves the queue (or the queue reloads) and `done` shows. */
  const run = async (id: number, call: () => Promise<unknown>, done: string) => {
    try {
      await call()
      toast(done)
      onDone?.()
      if (reloadAfter) void list.reload()
      else list.setRows((rows) => rows.filter((r) => r.id !== id))
    } catch (e) {
      toastError(e)
    }
  }
  /** The same, after the operator confirms: `title` asks the question (never a bare 确认), `content` says what follows. */
  const confirmRun = async (title: string, content: string, id: number, call: () => Promise<unknown>, done: string) => {
    const res = await showModal({ title, content, confirmText: '确定', cancelText: '取消' })
    if (res.confirm) await run(id, call, done)
  }

  return { queue, setQueue, list, run, confirmRun }
}

export interface QueuePageProps<Q extends string, Row> {
  route: string
  tabs: readonly QueueTab<Q>[]
  queue: Q
  onQueue: (q: Q) => void
  list: PagedList<Row>
  card: (row: Row) => ReactNode
  emptyText: string
  /** a queue's own filters, between the tabs and the list */
  toolbar?: ReactNode
  /** one row opened in the page (a conversation): drawn instead of the list, which keeps its place */
  detail?: ReactNode
  /** the page's sheets and viewers, drawn over the list */
  children?: ReactNode
}

/** The console frame with the queue tabs, the cards and the list's loading, empty and error states. */
export function QueuePage<Q extends string, Row>({
  route,
  tabs,
  queue,
  onQueue,
  list,
  card,
  emptyText,
  toolbar,
  detail,
  children,
}: QueuePageProps<Q, Row>) {
  return (
    <ConsoleFrame route={route}>
      <View className='console-tabs' role='tablist'>
        {tabs.map((q) => (
          <View
            key={q.key}
            role='tab'
            aria-selected={q.key === queue}
            className={`console-tab ${q.key === queue ? 'console-tab--on' : ''}`}
            onClick={() => onQueue(q.key)}
          >
            {q.label}
          </View>
        ))}
      </View>
      {toolbar}
      {detail ? (
        <View className='console-list'>{detail}</View>
      ) : (
        <View className='console-list'>
          {list.rows.map(card)}
          <ListStates list={list} emptyText={emptyText} />
        </View>
      )}
      {children}
    </ConsoleFrame>
  )
}

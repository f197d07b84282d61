import { Text } from '@tarojs/components'
import StateView from '../StateView'
import { T } from '../../utils/strings'
import './index.scss'

/** What the foot needs to know about a paged list (usePagedList's result, or a store's list). */
export interface ListView {
  loading: boolean
  error: string
  empty: boolean
  finished: boolean
  rows: readonly unknown[]
  reload: () => Promise<void> | void
}

export interface ListStatesProps {
  list: ListView
  emptyText?: string
  /** The page explains an empty result itself (a search that found nothing, say). */
  hideEmpty?: boolean
  /** What "retry" does; reloading the list unless a page needs otherwise. */
  onRetry?: () => void
}

/** The foot of every paged list: loading, error with retry, empty (暂无数据), and "no more". */
export function ListStates({ list, emptyText, hideEmpty, onRetry }: ListStatesProps) {
  return (
    <>
      {list.loading && <StateView kind='loading' />}
      {list.error && <StateView kind='error' text={list.error} onRetry={onRetry ?? (() => void list.reload())} />}
      {list.empty && !hideEmpty && <StateView kind='empty' text={emptyText} />}
      {list.finished && list.rows.length > 0 && <Text className='list-end'>{T.noMore}</Text>}
    </>
  )
}

export default ListStates

import { Text } from '@tarojs/components'
import StateView from '../StateView'
import { T } from '../../utils/strings'
import './index.scss'

export interface ListStatesProps {
  loading: boolean
  error: string
  empty: boolean
  finished: boolean
  count: number
  onRetry: () => void
  emptyText?: string
}

/** The foot of every paged list: loading, error with retry, empty (暂无数据), and "no more". */
export function ListStates({ loading, error, empty, finished, count, onRetry, emptyText }: ListStatesProps) {
  return (
    <>
      {loading && <StateView kind='loading' />}
      {error && <StateView kind='error' text={error} onRetry={onRetry} />}
      {empty && <StateView kind='empty' text={emptyText} />}
      {finished && count > 0 && <Text className='list-end'>{T.noMore}</Text>}
    </>
  )
}

export default ListStates

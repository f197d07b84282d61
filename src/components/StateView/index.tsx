import { View, Text } from '@tarojs/components'
import { T } from '../../utils/strings'
import { goHome } from '../../utils/nav'
import './index.scss'
import { Icon } from '../Icon'
import Order from '@nutui/icons-react-taro/dist/es/icons/Order.js'
import Tips from '@nutui/icons-react-taro/dist/es/icons/Tips.js'
import Search from '@nutui/icons-react-taro/dist/es/icons/Search.js'

export interface StateViewProps {
  kind: 'loading' | 'empty' | 'error' | 'notFound'
  /** Overrides the default text of the kind. */
  text?: string
  onRetry?: () => void
}

const DEFAULT_TEXT: Record<StateViewProps['kind'], string> = {
  loading: T.loading,
  empty: T.noData,
  error: T.loadFailed,
  notFound: T.notFound,
}

/** Loading, empty (暂无数据), error (with retry) and not-found states, the same on every page. */
export function StateView({ kind, text, onRetry }: StateViewProps) {
  return (
    <View className={`state-view state-view--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {/* decorative: the text under it says what happened */}
      <View className='state-view__icon' aria-hidden>
        {kind === 'empty' && <Icon of={Order} />}
        {kind === 'error' && <Icon of={Tips} />}
        {kind === 'notFound' && <Icon of={Search} />}
      </View>
      <Text className='state-view__text'>{text ?? DEFAULT_TEXT[kind]}</Text>
      {kind === 'error' && onRetry && (
        <View className='state-view__btn' onClick={onRetry}>
          {T.retry}
        </View>
      )}
      {kind === 'notFound' && (
        <View className='state-view__btn' onClick={() => void goHome()}>
          {T.backHome}
        </View>
      )}
    </View>
  )
}

export default StateView

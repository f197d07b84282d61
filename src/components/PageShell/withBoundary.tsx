import { Component, Fragment, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { clientErrorApi } from '../../api/clientError'
import { currentSpecUrl, goHome } from '../../utils/nav'
import { takeRefresh } from '../../utils/returnRefresh'
import './boundary.scss'

/** Sends the error once; a report that cannot be sent is dropped (the page already shows the error). */
export function reportRenderError(route: string, error: unknown, componentStack?: string | null): void {
  const e = error instanceof Error ? error : new Error(String(error))
  clientErrorApi
    .report({
      // the spec address and query of the page on top (the same one the session prompt returns to)
      route: (currentSpecUrl() || route).slice(0, 2000),
      message: (e.message || e.name || '未知错误').slice(0, 4000),
      stack: `${e.stack ?? ''}\n${componentStack ?? ''}`.trim().slice(0, 20000),
      appVersion: process.env.TARO_APP_VERSION || '',
      platform: process.env.TARO_ENV || '',
    })
    .catch(() => undefined)
}

interface Props {
  route: string
  children: ReactNode
}
interface State {
  error: boolean
  /** bumped by 重试 so the page mounts afresh instead of reusing the state that threw */
  attempt: number
}

class PageBoundary extends Component<Props, State> {
  state: State = { error: false, attempt: 0 }

  static getDerivedStateFromError(): Partial<State> {
    return { error: true }
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportRenderError(this.props.route, error, info.componentStack)
  }

  private retry = () => this.setState((s) => ({ error: false, attempt: s.attempt + 1 }))

  render() {
    // a keyed fragment, not a wrapper element: the page's own root stays the page's first child (layout)
    if (!this.state.error) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>
    return (
      <View className='page-error' role='alert'>
        <Text className='page-error__title'>页面出错了</Text>
        <Text className='page-error__text'>抱歉，这个页面暂时无法显示。我们已收到错误报告，请重试或返回首页。</Text>
        <View className='page-error__actions'>
          <View className='page-error__btn page-error__btn--primary' role='button' onClick={this.retry}>
            重试
          </View>
          <View className='page-error__btn' role='button' onClick={() => void goHome()}>
            返回首页
          </View>
        </View>
      </View>
    )
  }
}

/**
 * Wraps an exported page so an error thrown anywhere in its render — the page's own body included,
 * which a boundary inside PageShell could not catch — shows 页面出错了 with a retry and a way home
 * instead of a white screen, and is reported to the operators' console.
 */
export function withBoundary<P extends object>(route: string, Page: ComponentType<P>): ComponentType<P> {
  function Bounded(props: P) {
    // back on this page from a login or verification opened over it: mount it afresh (afterLogin)
    const [loads, setLoads] = useState(0)
    useDidShow(() => {
      if (takeRefresh(Taro.getCurrentInstance()?.page)) setLoads((n) => n + 1)
    })
    return (
      <PageBoundary route={route}>
        <Page key={loads} {...props} />
      </PageBoundary>
    )
  }
  Bounded.displayName = `withBoundary(${route})`
  return Bounded
}

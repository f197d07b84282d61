import { createElement, type PropsWithChildren } from 'react'
import Taro, { useLaunch } from '@tarojs/taro'
import { ConfigProvider } from '@nutui/nutui-react-taro'
import zhCN from '@nutui/nutui-react-taro/dist/es/locales/zh-CN'
import { bootH5 } from './utils/h5Boot'
import { rootStore, StoreContext } from './stores/root'
import { NOT_FOUND_PATH, routeByPath, pageUrl } from './routes'
import './app.scss'

// Before the router renders anything: root font size, redirects, unknown paths (H5 only).
bootH5()

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    rootStore.app.restore()
    void rootStore.app.loadGameTypes()
    if (rootStore.app.loggedIn) void rootStore.app.loadProfile()
  })
  return createElement(
    StoreContext.Provider,
    { value: rootStore },
    createElement(ConfigProvider, { locale: zhCN }, children),
  )
}

// A page path the mini-program does not have (old link, shared card): show the not-found page.
Taro.onPageNotFound?.((res) => {
  void Taro.redirectTo({ url: pageUrl(routeByPath(NOT_FOUND_PATH)!, { path: res.path }) })
})

export default App

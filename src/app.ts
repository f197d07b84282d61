import { createElement, type PropsWithChildren } from 'react'
import Taro, { useLaunch } from '@tarojs/taro'
import { bootH5 } from './utils/h5Boot'
import { registerPrivacyHandler } from './utils/privacy'
import { setupIcons } from './utils/icons'
import { rootStore, StoreContext } from './stores/root'
import { NOT_FOUND_PATH, routeByPath, pageUrl } from './routes'
import './app.scss'

// Before the router renders anything: root font size, redirects, unknown paths (H5 only).
bootH5()
// WeChat asks us for consent the first time a privacy-counted API is used (utils/privacy.ts)
registerPrivacyHandler()
// NutUI's icons as SVG masks, on an element the platform has (utils/icons.ts)
setupIcons()

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    rootStore.app.restore()
    void rootStore.app.loadGameTypes()
    if (rootStore.app.loggedIn) void rootStore.app.loadProfile()
  })
  // no NutUI ConfigProvider: its default locale is already zh-CN, and leaving it out keeps its
  // code out of the entry chunk (the first load budget is 150 KB)
  return createElement(StoreContext.Provider, { value: rootStore }, children)
}

// A page path the mini-program does not have (old link, shared card): show the not-found page.
Taro.onPageNotFound?.((res) => {
  void Taro.redirectTo({ url: pageUrl(routeByPath(NOT_FOUND_PATH)!, { path: res.path }) })
})

export default App

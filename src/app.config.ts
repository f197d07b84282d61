import { mainPages, routeByName, subPackagePages, TABS } from './routes'

// The bottom tab bar: native in the mini-programs (their tab pages are in the main package, see
// routes.ts). H5 draws the same bar itself (components/TabBar): Taro's own H5 tab bar would turn
// the tab pages into its tab container, outside the spec's routes, so H5 gets no tabBar here.
const mini = process.env.TARO_ENV === 'weapp' || process.env.TARO_ENV === 'alipay'
const tabBar = {
  // tokens.scss: $text-3 and $brand; the icons are drawn in the same colours (tools/tab-icons.mjs)
  color: '#8f959e',
  selectedColor: '#ff5b2e',
  backgroundColor: '#ffffff',
  borderStyle: 'white' as const,
  list: TABS.map((t) => ({
    pagePath: routeByName(t.name)!.page,
    text: t.text,
    iconPath: `assets/tabbar/${t.icon}.png`,
    selectedIconPath: `assets/tabbar/${t.icon}-on.png`,
  })),
}

export default defineAppConfig({
  pages: mainPages(),
  subPackages: [
    { root: 'other', pages: subPackagePages('other') },
    { root: 'admin', pages: subPackagePages('admin') },
  ],
  ...(mini ? { tabBar } : {}),
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '号市',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f6f8',
  },
  animation: false,
  // WeChat: privacy-counted APIs (images, clipboard, phone number) wait for our consent popup
  __usePrivacyCheck__: true,
})

import { mainPages, subPackagePages } from './routes'

export default defineAppConfig({
  pages: mainPages(),
  subPackages: [
    { root: 'other', pages: subPackagePages('other') },
    { root: 'admin', pages: subPackagePages('admin') },
  ],
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

import { mainPages, otherPages } from './routes'

export default defineAppConfig({
  pages: mainPages(),
  subPackages: [{ root: 'other', pages: otherPages() }],
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '号市',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f6f8',
  },
  animation: false,
})
